import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useT } from '../i18n/context';
import { DEFAULT_FILTER, SELECTED_TIMES, TIME_TYPES, type TripFilter } from './tripFilter';
import { TripPickers } from './TripPickers';

/** The spec's trip filter as a form: applied on submit, reset to the defaults. */
export function TripFilters({
  value,
  companyView,
  onApply,
}: {
  value: TripFilter;
  companyView: boolean;
  onApply: (filter: TripFilter) => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(value);
  const set = (patch: Partial<TripFilter>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('trips.list.filters')}
      onSubmit={submit}
      sx={{ display: 'grid', gap: 1.5, mb: 2 }}
    >
      <TextField
        size="small"
        type="search"
        label={t('trips.list.search')}
        value={draft.search}
        onChange={(e) => set({ search: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.isBusiness}
              onChange={(e) => set({ isBusiness: e.target.checked })}
            />
          }
          label={t('trips.list.business')}
        />
        {!companyView && (
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.isPersonal}
                onChange={(e) => set({ isPersonal: e.target.checked })}
              />
            }
            label={t('trips.list.personal')}
          />
        )}
        <TextField
          select
          size="small"
          label={t('trips.list.timeType')}
          value={draft.time_type}
          onChange={(e) => set({ time_type: e.target.value as TripFilter['time_type'] })}
          sx={{ minWidth: 150 }}
        >
          {TIME_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`trips.timeTypes.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('trips.list.selectedTime')}
          value={draft.selectedTime}
          onChange={(e) => set({ selectedTime: e.target.value as TripFilter['selectedTime'] })}
          sx={{ minWidth: 170 }}
        >
          {SELECTED_TIMES.map((time) => (
            <MenuItem key={time} value={time}>
              {t(`trips.selectedTimes.${time}`)}
            </MenuItem>
          ))}
        </TextField>
        {draft.selectedTime === 'CUSTOM' && (
          <>
            <TextField
              size="small"
              type="date"
              label={t('trips.list.from')}
              value={draft.dateRange.from}
              onChange={(e) => set({ dateRange: { ...draft.dateRange, from: e.target.value } })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              type="date"
              label={t('trips.list.to')}
              value={draft.dateRange.to}
              onChange={(e) => set({ dateRange: { ...draft.dateRange, to: e.target.value } })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </>
        )}
      </Box>
      {companyView && <TripPickers value={draft} onChange={set} />}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained">
          {t('trips.list.apply')}
        </Button>
        <Button
          onClick={() => {
            setDraft(DEFAULT_FILTER);
            onApply(DEFAULT_FILTER);
          }}
        >
          {t('trips.list.reset')}
        </Button>
      </Box>
    </Box>
  );
}
