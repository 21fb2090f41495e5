import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  CheckoutOrderQuery,
  CorporatePaymentOptionsQuery,
  PaymentMethodType,
} from '../../api/generated/payments';
import {
  graphqlService,
  lastVariables,
  type GraphqlCall,
  type ServiceAnswers,
} from '../../test/graphqlService';
import { server } from '../../test/server';
import { hotelSession } from '../testing/checkoutFixtures';
import { renderCheckout, signInTraveller } from '../testing/renderCheckout';
import type { CheckoutSession } from './checkoutApi';

const URL = '/checkout/hotel?property=p1&rate=rate-1&n_o_a=2&cart=cart-token-1';
const note = {
  email: 'an@vinasteel.example',
  phone: '0912345678',
  guest: 'Pham An',
  request: null,
};

const refused = (rule: string, code = 'BAD_USER_INPUT') =>
  HttpResponse.json({
    data: null,
    errors: [
      {
        message: rule,
        extensions: {
          code,
          fields: [{ field: 'payment_checkout_session_id', rule, message: rule }],
        },
      },
    ],
  });

const order = (type: PaymentMethodType): NonNullable<CheckoutOrderQuery['user_order']> => ({
  id: 'order-1',
  status: 'SUCCESSFUL',
  price: 2_500_000,
  currency: 'VND',
  updated_at: '2026-03-01T03:01:00Z',
  payment_checkout_session_id: hotelSession().id,
  payment_method: { type, corporate_wallet: null },
});

type Corporates = CorporatePaymentOptionsQuery['corporate_payment_options'];

/** A signed-in traveller on a held room, and the test's payments answers; returns their calls. */
function serve(
  session: () => CheckoutSession,
  corporates: Corporates = [],
  extra: ServiceAnswers<'payments'> = {},
): GraphqlCall[] {
  signInTraveller();
  return graphqlService('payments', {
    HeldGiftVouchers: () => ({ user_gift_vouchers: [] }),
    CorporatePaymentOptions: () => ({ corporate_payment_options: corporates }),
    CheckoutSession: () => ({ payment_checkout_session: session() }),
    CheckoutOrder: () => ({ user_order: order('CORPORATE_WALLET') }),
    ...extra,
  });
}

const vinaSteel: Corporates[number] = {
  corporate_id: 'corp-1',
  name: 'VinaSteel',
  enforce_cost_center: true,
  cost_centers: [
    { id: 'cc-1', name: 'Sales', code: 'SAL' },
    { id: 'cc-2', name: 'Plant visits', code: null },
  ],
  selected: false,
  selected_cost_center_id: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('paying with the company account', () => {
  it('is offered only to a member of an approved corporate', async () => {
    serve(() => hotelSession({ booking_note: note }));
    renderCheckout(URL, 'en');
    const pay = await screen.findByRole('radiogroup', { name: 'Choose how to pay' });
    expect(within(pay).queryByRole('radio', { name: 'Company account' })).toBeNull();
  });

  it('asks for the cost center the company enforces, says why a limit refused, then pays', async () => {
    let session = hotelSession({ booking_note: note });
    let attempt = 0;
    const calls = serve(() => session, [vinaSteel], {
      UpdateCorporatePayment: () => ({
        update_corporate_payment: { ...session, is_corporate: true },
      }),
      PayWithCorporate: () => {
        attempt += 1;
        if (attempt === 1) return refused('cost_center_required');
        if (attempt === 2) return refused('monthly_limit');
        session = hotelSession({ booking_note: note, status: 'COMPLETED' });
        return { pay_with_corporate: order('CORPORATE_WALLET') };
      },
    });
    const user = userEvent.setup();
    renderCheckout(URL, 'en');
    await user.click(await screen.findByRole('radio', { name: 'Company account' }));
    const center = screen.getByRole('combobox', { name: 'Cost center' });
    expect(center).toBeRequired();
    expect(center).toHaveAccessibleDescription('VinaSteel requires a cost center for every trip.');
    const payButton = screen.getByRole('button', {
      name: 'Pay ₫2,500,000 with the company account',
    });

    await user.click(payButton);
    expect(await screen.findByText('Choose a cost center for this trip.')).toBeInTheDocument();
    expect(center).toHaveAccessibleDescription('Choose a cost center for this trip.');
    expect(center).toHaveFocus();

    await user.selectOptions(center, 'Sales (SAL)');
    await user.click(payButton);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This trip is over your spending limit for this month.',
    );

    await user.click(payButton);
    expect(await screen.findByText('Booking confirmed')).toBeInTheDocument();
    expect(screen.getByText('Paid ₫2,500,000 by Company account')).toBeInTheDocument();
    expect(
      calls
        .filter((c) => c.operationName === 'UpdateCorporatePayment')
        .map((c) => c.variables.input),
    ).toEqual([
      {
        payment_checkout_session_id: session.id,
        corporate_id: 'corp-1',
        is_corporate: true,
        cost_center_id: null,
      },
      ...Array(2).fill({
        payment_checkout_session_id: session.id,
        corporate_id: 'corp-1',
        is_corporate: true,
        cost_center_id: 'cc-1',
      }),
    ]);
  });

  it('shows a split: what the company paid, what the traveller pays and with what', async () => {
    let session = hotelSession({
      booking_note: note,
      supported_payment_methods: ['CORPORATE_WALLET', 'WALLET'],
    });
    const options = [{ ...vinaSteel, enforce_cost_center: false, cost_centers: [] }];
    serve(() => session, options, {
      CheckoutWallet: () => ({
        user_wallet: { currency: 'VND', balance: 0, confirm_above: 5_000_000, password_set: true },
      }),
      UpdateCorporatePayment: () => ({
        update_corporate_payment: { ...session, is_corporate: true },
      }),
      PayWithCorporate: () => {
        session = hotelSession({
          booking_note: note,
          supported_payment_methods: ['WALLET'],
          is_corporate: true,
          payment_type: 'SPLIT',
          first_pay: 1_000_000,
          second_pay: 1_500_000,
          first_paid_at: '2026-03-01T03:00:00Z',
        });
        return { pay_with_corporate: { ...order('CORPORATE_WALLET'), status: 'PENDING' } };
      },
    });
    const user = userEvent.setup();
    renderCheckout(URL, 'en');
    await user.click(await screen.findByRole('radio', { name: 'Company account' }));
    await user.click(
      screen.getByRole('button', { name: 'Pay ₫2,500,000 with the company account' }),
    );
    const split = await screen.findByTestId('split-summary');
    expect(split).toHaveTextContent('VinaSteel paid ₫1,000,000, up to its limit for you.');
    expect(split).toHaveTextContent('Pay the remaining ₫1,500,000 with a method below.');
    expect(screen.queryByRole('radio', { name: 'Company account' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Wayfare wallet' }));
    expect(
      await screen.findByText('Your balance does not cover this order (₫1,500,000 short).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₫1,500,000 from my wallet' })).toBeDisabled();
  });

  it('says in Vietnamese when no cost center is assigned and does not offer to pay', async () => {
    serve(() => hotelSession({ booking_note: note }), [{ ...vinaSteel, cost_centers: [] }]);
    const user = userEvent.setup();
    renderCheckout(URL, 'vi');
    await user.click(await screen.findByRole('radio', { name: 'Tài khoản doanh nghiệp' }));
    expect(
      screen.getByText(
        /Bạn chưa được gán trung tâm chi phí nào, nên chưa thể tính chuyến này cho VinaSteel/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /bằng tài khoản doanh nghiệp$/ })).toBeDisabled();
  });
});

describe('paying through 2C2P', () => {
  it('lists the channels with their logos and goes to the pay link with the one chosen', async () => {
    const calls = serve(
      () => hotelSession({ booking_note: note, supported_payment_methods: ['P2C2P', 'WALLET'] }),
      [],
      {
        P2c2pOptions: () => ({
          p2c2p_options: [
            { channel_code: 'CC', name: 'Credit / debit card', logo_url: '/payments/2c2p/CC.svg' },
            { channel_code: 'QR', name: 'QR payment', logo_url: '/payments/2c2p/QR.svg' },
          ],
        }),
        CreateP2c2pPayment: () => ({
          creat_p2c2p_payment: { pay_link: 'http://localhost/dev/2c2p/pay/tok' },
        }),
      },
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    renderCheckout(URL, 'en');
    await user.click(await screen.findByRole('radio', { name: '2C2P (card, QR, e-wallet)' }));
    const channels = await screen.findByRole('radiogroup', { name: 'Channel on 2C2P' });
    expect(within(channels).getByRole('radio', { name: 'Credit / debit card' })).toBeChecked();
    expect(channels.querySelectorAll('img[src="/payments/2c2p/QR.svg"]')).toHaveLength(1);
    await user.click(within(channels).getByRole('radio', { name: 'QR payment' }));
    await user.click(screen.getByRole('button', { name: 'Continue to 2C2P' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/dev/2c2p/pay/tok'),
    );
    expect(lastVariables(calls, 'CreateP2c2pPayment')).toEqual({
      id: hotelSession().id,
      channel: 'QR',
      redirect_url: '/checkout/success-hotel?cart=cart-token-1',
    });
  });

  it('relays 2C2P’s return on the result page', async () => {
    const relayed: unknown[] = [];
    serve(() => hotelSession({ booking_note: note, status: 'COMPLETED' }));
    server.use(
      http.post('*/payments/returns/2c2p', async ({ request }) => {
        relayed.push(await request.json());
        return HttpResponse.json({ status: 'SUCCEEDED', outcome: 'ACCEPTED' });
      }),
    );
    renderCheckout('/checkout/success-hotel?cart=cart-token-1&paymentResponse=eyJ9', 'en');
    expect(await screen.findByText('Booking confirmed')).toBeInTheDocument();
    expect(relayed).toEqual([{ query: { paymentResponse: 'eyJ9' } }]);
  });
});
