import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mainService, profileOf } from '../../account/testing/renderAccount';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { flightSession, hotelSession } from '../testing/checkoutFixtures';
import { answer, type GraphqlCall } from '../testing/graphqlMock';
import type { CheckoutSession } from './checkoutApi';

function signedIn() {
  Cookies.set('uts_token', 'access-0');
  mainService({ SessionProfile: () => ({ profile: profileOf() }) });
  server.use(answer('corporate', 'MyCorporate', () => ({ corporate: null })));
}

const order = (status: string, type = 'VNPAY') => ({
  id: 'order-1',
  status,
  price: 1_500_000,
  currency: 'VND',
  updated_at: '2026-03-01T03:01:00Z',
  payment_checkout_session_id: flightSession().id,
  payment_method: { type },
});

function serve(calls: GraphqlCall[], read: () => { session: CheckoutSession; order: unknown }) {
  server.use(
    answer(
      'payments',
      'CheckoutSession',
      () => ({ payment_checkout_session: read().session }),
      calls,
    ),
    answer('payments', 'CheckoutOrder', () => ({ user_order: read().order }), calls),
  );
}

describe('/checkout/success-*', { timeout: 30_000 }, () => {
  it('a split payment says what the company paid and what the traveller paid how', async () => {
    signedIn();
    serve([], () => ({
      session: hotelSession({ status: 'COMPLETED' }),
      order: {
        ...order('SUCCESSFUL', 'WALLET'),
        payment_method: { type: 'WALLET', corporate_wallet: { amount: 1_000_000 } },
      },
    }));
    renderApp('/checkout/success-hotel?cart=cart-token-1', 'vi');
    expect(await screen.findByText('Đặt chỗ thành công')).toBeInTheDocument();
    expect(
      await screen.findByText(
        /^Doanh nghiệp đã trả .*1\.000\.000.*; bạn đã trả .*500\.000.* qua Ví Wayfare$/,
      ),
    ).toBeInTheDocument();
  });

  it('a declined payment says nothing was charged and offers another way to pay', async () => {
    signedIn();
    const relayed: unknown[] = [];
    let declined = false;
    server.use(
      http.post('*/payments/returns/vnpay', async ({ request }) => {
        relayed.push(await request.json());
        declined = true;
        return HttpResponse.json({ status: 'FAILED', outcome: 'ACCEPTED' });
      }),
    );
    // Until the return is relayed the server still waits for VNPay.
    serve([], () => ({
      session: flightSession({ status: declined ? 'OPEN' : 'PROCESSING' }),
      order: order(declined ? 'FAILED' : 'PROCESSING'),
    }));
    renderApp(
      '/checkout/success-flight?cart=cart-token-1&vnp_ResponseCode=51&vnp_TxnRef=ABC&vnp_SecureHash=f00',
      'en',
    );
    expect(
      await screen.findByRole('heading', { name: 'The payment did not go through' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Nothing was charged. Try again or choose another way to pay.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another way to pay' })).toHaveAttribute(
      'href',
      '/checkout/flight?cart=cart-token-1',
    );
    expect(relayed).toEqual([
      { query: { vnp_ResponseCode: '51', vnp_TxnRef: 'ABC', vnp_SecureHash: 'f00' } },
    ]);
  });

  it('a payment being confirmed is read again, from the server, until it is paid', async () => {
    signedIn();
    const calls: GraphqlCall[] = [];
    let paid = false;
    serve(calls, () =>
      paid
        ? {
            session: flightSession({
              status: 'COMPLETED',
              shopping_items: flightSession().shopping_items.map((i) => ({
                ...i,
                product: {
                  ...(i.product as object),
                  departure_flight: {
                    ...(i.product as { departure_flight: object }).departure_flight,
                    booking_code: 'K7Q2ZP',
                  },
                },
              })) as CheckoutSession['shopping_items'],
            }),
            order: order('SUCCESSFUL'),
          }
        : { session: flightSession({ status: 'PROCESSING' }), order: order('PROCESSING') },
    );
    const user = userEvent.setup();
    // The gateway's return says success; the page believes only the server.
    renderApp('/checkout/success-flight?cart=cart-token-1&vnp_ResponseCode=00', 'en');
    expect(await screen.findByText('Confirming your payment')).toBeInTheDocument();
    paid = true;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Booking confirmed')).toBeInTheDocument();
    expect(screen.getByText('Booking code (PNR) K7Q2ZP')).toBeInTheDocument();
    expect(
      screen.getByText('Paid ₫1,500,000 by VNPay (QR, ATM card, international card)'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'What happens next' })).getByText(
        /Check in online/,
      ),
    ).toBeInTheDocument();
    expect(
      calls.filter((c) => c.operation === 'CheckoutOrder').map((c) => c.variables),
    ).toContainEqual({
      cart_token: 'cart-token-1',
    });
  });

  it('a payment still being confirmed has the server ask the gateway (confirm_payment)', async () => {
    signedIn();
    const calls: GraphqlCall[] = [];
    let confirmed = false;
    serve(calls, () => ({
      session: flightSession({ status: confirmed ? 'COMPLETED' : 'PROCESSING' }),
      order: order(confirmed ? 'SUCCESSFUL' : 'PROCESSING'),
    }));
    server.use(
      answer(
        'payments',
        'ConfirmPayment',
        () => {
          confirmed = true;
          return { confirm_payment: order('SUCCESSFUL') };
        },
        calls,
      ),
    );
    // No return parameters at all (the notification was lost): the server's answer decides.
    renderApp('/checkout/success-flight?cart=cart-token-1', 'en');
    expect(await screen.findByText('Booking confirmed')).toBeInTheDocument();
    expect(calls.filter((c) => c.operation === 'ConfirmPayment').map((c) => c.variables)).toEqual([
      { id: flightSession().id, cart_token: 'cart-token-1' },
    ]);
  });

  it('says when the hold ended before payment', async () => {
    signedIn();
    serve([], () => ({ session: hotelSession({ status: 'EXPIRED' }), order: null }));
    renderApp('/checkout/success-hotel?cart=cart-token-1', 'vi');
    expect(
      await screen.findByRole('heading', { name: 'Đơn đã hết thời gian giữ chỗ' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Chỗ đã được trả lại để bán. Hãy chọn lại chuyến bay hoặc phòng.'),
    ).toBeInTheDocument();
  });
});
