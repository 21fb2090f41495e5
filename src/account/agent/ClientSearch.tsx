import './catalogue';
import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { graphqlRequest } from '../../api/graphql';
import { TravelAgentAccountsDocument } from '../../api/generated/main';
import { useT } from '../../i18n/context';
import { travellerName, type AgentTraveller } from './agentStore';

/** Typing waits this long before asking the server. */
const SEARCH_DELAY_MS = 250;

/**
 * The agent's clients, searched on the server as the agent types (name or e-mail, accents
 * folded; travel_agent_accounts(search)). Keyboard: type, arrows, Enter.
 */
export function ClientSearch({ onPick }: { onPick: (client: AgentTraveller) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<AgentTraveller[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    let live = true;
    setState('loading');
    const timer = setTimeout(() => {
      graphqlRequest('main', TravelAgentAccountsDocument, { search: text.trim() || null }).then(
        (data) => {
          if (!live) return;
          setOptions(data.travel_agent_accounts);
          setState('ready');
        },
        () => live && setState('error'),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);

  const empty = state === 'ready' && options.length === 0 && !text.trim();
  return (
    <Autocomplete<AgentTraveller>
      openOnFocus
      autoHighlight
      options={options}
      filterOptions={(list) => list}
      loading={state === 'loading'}
      loadingText={t('agent.loading')}
      noOptionsText={
        state === 'error' ? t('agent.loadError') : empty ? t('agent.noClients') : t('agent.none')
      }
      getOptionLabel={travellerName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_e, value, reason) => reason === 'input' && setText(value)}
      onChange={(_e, value) => value && onPick(value)}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            <span>
              {travellerName(option)}
              <br />
              <small>{option.email}</small>
            </span>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('agent.search')}
          helperText={state === 'error' ? t('agent.loadError') : t('agent.searchHelp')}
          error={state === 'error'}
        />
      )}
    />
  );
}
