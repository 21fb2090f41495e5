import './catalogue';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { actorOf, grantOf } from '../../common/permissions/corporate';
import { graphqlRequest } from '../api/graphql';
import {
  CompanyTripsDocument,
  MyTripsDocument,
  type TripSummaryFragment,
} from '../api/generated/trips';
import { AccountLoadStates, type LoadStateTexts } from '../account/AccountLoadStates';
import { corporateStore, loadCorporate } from '../account/store/corporateStore';
import { useStore } from '../account/store/createStore';
import { usePageTitle } from '../components/usePageTitle';
import { useLocale, useT } from '../i18n/context';
import { formatMoney } from '../public-site/search/format';
import { EmptyState, ResultsSkeleton } from '../public-site/search/ResultStates';
import { TripFilters } from './TripFilters';
import {
  DEFAULT_FILTER,
  PAGE_SIZE,
  filterInput,
  readSavedSearch,
  rememberTrip,
  saveSearch,
  type TripFilter,
  type TripView,
} from './tripFilter';
import { tripDates, tripTitle } from './tripText';
import { useSignedInLoad } from './useSignedInLoad';

const TEXTS: LoadStateTexts = {
  signInPrompt: 'trips.list.signIn',
  signIn: 'trips.list.signInAction',
  loading: 'trips.list.loading',
  loadError: 'trips.list.loadError',
  retry: 'trips.list.retry',
};

const TIME_COLOR = { UPCOMING: 'info', ONGOING: 'success', PAST: 'default' } as const;

/** May the signed-in member see the company's trips (the permission table's 'all')? */
function useCompanyView(): boolean {
  const { corporate } = useStore(corporateStore);
  useEffect(() => {
    loadCorporate().catch(() => undefined);
  }, []);
  if (!corporate) return false;
  return grantOf(actorOf(null, corporate), 'list', 'trips') === 'all';
}

function TripCard({ trip, showTraveller }: { trip: TripSummaryFragment; showTraveller: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  const title = tripTitle(trip, t('trips.detail.noPlaces'));
  const headingId = `trip-${trip.id}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none', p: 2 }}
      aria-labelledby={headingId}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        <Chip
          size="small"
          color={trip.purpose === 'BUSINESS' ? 'primary' : 'default'}
          label={t(`trips.purpose.${trip.purpose}`)}
        />
        <Chip
          size="small"
          variant="outlined"
          color={TIME_COLOR[trip.time]}
          label={t(`trips.time.${trip.time}`)}
        />
      </Box>
      <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{tripDates(trip, locale)}</Typography>
      {showTraveller && (
        <Typography color="text.secondary">
          {t('trips.list.traveller', { name: trip.traveller.name ?? trip.traveller.email ?? '' })}
        </Typography>
      )}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          mt: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography>
          {t('trips.list.bookings', { smart_count: trip.booking_count })} ·{' '}
          <Box component="span" sx={{ fontWeight: 700 }}>
            {formatMoney(trip.total_price, trip.currency, locale)}
          </Box>
        </Typography>
        <Button
          size="small"
          component={RouterLink}
          to={`/trip/detail?id=${encodeURIComponent(trip.id)}`}
          onClick={() => rememberTrip(trip.id)}
          aria-label={`${t('trips.list.open')}: ${title}`}
        >
          {t('trips.list.open')}
        </Button>
      </Box>
    </Paper>
  );
}

/** /trip/list: the caller's trips (or the company's), with the spec's trip filter. */
export function TripListPage() {
  const t = useT();
  usePageTitle(t('trips.list.title'));
  const saved = useMemo(() => readSavedSearch(), []);
  const [filter, setFilter] = useState<TripFilter>(saved?.filter ?? DEFAULT_FILTER);
  const [view, setView] = useState<TripView>(saved?.view ?? 'mine');
  const [page, setPage] = useState(saved?.page ?? 1);
  const companyAllowed = useCompanyView();
  const company = view === 'company' && companyAllowed;
  const input = filterInput(filter, page);
  const key = JSON.stringify([company, input]);
  const { state, retry } = useSignedInLoad(
    async () =>
      company
        ? (await graphqlRequest('trips', CompanyTripsDocument, { input })).approver_trip_list
        : (await graphqlRequest('trips', MyTripsDocument, { input })).trips,
    key,
  );
  useEffect(() => {
    saveSearch({ filter, view, page, tripId: saved?.tripId ?? null });
  }, [filter, view, page, saved]);

  const pages = state.status === 'ready' ? Math.ceil(state.data.total_count / PAGE_SIZE) : 0;
  return (
    <Box sx={{ maxWidth: 880 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {t('trips.list.title')}
      </Typography>
      {companyAllowed && (
        <Tabs
          value={company ? 'company' : 'mine'}
          onChange={(_e, next: TripView) => {
            setView(next);
            setPage(1);
          }}
          aria-label={t('trips.list.views')}
          sx={{ mb: 1 }}
        >
          <Tab value="mine" label={t('trips.list.mine')} />
          <Tab value="company" label={t('trips.list.company')} />
        </Tabs>
      )}
      <TripFilters
        key={company ? 'company' : 'mine'}
        value={filter}
        companyView={company}
        onApply={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {state.status !== 'ready' ? (
        <AccountLoadStates
          state={state}
          retry={retry}
          loading={<ResultsSkeleton count={3} height={120} />}
          texts={TEXTS}
        />
      ) : state.data.entries.length === 0 ? (
        <EmptyState
          title={t('trips.list.empty')}
          body={t('trips.list.emptyHint')}
          action={
            <Button variant="contained" component={RouterLink} to="/flight">
              {t('trips.list.find')}
            </Button>
          }
        />
      ) : (
        <>
          <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
            {t('trips.list.count', { smart_count: state.data.total_count })}
          </Typography>
          <Box
            component="ul"
            aria-label={t('trips.list.title')}
            sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}
          >
            {state.data.entries.map((trip) => (
              <TripCard key={trip.id} trip={trip} showTraveller={company} />
            ))}
          </Box>
          {pages > 1 && (
            <Box
              component="nav"
              aria-label={t('trips.list.page', { page, pages })}
              sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2, flexWrap: 'wrap' }}
            >
              <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('trips.list.previous')}
              </Button>
              <Typography>{t('trips.list.page', { page, pages })}</Typography>
              <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('trips.list.next')}
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
