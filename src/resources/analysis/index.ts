import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { lazyPage } from '../../app/lazyPage';
import type { ConsolePage } from '../types';

/**
 * Who opens a page (docs/analysis-ui.md "Who opens them"): the overview, its detail, flights,
 * hotels and on-trip expenses every member (`dashboard`), each seeing their scope (the company,
 * the departments they approve, or themselves: server/domain/analysis/scope.ts); the cost
 * centers' budgets and the older summary's reports are company money (`analysis`).
 */
const page = (
  name: string,
  path: string,
  element: ConsolePage['element'],
  subject: 'dashboard' | 'analysis' = 'dashboard',
): ConsolePage => ({
  kind: 'page',
  name,
  path,
  subject,
  action: 'list',
  layout: 'analysis',
  element,
});

/**
 * The analysis dashboards (spec §2 /corporate/analysis/*, nested in the analysis layout; issue
 * 25, docs/analysis-ui.md): each a lazy page of the analysis chunk (the charts with it), with
 * the filter in the URL. /corporate/analysis-old is the older single-page summary.
 */
export const analysisPages: readonly ConsolePage[] = [
  {
    ...page(
      'analysis-travel-overview',
      'analysis/travel-overview',
      lazyPage(() => import('./TravelOverviewPage'), 'TravelOverviewPage'),
    ),
    // The analysis area's entry in the menu; its section tabs lead to the others.
    menu: true,
    icon: InsightsOutlined,
  },
  page(
    'analysis-flight',
    'analysis/flight',
    lazyPage(() => import('./FlightPage'), 'FlightPage'),
  ),
  page(
    'analysis-hotel',
    'analysis/hotel',
    lazyPage(() => import('./HotelPage'), 'HotelPage'),
  ),
  page(
    'analysis-cost-center',
    'analysis/cost-center',
    lazyPage(() => import('./CostCenterPage'), 'CostCenterPage'),
    'analysis',
  ),
  page(
    'analysis-on-trip-expense',
    'analysis/on-trip-expense',
    lazyPage(() => import('./ExpensePage'), 'ExpensePage'),
  ),
  page(
    'analysis-travel-overview-detail',
    'analysis/travel-overview/detail',
    lazyPage(() => import('./OverviewDetailPage'), 'OverviewDetailPage'),
  ),
  page(
    'analysis-old',
    'analysis-old',
    lazyPage(() => import('./AnalysisOldPage'), 'AnalysisOldPage'),
    'analysis',
  ),
];
