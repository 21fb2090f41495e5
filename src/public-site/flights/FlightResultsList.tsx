import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FlightOptionFieldsFragment } from '../../api/generated/flights';
import { useT } from '../../i18n/context';
import { EmptyState, ErrorState, ResultsHeader, ResultsSkeleton } from '../search/ResultStates';
import { SortSelect } from '../search/SortSelect';
import { FlightCard } from './FlightCard';
import { FLIGHT_SORTS, type FlightSortKey } from './flightQuery';
import type { useFlightResults } from './useFlightResults';

export interface FlightResultsListProps {
  results: ReturnType<typeof useFlightResults>;
  sort: FlightSortKey;
  onSort: (sort: FlightSortKey) => void;
  filtersOn: boolean;
  onClearFilters: () => void;
  passengersText: string;
  onDetails: (option: FlightOptionFieldsFragment) => void;
  onChoose: (option: FlightOptionFieldsFragment) => void;
}

/** Sort, count and the flight cards, with skeleton, empty, error and "show more" states. */
export function FlightResultsList(props: FlightResultsListProps) {
  const { results, sort, onSort, filtersOn, onClearFilters, passengersText, onDetails, onChoose } =
    props;
  const t = useT();
  const { status, entries, more } = results;
  const loadingFirst = status === 'loading' && entries.length === 0;
  return (
    <Box aria-busy={status === 'loading'}>
      <ResultsHeader
        results={results}
        sort={
          <SortSelect
            id="flight-sort"
            value={sort}
            options={FLIGHT_SORTS}
            label={(key) => t(`flights.sort.${key}`)}
            onChange={onSort}
          />
        }
      />
      {loadingFirst && <ResultsSkeleton />}
      {status === 'ready' && entries.length === 0 && (
        <EmptyState
          title={t('flights.empty.title')}
          body={filtersOn ? t('flights.empty.filtered') : t('flights.empty.none')}
          action={
            filtersOn ? (
              <Button onClick={onClearFilters}>{t('search.results.clearFilters')}</Button>
            ) : undefined
          }
        />
      )}
      {status !== 'error' && (
        <Box sx={{ opacity: status === 'loading' ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {entries.map((option) => (
            <FlightCard
              key={option.id}
              option={option}
              passengersText={passengersText}
              onDetails={() => onDetails(option)}
              onChoose={() => onChoose(option)}
            />
          ))}
        </Box>
      )}
      {status === 'ready' && more.hasMore && (
        <Box sx={{ textAlign: 'center', my: 2 }}>
          {more.moreFailed && <ErrorState onRetry={more.loadMore} />}
          <Button variant="outlined" onClick={more.loadMore} disabled={more.loadingMore}>
            {t('search.results.showMore')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
