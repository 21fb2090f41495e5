import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { graphqlRequest } from '../../api/graphql';
import {
  AnalysisCostCenterChoicesDocument,
  AnalysisDepartmentChoicesDocument,
  AnalysisPeopleChoicesDocument,
} from '../../api/generated/corporate';
import { corporateId } from '../../dataProviders/corporate/scope';
import { useAnalysisScope } from './analysisApi';
import {
  GROUP_BYS,
  PERIOD_PRESETS,
  TIME_UNITS,
  defaultFilter,
  presetOf,
  presetPeriod,
  type AnalysisFilterState,
  type PeriodPreset,
} from './filter';
import { useAnalysisFormat } from './useAnalysisFormat';
import { useAnalysisFilter } from './useAnalysisFilter';

import type { Choice, ChoicePickerProps } from './ChoicePicker';

/** A choice list of the company (departments, cost centers): asked once, shared by the pages. */
function useChoices(kind: 'departments' | 'cost-centers', enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['corporate', 'analysis', 'choices', kind],
    queryFn: async ({ signal }): Promise<Choice[]> => {
      const corporate_id = await corporateId();
      if (kind === 'departments') {
        const data = await graphqlRequest(
          'corporate',
          AnalysisDepartmentChoicesDocument,
          { corporate_id },
          { signal },
        );
        return data.corporate_departments;
      }
      const data = await graphqlRequest(
        'corporate',
        AnalysisCostCenterChoicesDocument,
        { corporate_id },
        { signal },
      );
      return data.cost_centers;
    },
    staleTime: 60_000,
  });
}

const personName = (p: {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}) => [p.last_name, p.first_name].filter(Boolean).join(' ') || p.email || '';

/**
 * The people the filter names (their labels) and the people matching what is typed: the
 * company's staff, 20 at a time (corporate_staffs_page, scoped by the corporate in SQL).
 */
function usePeople(search: string, ids: readonly string[], enabled: boolean) {
  const ask = async (variables: { search?: string; filter?: { user_ids: string[] } }) => {
    const corporate_id = await corporateId();
    const data = await graphqlRequest('corporate', AnalysisPeopleChoicesDocument, {
      corporate_id,
      ...variables,
    });
    return data.corporate_staffs_page.entries.map((p) => ({ id: p.user_id, name: personName(p) }));
  };
  const matching = useQuery({
    queryKey: ['corporate', 'analysis', 'people', search],
    queryFn: () => ask(search ? { search } : {}),
    enabled,
    staleTime: 60_000,
  });
  const chosen = useQuery({
    queryKey: ['corporate', 'analysis', 'people-named', ids],
    queryFn: () => ask({ filter: { user_ids: [...ids] } }),
    enabled: enabled && ids.length > 0,
    staleTime: 60_000,
  });
  return { matching, chosen };
}

/**
 * The pickers' Autocomplete (~10 KB gzip) loads when one is first used, not with the page
 * (docs/analysis-ui.md, "Bundle"): until then a read-only field shows what is chosen.
 */
const ChoicePicker = lazy(() =>
  import('./ChoicePicker').then((module) => ({ default: module.ChoicePicker })),
);

function Picker(props: ChoicePickerProps) {
  const translate = useTranslate();
  const [active, setActive] = useState(false);
  const known = new Map(props.options.map((o) => [o.id, o.name]));
  const summary = (
    <TextField
      size="small"
      label={props.label}
      value={props.value.map((id) => known.get(id) ?? id).join(', ')}
      placeholder={translate('console.analysis.filter.everyone')}
      onFocus={() => setActive(true)}
      onClick={() => setActive(true)}
      slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
    />
  );
  if (!active) return summary;
  return (
    <Suspense fallback={summary}>
      <ChoicePicker {...props} />
    </Suspense>
  );
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The analysis filter bar (spec §3: department_ids, group_by, user_ids, cost_center_ids, start,
 * end, time_unit, selectedTime), kept in the URL: every change is a history entry, so a link
 * shares it and Back undoes it. Every chart of the page reads the same filter. `periodOnly`:
 * the start and end alone (the older summary, whose reports take nothing else).
 *
 * The pickers follow the caller's scope (analysis_scope): the company's departments, people and
 * cost centers for those who see the company; an approver's own departments and the people;
 * none for someone who sees only themselves. On a phone the bar is a row of what the filter
 * holds and a "Filters" button that opens the same fields in a full-screen dialog.
 */
export function FilterBar({ periodOnly = false }: { periodOnly?: boolean }) {
  const translate = useTranslate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const t: Translate = (key, options) => translate(`console.analysis.${key}`, options);
  if (!phone) {
    return (
      <Box
        component="form"
        role="search"
        aria-label={t('filter.title')}
        onSubmit={(event) => event.preventDefault()}
        sx={{
          display: 'grid',
          gap: 1.5,
          my: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        <FilterFields periodOnly={periodOnly} t={t} />
      </Box>
    );
  }
  return (
    <Box
      role="search"
      aria-label={t('filter.title')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 1.5 }}
    >
      <FilterSummary periodOnly={periodOnly} t={t} />
      <Button
        size="small"
        variant="outlined"
        startIcon={<TuneOutlined />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('filter.open')}
      </Button>
      <Dialog
        fullScreen
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="analysis-filter-title"
      >
        <DialogTitle id="analysis-filter-title">{t('filter.title')}</DialogTitle>
        <DialogContent>
          <Box
            component="form"
            aria-labelledby="analysis-filter-title"
            onSubmit={(event) => {
              event.preventDefault();
              setOpen(false);
            }}
            sx={{ display: 'grid', gap: 2, pt: 1 }}
          >
            <FilterFields periodOnly={periodOnly} t={t} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setOpen(false)}>
            {t('filter.done')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** What the filter holds, as a row of short labels (the phone's bar). */
function FilterSummary({ periodOnly, t }: { periodOnly: boolean; t: Translate }) {
  const format = useAnalysisFormat();
  const [filter, setFilter] = useAnalysisFilter();
  const preset = presetOf(filter);
  const items = [
    preset
      ? t(`filter.presets.${preset}`)
      : `${format.date(filter.start)} – ${format.date(filter.end)}`,
  ];
  if (!periodOnly) {
    items.push(`${t('filter.time_unit')}: ${t(`timeUnits.${filter.time_unit}`)}`);
    items.push(`${t('filter.group_by')}: ${t(`groupBy.${filter.group_by}`)}`);
    const counts = [
      ['departments', filter.department_ids.length],
      ['people', filter.user_ids.length],
      ['costCenters', filter.cost_center_ids.length],
    ] as const;
    for (const [key, n] of counts) {
      if (n) items.push(t(`filter.count.${key}`, { smart_count: n }));
    }
  }
  return (
    <>
      <Box
        component="ul"
        aria-label={t('filter.summary')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
      >
        {items.map((item) => (
          <Box component="li" key={item}>
            <Chip size="small" label={item} />
          </Box>
        ))}
      </Box>
      {filter.selectedTime ? (
        <Chip
          size="small"
          color="secondary"
          label={t('filter.selectedTime', {
            period: format.bucket(filter.selectedTime, filter.time_unit),
          })}
          onDelete={() => setFilter({ selectedTime: null })}
          aria-label={t('filter.clearSelectedTime', {
            period: format.bucket(filter.selectedTime, filter.time_unit),
          })}
        />
      ) : null}
    </>
  );
}

/** The filter's fields: in the bar's grid on a wide screen, in the dialog on a phone. */
function FilterFields({ periodOnly, t }: { periodOnly: boolean; t: Translate }) {
  const format = useAnalysisFormat();
  const [filter, setFilter] = useAnalysisFilter();
  const [peopleSearch, setPeopleSearch] = useState('');
  const scope = useAnalysisScope().data;
  const company = scope?.kind === 'COMPANY';
  const approver = scope?.kind === 'DEPARTMENTS';
  const companyDepartments = useChoices('departments', !periodOnly && company);
  const costCenters = useChoices('cost-centers', !periodOnly && company);
  const people = usePeople(peopleSearch, filter.user_ids, !periodOnly && (company || approver));
  const departments = approver ? { data: scope.departments, isPending: false } : companyDepartments;
  const [range, setRange] = useState<{ start: string; end: string } | null>(null);
  const preset = presetOf(filter);
  const shown = range ?? { start: filter.start, end: filter.end };
  const badRange = Boolean(shown.start && shown.end && shown.end < shown.start);
  const changeDate = (key: 'start' | 'end', value: string) => {
    const next = { ...shown, [key]: value };
    if (next.start && next.end && next.start <= next.end) {
      setRange(null);
      setFilter({ ...next, selectedTime: null });
    } else {
      setRange(next);
    }
  };
  const peopleOptions = [...(people.chosen.data ?? []), ...(people.matching.data ?? [])].filter(
    (p, i, all) => all.findIndex((q) => q.id === p.id) === i,
  );
  const change = (part: Partial<AnalysisFilterState>) => setFilter(part);
  return (
    <>
      <TextField
        select
        size="small"
        label={t('filter.period')}
        value={preset ?? 'custom'}
        onChange={(event) => {
          const value = event.target.value as PeriodPreset | 'custom';
          if (value !== 'custom') {
            setRange(null);
            change({ ...presetPeriod(value), selectedTime: null });
          }
        }}
      >
        {PERIOD_PRESETS.map((p) => (
          <MenuItem key={p} value={p}>
            {t(`filter.presets.${p}`)}
          </MenuItem>
        ))}
        <MenuItem value="custom" disabled>
          {t('filter.custom')}
        </MenuItem>
      </TextField>
      <TextField
        type="date"
        size="small"
        label={t('filter.start')}
        value={shown.start}
        onChange={(event) => changeDate('start', event.target.value)}
        error={badRange}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('filter.end')}
        value={shown.end}
        onChange={(event) => changeDate('end', event.target.value)}
        error={badRange}
        helperText={badRange ? t('filter.badRange') : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {periodOnly ? null : (
        <>
          <TextField
            select
            size="small"
            label={t('filter.time_unit')}
            value={filter.time_unit}
            onChange={(event) =>
              change({
                time_unit: event.target.value as AnalysisFilterState['time_unit'],
                selectedTime: null,
              })
            }
          >
            {TIME_UNITS.map((unit) => (
              <MenuItem key={unit} value={unit}>
                {t(`timeUnits.${unit}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('filter.group_by')}
            value={filter.group_by}
            onChange={(event) =>
              change({ group_by: event.target.value as AnalysisFilterState['group_by'] })
            }
          >
            {GROUP_BYS.map((group) => (
              <MenuItem key={group} value={group}>
                {t(`groupBy.${group}`)}
              </MenuItem>
            ))}
          </TextField>
          {company || approver ? (
            <Picker
              label={t('filter.department_ids')}
              options={departments.data ?? []}
              loading={departments.isPending}
              value={filter.department_ids}
              onChange={(department_ids) => change({ department_ids })}
            />
          ) : null}
          {company || approver ? (
            <Picker
              label={t('filter.user_ids')}
              options={peopleOptions}
              loading={people.matching.isPending}
              value={filter.user_ids}
              onChange={(user_ids) => change({ user_ids })}
              onInput={setPeopleSearch}
            />
          ) : null}
          {company ? (
            <Picker
              label={t('filter.cost_center_ids')}
              options={costCenters.data ?? []}
              loading={costCenters.isPending}
              value={filter.cost_center_ids}
              onChange={(cost_center_ids) => change({ cost_center_ids })}
            />
          ) : null}
        </>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {filter.selectedTime ? (
          <Chip
            label={t('filter.selectedTime', {
              period: format.bucket(filter.selectedTime, filter.time_unit),
            })}
            onDelete={() => change({ selectedTime: null })}
            aria-label={t('filter.clearSelectedTime', {
              period: format.bucket(filter.selectedTime, filter.time_unit),
            })}
          />
        ) : null}
        <Button
          size="small"
          onClick={() => {
            setRange(null);
            change(defaultFilter());
          }}
        >
          {t('filter.reset')}
        </Button>
      </Box>
    </>
  );
}
