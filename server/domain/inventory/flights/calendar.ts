/** flight_price_calendar and flight (detail): the cheapest price per date, and one option. */
import type { Db } from '../../../db/client.js';
import type { FlightSupplier } from '../../../providers/inventory/types.js';
import { InputCheck, langOf } from '../common.js';
import { addDays, vietnamDate } from '../../../../common/calendar.js';
import { CLOSE_MINUTES, checkParty, checkRoute } from './checks.js';
import { parseOptionId, presentOption } from './present.js';
import { faresFor } from './pricing.js';
import { offerRefs } from './reference-repository.js';

export interface CalendarInput {
  from: string;
  to: string;
  around: string;
  n_o_a?: number | null;
  n_o_c?: number | null;
  n_o_i?: number | null;
  seat_class?: string | null;
  days?: number | null;
}

export async function flightPriceCalendar(
  db: Db,
  suppliers: FlightSupplier[],
  input: CalendarInput,
  now = new Date(),
) {
  const check = new InputCheck();
  const party = checkParty(check, input);
  const days = check.int('days', input.days ?? 7, 1, 62);
  const route = await checkRoute(db, check, input.from, input.to);
  check.done();
  const first = addDays(input.around, -Math.floor(days / 2));
  const last = addDays(first, days - 1);
  const cabin = (input.seat_class ?? 'ECONOMY') as 'ECONOMY';
  const today = addDays(vietnamDate(now), -1);
  const found = (
    await Promise.all(
      suppliers.map((s) =>
        s.priceCalendar({
          ...route,
          from: first < today ? today : first,
          to: last,
          cabin,
          notBefore: new Date(now.getTime() + CLOSE_MINUTES * 60_000),
          adults: party.adults,
          children: party.children,
          infants: party.infants,
        }),
      ),
    )
  ).flat();
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(first, i);
    const same = found.filter((d) => d.date === date);
    return {
      date,
      min_price: same.length ? Math.min(...same.map((d) => d.minPrice)) : null,
      currency: 'VND',
      flights: same.reduce((n, d) => n + d.flights, 0),
    };
  });
}

export interface FlightInput {
  id: string;
  n_o_a?: number | null;
  n_o_c?: number | null;
  n_o_i?: number | null;
}

export async function flightDetail(
  db: Db,
  suppliers: FlightSupplier[],
  input: FlightInput,
  locale: string,
  now = new Date(),
) {
  const check = new InputCheck();
  const party = checkParty(check, input);
  check.done();
  const parsed = parseOptionId(input.id);
  const supplier = parsed && suppliers.find((s) => s.id === parsed.supplier);
  if (!parsed || !supplier) return null;
  const offer = await supplier.flightOffer(parsed.instanceId, parsed.cabin);
  if (!offer || offer.departsAt.getTime() <= now.getTime()) return null;
  const refs = { ...(await offerRefs(db, [offer])), lang: langOf(locale) };
  const all = faresFor(offer.fares, party);
  // Sold out for this party: still shown, priced at the cheapest fare, with no bookable fares.
  const cheapest = all[0] ?? [...offer.fares].sort((a, b) => a.adult.fare - b.adult.fare)[0];
  if (!cheapest) return null;
  return presentOption(offer, cheapest, all, party, refs);
}
