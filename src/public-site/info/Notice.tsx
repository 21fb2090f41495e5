import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A message box for the information pages: MUI's Alert lives in the result pages' shared chunk
 * (scripts/vite/chunks.ts), and importing it here made /contact download that 15 KB chunk.
 */
export function Notice({
  severity,
  children,
  action,
  role,
  sx,
}: {
  severity: 'info' | 'success' | 'error';
  children: ReactNode;
  action?: ReactNode;
  role?: 'alert' | 'status';
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      role={role}
      sx={[
        {
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1.5,
          borderRadius: 1,
          border: 1,
          borderColor: `${severity}.main`,
          borderLeftWidth: 6,
          bgcolor: 'background.paper',
          color: 'text.primary',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ flex: '1 1 16rem' }}>{children}</Box>
      {action}
    </Box>
  );
}
