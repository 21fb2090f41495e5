import './catalogue';
import { createPortal } from 'react-dom';
import Button from '@mui/material/Button';
import { useT } from '../../i18n/context';
import { ForSomeoneBanner } from '../acting/ForSomeoneBanner';
import { selectTraveller } from './agentStore';

/**
 * "You are booking for …": shown to a travel agent under the site header while a client is
 * chosen, in support's acting strip (src/account/acting/ForSomeoneBanner.tsx), with the button
 * that stops. Rendered into the header (`host`) from the agent's lazy chunk, so the home page's
 * code carries nothing for it.
 */
export function AgentBanner({ name, host }: { name: string; host: Element }) {
  const t = useT();
  return createPortal(
    <ForSomeoneBanner text={t('agent.banner', { name })}>
      <Button size="small" variant="outlined" color="inherit" onClick={() => selectTraveller(null)}>
        {t('agent.stop')}
      </Button>
    </ForSomeoneBanner>,
    host,
  );
}
