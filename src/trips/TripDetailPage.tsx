import './catalogue';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphqlRequest } from '../api/graphql';
import {
  TripDetailDocument,
  UpdateTripDocument,
  type TripDetailQuery,
} from '../api/generated/trips';
import { AccountLoadStates, type LoadStateTexts } from '../account/AccountLoadStates';
import { usePageTitle } from '../components/usePageTitle';
import { useLocale, useT } from '../i18n/context';
import { formatMoney } from '../public-site/search/format';
import { BookingDetail } from './BookingDetail';
import { tripDates, tripTitle } from './tripText';
import { useSignedInLoad } from './useSignedInLoad';

const TEXTS: LoadStateTexts = {
  signInPrompt: 'trips.list.signIn',
  signIn: 'trips.list.signInAction',
  loading: 'trips.list.loading',
  loadError: 'trips.list.loadError',
  retry: 'trips.list.retry',
};

type Trip = TripDetailQuery['trip'];
type Kind = 'all' | 'flight' | 'hotel';

function RenameForm({ trip, onSaved }: { trip: Trip; onSaved: (trip: Trip) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(trip.name ?? '');
  const [error, setError] = useState<string | null>(null);
  if (!open) {
    return (
      <Button size="small" onClick={() => setOpen(true)}>
        {t('trips.detail.edit')}
      </Button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saved = await graphqlRequest('trips', UpdateTripDocument, {
        input: { id: trip.id, name },
      });
      onSaved({ ...trip, ...saved.update_trip });
      setOpen(false);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}
    >
      <TextField
        size="small"
        label={t('trips.detail.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? undefined}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <Button type="submit" variant="contained" size="small">
        {t('trips.detail.save')}
      </Button>
      <Button size="small" onClick={() => setOpen(false)}>
        {t('trips.detail.cancel')}
      </Button>
    </Box>
  );
}

/** The trip's header: title, purpose and time, dates, traveller, cost center, total. */
function TripHeader({ trip, onSaved }: { trip: Trip; onSaved: (trip: Trip) => void }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        <Chip
          size="small"
          color={trip.purpose === 'BUSINESS' ? 'primary' : 'default'}
          label={t(`trips.purpose.${trip.purpose}`)}
        />
        <Chip size="small" variant="outlined" label={t(`trips.time.${trip.time}`)} />
      </Box>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {tripTitle(trip, t('trips.detail.noPlaces'))}
      </Typography>
      <Typography color="text.secondary">{tripDates(trip, locale)}</Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, m: 0, mt: 1 }}
      >
        <Typography component="dt" color="text.secondary">
          {t('trips.detail.traveller')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {trip.traveller.name ?? trip.traveller.email}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t('trips.detail.costCenter')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {trip.cost_center?.name ?? t('trips.detail.none')}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t('trips.detail.total')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
          {formatMoney(trip.total_price, trip.currency, locale)}
        </Typography>
      </Box>
      {trip.can_edit && <RenameForm trip={trip} onSaved={onSaved} />}
    </Box>
  );
}

/**
 * /trip/detail?id=<trip>: the trip with every booking; /trip/flight-detail and
 * /trip/hotel-detail (?id=<trip>&booking=<order>): its flights or stays, or that one booking.
 */
function TripDetail({ kind }: { kind: Kind }) {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const only = params.get('booking');
  const page =
    kind === 'flight'
      ? 'trips.detail.flightOnly'
      : kind === 'hotel'
        ? 'trips.detail.hotelOnly'
        : 'pages.tripDetail';
  usePageTitle(t(page));
  const { state, retry, setState } = useSignedInLoad(
    async () => (await graphqlRequest('trips', TripDetailDocument, { id })).trip,
    id,
  );
  if (!id) return <Alert severity="warning">{t('trips.detail.missing')}</Alert>;
  if (state.status === 'error' && state.notFound) {
    return <Alert severity="warning">{t('trips.detail.notFound')}</Alert>;
  }
  if (state.status !== 'ready') {
    return <AccountLoadStates state={state} retry={retry} texts={TEXTS} />;
  }
  const trip = state.data;
  const bookings = trip.bookings.filter(
    (b) =>
      (kind === 'all' || b.product_type === (kind === 'flight' ? 'FLIGHT' : 'HOTEL')) &&
      (!only || b.id === only),
  );
  return (
    <Box sx={{ maxWidth: 880 }}>
      <TripHeader trip={trip} onSaved={(next) => setState({ status: 'ready', data: next })} />
      {kind !== 'all' && (
        <Button
          component={RouterLink}
          to={`/trip/detail?id=${encodeURIComponent(trip.id)}`}
          sx={{ mb: 1 }}
        >
          {t('trips.detail.allBookings')}
        </Button>
      )}
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {bookings.map((booking) => (
          <BookingDetail key={booking.id} booking={booking} />
        ))}
      </Box>
    </Box>
  );
}

export const TripDetailPage = () => <TripDetail kind="all" />;
export const TripFlightDetailPage = () => <TripDetail kind="flight" />;
export const TripHotelDetailPage = () => <TripDetail kind="hotel" />;
