import { startTransition, useEffect, useState } from 'react';
import Paper from '@mui/material/Paper';
import { SearchBox } from './SearchBox';

/**
 * The home search box, rendered in a transition right after the hero: React then renders it in
 * small slices, so the heading paints first and the page never blocks a slow phone for long.
 * The placeholder has the flight tab's measured height at each breakpoint (no layout shift).
 */
export function DeferredSearchBox() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? (
    <SearchBox />
  ) : (
    <Paper
      elevation={3}
      aria-hidden="true"
      sx={{ mt: 4, minHeight: { xs: 601, sm: 483, md: 333 } }}
    />
  );
}
