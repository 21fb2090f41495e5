/**
 * Re-pricing a chosen fare or rate for a cart, through the same domain code the search and
 * detail pages use (so the cart's price is the price the traveller saw, or today's if it
 * changed). Each product comes back as a shopping item (the payments SDL's FlightBooking or
 * RoomType shape, stored as priced) and the inventory holds it needs.
 */
import type { Database } from '../../db/client.js';
import { flightSuppliers, staySuppliers } from '../../providers/inventory/index.js';
import type { InventoryHold } from '../../providers/inventory/types.js';
import { flightDetail } from '../inventory/flights/calendar.js';
import { CLOSE_MINUTES } from '../inventory/flights/checks.js';
import { parseOptionId } from '../inventory/flights/present.js';
import { seatsNeeded } from '../inventory/flights/pricing.js';
import { MIN_TURNAROUND_MINUTES } from '../inventory/flights/search.js';
import { propertyDetail } from '../inventory/properties/detail.js';
import { splitPropertyKey } from '../inventory/properties/ids.js';
import { InputCheck } from '../inventory/common.js';
import type { FlightCartInput, HotelCartInput } from './input.js';

export interface CartProduct {
  kind: 'FLIGHT_BOOKING' | 'ROOM_TYPE';
  supplier: string;
  price: number;
  original_price: number;
  currency: string;
  surcharges: { name: string; amount: number }[];
  product: Record<string, unknown>;
  metadata: Record<string, unknown>;
  holds: InventoryHold[];
}

const soldOut = (check: InputCheck, field: string, message: string) =>
  check.fail(field, 'sold_out', message);

type Option = NonNullable<Awaited<ReturnType<typeof flightDetail>>>;
type SeatClass = Option['seat_classes'][number];

/** The Flight shape of the payments SDL for one direction at its chosen fare. */
export function flightOf(option: Option, seat: SeatClass) {
  return {
    code: option.code,
    booking_code: null,
    airline: option.airline,
    flight_airline: option.flight_airline,
    departure: option.departure,
    arrival: option.arrival,
    transits: option.transits,
    price: seat.price,
    seat_class: {
      id: seat.id,
      plan: seat.plan,
      type: seat.type,
      benefit: seat.benefit,
      adult_fare: seat.adult_fare,
      child_fare: seat.child_fare,
      infant_fare: seat.infant_fare,
    },
  };
}

async function direction(
  database: Database,
  check: InputCheck,
  field: string,
  choice: { id: string; seat_class_id: string },
  party: { n_o_a: number; n_o_c: number; n_o_i: number },
  locale: string,
  now: Date,
) {
  const parsed = parseOptionId(choice.id);
  const option = parsed
    ? await flightDetail(
        database.db,
        flightSuppliers(database),
        { id: choice.id, ...party },
        locale,
        now,
      )
    : null;
  if (!parsed || !option) {
    check.fail(`${field}.id`, 'unknown', 'This flight is no longer offered.');
    return null;
  }
  if (option.departsAt.getTime() - now.getTime() < CLOSE_MINUTES * 60_000) {
    check.fail(
      `${field}.id`,
      'closed',
      `Booking closes ${CLOSE_MINUTES} minutes before departure.`,
    );
    return null;
  }
  const seat = option.seat_classes.find((s) => s.id === choice.seat_class_id);
  if (!seat) {
    soldOut(check, `${field}.seat_class_id`, 'This fare has no seats left for your party.');
    return null;
  }
  const planId = seat.id.slice(`${parsed.supplier}:${parsed.instanceId}:`.length);
  return { option, seat, supplier: parsed.supplier, instanceId: parsed.instanceId, planId };
}

export async function flightProduct(
  database: Database,
  input: FlightCartInput,
  locale: string,
  now: Date,
): Promise<CartProduct> {
  const check = new InputCheck();
  const party = { n_o_a: input.n_o_a, n_o_c: input.n_o_c, n_o_i: input.n_o_i };
  const out = await direction(
    database,
    check,
    'flight.departure',
    input.departure,
    party,
    locale,
    now,
  );
  const back = input.return
    ? await direction(database, check, 'flight.return', input.return, party, locale, now)
    : null;
  if (out && back) {
    const gap = back.option.departsAt.getTime() - out.option.arrivesAt.getTime();
    if (gap < MIN_TURNAROUND_MINUTES * 60_000) {
      check.fail(
        'flight.return.id',
        'turnaround',
        `The return flight must leave at least ${MIN_TURNAROUND_MINUTES / 60} hours after the outbound flight lands.`,
      );
    }
    if (back.supplier !== out.supplier) {
      check.fail('flight.return.id', 'supplier', 'Both flights must come from one supplier.');
    }
  }
  check.done();
  const legs = [out!, ...(back ? [back] : [])];
  const seats = seatsNeeded({ adults: input.n_o_a, children: input.n_o_c, infants: input.n_o_i });
  const price = legs.reduce((total, leg) => total + leg.seat.price, 0);
  return {
    kind: 'FLIGHT_BOOKING',
    supplier: out!.supplier,
    price,
    original_price: price,
    currency: out!.seat.currency,
    surcharges: [],
    product: {
      __typename: 'FlightBooking',
      contact_email: input.contact_email ?? null,
      contact_phone: input.contact_phone ?? null,
      currency: out!.seat.currency,
      price,
      type: back ? 'ROUND_TRIP' : 'ONE_WAY',
      departure_flight: flightOf(out!.option, out!.seat),
      return_flight: back ? flightOf(back.option, back.seat) : null,
      passengers: [],
    },
    metadata: {
      party: { n_o_a: input.n_o_a, n_o_c: input.n_o_c, n_o_i: input.n_o_i },
      departure: { id: input.departure.id, seat_class_id: input.departure.seat_class_id },
      return: input.return
        ? { id: input.return.id, seat_class_id: input.return.seat_class_id }
        : null,
    },
    holds: legs.map((leg) => ({
      kind: 'FLIGHT_SEATS' as const,
      resource_id: leg.instanceId,
      resource_key: leg.planId,
      quantity: seats,
    })),
  };
}

/** A rate id of the property page: `<room type>:<rate plan>:<check-in>:<check-out>:<rooms>`. */
const RATE_ID = /^([^:]{1,80}):([^:]{1,80}):(\d{4}-\d{2}-\d{2}):(\d{4}-\d{2}-\d{2}):([1-9])$/;

export async function hotelProduct(
  database: Database,
  input: HotelCartInput,
  locale: string,
  now: Date,
): Promise<CartProduct> {
  const check = new InputCheck();
  const m = RATE_ID.exec(input.rate_id);
  if (!m) {
    check.fail('hotel.rate_id', 'invalid_format', 'rate_id is not a rate of the property page.');
    check.done();
  }
  const [, roomTypeId, planId, checkIn, checkOut, rooms] = m!;
  const detail = await propertyDetail(
    database.db,
    staySuppliers(database),
    {
      id: input.property_id,
      check_in: checkIn,
      check_out: checkOut,
      n_o_a: input.n_o_a,
      n_o_c: input.n_o_c,
      rooms: Number(rooms),
    },
    locale,
    null,
    now,
  );
  if (!detail) {
    check.fail('hotel.property_id', 'unknown', 'This property is not offered.');
    check.done();
  }
  const room = detail!.room_types.find((r) => r.id === roomTypeId);
  const rate = room?.rates.find((r) => r.id === input.rate_id);
  if (!room) check.fail('hotel.rate_id', 'unknown', 'This room is not offered.');
  else if (!rate) {
    soldOut(check, 'hotel.rate_id', 'This room has no rooms left for these dates and guests.');
  }
  check.done();
  const supplier = splitPropertyKey(detail!.id).supplier;
  const nights = rate!.room_stayings;
  const perNightDiscount = rate!.percent_discount;
  return {
    kind: 'ROOM_TYPE',
    supplier,
    price: rate!.price,
    original_price: rate!.original_price,
    currency: rate!.currency,
    surcharges: rate!.surcharges.map((s) => ({ name: s.name, amount: s.amount })),
    product: {
      __typename: 'RoomType',
      id: room!.id,
      name: room!.name,
      rating: room!.rating,
      photos: room!.photos,
      property: {
        id: detail!.id,
        name: detail!.name,
        rating: detail!.rating,
        hotel_rank: detail!.hotel_rank,
        address: { raw_address: detail!.address.raw_address },
      },
      room_stayings: nights.map((n) => ({
        id: `${room!.id}:${n.available_at_date}`,
        price: n.price,
        converted_price: n.price,
        currency: n.currency,
        available_at: n.available_at,
        available_at_date: n.available_at_date,
        breakfast_price: null,
        extra_bed_price: null,
        maximum_person_free_meal: null,
        dining_support: rate!.rate_plan.breakfast_included ? 'BREAKFAST' : null,
        add_ons: [],
        rate_plan: { id: rate!.rate_plan.id, name: rate!.rate_plan.name },
        surcharges: [],
        promotions: perNightDiscount
          ? [{ amount_off: null, percent_off: perNightDiscount, converted_amount_off: null }]
          : [],
        vouchers: [],
        converted_discount_amount: null,
        percent_discount: perNightDiscount,
      })),
    },
    metadata: {
      property_id: detail!.id,
      // For the travel policy's hotel caps (server/domain/policy/offers.ts): the city and stars.
      city_id: detail!.city_id.replace(/^city:/, ''),
      star_rating: detail!.setting.star_rating,
      rate_id: input.rate_id,
      room_type_id: roomTypeId,
      rate_plan_id: planId,
      check_in: checkIn,
      check_out: checkOut,
      rooms: Number(rooms),
      party: { n_o_a: input.n_o_a, n_o_c: input.n_o_c },
      cancellation_policy: rate!.rate_plan.cancellation_policy,
      free_cancellation_until: rate!.rate_plan.free_cancellation_until,
    },
    holds: nights.map((n) => ({
      kind: 'ROOM_NIGHT' as const,
      resource_id: roomTypeId,
      resource_key: n.available_at_date,
      quantity: Number(rooms),
    })),
  };
}
