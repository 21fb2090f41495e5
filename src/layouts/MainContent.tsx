import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { MAIN_CONTENT_ID } from '../components/SkipLink';

/**
 * The `<main>` landmark the skip link targets. At least a viewport tall, so the footer starts
 * below the fold and does not jump when a lazy page replaces its loading spinner (layout shift).
 */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{ flexGrow: 1, outline: 'none', minHeight: '100vh' }}
    >
      {children}
    </Box>
  );
}
