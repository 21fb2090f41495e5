/**
 * How a paid order becomes part of a trip (docs/trips.md "From bookings to trips"), called by
 * checkout inside the paying transaction after the order is SUCCESSFUL (and by the demo seed's
 * backfill). The order joins the traveller's trip of the same purpose and company that it is
 * connected to (rules.ts `joins`); else it starts a new trip. The traveller is locked first and
 * the link is keyed by the order, so the same order assigned twice, or two orders of one
 * traveller at once, give one link each.
 */
import type { Db } from '../../db/client.js';
import { addDays } from '../../../common/calendar.js';
import {
  airportCities,
  propertyCities,
  insertTrip,
  linkOrder,
  lockTraveller,
  ordersWithoutTrip,
  paidOrderFacts,
  tripOfOrder,
  tripsNear,
  widenTrip,
} from './repository.js';
import {
  JOIN_GAP_DAYS,
  addedPlaces,
  joins,
  orderSpan,
  purposeOf,
  type OrderPlaces,
  type OrderSpan,
} from './rules.js';

/** The order's airports and properties as city ids. */
async function placesOf(tx: Db, span: OrderSpan): Promise<OrderPlaces> {
  const codes = [...span.departureAirports, ...span.arrivalAirports];
  const airports = await airportCities(tx, codes);
  const city = (code: string | null) => (code ? (airports.get(code) ?? null) : null);
  const origin = city(span.originAirport);
  const unique = (list: (string | null)[]) =>
    [...new Set(list)].filter((c): c is string => Boolean(c));
  const stays = await propertyCities(tx, span.propertyIds);
  return {
    start: span.start,
    end: span.end,
    origin,
    departures: unique(span.departureAirports.map(city)),
    destinations: unique([...span.arrivalAirports.map(city), ...stays]).filter((c) => c !== origin),
  };
}

/** The trip the order is in (null: not a paid booking). */
export async function assignOrderToTrip(tx: Db, orderId: string): Promise<string | null> {
  const order = await paidOrderFacts(tx, orderId);
  if (!order || order.status !== 'SUCCESSFUL') return null;
  const span = orderSpan(order.items);
  if (!span) return null;
  await lockTraveller(tx, order.user_id);
  const already = await tripOfOrder(tx, order.id);
  if (already) return already;
  const places = await placesOf(tx, span);
  const purpose = purposeOf(order.corporate_id);
  const near = await tripsNear(
    tx,
    order.user_id,
    purpose,
    order.corporate_id,
    addDays(span.start, -JOIN_GAP_DAYS),
    addDays(span.end, JOIN_GAP_DAYS),
  );
  const into = near.find((trip) => joins(trip, places));
  let tripId: string;
  if (into) {
    tripId = into.id;
    await widenTrip(tx, tripId, {
      start: span.start,
      end: span.end,
      places: addedPlaces(into, places),
      costCenterId: order.cost_center_id,
    });
  } else {
    tripId = await insertTrip(tx, {
      user_id: order.user_id,
      corporate_id: order.corporate_id,
      purpose,
      start_date: span.start,
      end_date: span.end,
      origin: places.origin,
      places: places.destinations.length ? places.destinations : places.departures,
      cost_center_id: order.corporate_id ? order.cost_center_id : null,
    });
  }
  await linkOrder(tx, tripId, order.id, {
    start: span.start,
    end: span.end,
    places: places.destinations,
  });
  return tripId;
}

/** Every paid booking without a trip gets one, oldest first (the demo seed; safe to rerun). */
export async function assignUnassignedOrders(db: Db): Promise<number> {
  let assigned = 0;
  for (const id of await ordersWithoutTrip(db)) {
    await db.transaction(async (tx) => {
      if (await assignOrderToTrip(tx, id)) assigned += 1;
    });
  }
  return assigned;
}
