import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export interface FullPageStatusProps {
  /** Spinner with a live message while something loads. */
  loading?: boolean;
  title: string;
  children?: ReactNode;
}

/** A centred full-viewport message: the config loader and its error page. */
export function FullPageStatus({ loading = false, title, children }: FullPageStatusProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 3,
        textAlign: 'center',
      }}
    >
      {loading ? (
        <>
          <CircularProgress aria-hidden="true" />
          <Typography role="status" aria-live="polite">
            {title}
          </Typography>
        </>
      ) : (
        <Typography variant="h1">{title}</Typography>
      )}
      {children}
    </Box>
  );
}
