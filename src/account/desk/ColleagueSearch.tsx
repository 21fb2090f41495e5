import './catalogue';
import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { graphqlRequest } from '../../api/graphql';
import { DeskTravellersDocument, type DeskTravellersQuery } from '../../api/generated/corporate';
import { useT } from '../../i18n/context';

export type Colleague = DeskTravellersQuery['corporate_travellers']['entries'][number];

export function colleagueName(c: Pick<Colleague, 'first_name' | 'last_name' | 'email'>): string {
  return [c.last_name, c.first_name].filter(Boolean).join(' ') || c.email || '';
}

/** Typing waits this long before asking the server (a company has thousands of staff). */
const SEARCH_DELAY_MS = 250;

/**
 * The company's active colleagues (corporate_travellers: name, e-mail, phone or employee id),
 * searched on the server as the desk types, 20 at a time. Keyboard: type, arrows, Enter.
 */
export function ColleagueSearch({
  corporateId,
  onPick,
}: {
  corporateId: string;
  onPick: (colleague: Colleague) => void;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<Colleague[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    let live = true;
    setState('loading');
    const timer = setTimeout(() => {
      graphqlRequest('corporate', DeskTravellersDocument, {
        corporate_id: corporateId,
        search: text.trim() || null,
      }).then(
        (data) => {
          if (!live) return;
          setOptions(data.corporate_travellers.entries);
          setState('ready');
        },
        () => live && setState('error'),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [corporateId, text]);

  return (
    <Autocomplete<Colleague>
      openOnFocus
      autoHighlight
      options={options}
      filterOptions={(list) => list}
      loading={state === 'loading'}
      loadingText={t('desk.loading')}
      noOptionsText={state === 'error' ? t('desk.loadError') : t('desk.none')}
      getOptionLabel={colleagueName}
      isOptionEqualToValue={(a, b) => a.user_id === b.user_id}
      onInputChange={(_e, value, reason) => reason === 'input' && setText(value)}
      onChange={(_e, value) => value && onPick(value)}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            <span>
              {colleagueName(option)}
              <br />
              <small>{[option.email, option.employee_id].filter(Boolean).join(' · ')}</small>
            </span>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          label={t('desk.search')}
          helperText={state === 'error' ? t('desk.loadError') : t('desk.searchHelp')}
          error={state === 'error'}
        />
      )}
    />
  );
}
