import { expect, type APIRequestContext, type Page } from '@playwright/test';

const TOP_UP = `mutation($a: Float!) { begin_top_up(amount: $a, currency: "VND") { payment_checkout_session_id } }`;
const VNPAY = `mutation($s: ID!, $r: String!) { create_vnpay_payment(payment_checkout_session_id: $s, type: VNBANK, redirect_url: $r) { pay_link } }`;

/** GraphQL as the signed-in page's user (its session cookie as the bearer token). */
export function api(page: Page, request: APIRequestContext) {
  return async (service: string, query: string, variables: Record<string, unknown>) => {
    const token = (await page.context().cookies()).find((c) => c.name === 'uts_token')!.value;
    const answer = await request.post(`/graphql/${service}`, {
      data: { query, variables },
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await answer.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  };
}

export type Call = ReturnType<typeof api>;

/** Money in the traveller's wallet, through the VNPay sandbox's page. */
export async function topUpWallet(page: Page, call: Call, amount: number) {
  const topUp = (await call('main', TOP_UP, { a: amount })).begin_top_up;
  const link = (
    await call('payments', VNPAY, { s: topUp.payment_checkout_session_id, r: '/account/wallet' })
  ).create_vnpay_payment.pay_link as string;
  await page.goto(link);
  await page.getByRole('button', { name: 'Pay (succeeds)' }).click();
  await expect(page).toHaveURL(/\/account\/wallet/);
}

/** The balance /account/wallet shows, in đồng (English page: "₫18,000,000"). */
export async function walletBalance(page: Page): Promise<number> {
  await page.goto('/account/wallet');
  const region = page.getByRole('region', { name: 'Balance' });
  await expect(region).toContainText(/₫[\d,]+/);
  const text = (await region.textContent()) ?? '';
  return Number(text.match(/₫([\d,]+)/)![1].replace(/,/g, ''));
}

const FLIGHT_CART = `mutation($input: CreateCartInput!) { create_cart(input: $input) { id cart_token } }`;
const DETAILS = `mutation($i: UpdateBookingDetailsInput!) { update_booking_details(input: $i) { id } }`;
const PAY = `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { id status } }`;

export interface SearchedFare {
  id: string;
  price: number;
}

/** A flight booked by the page's user, in its cart, before it is paid. */
interface FlightCart<F> {
  cart: string;
  /** The cart's token, as the checkout's result page is addressed. */
  cartToken: string;
  option: string;
  code: string;
  fare: F;
  /** The booking's contact e-mail (its e-mails go there). */
  contact: string;
}

/**
 * As the page's user: searches `from` → `to` on `date` for one adult (reading `fareRules`, the
 * fare_rules fields the caller's `fits` needs) and puts the first flight with a fare that fits
 * in a cart for `passenger`. `wanted` names the fare in the failure message.
 */
async function flightCart<F extends SearchedFare>(
  call: Call,
  search: { from: string; to: string; date: string; fareRules: string },
  fits: (fare: F) => boolean,
  passenger: { first_name: string; last_name: string; date_of_birth: string },
  wanted: string,
): Promise<FlightCart<F>> {
  const flights = `query($input: SearchFlightsInput!) { search_flights(input: $input) {
    departure { entries { id code seat_classes { id price fare_rules { ${search.fareRules} } } } } } }`;
  const found = await call('flights', flights, {
    input: { from: search.from, to: search.to, depart: search.date, n_o_a: 1 },
  });
  const entries = found.search_flights.departure.entries as {
    id: string;
    code: string;
    seat_classes: F[];
  }[];
  const flight = entries.find((o) => o.seat_classes.some(fits));
  expect(flight, wanted).toBeDefined();
  const fare = flight!.seat_classes.find(fits)!;
  const cart = (
    await call('payments', FLIGHT_CART, {
      input: { flight: { departure: { id: flight!.id, seat_class_id: fare.id } } },
    })
  ).create_cart as { id: string; cart_token: string };
  const contact = `flight.${Date.now()}@mail.example`;
  await call('payments', DETAILS, {
    i: {
      payment_checkout_session_id: cart.id,
      contact_email: contact,
      contact_phone: '0901234567',
      passengers: [{ ...passenger, type: 'ADULT' }],
    },
  });
  return {
    cart: cart.id,
    cartToken: cart.cart_token,
    option: flight!.id,
    code: flight!.code,
    fare,
    contact,
  };
}

/** As flightCart, then paid from the wallet. */
export async function payFlightFromWallet<F extends SearchedFare>(
  call: Call,
  search: { from: string; to: string; date: string; fareRules: string },
  fits: (fare: F) => boolean,
  passenger: { first_name: string; last_name: string; date_of_birth: string },
  wanted: string,
): Promise<{ order: string; option: string; code: string; fare: F }> {
  const booked = await flightCart(call, search, fits, passenger, wanted);
  const paid = (await call('payments', PAY, { s: booked.cart })).pay_with_wallet as {
    id: string;
    status: string;
  };
  expect(paid.status).toBe('SUCCESSFUL');
  return { order: paid.id, option: booked.option, code: booked.code, fare: booked.fare };
}

/**
 * As flightCart, then paid on the VNPay sandbox's page; the page ends on the checkout's result
 * page for the flight ("Booking confirmed").
 */
export async function payFlightWithVnpay<F extends SearchedFare>(
  page: Page,
  call: Call,
  search: { from: string; to: string; date: string; fareRules: string },
  fits: (fare: F) => boolean,
  passenger: { first_name: string; last_name: string; date_of_birth: string },
  wanted: string,
): Promise<FlightCart<F>> {
  const booked = await flightCart(call, search, fits, passenger, wanted);
  const link = (
    await call('payments', VNPAY, {
      s: booked.cart,
      r: `/checkout/success-flight?cart=${encodeURIComponent(booked.cartToken)}`,
    })
  ).create_vnpay_payment.pay_link as string;
  await page.goto(link);
  await page.getByRole('button', { name: 'Pay (succeeds)' }).click();
  await expect(page).toHaveURL(/\/checkout\/success-flight\?cart=.*vnp_ResponseCode=00/);
  return booked;
}
