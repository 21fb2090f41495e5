import type { ReactNode } from 'react';
import { ConsoleTitle } from '../ConsoleTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface ConsoleMessageProps {
  title: string;
  body?: ReactNode;
  /** Ways out: buttons or links. */
  actions?: ReactNode;
  /** role="alert" for failures, so screen readers announce them. */
  alert?: boolean;
}

/** A console page that says one thing (access, errors, what is not there yet), with a way out. */
export function ConsoleMessage({ title, body, actions, alert = false }: ConsoleMessageProps) {
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, py: { xs: 3, md: 5 }, maxWidth: 720 }}>
      <ConsoleTitle title={title} />
      <Box role={alert ? 'alert' : undefined}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {title}
        </Typography>
        {body && (
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            {body}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>{actions}</Box>}
    </Box>
  );
}
