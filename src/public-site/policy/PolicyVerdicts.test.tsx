import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CheckoutPolicyQuery } from '../../api/generated/payments';
import { graphqlService, type GraphqlCall } from '../../test/graphqlService';
import { FlightResultsPage } from '../flights/FlightResultsPage';
import { addDays, todayIn } from '../search/dates';
import { hotelSession } from '../testing/checkoutFixtures';
import { flightOption, flightSearch } from '../testing/flightFixtures';
import { HAN, SGN } from '../testing/placeFixtures';
import { renderCheckout, signInTraveller } from '../testing/renderCheckout';
import { renderSite } from '../testing/renderSite';
import { BADGE_COLOURS } from './PolicyBadge';
import { RateRow } from '../hotels/RateRow';
import { rate } from '../testing/hotelFixtures';

// Travel-policy verdicts as a traveller sees them (issue 21): badges and the "only in policy"
// filter on /flight, and at checkout the verdict, the reason select and the refusals.

const DEPART = addDays(todayIn(), 10);
const URL_ = `/flight?from=HAN&to=SGN&depart=${DEPART}&n_o_a=1&n_o_c=0&n_o_i=0`;

const verdict = (type: 'IN_POLICY' | 'APPROVAL' | 'BLOCK' | 'ALLOW_WITH_REASON', over = {}) => ({
  type,
  remainCost: 0,
  first_pay: 1_350_000,
  second_pay: 0,
  visible: type !== 'BLOCK',
  reason_required: type === 'ALLOW_WITH_REASON',
  nightly_cost: null,
  breaches:
    type === 'IN_POLICY'
      ? []
      : [
          {
            rule: 'PRICE' as const,
            cap: 1_200_000,
            price: 1_350_000,
            min_days: null,
            days: null,
            actual: null,
          },
        ],
  ...over,
});

function mockFlights(): GraphqlCall[] {
  graphqlService('places', {
    PlaceLookup: ({ input }) => ({ place: input.code === 'HAN' ? HAN : SGN }),
  });
  return graphqlService('flights', {
    SearchFlights: () =>
      flightSearch([
        flightOption({ id: 'a', price: 1_350_000, policy: verdict('APPROVAL') }),
        flightOption({ id: 'b', code: 'VN215', price: 990_000, policy: verdict('IN_POLICY') }),
      ]),
    FlightPriceCalendar: () => ({ flight_price_calendar: [] }),
  });
}

describe('/flight badges and filter', () => {
  it('badges each flight with its verdict and why, in Vietnamese', async () => {
    mockFlights();
    renderSite(<FlightResultsPage />, { path: URL_, locale: 'vi', route: '/flight' });
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]).getByText('Cần phê duyệt')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Giá vượt mức trần 1.200.000 ₫')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Trong chính sách')).toBeInTheDocument();
  });

  it('filters to flights in policy through the URL, in English', async () => {
    const user = userEvent.setup();
    const calls = mockFlights();
    renderSite(<FlightResultsPage />, { path: URL_, locale: 'en', route: '/flight' });
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]).getByText('Needs approval')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Over the ₫1,200,000 cap')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Only show options in policy' }));
    await waitFor(() =>
      expect(
        calls.filter((c) => c.operationName === 'SearchFlights').at(-1)?.variables.input,
      ).toMatchObject({ in_policy: true }),
    );
  });

  it('offers no policy filter to a traveller without a policy', async () => {
    graphqlService('places', {
      PlaceLookup: ({ input }) => ({ place: input.code === 'HAN' ? HAN : SGN }),
    });
    graphqlService('flights', {
      SearchFlights: () => flightSearch([flightOption()]),
      FlightPriceCalendar: () => ({ flight_price_calendar: [] }),
    });
    renderSite(<FlightResultsPage />, { path: URL_, locale: 'en', route: '/flight' });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('checkbox', { name: 'Only show options in policy' })).toBeNull();
    expect(screen.queryByText('In policy')).toBeNull();
  });

  it('keeps every badge colour pair over 7:1 contrast', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const { color, bg } of Object.values(BADGE_COLOURS)) {
      const [hi, lo] = [luminance(bg), luminance(color)];
      expect((hi + 0.05) / (lo + 0.05)).toBeGreaterThan(7);
    }
  });
});

describe('/property/{id} rates', () => {
  it('badges a rate with its verdict and the split of a price over the cap', async () => {
    const split = verdict('IN_POLICY', { first_pay: 1_800_000, second_pay: 700_000 });
    renderSite(
      <ul>
        <RateRow rate={rate({ policy: split })} roomName="Deluxe" timeZone="Asia/Ho_Chi_Minh" />
      </ul>,
      { path: '/property/p1', locale: 'en', route: '/property/:id' },
    );
    expect(await screen.findByText('In policy')).toBeInTheDocument();
    expect(screen.getByText('The company pays ₫1,800,000, you pay ₫700,000')).toBeInTheDocument();
  });
});

const URL = '/checkout/hotel?property=p1&rate=rate-1&n_o_a=2&cart=cart-token-1';
const note = {
  email: 'an@vinasteel.example',
  phone: '0912345678',
  guest: 'Pham An',
  request: null,
};
type Policy = NonNullable<NonNullable<CheckoutPolicyQuery['payment_checkout_session']>['policy']>;

function serveCheckout(policy: Policy, pay: () => unknown = () => ({})) {
  signInTraveller();
  const session = hotelSession({ booking_note: note });
  return graphqlService('payments', {
    HeldGiftVouchers: () => ({ user_gift_vouchers: [] }),
    CheckoutSession: () => ({ payment_checkout_session: session }),
    CheckoutPolicy: () => ({ payment_checkout_session: { id: session.id, policy } }),
    CorporatePaymentOptions: () => ({
      corporate_payment_options: [
        {
          corporate_id: 'corp-1',
          name: 'VinaSteel',
          enforce_cost_center: false,
          cost_centers: [],
          selected: false,
          selected_cost_center_id: null,
        },
      ],
    }),
    UpdateCorporatePayment: () => ({
      update_corporate_payment: { ...session, is_corporate: true },
    }),
    PayWithCorporate: pay as never,
  });
}

const policy = (type: Parameters<typeof verdict>[0], reasons: Policy['reasons'] = []): Policy => ({
  corporate_id: 'corp-1',
  reason_code: null,
  reasons,
  verdict: verdict(type, { first_pay: 2_500_000 }),
});

describe('checkout and the travel policy', () => {
  it('asks for a reason the company defines before its account pays, and sends it', async () => {
    const reasons = [{ code: 'CLIENT_MEETING', description: 'Gặp khách hàng' }];
    const calls = serveCheckout(policy('ALLOW_WITH_REASON', reasons), () =>
      HttpResponse.json({
        data: null,
        errors: [{ message: 'x', extensions: { code: 'POLICY_BLOCKED' } }],
      }),
    );
    const user = userEvent.setup();
    renderCheckout(URL, 'vi');
    expect(await screen.findByRole('status', { name: 'Chính sách công tác' })).toHaveTextContent(
      'Chuyến đi này nằm ngoài chính sách công tác: hãy chọn lý do',
    );
    await user.click(screen.getByRole('radio', { name: 'Tài khoản doanh nghiệp' }));
    const select = screen.getByRole('combobox', { name: 'Lý do ngoài chính sách' });
    expect(select).toBeRequired();
    const payButton = screen.getByRole('button', { name: /tài khoản doanh nghiệp/i });
    await user.click(payButton);
    expect(calls.some((c) => c.operationName === 'UpdateCorporatePayment')).toBe(false);
    expect(select).toHaveAccessibleDescription(/lý do ngoài chính sách/i);
    await user.selectOptions(select, 'Gặp khách hàng');
    await user.click(payButton);
    await waitFor(() =>
      expect(
        calls.find((c) => c.operationName === 'UpdateCorporatePayment')?.variables.input,
      ).toMatchObject({ reason_code: 'CLIENT_MEETING' }),
    );
    // The server's refusal, in words.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Chính sách công tác không cho phép thanh toán chuyến đi này bằng tài khoản công ty.',
    );
  });

  it('does not let the company account pay a trip awaiting approval, and says why', async () => {
    serveCheckout(policy('APPROVAL'));
    const user = userEvent.setup();
    renderCheckout(URL, 'en');
    const notice = await screen.findByRole('status', { name: 'Travel policy' });
    expect(notice).toHaveTextContent(
      'This trip is outside the travel policy: the company pays only once it is approved.',
    );
    expect(notice).toHaveTextContent('Over the ₫1,200,000 cap');
    await user.click(screen.getByRole('radio', { name: 'Company account' }));
    expect(
      screen.getByRole('button', { name: 'Pay ₫2,500,000 with the company account' }),
    ).toBeDisabled();
  });
});
