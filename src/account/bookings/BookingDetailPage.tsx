import './catalogue';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../components/usePageTitle';
import { useLocale, useT } from '../../i18n/context';
import { formatLocalDateTime } from '../../public-site/search/format';
import { VIETNAM_TIME_ZONE } from '../../../common/calendar';
import { AccountLoadStates } from '../AccountLoadStates';
import { BookingCancel } from './BookingCancel';
import { BookingChange } from './BookingChange';
import { BookingDocument } from './BookingDocument';
import { BookingPaymentSection, BookingPriceSection, FareRulesSection } from './BookingMoney';
import { BookingSection } from './BookingSection';
import { BookingTrip } from './BookingTrip';
import { useBooking, type Booking } from './useBooking';
import { ORDER_STATUS_COLOR as STATUS_COLOR } from '../orderStatus';

const TEXTS = {
  signInPrompt: 'checkout.account.signIn',
  signIn: 'checkout.signIn.action',
  loading: 'page.loading',
  loadError: 'checkout.account.error',
  retry: 'search.results.retry',
} as const;

function Header({ booking }: { booking: Booking }) {
  const t = useT();
  const { locale } = useLocale();
  const flight = booking.kind === 'FLIGHT';
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={STATUS_COLOR[booking.order.status]}
          label={t(`checkout.account.bookings.status.${booking.order.status}`)}
        />
        <Typography data-order-number={booking.number}>
          {t('manage.detail.order', { number: booking.number })}
        </Typography>
      </Box>
      {booking.order.inserted_at && (
        <Typography color="text.secondary">
          {t('manage.detail.bookedOn', {
            date: formatLocalDateTime(booking.order.inserted_at, VIETNAM_TIME_ZONE, locale),
          })}
        </Typography>
      )}
      <Typography sx={{ mt: 1 }}>
        {t(flight ? 'manage.detail.codeFlight' : 'manage.detail.codeHotel')}
      </Typography>
      {booking.booking_codes.length ? (
        booking.booking_codes.map((code) => (
          <Typography
            key={code}
            sx={{ fontSize: '1.5rem', fontWeight: 800 }}
            data-booking-code={code}
          >
            {code}
          </Typography>
        ))
      ) : (
        <Typography color="text.secondary">{t('manage.detail.noCode')}</Typography>
      )}
    </Box>
  );
}

function Contact({ booking }: { booking: Booking }) {
  const t = useT();
  const c = booking.contact;
  if (!c?.email && !c?.phone) return null;
  return (
    <BookingSection id="contact" title={t('manage.detail.contact')}>
      {c.email && <Typography>{c.email}</Typography>}
      {c.phone && <Typography>{c.phone}</Typography>}
    </BookingSection>
  );
}

/**
 * /account/bookings/detail?id=<order id> (docs/manage-booking.md): one booking — its codes and
 * short order number, the trip, people, baggage, fare or rate rules, the price broken down, how
 * it was paid, the invoice details, and its cancellation by its own rules.
 */
export function BookingDetailPage() {
  const t = useT();
  usePageTitle(t('manage.detail.title'));
  const [params] = useSearchParams();
  const id = params.get('id');
  const { state, retry, cancel, changed } = useBooking(id);

  let body;
  if (!id) body = <Alert severity="warning">{t('manage.detail.missing')}</Alert>;
  else if (state.status === 'not-found') {
    body = <Alert severity="warning">{t('manage.detail.notFound')}</Alert>;
  } else if (state.status !== 'ready') {
    body = <AccountLoadStates state={state} retry={retry} texts={TEXTS} />;
  } else {
    const booking = state.booking;
    body = (
      <>
        <Header booking={booking} />
        <BookingDocument booking={booking} />
        <BookingTrip booking={booking} />
        <FareRulesSection booking={booking} />
        <BookingPriceSection booking={booking} />
        <BookingPaymentSection booking={booking} />
        <Contact booking={booking} />
        <BookingChange booking={booking} onChanged={changed} />
        <BookingCancel booking={booking} onCancel={cancel} />
      </>
    );
  }
  return (
    <Box sx={{ maxWidth: 820 }}>
      <Button component={RouterLink} to="/account/bookings" sx={{ mb: 1 }}>
        ← {t('manage.detail.back')}
      </Button>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {t('manage.detail.title')}
      </Typography>
      {body}
    </Box>
  );
}
