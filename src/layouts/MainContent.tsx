import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { MAIN_CONTENT_ID } from '../components/SkipLink';

/** The `<main>` landmark the skip link targets. */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
      {children}
    </Box>
  );
}
