import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  CheckoutOrderQuery,
  PaymentMethodType,
  UserOrderStatus,
} from '../../api/generated/payments';
import { graphqlService, type GraphqlCall, type ServiceAnswers } from '../../test/graphqlService';
import { server } from '../../test/server';
import { flightSession, hotelSession } from '../testing/checkoutFixtures';
import { renderCheckout, signInTraveller } from '../testing/renderCheckout';
import type { CheckoutSession } from './checkoutApi';

type Order = CheckoutOrderQuery['user_order'];

const order = (status: UserOrderStatus, type: PaymentMethodType = 'VNPAY'): NonNullable<Order> => ({
  id: 'order-1',
  status,
  price: 1_500_000,
  currency: 'VND',
  updated_at: '2026-03-01T03:01:00Z',
  payment_checkout_session_id: flightSession().id,
  payment_method: { type, corporate_wallet: null },
});

/** The held cart and its order as `read` has them now; returns the payments calls. */
function serve(
  read: () => { session: CheckoutSession; order: Order },
  extra: ServiceAnswers<'payments'> = {},
): GraphqlCall[] {
  return graphqlService('payments', {
    CheckoutSession: () => ({ payment_checkout_session: read().session }),
    CheckoutOrder: () => ({ user_order: read().order }),
    ...extra,
  });
}

describe('/checkout/success-*', () => {
  it('a split payment says what the company paid and what the traveller paid how', async () => {
    signInTraveller();
    serve(() => ({
      session: hotelSession({ status: 'COMPLETED' }),
      order: {
        ...order('SUCCESSFUL', 'WALLET'),
        payment_method: { type: 'WALLET', corporate_wallet: { amount: 1_000_000 } },
      },
    }));
    renderCheckout('/checkout/success-hotel?cart=cart-token-1', 'vi');
    expect(await screen.findByText('Đặt chỗ thành công')).toBeInTheDocument();
    expect(
      await screen.findByText(
        /^Doanh nghiệp đã trả .*1\.000\.000.*; bạn đã trả .*500\.000.* qua Ví Wayfare$/,
      ),
    ).toBeInTheDocument();
  });

  it('a paid stay says booked, with its code, order number, breakdown and the way to the booking', async () => {
    signInTraveller();
    const session = hotelSession({ status: 'COMPLETED' });
    const booked = {
      ...session,
      shopping_items: session.shopping_items.map((i) => ({
        ...i,
        metadata: { ...(i.metadata as object), booking_code: 'WF12345678' },
      })),
    };
    serve(() => ({
      session: booked,
      order: { ...order('SUCCESSFUL', 'WALLET'), id: '3f9a0c12-0000-4000-8000-000000000001' },
    }));
    renderCheckout('/checkout/success-hotel?cart=cart-token-1', 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your room is booked' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/WF12345678/)).toBeInTheDocument();
    expect(screen.getByText('Order: 3F9A0C12')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /price/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See booking details' })).toHaveAttribute(
      'href',
      '/account/bookings/detail?id=3f9a0c12-0000-4000-8000-000000000001',
    );
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute(
      'href',
      '/account/bookings',
    );
  });

  it('a declined payment says nothing was charged and offers another way to pay', async () => {
    signInTraveller();
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
    serve(() => ({
      session: flightSession({ status: declined ? 'OPEN' : 'PROCESSING' }),
      order: order(declined ? 'FAILED' : 'PROCESSING'),
    }));
    renderCheckout(
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
    signInTraveller();
    let paid = false;
    const calls = serve(() =>
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
    renderCheckout('/checkout/success-flight?cart=cart-token-1&vnp_ResponseCode=00', 'en');
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
      calls.filter((c) => c.operationName === 'CheckoutOrder').map((c) => c.variables),
    ).toContainEqual({
      cart_token: 'cart-token-1',
    });
  });

  it('a payment still being confirmed has the server ask the gateway (confirm_payment)', async () => {
    signInTraveller();
    let confirmed = false;
    const calls = serve(
      () => ({
        session: flightSession({ status: confirmed ? 'COMPLETED' : 'PROCESSING' }),
        order: order(confirmed ? 'SUCCESSFUL' : 'PROCESSING'),
      }),
      {
        ConfirmPayment: () => {
          confirmed = true;
          return { confirm_payment: order('SUCCESSFUL') };
        },
      },
    );
    // No return parameters at all (the notification was lost): the server's answer decides.
    renderCheckout('/checkout/success-flight?cart=cart-token-1', 'en');
    expect(await screen.findByText('Booking confirmed')).toBeInTheDocument();
    expect(
      calls.filter((c) => c.operationName === 'ConfirmPayment').map((c) => c.variables),
    ).toEqual([{ id: flightSession().id, cart_token: 'cart-token-1' }]);
  });

  it('says when the hold ended before payment', async () => {
    signInTraveller();
    serve(() => ({ session: hotelSession({ status: 'EXPIRED' }), order: null }));
    renderCheckout('/checkout/success-hotel?cart=cart-token-1', 'vi');
    expect(
      await screen.findByRole('heading', { name: 'Đơn đã hết thời gian giữ chỗ' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Chỗ đã được trả lại để bán. Hãy chọn lại chuyến bay hoặc phòng.'),
    ).toBeInTheDocument();
  });
});
