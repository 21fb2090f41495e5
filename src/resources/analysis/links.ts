import { CORPORATE_BASE } from '../../routes/routeTable';
import { filterSearch, type AnalysisFilterState } from './filter';
import type { AnalysisGroupBy } from '../../api/generated/corporate';

export const ANALYSIS_PATHS = {
  overview: 'analysis/travel-overview',
  detail: 'analysis/travel-overview/detail',
  flight: 'analysis/flight',
  hotel: 'analysis/hotel',
  costCenter: 'analysis/cost-center',
  expense: 'analysis/on-trip-expense',
} as const;

/** An analysis page's URL with a filter (the current one, changed by `change`). */
export function analysisHref(
  page: keyof typeof ANALYSIS_PATHS,
  filter: AnalysisFilterState,
  change: Partial<AnalysisFilterState> = {},
): string {
  return `${CORPORATE_BASE}/${ANALYSIS_PATHS[page]}?${filterSearch({ ...filter, ...change })}`;
}

/**
 * Where a slice of the overview's breakdown leads: the detail rows narrowed to that department,
 * cost center or person, or the product's own page (the filter has no product). A slice of no
 * department / cost center (key null) cannot be narrowed to: no link.
 */
export function sliceHref(
  groupBy: AnalysisGroupBy,
  key: string | null,
  filter: AnalysisFilterState,
): string | null {
  if (key === null) return null;
  switch (groupBy) {
    case 'DEPARTMENT':
      return analysisHref('detail', filter, { department_ids: [key] });
    case 'COST_CENTER':
      return analysisHref('detail', filter, { cost_center_ids: [key] });
    case 'USER':
      return analysisHref('detail', filter, { user_ids: [key] });
    case 'PRODUCT':
      return key === 'FLIGHT'
        ? analysisHref('flight', filter)
        : key === 'HOTEL'
          ? analysisHref('hotel', filter)
          : null;
  }
}
