import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserOrdersQuery } from '../../api/generated/payments';
import type { Locale } from '../../i18n/types';
import { flightSession, hotelSession } from '../../public-site/testing/checkoutFixtures';
import { graphqlService } from '../../test/graphqlService';
import { profileOf, renderAccountPage } from '../testing/renderAccount';
import { BookingsPage } from './BookingsPage';
import { WalletPage } from './WalletPage';

/** /account/bookings or /account/wallet in the account layout, as the app mounts them. */
function renderMoneyPage(path: '/account/bookings' | '/account/wallet', locale: Locale) {
  const page = path === '/account/bookings' ? <BookingsPage /> : <WalletPage />;
  return renderAccountPage(page, { route: path, locale });
}

function signedIn() {
  Cookies.set('uts_token', 'access-0');
  graphqlService('main', { SessionProfile: () => ({ profile: profileOf() }) });
  graphqlService('corporate', { MyCorporate: () => ({ corporate: null }) });
}

type UserOrder = UserOrdersQuery['user_orders'][number];

const withCode = (items: ReturnType<typeof hotelSession>['shopping_items'], code: string) =>
  items.map((i) => ({ ...i, metadata: { ...(i.metadata as object), booking_code: code } }));

const order = (
  id: string,
  status: UserOrder['status'],
  items: UserOrder['shopping_items'],
  cart: string,
): UserOrder => ({
  id,
  status,
  price: 2_500_000,
  currency: 'VND',
  updated_at: '2026-03-01T03:00:00Z',
  inserted_at: '2026-03-01T03:00:00Z',
  payment_checkout_session_id: 's-' + id,
  cart_token: cart,
  payment_method: status === 'SUCCESSFUL' ? { type: 'WALLET', corporate_wallet: null } : null,
  shopping_items: items,
  booked_for: null,
});

describe('/account/bookings and /account/wallet', () => {
  // The fixtures' trips are in March 2026: "today" is before them, whatever the real date.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T05:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists the orders newest first with their codes and pages with last_id', async () => {
    signedIn();
    const calls = graphqlService('payments', {
      UserOrders: (v) =>
        v.last_id
          ? { user_orders: [order('o21', 'FAILED', flightSession().shopping_items, 'c21')] }
          : {
              user_orders: [
                order(
                  'o1',
                  'SUCCESSFUL',
                  withCode(hotelSession().shopping_items, 'WF12345678'),
                  'c1',
                ),
                order('o2', 'SUCCESSFUL', withCode(flightSession().shopping_items, 'K7Q2ZP'), 'c2'),
                ...Array.from({ length: 18 }, (_, i) =>
                  order(`o${i + 3}`, 'SUCCESSFUL', hotelSession().shopping_items, `c${i + 3}`),
                ),
              ],
            },
    });
    renderMoneyPage('/account/bookings', 'en');
    const list = await screen.findByRole('list', { name: 'My bookings' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(20);
    expect(
      within(cards[0]).getByRole('heading', { name: 'Sea Breeze · Deluxe' }),
    ).toBeInTheDocument();
    expect(within(cards[0]).getByText('Confirmed')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Booking code WF12345678')).toBeInTheDocument();
    expect(
      within(cards[0]).getByRole('link', { name: 'See details: Sea Breeze · Deluxe' }),
    ).toHaveAttribute('href', '/account/bookings/detail?id=o1');
    // Upcoming: soonest first — the stays on 10 March at midnight, the 08:00 flight after them.
    expect(within(cards[19]).getByText('Booking code K7Q2ZP')).toBeInTheDocument();
    // A full page: the next one starts after its last order; a short page is the end.
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    // The order not paid is in the past tab.
    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await within(list).findByText('Not paid')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(calls.map((c) => c.variables)).toEqual([
      { last_id: null, limit: 20 },
      { last_id: 'o20', limit: 20 },
    ]);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('marks a booking made for someone else in both people’s lists (vi)', async () => {
    signedIn();
    const items = withCode(hotelSession().shopping_items, 'WF87654321');
    const mine = { ...order('o1', 'SUCCESSFUL', items, 'c1') };
    graphqlService('payments', {
      UserOrders: () => ({
        user_orders: [
          {
            ...mine,
            booked_for: {
              traveller: { id: 'u1', name: 'Nguyễn Lan' },
              booker: { id: 'a1', name: 'Trần Minh' },
            },
          },
          {
            ...order('o2', 'SUCCESSFUL', items, 'c2'),
            booked_for: {
              traveller: { id: 'u9', name: 'Phạm Hoa' },
              booker: { id: 'u1', name: 'Nguyễn Lan' },
            },
          },
          { ...order('o3', 'SUCCESSFUL', items, 'c3'), booked_for: null },
        ],
      }),
    });
    renderMoneyPage('/account/bookings', 'vi');
    const list = await screen.findByRole('list', { name: 'Đặt chỗ của tôi' });
    const [forMe, byMe, own] = within(list).getAllByRole('listitem');
    expect(within(forMe).getByText('Đặt bởi Trần Minh')).toBeInTheDocument();
    expect(within(byMe).getByText('Bạn đặt cho Phạm Hoa')).toBeInTheDocument();
    expect(within(own).queryByText(/Đặt bởi|Bạn đặt cho/)).not.toBeInTheDocument();
  });

  it('offers a search when there is no booking yet', async () => {
    signedIn();
    graphqlService('payments', { UserOrders: () => ({ user_orders: [] }) });
    renderMoneyPage('/account/bookings', 'vi');
    expect(await screen.findByText('Bạn chưa có đặt chỗ nào.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tìm chuyến bay hoặc khách sạn' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows the wallet balance and its movements, credits and debits apart', async () => {
    signedIn();
    graphqlService('payments', {
      UserWallet: () => ({
        user_wallet: { currency: 'VND', balance: 7_500_000 },
      }),
      UserWalletEntries: () => ({
        user_wallet_entries: [
          {
            id: '2',
            amount: -2_500_000,
            balance_after: 7_500_000,
            currency: 'VND',
            kind: 'ORDER_PAYMENT',
            user_order_id: 'o1',
            inserted_at: '2026-03-01T03:00:00Z',
          },
          {
            id: '1',
            amount: 10_000_000,
            balance_after: 10_000_000,
            currency: 'VND',
            kind: 'TOP_UP',
            user_order_id: null,
            inserted_at: '2026-02-28T03:00:00Z',
          },
        ],
      }),
    });
    renderMoneyPage('/account/wallet', 'en');
    const balance = await screen.findByRole('region', { name: 'Balance' });
    expect(await within(balance).findByText('₫7,500,000')).toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: 'Movements' })).getAllByRole('listitem');
    expect(within(rows[0]).getByText('Booking payment')).toBeInTheDocument();
    expect(within(rows[0]).getByText('−₫2,500,000')).toBeInTheDocument();
    expect(within(rows[1]).getByText('+₫10,000,000')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Balance after: ₫10,000,000')).toBeInTheDocument();
  });

  it('asks an anonymous visitor to sign in', async () => {
    renderMoneyPage('/account/wallet', 'en');
    expect(await screen.findByText('Sign in to see your bookings and wallet.')).toBeInTheDocument();
  });
});
