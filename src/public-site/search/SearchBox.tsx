import './catalogue';
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { withChunkRecovery } from '../../app/chunkReload';
import { useT } from '../../i18n/context';
import { FlightSearchForm } from './FlightSearchForm';
import { readRememberedFlight } from './flightMemory';
import { SearchTabs } from './SearchTabs';

type SearchTab = 'flight' | 'hotel';

// The hotel form loads when its tab is about to be used, keeping `/` lighter for the default
// flight tab (pointer over or focus on the tab starts the download).
const loadHotelForm = () => import('./HotelSearchForm');
const HotelSearchForm = lazy(
  withChunkRecovery(() => loadHotelForm().then((m) => ({ default: m.HotelSearchForm }))),
);
const prefetchHotelForm = () => void loadHotelForm().catch(() => undefined);

/** The home search box: flights (origin and destination remembered) and hotels (recent searches). */
export function SearchBox() {
  const t = useT();
  const [tab, setTab] = useState<SearchTab>('flight');
  const [remembered] = useState(readRememberedFlight);
  return (
    <Paper
      component="section"
      aria-label={t('search.box.label')}
      elevation={3}
      sx={{ p: { xs: 2, sm: 3 }, mt: 4 }}
    >
      <SearchTabs
        id="search"
        label={t('search.box.label')}
        value={tab}
        onChange={setTab}
        onIntent={(value) => value === 'hotel' && prefetchHotelForm()}
        tabs={[
          { value: 'flight', label: t('search.box.tabs.flight') },
          { value: 'hotel', label: t('search.box.tabs.hotel') },
        ]}
      />
      <Box role="tabpanel" id={`search-panel-${tab}`} aria-labelledby={`search-tab-${tab}`}>
        {tab === 'flight' ? (
          <FlightSearchForm
            initial={{ from: remembered.from, to: remembered.to, direction: remembered.direction }}
          />
        ) : (
          <Suspense fallback={<Box sx={{ minHeight: 240 }} />}>
            <HotelSearchForm showRecent />
          </Suspense>
        )}
      </Box>
    </Paper>
  );
}
