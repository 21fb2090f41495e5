import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { graphqlRequest } from '../api/graphql';
import { TripFilterOptionsDocument } from '../api/generated/trips';
import { useT } from '../i18n/context';
import type { SiteKey } from '../i18n/site';
import type { TripFilter } from './tripFilter';

interface Option {
  id: string;
  name: string;
}
type Kind = 'people' | 'departments' | 'cost_centers' | 'places';
type Options = Record<Kind, Option[]>;

/** Which filter list each picker fills, and its label. */
const PICKERS: { kind: Kind; field: keyof TripFilter; label: SiteKey }[] = [
  { kind: 'people', field: 'user_ids', label: 'trips.list.people' },
  { kind: 'departments', field: 'department_ids', label: 'trips.list.departments' },
  { kind: 'cost_centers', field: 'cost_center_ids', label: 'trips.list.costCenters' },
  { kind: 'places', field: 'locations', label: 'trips.list.places' },
];

const EMPTY: Options = { people: [], departments: [], cost_centers: [], places: [] };

/**
 * The company view's pickers of the spec's trip filter (people, departments, cost centers,
 * places): their choices are what the trips the caller may list name
 * (approver_trip_filter_options, the approver_trip_list scope). Typing in the people picker asks
 * the server again (a company has thousands of staff; 100 of each kind come at a time). Names of
 * chosen items are remembered, so a choice keeps its label when a search no longer offers it.
 */
export function TripPickers({
  value,
  onChange,
}: {
  value: TripFilter;
  onChange: (patch: Partial<TripFilter>) => void;
}) {
  const t = useT();
  const [options, setOptions] = useState<Options>(EMPTY);
  const [failed, setFailed] = useState(false);
  const [peopleSearch, setPeopleSearch] = useState('');
  const [peopleText, setPeopleText] = useState('');
  const names = useRef(new Map<string, string>());
  // The chosen items, the same arrays while the choice is (a new array would reset the input).
  const { user_ids, department_ids, cost_center_ids, locations } = value;
  const chosen = useMemo(() => {
    const of = (ids: string[]) => ids.map((id) => ({ id, name: names.current.get(id) ?? id }));
    return {
      user_ids: of(user_ids),
      department_ids: of(department_ids),
      cost_center_ids: of(cost_center_ids),
      locations: of(locations),
    } as Record<keyof TripFilter, Option[]>;
  }, [user_ids, department_ids, cost_center_ids, locations]);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () => {
        graphqlRequest('trips', TripFilterOptionsDocument, {
          input: { search: peopleSearch.trim() || null },
        })
          .then((data) => {
            if (!live) return;
            const got = data.approver_trip_filter_options;
            for (const list of Object.values(got)) {
              for (const o of list) names.current.set(o.id, o.name);
            }
            setFailed(false);
            // A people search narrows only the people; the other pickers keep the full lists.
            setOptions((old) =>
              peopleSearch.trim() ? { ...old, people: got.people } : (got as Options),
            );
          })
          .catch(() => live && setFailed(true));
      },
      peopleSearch ? 250 : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [peopleSearch]);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      }}
    >
      {failed && (
        <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
          {t('trips.list.optionsError')}
        </Alert>
      )}
      {PICKERS.map(({ kind, field, label }) => {
        const people = kind === 'people';
        return (
          <Autocomplete
            key={kind}
            multiple
            size="small"
            options={options[kind]}
            value={chosen[field]}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            // People are searched on the server; the input is the typed text until a choice.
            filterOptions={people ? (all) => all : undefined}
            inputValue={people ? peopleText : undefined}
            onInputChange={
              people
                ? (_e, text, reason) => {
                    if (reason === 'reset') return;
                    setPeopleText(text);
                    setPeopleSearch(text);
                  }
                : undefined
            }
            onChange={(_e, next) => {
              for (const o of next) names.current.set(o.id, o.name);
              if (people) {
                setPeopleText('');
                setPeopleSearch('');
              }
              onChange({ [field]: next.map((o) => o.id) });
            }}
            renderInput={(params) => <TextField {...params} label={t(label)} />}
          />
        );
      })}
    </Box>
  );
}
