/**
 * Passenger rules of a flight booking (docs/checkout.md "Booking details"): names as printed
 * in the passport, an age that fits the passenger's category on the travel dates, and passport
 * details for international trips. Pure: the caller gives the trip's dates and whether it
 * crosses a border; field paths are relative to `input`.
 */
import { z } from 'zod';
import { isCountryCode } from '../../../common/countries.js';
import { ageOn } from '../../../common/passenger-age.js';
import { rule } from '../context/input.js';

export const PASSENGER_TITLES = ['MR', 'MRS', 'MS', 'MSTR', 'MISS'] as const;

/** Passport names: Latin letters without accents, spaces, hyphens and apostrophes. */
const PASSPORT_NAME = /^[A-Z][A-Z '-]*$/;

const passportName = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s+/g, ' ').toUpperCase())
  .pipe(
    z
      .string()
      .max(50, 'must be at most 50 characters')
      .refine((v) => v.length > 0, rule('required', 'is required'))
      .refine(
        (v) => v.length === 0 || PASSPORT_NAME.test(v),
        rule('passport_name', 'must be Latin letters as in the passport'),
      ),
  );

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine(
    (v) => v === '' || isCountryCode(v),
    rule('country', 'must be a country code (ISO 3166-1 alpha-2)'),
  )
  .nullish()
  .transform((v) => v || null);

export const passengerInput = z.object({
  title: z
    .string()
    .trim()
    .toUpperCase()
    .refine(
      (v) => v === '' || (PASSENGER_TITLES as readonly string[]).includes(v),
      rule('title', 'must be MR, MRS, MS, MSTR or MISS'),
    )
    .nullish()
    .transform((v) => v || null),
  first_name: passportName,
  last_name: passportName,
  date_of_birth: z.string(),
  type: z.enum(['ADULT', 'CHILD', 'INFANT']),
  nationality_country_code: countryCode,
  passport: optionalText(20)
    .refine(
      (v) => v === null || /^[A-Z0-9]{5,20}$/i.test(v),
      rule('passport', 'must be 5 to 20 letters or digits'),
    )
    .transform((v) => v?.toUpperCase() ?? null),
  passport_country_code: countryCode,
  passport_expired: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  /** Extra baggage bought (kg, one of the fare's offers; baggage.ts prices it); 0 or none: none. */
  departure_baggage: z.number().int('must be a whole number').min(0).max(100).nullish(),
  return_baggage: z.number().int('must be a whole number').min(0).max(100).nullish(),
});

export type PassengerInput = z.infer<typeof passengerInput>;

export interface Trip {
  /** The first flight's local departure date, YYYY-MM-DD. */
  firstDate: string;
  /** The last flight's local departure date (the return's, or the first's). */
  lastDate: string;
  international: boolean;
  party: { n_o_a: number; n_o_c: number; n_o_i: number };
}

export interface Problem {
  field: string;
  rule: string;
  message: string;
}

export { ageOn };

/** A calendar date `months` after `day` (clamped to the month's end). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

/**
 * Ages by category (airlines' usual rule): an adult is 12 or older on the first flight, a
 * child 2 to 11 on the first flight, an infant under 2 on the last flight and at least 14 days
 * old on the first. Passports (international trips) must be valid 6 months after the last flight.
 */
export function passengerProblems(list: PassengerInput[], trip: Trip, today: string): Problem[] {
  const problems: Problem[] = [];
  const at = (i: number, field: string) => `passengers.${i}.${field}`;
  const counts = { ADULT: 0, CHILD: 0, INFANT: 0 };
  list.forEach((p, i) => {
    counts[p.type] += 1;
    const dob = p.date_of_birth;
    if (dob > today) {
      problems.push({ field: at(i, 'date_of_birth'), rule: 'future', message: 'is in the future' });
    } else if (p.type === 'ADULT' && ageOn(dob, trip.firstDate) < 12) {
      problems.push({
        field: at(i, 'date_of_birth'),
        rule: 'age_range',
        message: 'an adult must be 12 or older on the day of the flight',
      });
    } else if (
      p.type === 'CHILD' &&
      (ageOn(dob, trip.firstDate) < 2 || ageOn(dob, trip.firstDate) >= 12)
    ) {
      problems.push({
        field: at(i, 'date_of_birth'),
        rule: 'age_range',
        message: 'a child must be 2 to 11 years old on the day of the flight',
      });
    } else if (
      p.type === 'INFANT' &&
      (ageOn(dob, trip.lastDate) >= 2 ||
        Date.parse(trip.firstDate) - Date.parse(dob) < 14 * 86_400_000)
    ) {
      problems.push({
        field: at(i, 'date_of_birth'),
        rule: 'age_range',
        message: 'an infant must be at least 14 days old and under 2 on the days of the flights',
      });
    }
    if (trip.international) {
      for (const field of [
        'nationality_country_code',
        'passport',
        'passport_country_code',
      ] as const) {
        if (!p[field]) {
          problems.push({
            field: at(i, field),
            rule: 'required',
            message: 'is required for international flights',
          });
        }
      }
    }
    if (trip.international && !p.passport_expired) {
      problems.push({
        field: at(i, 'passport_expired'),
        rule: 'required',
        message: 'is required for international flights',
      });
    } else if (p.passport_expired && p.passport_expired < addMonths(trip.lastDate, 6)) {
      problems.push({
        field: at(i, 'passport_expired'),
        rule: 'validity',
        message: 'the passport must be valid for 6 months after the last flight',
      });
    }
  });
  const want = { ADULT: trip.party.n_o_a, CHILD: trip.party.n_o_c, INFANT: trip.party.n_o_i };
  if ((Object.keys(want) as (keyof typeof want)[]).some((k) => want[k] !== counts[k])) {
    problems.push({
      field: 'passengers',
      rule: 'count',
      message: `give ${want.ADULT} adult(s), ${want.CHILD} child(ren) and ${want.INFANT} infant(s), as booked`,
    });
  }
  return problems;
}
