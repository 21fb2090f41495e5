import './catalogue';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/context';
import { selectTraveller } from './agentStore';

/**
 * "You are booking for …": shown to a travel agent under the site header while a client is
 * chosen, like support's acting banner (src/account/acting/ActingBanner.tsx), with the button
 * that stops. Rendered into the header (`host`) from the agent's lazy chunk, so the home page's
 * code carries nothing for it.
 */
export function AgentBanner({ name, host }: { name: string; host: Element }) {
  const t = useT();
  return createPortal(
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: { xs: 1.5, sm: 3 },
        py: 0.75,
        // Support's banner colours: dark in both themes, white text, an amber edge.
        bgcolor: 'grey.900',
        color: 'common.white',
        borderBottom: 3,
        borderColor: 'warning.main',
      }}
    >
      <Typography variant="body2" sx={{ flex: '1 1 12rem', fontWeight: 600 }}>
        {t('agent.banner', { name })}
      </Typography>
      <Button size="small" variant="outlined" color="inherit" onClick={() => selectTraveller(null)}>
        {t('agent.stop')}
      </Button>
    </Box>,
    host,
  );
}
