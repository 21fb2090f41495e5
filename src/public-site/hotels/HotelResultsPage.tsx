import './catalogue';
import { lazy, useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { withChunkRecovery } from '../../app/chunkReload';
import { SegmentedToggle } from '../../components/SegmentedToggle';
import { usePageTitle } from '../../components/usePageTitle';
import { useMoney } from '../../currency/useMoney';
import { useT } from '../../i18n/context';
import { useViewport } from '../../theme/ViewportProvider';
import { todayIn } from '../search/dates';
import { FiltersPanel } from '../search/FiltersPanel';
import { usePlaceLookup } from '../search/usePlaceLookup';
import { hotelMarkers } from './hotelMarkers';
import {
  countHotelFilters,
  hotelSearchParams,
  NO_HOTEL_FILTERS,
  parseHotelQuery,
  type Bounds,
  type HotelQuery,
} from './hotelQuery';
import { HotelResultsList } from './HotelResultsList';
import { HotelSearchHeader } from './HotelSearchHeader';
import { MapPane } from './MapPane';
import { useHotelResults } from './useHotelResults';

// Hotel filters only ever show in the drawer: they (and MUI's Slider) load when it first opens.
const HotelFilters = lazy(
  withChunkRecovery(() => import('./HotelFilters').then((m) => ({ default: m.HotelFilters }))),
);

/** /p: hotels for the search in the URL beside a map that searches again when it moves. */
export function HotelResultsPage() {
  const t = useT();
  usePageTitle(t('pages.searchResults'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const today = todayIn();
  const query = useMemo(() => parseHotelQuery(params, today), [params, today]);
  const c = query.criteria;
  const place = usePlaceLookup(c.placeId ? { id: c.placeId } : null);
  const { isDesktop } = useViewport();
  // Phones show the list alone: 10 cards fill several screens and render fast; "show more"
  // adds pages. Desktop fills the map beside the list with 20.
  const results = useHotelResults(query, isDesktop ? 20 : 10);
  const [view, setView] = useState<'list' | 'map'>('list');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [searchOnMove, setSearchOnMove] = useState(true);
  const [pending, setPending] = useState<Bounds | null>(null);
  const activeFilters = countHotelFilters(query.filters);
  const money = useMoney();
  const showList = isDesktop || view === 'list';
  const showMap = isDesktop || view === 'map';
  // Markers' compact prices are the page's only Intl number format: built once the map shows.
  const markers = useMemo(
    () => (showMap ? hotelMarkers(results.entries, money) : []),
    [showMap, results.entries, money],
  );

  const go = useCallback(
    (next: Partial<HotelQuery>, replace = false) => {
      const search = hotelSearchParams({ ...query, ...next }).toString();
      navigate({ search: `?${search}` }, { replace });
    },
    [navigate, query],
  );
  // The first move leaves the place search (a history entry, so Back returns to it); later
  // moves replace it.
  const searchArea = useCallback(
    (bounds: Bounds) => go({ criteria: { ...c, bounds } }, c.bounds !== null),
    [go, c],
  );
  const onMoved = useCallback(
    (bounds: Bounds) => (searchOnMove ? searchArea(bounds) : setPending(bounds)),
    [searchOnMove, searchArea],
  );
  const onSelect = useCallback((id: string) => {
    setSelectedId(id);
    setView('list');
    document
      .getElementById(`hotel-${id}`)
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      <HotelSearchHeader criteria={c} place={place} editing={query.problem !== null} />
      {query.problem ? (
        <Alert severity="warning">{t(`hotels.problems.${query.problem}`)}</Alert>
      ) : (
        <>
          {!isDesktop && (
            <SegmentedToggle
              value={view}
              onChange={setView}
              ariaLabel={t('hotels.map.view')}
              options={[
                { value: 'list', label: t('hotels.map.showList') },
                { value: 'map', label: t('hotels.map.showMap') },
              ]}
              sx={{ mb: 1.5 }}
            />
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 42%' },
              alignItems: 'start',
            }}
          >
            {showList && (
              <HotelResultsList
                results={results}
                criteria={c}
                sort={query.sort}
                onSort={(sort) => go({ sort })}
                filtersOn={activeFilters > 0}
                onClearFilters={() => go({ filters: NO_HOTEL_FILTERS })}
                selectedId={selectedId}
                onHover={setSelectedId}
                toolbar={
                  <FiltersPanel
                    active={activeFilters}
                    inlineOnDesktop={false}
                    onClear={() => go({ filters: NO_HOTEL_FILTERS })}
                  >
                    <HotelFilters
                      filters={query.filters}
                      facets={results.facets}
                      policyActive={
                        query.filters.inPolicy || results.entries.some((h) => h.stay_price?.policy)
                      }
                      onChange={(filters) => go({ filters })}
                    />
                  </FiltersPanel>
                }
              />
            )}
            {showMap && (
              <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
                <MapPane
                  markers={markers}
                  center={results.center}
                  bounds={c.bounds}
                  fitKey={!c.bounds && results.status === 'ready' ? results.key : null}
                  selectedId={selectedId}
                  onSelect={onSelect}
                  searchOnMove={searchOnMove}
                  onSearchOnMove={setSearchOnMove}
                  pending={pending}
                  onMoved={onMoved}
                  onSearchHere={() => pending && (searchArea(pending), setPending(null))}
                  height={isDesktop ? 'calc(100vh - 150px)' : '70vh'}
                />
              </Box>
            )}
          </Box>
        </>
      )}
    </Container>
  );
}
