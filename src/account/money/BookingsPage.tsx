import '../bookings/catalogue';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { dateIn, VIETNAM_TIME_ZONE } from '../../../common/calendar';
import { graphqlRequest } from '../../api/graphql';
import { UserOrdersDocument, type UserOrdersQuery } from '../../api/generated/payments';
import { usePageTitle } from '../../components/usePageTitle';
import { useLocale, useT } from '../../i18n/context';
import { useStore } from '../store/createStore';
import { sessionStore } from '../store/sessionStore';
import { todayIn } from '../../public-site/search/dates';
import { formatCalendarDate, formatLocalDate, formatMoney } from '../../public-site/search/format';
import { EmptyState } from '../../public-site/search/ResultStates';
import { AccountListStates } from './AccountListStates';
import { useKeysetPages } from './useKeysetPages';
import { bookingPath } from '../../../common/booking-number';
import { ORDER_STATUS_COLOR as STATUS_COLOR } from '../orderStatus';

type Order = UserOrdersQuery['user_orders'][number];

/** What, when (the trip's first day, YYYY-MM-DD) and the booking codes of an order. */
function describe(order: Order) {
  const item = order.shopping_items[0];
  const codes = order.shopping_items
    .map((i) => (i.metadata as { booking_code?: string } | null)?.booking_code)
    .filter((c): c is string => Boolean(c));
  const p = item?.product;
  if (p?.__typename === 'FlightBooking') {
    const leg = p.departure_flight;
    const day = dateIn(new Date(leg.departure.date), leg.departure.timezone ?? VIETNAM_TIME_ZONE);
    return { kind: 'flight' as const, p, leg, day, codes };
  }
  if (p?.__typename === 'RoomType') {
    return { kind: 'hotel' as const, p, day: p.room_stayings[0]?.available_at_date ?? null, codes };
  }
  return null;
}

/** Orders still ahead: confirmed or being paid, the trip starting today or later. */
const ACTIVE = new Set(['SUCCESSFUL', 'PENDING', 'PROCESSING']);
function isUpcoming(order: Order): boolean {
  const day = describe(order)?.day ?? null;
  return ACTIVE.has(order.status) && day !== null && day >= todayIn();
}

/**
 * The tab's orders: upcoming ones soonest first (by departure or check-in), past ones (trips
 * begun, cancelled or not paid) newest booking first, as loaded.
 */
export function tabOrders(orders: Order[], tab: 'upcoming' | 'past'): Order[] {
  if (tab === 'past') return orders.filter((o) => describe(o) && !isUpcoming(o));
  const start = (o: Order) => {
    const what = describe(o);
    return what?.kind === 'flight' ? what.leg.departure.date : `${what?.day ?? ''}T00:00:00Z`;
  };
  return orders.filter(isUpcoming).sort((a, b) => start(a).localeCompare(start(b)));
}

/** A booking made for someone else is in both lists: who booked it, and for whom. */
function BookedFor({ order }: { order: Order }) {
  const t = useT();
  const { profile } = useStore(sessionStore);
  const booked = order.booked_for;
  if (!booked) return null;
  return (
    <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
      {booked.booker.id === profile?.id
        ? t('checkout.account.bookings.bookedByYou', { name: booked.traveller.name })
        : t('checkout.account.bookings.bookedBy', { name: booked.booker.name })}
    </Typography>
  );
}

function OrderCard({ order }: { order: Order }) {
  const t = useT();
  const { locale } = useLocale();
  const what = describe(order);
  if (!what) return null;
  const title =
    what.kind === 'flight'
      ? t('checkout.account.bookings.flight', {
          from: what.leg.departure.city_name ?? what.leg.departure.code,
          to: what.leg.arrival.city_name ?? what.leg.arrival.code,
          code: what.leg.code,
        })
      : `${what.p.property?.name ?? ''} · ${what.p.name}`;
  const when =
    what.kind === 'flight'
      ? formatLocalDate(
          what.leg.departure.date,
          what.leg.departure.timezone ?? 'Asia/Ho_Chi_Minh',
          locale,
        )
      : what.day && formatCalendarDate(what.day, locale);
  const upcoming = isUpcoming(order);
  const confirmed = order.status === 'SUCCESSFUL';
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none', p: 2 }}
      aria-labelledby={`order-${order.id}`}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 0.5 }}>
        <Chip
          size="small"
          color={STATUS_COLOR[order.status]}
          label={t(`checkout.account.bookings.status.${order.status}`)}
        />
        {confirmed && (
          <Chip
            size="small"
            variant="outlined"
            label={t(
              upcoming ? 'checkout.account.bookings.upcoming' : 'checkout.account.bookings.past',
            )}
          />
        )}
      </Box>
      <Typography
        id={`order-${order.id}`}
        component="h2"
        sx={{ fontWeight: 700, fontSize: '1.05rem' }}
      >
        {title}
      </Typography>
      <Typography color="text.secondary">
        {when}
        {what.kind === 'flight' && what.p.return_flight
          ? ` · ${t('checkout.account.bookings.roundTrip')}`
          : ''}
      </Typography>
      <BookedFor order={order} />
      {what.codes.map((code) => (
        <Typography key={code} sx={{ fontWeight: 600 }}>
          {t('checkout.account.bookings.code', { code })}
        </Typography>
      ))}
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
        <Typography sx={{ fontWeight: 700 }}>
          {formatMoney(order.price, order.currency, locale)}
        </Typography>
        <Button
          size="small"
          component={RouterLink}
          to={bookingPath(order.id)}
          aria-label={`${t('checkout.account.bookings.view')}: ${title}`}
        >
          {t('checkout.account.bookings.view')}
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * /account/bookings: the traveller's orders in two tabs — upcoming (soonest first) and past —
 * each leading to its booking detail page (docs/manage-booking.md).
 */
export function BookingsPage() {
  const t = useT();
  const [tab, setTab] = useState<'upcoming' | 'past'>('upcoming');
  usePageTitle(t('checkout.account.bookings.title'));
  const fetchPage = useCallback(
    async (lastId: string | null, limit: number) =>
      (await graphqlRequest('payments', UserOrdersDocument, { last_id: lastId, limit }))
        .user_orders,
    [],
  );
  const { state, loadMore, retry } = useKeysetPages(fetchPage);
  return (
    <Box sx={{ maxWidth: 820 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {t('checkout.account.bookings.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, v: 'upcoming' | 'past') => setTab(v)}
        aria-label={t('manage.list.tabs')}
        sx={{ mb: 2 }}
      >
        <Tab value="upcoming" label={t('manage.list.upcoming')} id="tab-upcoming" />
        <Tab value="past" label={t('manage.list.past')} id="tab-past" />
      </Tabs>
      <AccountListStates state={state} retry={retry}>
        {(orders) =>
          orders.length === 0 ? (
            <EmptyState
              title={t('checkout.account.bookings.empty')}
              body=""
              action={
                <Button variant="contained" component={RouterLink} to="/">
                  {t('checkout.account.bookings.find')}
                </Button>
              }
            />
          ) : (
            <>
              <Box
                component="ul"
                aria-label={t('checkout.account.bookings.title')}
                sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}
              >
                {tabOrders(orders, tab).map((order) => (
                  <OrderCard key={order.id} order={order} />
                ))}
              </Box>
              {tabOrders(orders, tab).length === 0 && (
                <Typography color="text.secondary" sx={{ py: 2 }}>
                  {t(tab === 'upcoming' ? 'manage.list.emptyUpcoming' : 'manage.list.emptyPast')}
                </Typography>
              )}
              {state.status === 'ready' && state.more && (
                <Button
                  sx={{ mt: 2 }}
                  variant="outlined"
                  disabled={state.loadingMore}
                  onClick={loadMore}
                >
                  {t('checkout.account.loadMore')}
                </Button>
              )}
            </>
          )
        }
      </AccountListStates>
    </Box>
  );
}
