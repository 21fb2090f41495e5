import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filterSearch, parseFilter, type AnalysisFilterState } from './filter';

/**
 * The analysis filter of the current URL, and a setter that pushes a new history entry (Back
 * returns to the filter before). Changing the filter leaves the detail page's first page.
 */
export function useAnalysisFilter(): [
  AnalysisFilterState,
  (change: Partial<AnalysisFilterState>) => void,
] {
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => parseFilter(search), [search]);
  const update = useCallback(
    (change: Partial<AnalysisFilterState>) => {
      const next = filterSearch({ ...filter, ...change }, search);
      next.delete('page');
      setSearch(next);
    },
    [filter, search, setSearch],
  );
  return [filter, update];
}
