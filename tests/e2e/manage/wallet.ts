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

const FLIGHT_CART = `mutation($input: CreateCartInput!) { create_cart(input: $input) { id } }`;
const DETAILS = `mutation($i: UpdateBookingDetailsInput!) { update_booking_details(input: $i) { id } }`;
const PAY = `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { id status } }`;

export interface SearchedFare {
  id: string;
  price: number;
}

/**
 * As the page's user: searches `from` → `to` on `date` for one adult (reading `fareRules`, the
 * fare_rules fields the caller's `fits` needs), books the first flight with a fare that fits for
 * `passenger`, and pays it from the wallet. `wanted` names the fare in the failure message.
 */
export async function payFlightFromWallet<F extends SearchedFare>(
  call: Call,
  search: { from: string; to: string; date: string; fareRules: string },
  fits: (fare: F) => boolean,
  passenger: { first_name: string; last_name: string; date_of_birth: string },
  wanted: string,
): Promise<{ order: string; option: string; code: string; fare: F }> {
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
  ).create_cart as { id: string };
  await call('payments', DETAILS, {
    i: {
      payment_checkout_session_id: cart.id,
      contact_email: `flight.${Date.now()}@mail.example`,
      contact_phone: '0901234567',
      passengers: [{ ...passenger, type: 'ADULT' }],
    },
  });
  const paid = (await call('payments', PAY, { s: cart.id })).pay_with_wallet as {
    id: string;
    status: string;
  };
  expect(paid.status).toBe('SUCCESSFUL');
  return { order: paid.id, option: flight!.id, code: flight!.code, fare };
}
