import './catalogue';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { graphqlRequest } from '../api/graphql';
import { TripBookingDocument } from '../api/generated/trips';
import { AccountLoadStates, type LoadStateTexts } from '../account/AccountLoadStates';
import { usePageTitle } from '../components/usePageTitle';
import { useT } from '../i18n/context';
import { BookingDetail } from './BookingDetail';
import { useSignedInLoad } from './useSignedInLoad';

const TEXTS: LoadStateTexts = {
  signInPrompt: 'trips.embed.signIn',
  signIn: 'trips.list.signInAction',
  loading: 'trips.list.loading',
  loadError: 'trips.list.loadError',
  retry: 'trips.list.retry',
};

/**
 * The mobile embeds (empty layout, framed by the app's web view: EMBED_ALLOWED_ORIGINS):
 * /m/corporate-booking-detail?id=<order> and /m/corporate-flight-detail?id=<order>, one booking
 * of a trip the signed-in user may see, readable from 320 px.
 */
function EmbeddedBooking({ flight }: { flight: boolean }) {
  const t = useT();
  usePageTitle(t(flight ? 'trips.embed.flightTitle' : 'trips.embed.bookingTitle'));
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { state, retry } = useSignedInLoad(
    async () => (await graphqlRequest('trips', TripBookingDocument, { id })).trip_booking,
    id,
  );
  let body;
  if (!id) body = <Alert severity="warning">{t('trips.embed.missing')}</Alert>;
  else if (state.status === 'error' && state.notFound)
    body = <Alert severity="warning">{t('trips.embed.notFound')}</Alert>;
  else if (state.status !== 'ready')
    body = <AccountLoadStates state={state} retry={retry} texts={TEXTS} />;
  else if (flight && state.data.flights.length === 0)
    body = <Alert severity="info">{t('trips.embed.noFlight')}</Alert>;
  else body = <BookingDetail booking={state.data} headingLevel="h1" flightsOnly={flight} />;
  return <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720, mx: 'auto' }}>{body}</Box>;
}

export const CorporateBookingEmbedPage = () => <EmbeddedBooking flight={false} />;
export const CorporateFlightEmbedPage = () => <EmbeddedBooking flight />;
