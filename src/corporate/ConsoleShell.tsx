import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { readSessionToken } from '../api/tokens';
import { FullPageStatus } from '../components/FullPageStatus';
import { useT } from '../i18n/context';
import type { PageKey } from '../i18n/site';
import { consolePathOf } from '../routes/routeTable';

/** The analysis dashboards (spec §2) by path, with the site's name of each. */
const ANALYSIS_TITLES: Record<string, PageKey> = {
  'analysis/travel-overview': 'corporateAnalysisTravelOverview',
  'analysis/travel-overview/detail': 'corporateAnalysisTravelOverviewDetail',
  'analysis/flight': 'corporateAnalysisFlight',
  'analysis/hotel': 'corporateAnalysisHotel',
  'analysis/cost-center': 'corporateAnalysisCostCenter',
  'analysis/on-trip-expense': 'corporateAnalysisOnTripExpense',
};

/** The analysis page at `pathname`, if it is one: its name's key in the site catalogue. */
function analysisPageAt(pathname: string): PageKey | undefined {
  const path = consolePathOf(pathname);
  return ANALYSIS_TITLES[path];
}

/**
 * What an analysis page opened directly shows while the console loads (docs/analysis-ui.md,
 * "Lighthouse"): the console's bar, the row of section tabs and the page's own heading, where
 * the page will have them, over a progress bar. The console (react-admin, its theme, the
 * permissions, the charts) takes seconds on a slow phone; the reader knows at once which page
 * is coming. Any other console page, or a signed-out visit, gets the site's loading page. Small
 * and in its own chunk: the site's first load does not carry it.
 */
export function ConsoleShell() {
  const t = useT();
  const page = analysisPageAt(useLocation().pathname);
  // Signed out, the console asks to sign in: no page's heading is coming.
  if (!page || !readSessionToken()) return <FullPageStatus loading title={t('page.loading')} />;
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <Box
        sx={{
          height: { xs: 56, sm: 64 },
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      />
      <Box component="main" sx={{ minWidth: 0 }}>
        <Box sx={{ height: 48, borderBottom: 1, borderColor: 'divider' }} />
        <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography component="h1" variant="h5" sx={{ mt: 1 }}>
            {t(`pages.${page}`)}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 2 }}>
            <CircularProgress size={20} aria-hidden="true" />
            <Typography role="status" color="text.secondary">
              {t('page.loading')}
            </Typography>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
