/**
 * search_flights: one-way or round trip. Offers come from every supplier; each option is the
 * flight in the asked cabin priced for the party at its cheapest fare that passes the fare
 * filters; flight filters, facets (before filters), sorting and paging happen here.
 */
import type { Db } from '../../../db/client.js';
import type { FlightOffer, FlightSupplier } from '../../../providers/inventory/types.js';
import { InputCheck, decodeCursor, inWindow, langOf, pageOf } from '../common.js';
import {
  CABINS,
  CLOSE_MINUTES,
  checkDate,
  checkParty,
  checkRoute,
  checkWindows,
  type Windows,
} from './checks.js';
import { presentOption, parseOptionId, type OptionOut, type Refs } from './present.js';
import { fareMatches, faresFor, type FareFilters, type Party } from './pricing.js';
import { offerRefs } from './reference-repository.js';
import type { SearchPolicy } from '../../policy/search-policy.js';
import { inPolicy, judgeOptions } from './policy.js';

/**
 * The largest page of each list: with each option's fares, rules and policy verdict, two lists
 * of 60 stay under the GraphQL cost limit (tests/server/graphql/cost.test.ts).
 */
export const MAX_FLIGHT_PAGE = 60;

export interface SearchFlightsInput {
  from: string;
  to: string;
  depart: string;
  return?: string | null;
  n_o_a?: number | null;
  n_o_c?: number | null;
  n_o_i?: number | null;
  seat_class?: string | null;
  airlines?: string[] | null;
  stops?: number[] | null;
  price_min?: number | null;
  price_max?: number | null;
  baggage_included?: boolean | null;
  refundable?: boolean | null;
  sort?: string | null;
  departure_flight_id?: string | null;
  after?: string | null;
  return_after?: string | null;
  limit?: number | null;
  /** Only options in the booking traveller's travel policy (policy.ts). */
  in_policy?: boolean | null;
  [window: string]: unknown;
}

/** Minimum time between landing and the return flight leaving. */
export const MIN_TURNAROUND_MINUTES = 120;

interface Filters extends FareFilters {
  airlines?: Set<string>;
  stops?: number[];
  priceMin?: number;
  priceMax?: number;
}

export async function searchFlights(
  db: Db,
  suppliers: FlightSupplier[],
  input: SearchFlightsInput,
  locale: string,
  now = new Date(),
  policy: SearchPolicy | null = null,
) {
  const check = new InputCheck();
  const party = checkParty(check, input);
  const cabin = (input.seat_class ?? 'ECONOMY') as (typeof CABINS)[number];
  const limit = check.int('limit', input.limit ?? 50, 1, MAX_FLIGHT_PAGE);
  const offset = decodeCursor(check, 'after', input.after);
  const returnOffset = decodeCursor(check, 'return_after', input.return_after);
  checkDate(check, 'depart', input.depart, now);
  if (input.return && input.return < input.depart) {
    check.fail('return', 'before_depart', 'return must be on or after depart.');
  }
  const out = checkWindows(check, '', input as Record<string, string>);
  const back = checkWindows(check, 'return_', input as Record<string, string>);
  const chosen = input.departure_flight_id ? parseOptionId(input.departure_flight_id) : null;
  if (input.departure_flight_id && !chosen) {
    check.fail('departure_flight_id', 'unknown', 'departure_flight_id is not a flight option id.');
  }
  const route = await checkRoute(db, check, input.from, input.to);
  check.done();

  const filters: Filters = {
    airlines: input.airlines?.length
      ? new Set(input.airlines.map((a) => a.toUpperCase()))
      : undefined,
    stops: input.stops?.length ? input.stops : undefined,
    priceMin: input.price_min ?? undefined,
    priceMax: input.price_max ?? undefined,
    baggageIncluded: input.baggage_included ?? undefined,
    refundable: input.refundable ?? undefined,
  };
  const notBefore = new Date(now.getTime() + CLOSE_MINUTES * 60_000);
  const gather = async (origins: string[], destinations: string[], date: string) =>
    (
      await Promise.all(
        suppliers.map((s) => s.searchFlights({ origins, destinations, date, cabin, notBefore })),
      )
    ).flat();

  const departOffers = await gather(route.origins, route.destinations, input.depart);
  const returnOffers = input.return
    ? await gather(route.destinations, route.origins, input.return)
    : [];
  const refs = {
    ...(await offerRefs(db, [...departOffers, ...returnOffers])),
    lang: langOf(locale),
  };

  const departAll = priced(departOffers, party, filters, refs);
  judgeOptions(departAll, policy, { roundTrip: Boolean(input.return) });
  const onlyInPolicy = (list: OptionOut[]) => (input.in_policy ? list.filter(inPolicy) : list);
  const departList = onlyInPolicy(applyFilters(departAll, filters, out));
  const sort = input.sort ?? 'PRICE';
  const result = {
    departure: pageOf(sorted(departList, sort), offset, limit),
    return: null as ReturnType<typeof pageOf<OptionOut>> | null,
    facets: facets(departAll, refs.lang),
    return_facets: null as ReturnType<typeof facets> | null,
    n_o_a: party.adults,
    n_o_c: party.children,
    n_o_i: party.infants,
    seat_class: cabin,
  };
  if (!input.return) return result;

  // Pairing: the return leaves at least MIN_TURNAROUND after the departure lands.
  const picked = chosen ? departAll.find((o) => o.id === input.departure_flight_id) : undefined;
  const earliestLanding = picked
    ? picked.arrivesAt
    : departList.reduce<Date | null>(
        (min, o) => (!min || o.arrivesAt < min ? o.arrivesAt : min),
        null,
      );
  const returnAll = priced(returnOffers, party, filters, refs).filter(
    (o) =>
      earliestLanding !== null &&
      o.departsAt.getTime() >= earliestLanding.getTime() + MIN_TURNAROUND_MINUTES * 60_000,
  );
  judgeOptions(returnAll, policy, { roundTrip: true, departure: picked });
  const returnList = onlyInPolicy(applyFilters(returnAll, filters, back));
  if (picked) for (const o of returnList) o.round_trip_price = picked.price + o.price;
  result.return = pageOf(sorted(returnList, sort), returnOffset, limit);
  result.return_facets = facets(returnAll, refs.lang);
  return result;
}

/** Options priced at their cheapest fare with seats that passes the fare filters. */
function priced(
  offers: FlightOffer[],
  party: Party,
  filters: FareFilters,
  refs: Refs,
): OptionOut[] {
  const out: OptionOut[] = [];
  for (const offer of offers) {
    const all = faresFor(offer.fares, party);
    const best = all.find((f) => fareMatches(f, filters)) ?? all[0];
    if (!best) continue;
    const option = presentOption(offer, best, all, party, refs);
    (option as OptionOut & { fareOk: boolean }).fareOk = fareMatches(best, filters);
    out.push(option);
  }
  return out;
}

function applyFilters(options: OptionOut[], f: Filters, w: Windows): OptionOut[] {
  return options.filter((o) => {
    if (!(o as OptionOut & { fareOk: boolean }).fareOk) return false;
    if (f.airlines && !f.airlines.has(o.airline.code)) return false;
    if (f.stops && !f.stops.some((s) => (s >= 2 ? o.stops >= 2 : o.stops === s))) return false;
    if (f.priceMin != null && o.price < f.priceMin) return false;
    if (f.priceMax != null && o.price > f.priceMax) return false;
    const dep =
      Number(o.departure.local_time.slice(11, 13)) * 60 +
      Number(o.departure.local_time.slice(14, 16));
    const arr =
      Number(o.arrival.local_time.slice(11, 13)) * 60 + Number(o.arrival.local_time.slice(14, 16));
    return inWindow(dep, w.departFrom, w.departTo) && inWindow(arr, w.arriveFrom, w.arriveTo);
  });
}

function sorted(options: OptionOut[], sort: string): OptionOut[] {
  const byDeparture = (a: OptionOut, b: OptionOut) => a.departsAt.getTime() - b.departsAt.getTime();
  const compare: Record<string, (a: OptionOut, b: OptionOut) => number> = {
    PRICE: (a, b) => a.price - b.price || byDeparture(a, b),
    DEPARTURE: (a, b) => byDeparture(a, b) || a.price - b.price,
    ARRIVAL: (a, b) => a.arrivesAt.getTime() - b.arrivesAt.getTime() || a.price - b.price,
    DURATION: (a, b) => a.duration_minutes - b.duration_minutes || a.price - b.price,
  };
  return [...options].sort(compare[sort] ?? compare.PRICE);
}

/** Counts and cheapest price per airline and per stop count, before the filters. */
function facets(options: OptionOut[], lang: Refs['lang']) {
  const airlines = new Map<
    string,
    { value: string; label: string; count: number; min_price: number }
  >();
  const stops = new Map<
    string,
    { value: string; label: string; count: number; min_price: number }
  >();
  const cheapest = (o: OptionOut) => Math.min(...o.seat_classes.map((s) => s.price));
  for (const o of options) {
    const price = cheapest(o);
    const a = airlines.get(o.airline.code) ?? {
      value: o.airline.code,
      label: o.airline.name,
      count: 0,
      min_price: price,
    };
    a.count++;
    a.min_price = Math.min(a.min_price, price);
    airlines.set(o.airline.code, a);
    const key = String(Math.min(o.stops, 2));
    const s = stops.get(key) ?? {
      value: key,
      label: stopLabel(key, lang),
      count: 0,
      min_price: price,
    };
    s.count++;
    s.min_price = Math.min(s.min_price, price);
    stops.set(key, s);
  }
  const prices = options.map(cheapest);
  return {
    airlines: [...airlines.values()].sort((x, y) => x.min_price - y.min_price),
    stops: [...stops.values()].sort((x, y) => Number(x.value) - Number(y.value)),
    price_min: prices.length ? Math.min(...prices) : null,
    price_max: prices.length ? Math.max(...prices) : null,
    currency: 'VND',
  };
}

function stopLabel(stops: string, lang: Refs['lang']): string {
  if (stops === '0') return lang === 'en' ? 'Direct' : 'Bay thẳng';
  if (stops === '1') return lang === 'en' ? '1 stop' : '1 điểm dừng';
  return lang === 'en' ? '2+ stops' : '2+ điểm dừng';
}
