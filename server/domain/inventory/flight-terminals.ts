/**
 * The terminals of a booking's flights at departure and arrival (docs/inventory.md
 * "Terminals"): the rule is common/airport-terminals.ts, fed with each airport's country from
 * the airports table (a public reference table) to tell a domestic route from an
 * international one. The page, the PDF and the confirmation e-mail read them from here.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { airports } from '../../db/schema.js';
import { flightTerminals } from '../../../common/airport-terminals.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface LegTerminals {
  departure: string | null;
  arrival: string | null;
}

/** Country code by airport IATA code. */
async function airportCountries(db: Db, codes: string[]) {
  if (!codes.length) return new Map<string, string>();
  const rows = await db
    .select({ code: airports.code, country: airports.country_code })
    .from(airports)
    .where(inArray(airports.code, codes));
  return new Map(rows.map((r) => [r.code.trim(), r.country.trim()]));
}

const codeOf = (p: Json | undefined) => String(p?.code ?? '').trim();

/** Each flight's terminals, in the order of `flights` (flights as sold, in product JSON). */
export async function terminalsOfFlights(db: Db, flights: Json[]): Promise<LegTerminals[]> {
  const codes = [...new Set(flights.flatMap((f) => [codeOf(f.departure), codeOf(f.arrival)]))];
  const countries = await airportCountries(db, codes.filter(Boolean));
  return flights.map((f) =>
    flightTerminals({
      airline: String(f.airline?.code ?? ''),
      from: { code: codeOf(f.departure), country: countries.get(codeOf(f.departure)) ?? null },
      to: { code: codeOf(f.arrival), country: countries.get(codeOf(f.arrival)) ?? null },
    }),
  );
}
