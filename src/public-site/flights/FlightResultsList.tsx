import Box from '@mui/material/Box';
import type { FlightOptionFieldsFragment } from '../../api/generated/flights';
import { useT } from '../../i18n/context';
import { NoResults, ResultsHeader, ResultsSkeleton, ShowMore } from '../search/ResultStates';
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
        <NoResults kind="flights" filtersOn={filtersOn} onClearFilters={onClearFilters} />
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
      {status === 'ready' && more.hasMore && <ShowMore more={more} />}
    </Box>
  );
}
