/** The real app with a movable clock, a small inventory and signed-in travellers. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/client';
import { shoppingItems } from '../../../server/db/schema';
import { call, TestClock, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { userIdOf } from '../support/corporate-builders';
import {
  buildFlight,
  buildHotel,
  buildHotelReference,
  buildPlaces,
  inDays,
} from '../support/inventory-builders';

export interface Traveller {
  id: string;
  token: string;
}

export interface CheckoutWorld {
  users: Record<string, Traveller>;
  /** HAN → SGN in 10 days: VN-ECO_LITE with `seats` seats, 1,200,000 + 150,000 per adult. */
  flight: { optionId: string; seatClassId: string; instanceId: string };
  /** The return, SGN → HAN 3 days later. */
  back: { optionId: string; seatClassId: string; instanceId: string };
  hotel: { id: string; roomTypeId: string; planId: string; rateId: string; checkIn: string };
}

export function useCheckoutApp(
  env: Record<string, string>,
  spec: { seats: number; rooms: number; people: string[] },
) {
  const world = {} as CheckoutWorld;
  const t = useAccountsApp(
    // The tests sweep themselves, at the instants they choose.
    {
      ACCESS_TOKEN_TTL_SECONDS: '86400',
      CHECKOUT_SWEEP_SECONDS: '0',
      CHECKOUT_RECONCILE_SECONDS: '0',
      ...env,
    },
    async (app) => {
      app.clock.advance((Date.now() - app.clock.now().getTime()) / 1000);
      const db = app.database.db;
      await buildPlaces(db);
      await buildHotelReference(db);
      const date = inDays(10);
      const fare = { plan: 'VN-ECO_LITE', adult: [1_200_000, 150_000] as [number, number] };
      const out = await buildFlight(db, {
        code: 'VN213',
        from: 'HAN',
        to: 'SGN',
        date,
        depart: '08:00',
        minutes: 130,
        fares: [{ ...fare, seats: spec.seats, child: [900_000, 150_000] }],
      });
      const back = await buildFlight(db, {
        code: 'VN214',
        from: 'SGN',
        to: 'HAN',
        date: inDays(13),
        depart: '18:00',
        minutes: 130,
        fares: [{ ...fare, seats: spec.seats }],
      });
      world.flight = {
        optionId: `local:${out}:ECONOMY`,
        seatClassId: `local:${out}:VN-ECO_LITE`,
        instanceId: out,
      };
      world.back = {
        optionId: `local:${back}:ECONOMY`,
        seatClassId: `local:${back}:VN-ECO_LITE`,
        instanceId: back,
      };
      const hotel = await buildHotel(db, {
        name: 'Sea Breeze',
        rooms: [
          {
            name: 'Deluxe',
            night: (_d, i) => ({ price: 1_000_000 + i * 10_000, allotment: spec.rooms }),
          },
        ],
        plans: [{ name: 'Room only', factor: 1 }],
        surcharges: [{ kind: 'PER_STAY', amount: 100_000 }],
      });
      const checkIn = inDays(5);
      world.hotel = {
        id: hotel.id,
        roomTypeId: hotel.rooms[0],
        planId: hotel.plans[0],
        checkIn,
        rateId: `${hotel.rooms[0]}:${hotel.plans[0]}:${checkIn}:${inDays(7)}:1`,
      };
      world.users = {};
      for (const who of spec.people) {
        const email = `${who}@travel.example`;
        const { access_token } = await signInAs(app, { email });
        world.users[who] = { id: await userIdOf(db, email), token: access_token };
      }
    },
  );
  return { t, world };
}

/** POST to /graphql/payments as a traveller; returns the parsed body. */
export async function pay(
  app: FastifyInstance,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const r = await call(app, 'POST', '/graphql/payments', { body: { query, variables }, token });
  return r.body as { data: any; errors?: any[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export const SESSION_FIELDS = `id cart_token status price original_price duty_free_price tax_fee tax_rate
  service_fee service_fee_rate currency begin_at expired_at current_time is_corporate
  supported_payment_methods cash_back_rate cash_back { amount currency }
  surcharges { name amount currency }
  shopping_items { id price currency duty_free_price service_fee is_sold_out metadata
    product { __typename
      ... on FlightBooking { type price currency passengers { first_name }
        departure_flight { code price departure { code date } arrival { code }
          seat_class { plan type adult_fare { fare charge price } } }
        return_flight { code price } }
      ... on RoomType { id name property { id name address { raw_address } }
        room_stayings { available_at_date price currency rate_plan { name } } } } }`;

export const CREATE_CART = `mutation($input: CreateCartInput!) { create_cart(input: $input) { ${SESSION_FIELDS} } }`;

export const flightInput = (w: CheckoutWorld, extra: Record<string, unknown> = {}) => ({
  flight: { departure: { id: w.flight.optionId, seat_class_id: w.flight.seatClassId }, ...extra },
});

export const hotelInput = (w: CheckoutWorld, extra: Record<string, unknown> = {}) => ({
  hotel: { property_id: w.hotel.id, rate_id: w.hotel.rateId, n_o_a: 2, ...extra },
});

export { TestClock };

const UPDATE_DETAILS = `mutation($input: UpdateBookingDetailsInput!) {
  update_booking_details(input: $input) { id booking_note { email phone guest } } }`;

/** A date of birth `years` years (and 20 days) before today; ages count on the flight's day. */
const bornYearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years, d.getUTCMonth(), d.getUTCDate() - 20);
  return d.toISOString().slice(0, 10);
};

/**
 * Saves the booking details a payment needs (update_booking_details), as the checkout page
 * does: the contact, and one passenger per seat of a flight (its cart's party) or the lead
 * guest of a stay.
 */
export async function addDetails(
  t: { app: FastifyInstance; database: { db: Db } },
  token: string,
  sessionId: string,
) {
  const items = await t.database.db
    .select({ kind: shoppingItems.kind, metadata: shoppingItems.metadata })
    .from(shoppingItems)
    .where(eq(shoppingItems.payment_checkout_session_id, sessionId));
  const flight = items.find((i) => i.kind === 'FLIGHT_BOOKING');
  const party = (flight?.metadata as { party?: Record<string, number> } | undefined)?.party;
  const person = (type: string, i: number, years: number) => ({
    first_name: `Khach ${String.fromCharCode(65 + i)}`,
    last_name: 'Nguyen',
    date_of_birth: bornYearsAgo(years),
    type,
  });
  const passengers = flight
    ? [
        ...Array.from({ length: party?.n_o_a ?? 1 }, (_, i) => person('ADULT', i, 30)),
        ...Array.from({ length: party?.n_o_c ?? 0 }, (_, i) => person('CHILD', i, 7)),
        ...Array.from({ length: party?.n_o_i ?? 0 }, (_, i) => person('INFANT', i, 1)),
      ]
    : null;
  const r = await pay(t.app, token, UPDATE_DETAILS, {
    input: {
      payment_checkout_session_id: sessionId,
      contact_email: 'traveller@travel.example',
      contact_phone: '0912345678',
      passengers,
      guest: flight ? null : 'Nguyen Van A',
    },
  });
  if (r.errors) throw new Error(`update_booking_details: ${JSON.stringify(r.errors)}`);
  return r.data.update_booking_details as { id: string };
}
