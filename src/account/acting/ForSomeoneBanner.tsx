import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * The strip under the header while someone works for another person: support acting for a
 * user (ActingBanner) and a travel agent booking for a client (AgentBanner). Dark in both
 * themes with white text (contrast over 15:1) and an amber edge, so it reads as "not you".
 * `children` is the way out (the button that stops) and anything said about it.
 */
export function ForSomeoneBanner({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: { xs: 1.5, sm: 3 },
        py: 0.75,
        bgcolor: 'grey.900',
        color: 'common.white',
        borderBottom: 3,
        borderColor: 'warning.main',
      }}
    >
      <Typography variant="body2" sx={{ flex: '1 1 12rem', fontWeight: 600 }}>
        {text}
      </Typography>
      {children}
    </Box>
  );
}
