import type { FlightSort, SearchFlightsInput, SeatClassType } from '../../api/generated/flights';
import { addDays, dateWithin, isIsoDate, lastSearchDate } from '../search/dates';
import { toFlightParty, type FlightParty } from '../search/party';
import { TIME_WINDOW_KEYS, TIME_WINDOWS, type TimeWindowKey } from '../search/timeWindows';
import {
  readAmount,
  readChoice,
  readFlag,
  readIntList,
  readList,
  writeParam,
} from '../search/urlParams';

/**
 * /flight URL ⇄ search. Spec names where they exist (from, to, depart, return, n_o_a, n_o_c,
 * n_o_i, type = cabin); filters and sort have their own names (docs/search-ui.md).
 */
export const CABINS = ['economy', 'premium_economy', 'business', 'first'] as const;
export type Cabin = (typeof CABINS)[number];
export const FLIGHT_SORTS = ['price', 'departure', 'arrival', 'duration'] as const;
export type FlightSortKey = (typeof FLIGHT_SORTS)[number];
export const STOP_CHOICES = [0, 1, 2] as const;

export interface FlightCriteria {
  from: string;
  to: string;
  depart: string;
  /** Round trip when set. */
  return: string | null;
  party: FlightParty;
  cabin: Cabin;
}

export interface FlightFilters {
  airlines: string[];
  stops: number[];
  departWindow: TimeWindowKey | null;
  arriveWindow: TimeWindowKey | null;
  returnDepartWindow: TimeWindowKey | null;
  returnArriveWindow: TimeWindowKey | null;
  priceMin: number | null;
  priceMax: number | null;
  baggage: boolean;
  refundable: boolean;
  /** Only options in the booking traveller's travel policy (`in_policy=1`). */
  inPolicy: boolean;
}

export type FlightQueryProblem = 'missing' | 'samePlaces' | 'departDate' | 'returnDate';

export interface FlightQuery {
  criteria: FlightCriteria;
  filters: FlightFilters;
  sort: FlightSortKey;
  /** Round trip: the departure option chosen; the page then lists return flights. */
  outbound: string | null;
  /** …and the fare (seat class id) chosen for it. */
  outboundSeat: string | null;
  /** Why the criteria cannot be searched; null when they can. */
  problem: FlightQueryProblem | null;
}

export const NO_FLIGHT_FILTERS: FlightFilters = {
  airlines: [],
  stops: [],
  departWindow: null,
  arriveWindow: null,
  returnDepartWindow: null,
  returnArriveWindow: null,
  priceMin: null,
  priceMax: null,
  baggage: false,
  refundable: false,
  inPolicy: false,
};

const CODE = /^[A-Z0-9]{3}$/;
const readCode = (params: URLSearchParams, key: string) => {
  const value = params.get(key)?.trim().toUpperCase() ?? '';
  return CODE.test(value) ? value : '';
};

export function parseFlightQuery(params: URLSearchParams, today: string): FlightQuery {
  const from = readCode(params, 'from');
  const to = readCode(params, 'to');
  const last = lastSearchDate(today);
  const depart = dateWithin(params.get('depart'), today, last);
  const rawReturn = params.get('return');
  const ret = depart ? dateWithin(rawReturn, depart, last) : null;
  const criteria: FlightCriteria = {
    from,
    to,
    depart: depart ?? (isIsoDate(params.get('depart')) ? params.get('depart')! : today),
    return: ret ?? (rawReturn && isIsoDate(rawReturn) ? rawReturn : null),
    party: toFlightParty({
      adults: params.get('n_o_a') ?? undefined,
      children: params.get('n_o_c') ?? undefined,
      infants: params.get('n_o_i') ?? undefined,
    }),
    cabin: readChoice(params, 'type', CABINS) ?? 'economy',
  };
  let problem: FlightQueryProblem | null = null;
  if (!from || !to) problem = 'missing';
  else if (from === to) problem = 'samePlaces';
  else if (!depart) problem = 'departDate';
  else if (rawReturn && !ret) problem = 'returnDate';

  const filters: FlightFilters = {
    airlines: readList(params, 'airlines').map((c) => c.toUpperCase()),
    stops: readIntList(params, 'stops', STOP_CHOICES),
    departWindow: readChoice(params, 'dep', TIME_WINDOW_KEYS),
    arriveWindow: readChoice(params, 'arr', TIME_WINDOW_KEYS),
    returnDepartWindow: readChoice(params, 'ret_dep', TIME_WINDOW_KEYS),
    returnArriveWindow: readChoice(params, 'ret_arr', TIME_WINDOW_KEYS),
    priceMin: readAmount(params, 'price_min'),
    priceMax: readAmount(params, 'price_max'),
    baggage: readFlag(params, 'baggage'),
    refundable: readFlag(params, 'refundable'),
    inPolicy: readFlag(params, 'in_policy'),
  };
  return {
    criteria,
    filters,
    sort: readChoice(params, 'sort', FLIGHT_SORTS) ?? 'price',
    outbound: criteria.return ? params.get('outbound') || null : null,
    outboundSeat: criteria.return ? params.get('outbound_seat') || null : null,
    problem,
  };
}

export function flightSearchParams(query: Omit<FlightQuery, 'problem'>): URLSearchParams {
  const { criteria: c, filters: f } = query;
  const params = new URLSearchParams();
  writeParam(params, 'from', c.from);
  writeParam(params, 'to', c.to);
  writeParam(params, 'depart', c.depart);
  writeParam(params, 'return', c.return);
  params.set('n_o_a', String(c.party.adults));
  params.set('n_o_c', String(c.party.children));
  params.set('n_o_i', String(c.party.infants));
  writeParam(params, 'type', c.cabin, 'economy');
  writeParam(params, 'airlines', f.airlines);
  writeParam(params, 'stops', f.stops);
  writeParam(params, 'dep', f.departWindow);
  writeParam(params, 'arr', f.arriveWindow);
  writeParam(params, 'ret_dep', f.returnDepartWindow);
  writeParam(params, 'ret_arr', f.returnArriveWindow);
  writeParam(params, 'price_min', f.priceMin);
  writeParam(params, 'price_max', f.priceMax);
  writeParam(params, 'baggage', f.baggage);
  writeParam(params, 'refundable', f.refundable);
  writeParam(params, 'in_policy', f.inPolicy);
  writeParam(params, 'sort', query.sort, 'price');
  writeParam(params, 'outbound', c.return ? query.outbound : null);
  writeParam(params, 'outbound_seat', c.return && query.outbound ? query.outboundSeat : null);
  return params;
}

const window = (key: TimeWindowKey | null) => (key ? TIME_WINDOWS[key] : null);

/** The search_flights input for a query without problems. */
export function toSearchFlightsInput(query: FlightQuery, limit = 50): SearchFlightsInput {
  const { criteria: c, filters: f } = query;
  const dep = window(f.departWindow);
  const arr = window(f.arriveWindow);
  const retDep = window(f.returnDepartWindow);
  const retArr = window(f.returnArriveWindow);
  return {
    from: c.from,
    to: c.to,
    depart: c.depart,
    return: c.return,
    n_o_a: c.party.adults,
    n_o_c: c.party.children,
    n_o_i: c.party.infants,
    seat_class: c.cabin.toUpperCase() as SeatClassType,
    airlines: f.airlines.length ? f.airlines : null,
    stops: f.stops.length ? f.stops : null,
    depart_time_from: dep?.from ?? null,
    depart_time_to: dep?.to ?? null,
    arrive_time_from: arr?.from ?? null,
    arrive_time_to: arr?.to ?? null,
    return_depart_time_from: retDep?.from ?? null,
    return_depart_time_to: retDep?.to ?? null,
    return_arrive_time_from: retArr?.from ?? null,
    return_arrive_time_to: retArr?.to ?? null,
    price_min: f.priceMin,
    price_max: f.priceMax,
    baggage_included: f.baggage || null,
    refundable: f.refundable || null,
    in_policy: f.inPolicy || null,
    sort: query.sort.toUpperCase() as FlightSort,
    departure_flight_id: query.outbound,
    limit,
  };
}

/** Default dates of a new flight search: a week ahead, returning three days later. */
export function defaultFlightDates(today: string) {
  return { depart: addDays(today, 7), return: addDays(today, 10) };
}

export function countFlightFilters(f: FlightFilters): number {
  return (
    (f.airlines.length ? 1 : 0) +
    (f.stops.length ? 1 : 0) +
    [f.departWindow, f.arriveWindow, f.returnDepartWindow, f.returnArriveWindow].filter(Boolean)
      .length +
    (f.priceMin !== null || f.priceMax !== null ? 1 : 0) +
    (f.baggage ? 1 : 0) +
    (f.refundable ? 1 : 0) +
    (f.inPolicy ? 1 : 0)
  );
}
