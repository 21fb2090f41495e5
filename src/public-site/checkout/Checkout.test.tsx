import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { preloadLandingPage } from '../../app/AppRoutes';
import type {
  CheckoutOrderQuery,
  PaymentMethodType,
  UserOrderStatus,
} from '../../api/generated/payments';
import { applyLocale } from '../../i18n/locale';
import {
  graphqlService,
  lastVariables,
  operationsOf,
  type GraphqlCall,
  type ServiceAnswers,
} from '../../test/graphqlService';
import { flightSession, hotelSession } from '../testing/checkoutFixtures';
import { fill } from '../testing/fill';
import { renderCheckout, signInTraveller } from '../testing/renderCheckout';
import { addDays, todayIn } from '../search/dates';
import type { CheckoutSession } from './checkoutApi';

const IN_10 = addDays(todayIn(), 10);
const HOTEL_URL = `/checkout/hotel?property=p1&rate=rate-1&depart=${IN_10}&return=${addDays(IN_10, 2)}&n_o_a=2`;
const FLIGHT_URL = `/checkout/flight?from=HAN&to=SGN&depart=${IN_10}&n_o_a=1&n_o_c=0&n_o_i=1&departure_flight=opt-1&departure_seat=seat-1`;

/** A traveller without vouchers or a company account. */
function signedIn() {
  signInTraveller();
  graphqlService('payments', {
    HeldGiftVouchers: () => ({ user_gift_vouchers: [] }),
    CorporatePaymentOptions: () => ({ corporate_payment_options: [] }),
  });
}

/** The wallet with the default threshold (5,000,000 ₫) and a password. */
const wallet = (
  balance: number,
  more: { confirm_above?: number; password_set?: boolean } = {},
) => ({
  currency: 'VND',
  balance,
  confirm_above: 5_000_000,
  password_set: true,
  ...more,
});

const fieldErrors = (fields: { field: string; rule: string }[]) =>
  HttpResponse.json({
    data: null,
    errors: [
      {
        message: 'bad input',
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: fields.map((f) => ({ ...f, message: f.rule })),
        },
      },
    ],
  });

const order = (
  status: UserOrderStatus,
  type: PaymentMethodType = 'WALLET',
): NonNullable<CheckoutOrderQuery['user_order']> => ({
  id: 'order-1',
  status,
  price: 2_500_000,
  currency: 'VND',
  updated_at: '2026-03-01T03:01:00Z',
  payment_checkout_session_id: hotelSession().id,
  payment_method: { type, corporate_wallet: null },
});

/** The held cart's answers (and `extra` ones); returns the payments calls they answered. */
function payments(
  session: () => CheckoutSession,
  extra: ServiceAnswers<'payments'> = {},
): GraphqlCall[] {
  return graphqlService('payments', {
    ...extra,
    CreateCart: () => ({ create_cart: session() }),
    CheckoutSession: () => ({ payment_checkout_session: session() }),
  });
}

describe('/checkout/hotel', () => {
  it('opened directly (a reload, a gateway return), asks for the held cart once and renders with it', async () => {
    signedIn();
    const calls = payments(() => hotelSession());
    const url = `${HOTEL_URL}&cart=cart-token-1`;
    window.history.replaceState(null, '', url);
    applyLocale('en'); // the language the page opens in, as main.tsx finds it
    // What main.tsx waits for before the first render: the page's code and the held cart.
    await preloadLandingPage('/checkout/hotel');
    expect(operationsOf(calls)).toContain('CheckoutSession');
    renderCheckout(url, 'en');
    // The first pass already holds the cart: no loading state in between.
    expect(screen.getByRole('timer', { name: 'Time held' })).toBeInTheDocument();
    // A stay's party are guests, not passengers.
    expect(screen.getByText(/^\d+ guests?$/)).toBeInTheDocument();
    expect(screen.queryByText(/passengers?$/)).toBeNull();
    expect(operationsOf(calls).filter((op) => op === 'CheckoutSession')).toHaveLength(1);
    expect(operationsOf(calls)).not.toContain('CreateCart');
    window.history.replaceState(null, '', '/');
  });

  it('holds the choice as a cart, checks the guest at the form and at the server, keeps what was typed', async () => {
    signedIn();
    let session = hotelSession({ supported_payment_methods: ['VNPAY', 'WALLET', 'P2C2P'] });
    let attempt = 0;
    const calls = payments(() => session, {
      UpdateBookingDetails: ({ input }) => {
        attempt += 1;
        if (attempt === 1) return fieldErrors([{ field: 'contact_phone', rule: 'phone' }]);
        session = hotelSession({
          supported_payment_methods: ['VNPAY', 'WALLET', 'P2C2P'],
          booking_note: {
            email: input.contact_email ?? null,
            phone: input.contact_phone ?? null,
            guest: input.guest ?? null,
            request: null,
          },
        });
        return { update_booking_details: session };
      },
    });
    const user = userEvent.setup();
    renderCheckout(HOTEL_URL, 'en');

    expect(await screen.findByRole('timer', { name: 'Time held' })).toHaveTextContent(
      'Held for you for 15:00',
    );
    const create = lastVariables(calls, 'CreateCart')!.input as Record<string, unknown>;
    expect(create).toMatchObject({
      hotel: { property_id: 'p1', rate_id: 'rate-1', n_o_a: 2, n_o_c: 0 },
    });
    expect(create.idempotency_key).toMatch(/^web-/);
    expect(screen.getByText('Sea Breeze')).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'Price details' });
    expect(within(price).getByText('Room')).toBeInTheDocument();
    expect(within(price).getByText('Includes 10% VAT: ₫227,273')).toBeInTheDocument();
    // The sections below the details render just after them (RenderAfterFirstPaint).
    expect(
      await screen.findByText('Save the traveller details before paying.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(
      await screen.findByText('Please enter name of the guest checking in.'),
    ).toBeInTheDocument();
    expect(operationsOf(calls)).not.toContain('UpdateBookingDetails');

    await fill(
      user,
      screen.getByRole('textbox', { name: 'Name of the guest checking in' }),
      'Nguyễn Lan',
    );
    await fill(user, screen.getByRole('textbox', { name: 'Phone number' }), '0912 345 678');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    // The server's rule shows at its field; nothing typed is lost.
    expect(await screen.findByText('This is not a valid phone number.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name of the guest checking in' })).toHaveValue(
      'Nguyễn Lan',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('lan@example.com');

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('heading', { name: 'Details saved' })).toBeInTheDocument();
    // Only the rails the server offers and this page can pay with.
    const pay = screen.getByRole('radiogroup', { name: 'Choose how to pay' });
    expect(
      within(pay)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['WALLET', 'VNPAY', 'P2C2P']);
  });

  it('pays from the wallet when it covers the order, then shows the confirmed booking', async () => {
    signedIn();
    const note = {
      email: 'lan@example.com',
      phone: '0912345678',
      guest: 'Nguyễn Lan',
      request: null,
    };
    let session = hotelSession({ booking_note: note });
    let balance = 1_000_000;
    const calls = payments(() => session, {
      CheckoutWallet: () => ({ user_wallet: wallet(balance) }),
      PayWithWallet: () => {
        session = hotelSession({
          booking_note: note,
          status: 'COMPLETED',
          shopping_items: hotelSession().shopping_items.map((i) => ({
            ...i,
            metadata: { ...(i.metadata as object), booking_code: 'WF12345678' },
          })),
        });
        return { pay_with_wallet: order('SUCCESSFUL') };
      },
      CheckoutOrder: () => ({ user_order: order('SUCCESSFUL') }),
    });
    const user = userEvent.setup();
    renderCheckout(`${HOTEL_URL}&cart=cart-token-1`, 'en');

    await user.click(await screen.findByRole('radio', { name: 'Wayfare wallet' }));
    expect(await screen.findByText('Wallet balance: ₫1,000,000')).toBeInTheDocument();
    expect(
      screen.getByText('Your balance does not cover this order (₫1,500,000 short).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₫2,500,000 from my wallet' })).toBeDisabled();
    expect(operationsOf(calls)).not.toContain('CreateCart');

    balance = 3_000_000;
    await user.click(screen.getByRole('radio', { name: /^VNPay/ }));
    await user.click(screen.getByRole('radio', { name: 'Wayfare wallet' }));
    await user.click(await screen.findByRole('button', { name: 'Pay ₫2,500,000 from my wallet' }));

    expect(await screen.findByText('Booking confirmed')).toBeInTheDocument();
    expect(screen.getByText('Hotel confirmation WF12345678')).toBeInTheDocument();
    expect(screen.getByText('Paid ₫2,500,000 by Wayfare wallet')).toBeInTheDocument();
    expect(lastVariables(calls, 'PayWithWallet')).toEqual({
      id: session.id,
    });
  });

  it('support acting for the traveller: no wallet, vouchers or company account, each said why', async () => {
    signedIn();
    window.sessionStorage.setItem(
      'WayfareActingFor',
      JSON.stringify({
        sessionId: 'acting-1',
        patronId: 'u-traveller',
        patronName: 'Nguyễn Lan',
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      }),
    );
    const note = {
      email: 'lan@example.com',
      phone: '0912345678',
      guest: 'Nguyễn Lan',
      request: null,
    };
    const calls = payments(
      () => hotelSession({ booking_note: note, supported_payment_methods: ['VNPAY', 'WALLET'] }),
      { CorporatePaymentOptions: () => ({ corporate_payment_options: [] }) },
    );
    try {
      renderCheckout(`${HOTEL_URL}&cart=cart-token-1`, 'en');
      expect(await screen.findByRole('radio', { name: /^VNPay/ })).toBeInTheDocument();
      expect(screen.queryByRole('radio', { name: 'Wayfare wallet' })).not.toBeInTheDocument();
      expect(screen.getByText('Not offered for this booking')).toBeInTheDocument();
      expect(
        screen.getByText(/Company account: Support does not pay with the person's money\./),
      ).toBeInTheDocument();
      expect(
        screen.getByText(/Wayfare wallet: Support does not pay with the person's money\./),
      ).toBeInTheDocument();
      expect(
        screen.getByText("Support does not use the person's vouchers or gift vouchers."),
      ).toBeInTheDocument();
      expect(operationsOf(calls)).not.toContain('CorporatePaymentOptions');
    } finally {
      window.sessionStorage.removeItem('WayfareActingFor');
    }
  });

  it('says in words why the wallet was refused, and reads the balance again', async () => {
    signedIn();
    const note = {
      email: 'lan@example.com',
      phone: '0912345678',
      guest: 'Nguyễn Lan',
      request: null,
    };
    let balanceReads = 0;
    payments(() => hotelSession({ booking_note: note }), {
      CheckoutWallet: () => {
        balanceReads += 1;
        return { user_wallet: wallet(balanceReads === 1 ? 3_000_000 : 0) };
      },
      // Spent meanwhile in another tab.
      PayWithWallet: () =>
        fieldErrors([{ field: 'payment_checkout_session_id', rule: 'insufficient_balance' }]),
    });
    const user = userEvent.setup();
    renderCheckout(`${HOTEL_URL}&cart=cart-token-1`, 'vi');
    await user.click(await screen.findByRole('radio', { name: 'Ví Wayfare' }));
    await user.click(await screen.findByRole('button', { name: /^Thanh toán .* bằng ví$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Số dư ví không đủ cho đơn này.');
    expect(await screen.findByText('Số dư ví: 0 ₫')).toBeInTheDocument();
  });

  it('says when the choice sold out meanwhile and offers the way back', async () => {
    signedIn();
    graphqlService('payments', {
      CreateCart: () => fieldErrors([{ field: 'hotel.rate_id', rule: 'sold_out' }]),
    });
    renderCheckout(HOTEL_URL, 'en');
    expect(await screen.findByText(/has just sold out/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to choose a flight or room' })).toHaveAttribute(
      'href',
      expect.stringContaining('/property/p1?'),
    );
  });

  it('says which hold limit refused the cart, and whose it is, in both languages', async () => {
    signedIn();
    graphqlService('payments', {
      CreateCart: () => fieldErrors([{ field: 'account', rule: 'seats_per_flight' }]),
    });
    const { unmount } = renderCheckout(HOTEL_URL, 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already hold as many seats on this flight as can be held at a time',
    );
    expect(screen.getByRole('link', { name: 'Back to choose a flight or room' })).toBeVisible();
    unmount();
    sessionStorage.clear();
    graphqlService('payments', {
      CreateCart: () => fieldErrors([{ field: 'address', rule: 'open_carts' }]),
    });
    renderCheckout(HOTEL_URL, 'vi');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Bạn đang giữ quá nhiều đơn cùng lúc\./);
    expect(alert).toHaveTextContent('tính chung cho mọi tài khoản dùng cùng mạng');
  });

  it('when the countdown ends on the page, the cart is read again and the way back is offered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedIn();
    let reads = 0;
    // Two seconds left by the server's clock, whatever this machine's clock says.
    const lapsing = () =>
      hotelSession({
        current_time: '2026-03-01T03:14:58.000Z',
        expired_at: '2026-03-01T03:15:00.000Z',
      });
    payments(() => (++reads === 1 ? lapsing() : hotelSession({ status: 'EXPIRED' })));
    renderCheckout(`${HOTEL_URL}&cart=cart-token-1`, 'en');
    expect(await screen.findByRole('timer', { name: 'Time held' })).toHaveTextContent(
      /Held for you for 0:0[12]/,
    );
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText(/^Your hold has ended/)).toBeInTheDocument();
    expect(reads).toBe(2);
    expect(
      screen.getByRole('link', { name: 'Back to choose a flight or room' }),
    ).toBeInTheDocument();
  });

  it('an expired hold says what happened and leads back to choose again', async () => {
    signedIn();
    payments(() => hotelSession({ status: 'EXPIRED' }));
    renderCheckout(`${HOTEL_URL}&cart=cart-token-1`, 'vi');
    expect(await screen.findByText(/^Hết thời gian giữ chỗ/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Quay lại chọn chuyến bay hoặc phòng' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Thanh toán' })).not.toBeInTheDocument();
  });

  it('asks an anonymous visitor to sign in, and says when the link has no choice', async () => {
    const { unmount } = renderCheckout(HOTEL_URL, 'vi');
    expect(await screen.findByText(/^Đăng nhập để giữ chỗ và thanh toán/)).toBeInTheDocument();
    unmount();
    renderCheckout('/checkout/flight', 'vi');
    expect(
      await screen.findByText('Đường dẫn không có chuyến bay nào được chọn.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quay lại tìm kiếm' })).toHaveAttribute('href', '/');
  });
});

describe('/checkout/flight', () => {
  it('asks for each passenger by type and shows the server age rule at the infant', async () => {
    signedIn();
    payments(() => flightSession(), {
      UpdateBookingDetails: () =>
        fieldErrors([{ field: 'passengers.1.date_of_birth', rule: 'age_range' }]),
    });
    const user = userEvent.setup();
    renderCheckout(FLIGHT_URL, 'en');
    const adult = await screen.findByRole('group', { name: 'Adult 1' });
    const infant = screen.getByRole('group', { name: 'Infant 1 (under 2)' });
    await fill(user, screen.getByRole('textbox', { name: 'Phone number' }), '0912345678');
    for (const [group, last, first, dob] of [
      [adult, 'Nguyen', 'Lan', '1990-01-02'],
      [infant, 'Nguyen', 'Bao', '2021-01-02'],
    ] as const) {
      await fill(user, within(group).getByRole('textbox', { name: 'Last name' }), last);
      await fill(
        user,
        within(group).getByRole('textbox', { name: 'First and middle names' }),
        first,
      );
      await user.type(within(group).getByLabelText(/^Date of birth/), dob);
    }
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(
      await within(infant).findByText(
        'An infant must be at least 14 days old and under 2 for the whole trip.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(infant).getByLabelText(/^Date of birth/)).toHaveFocus());
  });

  it('prices per passenger type, sells extra baggage to the adult (not the infant) and shows what the server priced', async () => {
    signedIn();
    let session = flightSession();
    const sent: unknown[] = [];
    payments(() => session, {
      UpdateBookingDetails: ({ input }) => {
        sent.push(input.passengers);
        const item = session.shopping_items[0];
        const product = item.product as Extract<
          typeof item.product,
          { __typename: 'FlightBooking' }
        >;
        const bag = { value: 20, unit: 'kg', price: 320_000, currency: 'VND' };
        session = flightSession({
          price: 1_820_000,
          booking_note: {
            email: 'lan@mail.example',
            phone: '0912345678',
            guest: 'NGUYEN LAN',
            request: null,
          },
          shopping_items: [
            {
              ...item,
              price: 1_820_000,
              product: {
                ...product,
                passengers: (input.passengers ?? []).map((p, i) => ({
                  title: null,
                  first_name: p.first_name,
                  last_name: p.last_name,
                  date_of_birth: p.date_of_birth,
                  type: p.type,
                  nationality_country_code: 'VN',
                  passport: null,
                  passport_country_code: null,
                  passport_expired: null,
                  departure_baggages: i === 0 ? [bag] : [],
                  return_baggages: [],
                })),
              },
            },
          ],
        });
        return { update_booking_details: session };
      },
    });
    const user = userEvent.setup();
    renderCheckout(FLIGHT_URL, 'vi');
    const price = await screen.findByRole('region', { name: 'Chi tiết giá' });
    expect(within(price).getByText('Người lớn × 1')).toBeInTheDocument();
    expect(within(price).getByText('Em bé × 1')).toBeInTheDocument();
    expect(within(price).getAllByText('Giá vé')).toHaveLength(2);
    expect(within(price).queryByText('Hành lý mua thêm')).toBeNull();
    const adult = await screen.findByRole('group', { name: 'Người lớn 1' });
    const infant = screen.getByRole('group', { name: 'Em bé 1 (dưới 2 tuổi)' });
    expect(within(infant).queryByRole('combobox', { name: /Hành lý/ })).toBeNull();
    const bags = within(adult).getByRole('combobox', { name: 'Hành lý ký gửi mua thêm, chiều đi' });
    expect(within(adult).queryByRole('combobox', { name: /chiều về/ })).toBeNull();
    const twenty = within(bags).getByRole('option', { name: /^\+20 kg — 320\.000\s₫$/ });
    await user.selectOptions(bags, twenty);
    await fill(user, screen.getByRole('textbox', { name: 'Số điện thoại' }), '0912345678');
    for (const [group, last, first, dob] of [
      [adult, 'Nguyen', 'Lan', '1990-01-02'],
      [infant, 'Nguyen', 'Bao', '2025-06-02'],
    ] as const) {
      await fill(user, within(group).getByRole('textbox', { name: 'Họ' }), last);
      await fill(user, within(group).getByRole('textbox', { name: /^Tên đệm và tên/ }), first);
      await user.type(within(group).getByLabelText(/^Ngày sinh/), dob);
    }
    await user.click(screen.getByRole('button', { name: 'Tiếp tục đến thanh toán' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual([
      expect.objectContaining({ type: 'ADULT', departure_baggage: 20, return_baggage: 0 }),
      expect.objectContaining({ type: 'INFANT', departure_baggage: 0 }),
    ]);
    const after = await screen.findByRole('region', { name: 'Chi tiết giá' });
    expect(await within(after).findByText('Hành lý mua thêm')).toBeInTheDocument();
    expect(within(after).getByText(/^320\.000\s₫$/)).toBeInTheDocument();
  });
});
