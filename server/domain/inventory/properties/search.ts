/**
 * search_properties: where (place, bounds or point), when and who. Suppliers return properties
 * with room types free every night for the party; here every rate plan is priced for the stay
 * (pricing.ts), the cheapest rate that passes the rate filters becomes stay_price, then the
 * property filters, facets (before filters), sorting and paging apply. The page's photos come
 * from the suppliers' summaries; ids are qualified by supplier (ids.ts).
 */
import type { Db } from '../../../db/client.js';
import type { StayArea, StayCandidate, StaySupplier } from '../../../providers/inventory/types.js';
import type { SearchPolicy } from '../../policy/search-policy.js';
import { inPolicy, judgeRate } from './policy.js';
import { InputCheck, decodeCursor, langOf, pageOf, pick, type Lang } from '../common.js';
import { dateIn } from '../../../../common/calendar.js';
import { distanceKm } from '../geo.js';
import { placeRow } from '../places/repository.js';
import { favouriteFlags } from './favourites-repository.js';
import { propertyKey, summariesByKey } from './ids.js';
import { presentProperty } from './present.js';
import { facetsOf, sortProperties } from './rank.js';
import { priceRate, type Stay } from './pricing.js';
import { namesOf } from './repository.js';
import { checkStayDates, checkStayParty, type StayInput } from './stay-input.js';

export interface SearchPropertiesInput extends StayInput {
  /** Only properties whose cheapest rate is in the traveller's travel policy (policy.ts). */
  in_policy?: boolean | null;
  place_id?: string | null;
  bounds?: { northeast: LatLng; southwest: LatLng } | null;
  near?: { latitude: number; longitude: number; radius_km?: number | null } | null;
  check_in: string;
  check_out: string;
  price_min?: number | null;
  price_max?: number | null;
  stars?: number[] | null;
  types?: string[] | null;
  amenities?: string[] | null;
  free_cancellation?: boolean | null;
  breakfast_included?: boolean | null;
  min_rating?: number | null;
  sort?: string | null;
  after?: string | null;
  limit?: number | null;
}

interface LatLng {
  latitude: number;
  longitude: number;
}

/** Radius around an airport or a property given as the place. */
const AIRPORT_RADIUS_KM = 10;
const PROPERTY_RADIUS_KM = 5;

async function resolveArea(db: Db, check: InputCheck, input: SearchPropertiesInput) {
  const given = [input.place_id, input.bounds, input.near].filter((v) => v != null).length;
  if (given !== 1) {
    check.fail('place_id', 'one_of', 'Give exactly one of place_id, bounds and near.');
    return null;
  }
  if (input.bounds) {
    const { northeast: ne, southwest: sw } = input.bounds;
    if (ne.latitude < sw.latitude)
      check.fail('bounds', 'order', 'northeast must be north of southwest.');
    const area: StayArea = {
      kind: 'box',
      north: ne.latitude,
      south: sw.latitude,
      east: ne.longitude,
      west: sw.longitude,
    };
    return {
      area,
      center: {
        latitude: (ne.latitude + sw.latitude) / 2,
        longitude: (ne.longitude + sw.longitude) / 2,
      },
    };
  }
  if (input.near) {
    const radiusKm = input.near.radius_km ?? 5;
    if (!(radiusKm >= 0.1 && radiusKm <= 100))
      check.fail('near.radius_km', 'range', 'radius_km must be 0.1-100.');
    const center = { latitude: input.near.latitude, longitude: input.near.longitude };
    return { area: { kind: 'circle', ...center, radiusKm } as StayArea, center };
  }
  const place = await placeRow(db, { id: input.place_id! });
  if (!place) {
    check.fail('place_id', 'unknown', 'Unknown place_id.');
    return null;
  }
  const center = { latitude: Number(place.latitude), longitude: Number(place.longitude) };
  const area: StayArea =
    place.type === 'CITY'
      ? { kind: 'city', id: place.city_id }
      : place.type === 'AREA'
        ? { kind: 'area', id: place.id.slice('area:'.length) }
        : {
            kind: 'circle',
            ...center,
            radiusKm: place.type === 'AIRPORT' ? AIRPORT_RADIUS_KM : PROPERTY_RADIUS_KM,
          };
  return { area, center };
}

export async function searchProperties(
  db: Db,
  suppliers: StaySupplier[],
  input: SearchPropertiesInput,
  locale: string,
  userId: string | null,
  now = new Date(),
  policy: SearchPolicy | null = null,
) {
  const check = new InputCheck();
  const party = checkStayParty(check, input);
  const nights = checkStayDates(check, input.check_in, input.check_out, now);
  const limit = check.int('limit', input.limit ?? 20, 1, 100);
  const offset = decodeCursor(check, 'after', input.after);
  const where = await resolveArea(db, check, input);
  check.done();
  const lang = langOf(locale);
  const candidates = (
    await Promise.all(
      suppliers.map((s) =>
        s.searchStays({
          area: where!.area,
          checkIn: input.check_in,
          checkOut: input.check_out,
          nights,
          rooms: party.rooms,
          perRoom: party.perRoom,
        }),
      ),
    )
  ).flat();
  const names = await namesOf(db);
  // "Today" in each property's time zone, once per zone for the whole search.
  const todays = new Map<string, string>();
  const todayIn = (timezone: string) => {
    let today = todays.get(timezone);
    if (today === undefined) todays.set(timezone, (today = dateIn(now, timezone)));
    return today;
  };
  const priced = candidates
    .map((c) => ({
      c,
      best: cheapestRate(c, input, party, nights, now, todayIn(c.property.timezone)),
      distance: distanceKm(
        where!.center.latitude,
        where!.center.longitude,
        c.property.latitude,
        c.property.longitude,
      ),
    }))
    .filter((x) => x.best.any !== null);
  const facets = facetsOf(
    priced.map((x) => ({ c: x.c, price: x.best.any!.price_per_night })),
    names,
    lang,
  );
  const judge = (x: (typeof priced)[number]) =>
    x.best.match ? judgeRate(policy, x.c.property, x.best.match, input.check_in) : null;
  // Every candidate is judged only to filter by the verdict; otherwise only the page's.
  const kept = priced.filter(
    (x) =>
      x.best.match &&
      passes(x.c, x.best.match.price_per_night, input) &&
      (!input.in_policy || inPolicy(judge(x))),
  );
  const sortedList = sortProperties(kept, input.sort ?? 'RECOMMENDED');
  const page = pageOf(sortedList, offset, limit);
  const keys = page.entries.map((x) => propertyKey(x.c.supplier, x.c.property.id));
  const [summaries, favourites] = await Promise.all([
    summariesByKey(suppliers, keys),
    userId ? favouriteFlags(db, userId, keys) : null,
  ]);
  return {
    entries: page.entries.map((x, i) => {
      const p = presentProperty(
        x.c.supplier,
        x.c.property,
        names,
        summaries.get(keys[i])?.photos ?? [],
        lang,
      );
      p.distance_km = Math.round(x.distance * 100) / 100;
      p.stay_price = { ...x.best.match!.localize(lang), policy: judge(x) };
      p.is_favourite = favourites ? favourites.has(p.id) : null;
      return p;
    }),
    metadata: page.metadata,
    facets,
    center: where!.center,
    nights,
  };
}

type Party = ReturnType<typeof checkStayParty>;

/** The cheapest rate overall (`any`, for facets) and the cheapest passing the rate filters. */
function cheapestRate(
  c: StayCandidate,
  input: SearchPropertiesInput,
  party: Party,
  nights: number,
  now: Date,
  today: string,
) {
  const p = c.property;
  const stay: Stay = {
    checkIn: input.check_in,
    checkOut: input.check_out,
    nights,
    rooms: party.rooms,
    children: party.children,
    today,
    now,
    timezone: p.timezone,
    checkInTime: p.check_in_time,
  };
  let any: ReturnType<typeof summary> | null = null;
  let match: ReturnType<typeof summary> | null = null;
  for (const room of c.rooms) {
    for (const plan of c.plans) {
      const price = priceRate(
        room.total,
        room.room_type_id,
        plan,
        c.promotions,
        c.surcharges,
        stay,
      );
      const s = summary(price, room, plan, party.rooms, nights);
      if (!any || s.price < any.price) any = s;
      const ok =
        (!input.free_cancellation || price.free_cancellation) &&
        (!input.breakfast_included || plan.breakfast_included);
      if (ok && (!match || s.price < match.price)) match = s;
    }
  }
  return { any, match };
}

function summary(
  price: ReturnType<typeof priceRate>,
  room: StayCandidate['rooms'][number],
  plan: StayCandidate['plans'][number],
  rooms: number,
  nights: number,
) {
  return {
    price: price.price,
    original_price: price.original_price,
    price_per_night: price.price_per_night,
    currency: 'VND',
    nights,
    rooms,
    room_type_id: room.room_type_id,
    room_type_name_vi: room.name_vi,
    room_type_name_en: room.name_en,
    room_type_name: room.name_vi,
    rate_plan_id: plan.id,
    rate_plan_name_vi: plan.name_vi,
    rate_plan_name_en: plan.name_en,
    rate_plan_name: plan.name_vi,
    localize(lang: Lang) {
      this.room_type_name = pick(lang, this.room_type_name_vi, this.room_type_name_en)!;
      this.rate_plan_name = pick(lang, this.rate_plan_name_vi, this.rate_plan_name_en)!;
      return this;
    },
    breakfast_included: plan.breakfast_included,
    free_cancellation: price.free_cancellation,
    rooms_left: room.rooms_left,
  };
}

function passes(c: StayCandidate, perNight: number, input: SearchPropertiesInput): boolean {
  const p = c.property;
  if (input.price_min != null && perNight < input.price_min) return false;
  if (input.price_max != null && perNight > input.price_max) return false;
  if (input.stars?.length && !input.stars.includes(Math.floor(p.star_rating))) return false;
  if (input.types?.length && !p.type_codes.some((t) => input.types!.includes(t))) return false;
  if (input.amenities?.length && !input.amenities.every((a) => p.amenity_codes.includes(a)))
    return false;
  if (input.min_rating != null && (p.rating ?? 0) < input.min_rating) return false;
  return true;
}
