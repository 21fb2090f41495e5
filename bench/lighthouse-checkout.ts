// Lighthouse mobile performance of `/checkout/flight` and `/checkout/hotel` as a signed-in
// traveller sees them: a real held cart (a fare from search_flights, a rate from property), the
// session cookie set before each run. The page reads the cart the link names, so each run
// measures the same checkout rather than holding a new seat.
// Standalone, against a started server with the demo data:
//   npx tsx bench/lighthouse-checkout.ts http://127.0.0.1:3000
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { DEMO_PASSWORD } from '../server/db/demo/accounts';
import { vietnamDate } from '../tests/e2e/search/dates';

/** The demo traveller (server/db/demo). */
const TRAVELLER = 'traveller@mail.example';

/** A demo account's access token (the traveller's unless another is named). */
export async function signIn(baseUrl: string, email = TRAVELLER): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/user/session/new`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: createHash('md5').update(DEMO_PASSWORD).digest('hex'),
    }),
  });
  const body = (await response.json()) as { data?: { access_token?: string } };
  if (!body.data?.access_token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.data.access_token;
}

async function graphql<T>(
  baseUrl: string,
  token: string,
  service: string,
  query: string,
  variables: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql/${service}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`${service}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const SEARCH = `query($input: SearchFlightsInput!) { search_flights(input: $input) {
  departure { entries { id seat_classes { id } } } } }`;
const PROPERTY = `query($input: PropertyInput!) { property(input: $input) { id room_types { rates { id } } } }`;
const CART = `mutation($input: CreateCartInput!) { create_cart(input: $input) { cart_token } }`;

/** Checkout paths (with their cart) for a HAN → SGN fare and a Đà Nẵng room. */
export async function checkoutPaths(baseUrl: string, propertyId: string) {
  const token = await signIn(baseUrl);
  const depart = vietnamDate(20);
  const flights = await graphql<{
    search_flights: { departure: { entries: { id: string; seat_classes: { id: string }[] }[] } };
  }>(baseUrl, token, 'flights', SEARCH, { input: { from: 'HAN', to: 'SGN', depart } });
  const option = flights.search_flights.departure.entries.find((e) => e.seat_classes.length);
  if (!option) throw new Error('no HAN → SGN fare to check out');
  const flightCart = await graphql<{ create_cart: { cart_token: string } }>(
    baseUrl,
    token,
    'payments',
    CART,
    {
      input: {
        flight: { departure: { id: option.id, seat_class_id: option.seat_classes[0].id } },
      },
    },
  );
  const stay = { check_in: vietnamDate(21), check_out: vietnamDate(23) };
  const property = await graphql<{
    property: { id: string; room_types: { rates: { id: string }[] }[] };
  }>(baseUrl, token, 'property', PROPERTY, { input: { id: propertyId, ...stay, n_o_a: 2 } });
  const rate = property.property.room_types.flatMap((r) => r.rates)[0];
  if (!rate) throw new Error(`no rate at ${propertyId} to check out`);
  const hotelCart = await graphql<{ create_cart: { cart_token: string } }>(
    baseUrl,
    token,
    'payments',
    CART,
    { input: { hotel: { property_id: propertyId, rate_id: rate.id, n_o_a: 2 } } },
  );
  const flightParams = new URLSearchParams({
    from: 'HAN',
    to: 'SGN',
    depart,
    n_o_a: '1',
    departure_flight: option.id,
    departure_seat: option.seat_classes[0].id,
    cart: flightCart.create_cart.cart_token,
  });
  const hotelParams = new URLSearchParams({
    property: propertyId,
    rate: rate.id,
    depart: stay.check_in,
    return: stay.check_out,
    n_o_a: '2',
    cart: hotelCart.create_cart.cart_token,
  });
  return {
    token,
    paths: [`/checkout/flight?${flightParams}`, `/checkout/hotel?${hotelParams}`],
  };
}

/** The first Đà Nẵng property the search lists. */
export async function firstPropertyId(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/graphql/property`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query($input: SearchPropertiesInput!) { search_properties(input: $input) { entries { id } } }`,
      variables: {
        input: { place_id: 'city:da-nang', check_in: vietnamDate(21), check_out: vietnamDate(23) },
      },
    }),
  });
  const body = (await response.json()) as {
    data?: { search_properties: { entries: { id: string }[] } };
    errors?: unknown;
  };
  const id = body.data?.search_properties.entries[0]?.id;
  if (!id) throw new Error(`no Đà Nẵng property: ${JSON.stringify(body.errors)}`);
  return id;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { measureLighthouse } = await import('./lighthouse');
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
  const { token, paths } = await checkoutPaths(baseUrl, await firstPropertyId(baseUrl));
  console.log(JSON.stringify(await measureLighthouse(baseUrl, paths, undefined, token), null, 2));
}
