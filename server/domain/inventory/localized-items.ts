/**
 * A booking keeps the names it was made with (the language of the browser that booked); whoever
 * reads it later reads place, room and rate names in their own language (issue 23: a round trip
 * booked in English showed "Hanoi → Ho Chi Minh City" in the Vietnamese bookings list and
 * e-mail). The names are read again from the inventory by the codes and ids the booking kept,
 * for a whole page of items at once; anything not found keeps its stored name. Airlines have one
 * name in every language.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { airports, cities, ratePlans, roomTypes } from '../../db/schema.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = (v: unknown) => (typeof v === 'string' && UUID.test(v) ? v : null);

interface Item {
  product: unknown;
  metadata: unknown;
}

const legsOf = (product: Json) =>
  [product.departure_flight, product.return_flight].filter(
    (leg): leg is Json => Boolean(leg) && typeof leg === 'object',
  );

/** The items with their product's names in `lang` (copies; the stored rows are untouched). */
export async function localizeItems<T extends Item>(
  db: Db,
  items: readonly T[],
  lang: string,
): Promise<T[]> {
  const en = lang.startsWith('en');
  const products = items.map((i) => (i.product ?? {}) as Json);
  const metas = items.map((i) => (i.metadata ?? {}) as Json);
  const codes = [
    ...new Set(
      products
        .flatMap(legsOf)
        .flatMap((leg) => [leg.departure?.code, leg.arrival?.code])
        .filter((c): c is string => typeof c === 'string' && c.length > 0),
    ),
  ];
  const roomIds = [...new Set(metas.map((m) => uuid(m.room_type_id)).filter(Boolean))] as string[];
  const planIds = [...new Set(metas.map((m) => uuid(m.rate_plan_id)).filter(Boolean))] as string[];
  const [places, rooms, plans] = await Promise.all([
    codes.length
      ? db
          .select({
            code: airports.code,
            airport_vi: airports.name_vi,
            airport_en: airports.name_en,
            city_vi: cities.name_vi,
            city_en: cities.name_en,
          })
          .from(airports)
          .innerJoin(cities, eq(cities.id, airports.city_id))
          .where(inArray(airports.code, codes))
      : [],
    roomIds.length
      ? db
          .select({ id: roomTypes.id, vi: roomTypes.name_vi, en: roomTypes.name_en })
          .from(roomTypes)
          .where(inArray(roomTypes.id, roomIds))
      : [],
    planIds.length
      ? db
          .select({ id: ratePlans.id, vi: ratePlans.name_vi, en: ratePlans.name_en })
          .from(ratePlans)
          .where(inArray(ratePlans.id, planIds))
      : [],
  ]);
  const place = new Map(places.map((p) => [p.code.trim(), p]));
  const name = (rows: { id: string; vi: string; en: string }[]) =>
    new Map(rows.map((r) => [r.id, en ? r.en : r.vi]));
  const room = name(rooms);
  const plan = name(plans);

  const point = (p: Json | undefined) => {
    const known = p && place.get(String(p.code ?? '').trim());
    if (!p || !known) return p;
    return {
      ...p,
      city_name: en ? known.city_en : known.city_vi,
      ...('airport_name' in p ? { airport_name: en ? known.airport_en : known.airport_vi } : {}),
    };
  };
  const leg = (l: Json | null | undefined) =>
    l && typeof l === 'object'
      ? { ...l, departure: point(l.departure), arrival: point(l.arrival) }
      : l;

  return items.map((item, index) => {
    const product = products[index];
    const meta = metas[index];
    if (product.departure_flight || product.return_flight) {
      return {
        ...item,
        product: {
          ...product,
          departure_flight: leg(product.departure_flight),
          return_flight: leg(product.return_flight),
        },
      };
    }
    const roomName = room.get(uuid(meta.room_type_id) ?? '');
    const planName = plan.get(uuid(meta.rate_plan_id) ?? '');
    if (!roomName && !planName) return item;
    return {
      ...item,
      product: {
        ...product,
        name: roomName ?? product.name,
        room_stayings: Array.isArray(product.room_stayings)
          ? product.room_stayings.map((night: Json) =>
              planName && night?.rate_plan
                ? { ...night, rate_plan: { ...night.rate_plan, name: planName } }
                : night,
            )
          : product.room_stayings,
      },
    };
  });
}
