/**
 * What checkout reads of the airports (docs/module-template.md): the countries of a trip's
 * airports. Reference data, no company's. No rules here: booking-details.ts decides what makes
 * a trip international.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { airports } from '../../db/schema.js';

/** The distinct countries of these airports. */
export function airportCountries(db: Db, codes: string[]) {
  return db
    .selectDistinct({ country: airports.country_code })
    .from(airports)
    .where(inArray(airports.code, codes));
}
