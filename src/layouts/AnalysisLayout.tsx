import { useCanAccess } from 'react-admin';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useT } from '../i18n/context';
import type { PageKey } from '../i18n/site';
import { CORPORATE_BASE } from '../routes/routeTable';

const SECTIONS: Array<{ path: string; page: PageKey; resource?: string }> = [
  { path: 'analysis/travel-overview', page: 'corporateAnalysisTravelOverview' },
  { path: 'analysis/flight', page: 'corporateAnalysisFlight' },
  { path: 'analysis/hotel', page: 'corporateAnalysisHotel' },
  // Budgets are company money: the tab shows to those who may open the page.
  {
    path: 'analysis/cost-center',
    page: 'corporateAnalysisCostCenter',
    resource: 'analysis-cost-center',
  },
  { path: 'analysis/on-trip-expense', page: 'corporateAnalysisOnTripExpense' },
];

/**
 * /corporate/analysis*: analysis dashboards, nested in the corporate layout with a row of
 * section tabs (scrollable on phones). The console loads it lazily, with the first analysis page.
 */
export function AnalysisLayout() {
  const t = useT();
  const { pathname, search } = useLocation();
  // The filter rides along to the other sections; the detail's sort and page do not.
  const filter = new URLSearchParams(search);
  for (const key of ['sort', 'direction', 'page', 'per_page']) filter.delete(key);
  const query = filter.size ? `?${filter}` : '';
  const budgets = useCanAccess({ resource: 'analysis-cost-center', action: 'list' });
  const sections = SECTIONS.filter((s) => !s.resource || budgets.canAccess);
  const current = sections.find((s) => pathname.startsWith(`${CORPORATE_BASE}/${s.path}`));
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box
        component="nav"
        aria-label={t('corporate.analysisTabs')}
        // react-admin's layout grows to its content's width; the tabs scroll instead.
        sx={{ borderBottom: 1, borderColor: 'divider', contain: 'inline-size' }}
      >
        <Tabs
          value={current?.path ?? false}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {sections.map((section) => (
            <Tab
              key={section.path}
              value={section.path}
              label={t(`pages.${section.page}`)}
              component={RouterLink}
              // The filter applies to every analysis page (docs/analysis-ui.md).
              to={`${CORPORATE_BASE}/${section.path}${query}`}
            />
          ))}
        </Tabs>
      </Box>
      <Outlet />
    </Box>
  );
}
