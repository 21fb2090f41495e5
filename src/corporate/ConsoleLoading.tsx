import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Loading, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { PAGES } from '../resources';
import { consolePathOf } from '../routes/routeTable';

/** The analysis page (src/resources/analysis/) at `pathname`, if it is one. */
function analysisPageAt(pathname: string) {
  const path = consolePathOf(pathname);
  return PAGES.find((page) => page.layout === 'analysis' && page.path === path);
}

/**
 * The console's "loading" while the session's permissions, the access check and the page's
 * chunk arrive. On an analysis page it keeps the page's heading where the page puts it (as the
 * shell before the console did, src/corporate/ConsoleShell.tsx), so the reader sees which page
 * is coming instead of a blank or a spinner in its place; `tabs` keeps the room of the section
 * tabs when the analysis layout is not there yet. Elsewhere, react-admin's loader.
 */
export function ConsoleLoading({ tabs = false }: { tabs?: boolean }) {
  const translate = useTranslate();
  const page = analysisPageAt(useLocation().pathname);
  if (!page) return <Loading />;
  return (
    <Box sx={{ minWidth: 0 }}>
      {tabs && <Box sx={{ height: 48, borderBottom: 1, borderColor: 'divider' }} />}
      <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography component="h1" variant="h5" sx={{ mt: 1 }}>
          {translate(`resources.${page.name}.name`)}
        </Typography>
        <Typography role="status" color="text.secondary" sx={{ mt: 2 }}>
          {translate('ra.page.loading')}
        </Typography>
      </Box>
    </Box>
  );
}
