import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useT } from '../../i18n/context';
import { stayParams } from '../search/hotelNavigation';
import { NoResults, ResultsHeader, ResultsSkeleton, ShowMore } from '../search/ResultStates';
import { SortSelect } from '../search/SortSelect';
import { HotelCard } from './HotelCard';
import { HOTEL_SORTS, type HotelCriteria, type HotelSortKey } from './hotelQuery';
import type { useHotelResults } from './useHotelResults';

export interface HotelResultsListProps {
  results: ReturnType<typeof useHotelResults>;
  criteria: HotelCriteria;
  sort: HotelSortKey;
  onSort: (sort: HotelSortKey) => void;
  filtersOn: boolean;
  onClearFilters: () => void;
  selectedId: string | null;
  onHover: (id: string | null) => void;
  toolbar?: ReactNode;
}

/** Count, sort and hotel cards, with skeleton, empty, error and "show more" states. */
export function HotelResultsList(props: HotelResultsListProps) {
  const {
    results,
    criteria,
    sort,
    onSort,
    filtersOn,
    onClearFilters,
    selectedId,
    onHover,
    toolbar,
  } = props;
  const t = useT();
  const { status, entries, more } = results;
  const stay = stayParams(criteria).toString();
  return (
    <Box aria-busy={status === 'loading'}>
      <ResultsHeader
        results={results}
        leading={toolbar}
        sort={
          <SortSelect
            id="hotel-sort"
            value={sort}
            options={HOTEL_SORTS}
            label={(key) => t(`hotels.sort.${key}`)}
            onChange={onSort}
          />
        }
      />
      {status === 'loading' && entries.length === 0 && <ResultsSkeleton height={170} />}
      {status === 'ready' && entries.length === 0 && (
        <NoResults kind="hotels" filtersOn={filtersOn} onClearFilters={onClearFilters} />
      )}
      {status !== 'error' && (
        <Box sx={{ opacity: status === 'loading' ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {entries.map((hotel, index) => (
            <HotelCard
              key={hotel.id}
              eager={index < 3}
              hotel={hotel}
              href={`/property/${encodeURIComponent(hotel.id)}?${stay}`}
              selected={hotel.id === selectedId}
              onHover={onHover}
            />
          ))}
        </Box>
      )}
      {status === 'ready' && more.hasMore && <ShowMore more={more} />}
    </Box>
  );
}
