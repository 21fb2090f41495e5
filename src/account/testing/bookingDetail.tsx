/** The booking detail page's test fixtures: a signed-in traveller, a booking, the page rendered. */
import Cookies from 'js-cookie';
import type { UserBookingPartsFragment } from '../../api/generated/payments';
import type { Locale } from '../../i18n/types';
import { hotelSession } from '../../public-site/testing/checkoutFixtures';
import { graphqlService } from '../../test/graphqlService';
import { BookingDetailPage } from '../bookings/BookingDetailPage';
import { profileOf, renderAccountPage } from './renderAccount';

export const ID = '3f9a0c12-0000-4000-8000-000000000001';

export function signedIn() {
  Cookies.set('uts_token', 'access-0');
  graphqlService('main', { SessionProfile: () => ({ profile: profileOf() }) });
  graphqlService('corporate', { MyCorporate: () => ({ corporate: null }) });
}

export const stay = (over: Partial<UserBookingPartsFragment> = {}): UserBookingPartsFragment => ({
  id: ID,
  number: '3F9A0C12',
  kind: 'HOTEL',
  booking_codes: ['WF12345678'],
  flights: [],
  cancelled_at: null,
  order: {
    id: ID,
    status: 'SUCCESSFUL',
    price: 2_310_000,
    currency: 'VND',
    paid_at: '2026-03-01T03:00:00Z',
    inserted_at: '2026-03-01T03:00:00Z',
    cart_token: 'c1',
    booked_for: null,
    shopping_items: hotelSession()
      .shopping_items as UserBookingPartsFragment['order']['shopping_items'],
  },
  contact: {
    email: 'lan@mail.example',
    phone: '0912345678',
    guest: 'Nguyễn Thị Lan',
    request: null,
  },
  invoice: {
    company_name: 'Công ty Sông Hàn',
    invoice_address: '1 Bạch Đằng',
    tax_code: '0101243150',
  },
  price: {
    currency: 'VND',
    items_price: 2_100_000,
    passenger_lines: [],
    baggage: 0,
    surcharges: [{ name: 'Phí dọn phòng', amount: 100_000 }],
    service_fee: 0,
    voucher_discount: 100_000,
    gift_voucher_discount: 0,
    price: 2_000_000,
    tax_fee: 181_818,
    duty_free_price: 1_818_182,
  },
  payment: {
    method: 'WALLET',
    paid_at: '2026-03-01T03:00:00Z',
    card_brand: null,
    card_last4: null,
    corporate_name: null,
    company_amount: null,
    bank_name: null,
  },
  cash_back: { amount: 20_000, currency: 'VND', status: 'PENDING', due_at: '2026-03-12T05:00:00Z' },
  cancellation: {
    policy: 'FREE_CANCELLATION',
    deadline: '2026-03-08T07:00:00Z',
    can_cancel: true,
    reason: null,
    refund_amount: 2_000_000,
    refund_fee: 0,
  },
  fare_rules: [],
  refund: null,
  change_rules: [],
  changes: [],
  ...over,
});

/** What a booking that gives nothing back says of cancelling. */
export const NON_REFUNDABLE: UserBookingPartsFragment['cancellation'] = {
  policy: 'NON_REFUNDABLE',
  deadline: null,
  can_cancel: false,
  reason: 'non_refundable',
  refund_amount: null,
  refund_fee: null,
};

export const renderDetail = (locale: Locale, path = `/account/bookings/detail?id=${ID}`) =>
  renderAccountPage(<BookingDetailPage />, { route: '/account/bookings/detail', path, locale });
