import type { PassengerType, SavedTravellersQuery } from '../../api/generated/payments';
import { passengerTypeOn } from '../../../common/passenger-age';
import { foldName } from '../../../common/person-name';
import type { PassengerValues } from './detailsForm';

/*
 * Saved travellers (docs/checkout-ui.md "Saved travellers"): the account holder and earlier
 * passengers, offered to fill a passenger or the lead guest in one tap. The server answers the
 * list (saved_travellers, the traveller's own); which of them fit a passenger is decided here.
 */

export type SavedTraveller = SavedTravellersQuery['saved_travellers'][number];

const PASSPORT_NAME = /^[A-Z][A-Z '-]*$/;

/** A name as a passport prints it: no accents, upper case ("Phạm Thị" → "PHAM THI"); '' if none. */
export function passportName(name: string | null | undefined): string {
  const v = foldName(name ?? '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
  return PASSPORT_NAME.test(v) ? v : '';
}

/** The passenger type the traveller flies as on `day` (their type last time when no birthday). */
export function travellerTypeOn(traveller: SavedTraveller, day: string | null): PassengerType {
  if (traveller.date_of_birth && day) return passengerTypeOn(traveller.date_of_birth, day);
  return traveller.type ?? 'ADULT';
}

/** Whether this passenger is already filled in with this traveller. */
export function isFilledWith(p: PassengerValues, traveller: SavedTraveller): boolean {
  return (
    p.last_name.trim().toUpperCase() === passportName(traveller.last_name) &&
    p.first_name.trim().toUpperCase() === passportName(traveller.first_name) &&
    (!traveller.date_of_birth || p.date_of_birth === traveller.date_of_birth)
  );
}

/**
 * The travellers offered for passenger `index`: of its type on the day of the flight, and not
 * already one of the other passengers.
 */
export function offeredFor(
  travellers: readonly SavedTraveller[],
  passengers: readonly PassengerValues[],
  index: number,
  day: string | null,
): SavedTraveller[] {
  const passenger = passengers[index];
  return travellers.filter(
    (t) =>
      passportName(t.first_name) &&
      passportName(t.last_name) &&
      travellerTypeOn(t, day) === passenger.type &&
      !passengers.some((p, j) => j !== index && isFilledWith(p, t)),
  );
}

const TITLES: Record<string, Partial<Record<PassengerType, string>>> = {
  MALE: { ADULT: 'MR', CHILD: 'MSTR', INFANT: 'MSTR' },
  FEMALE: { ADULT: 'MS', CHILD: 'MISS', INFANT: 'MISS' },
};

/** The passenger filled with the traveller (the baggage chosen stays). */
export function fillPassenger(p: PassengerValues, t: SavedTraveller): PassengerValues {
  return {
    ...p,
    title: t.title ?? (t.gender ? (TITLES[t.gender]?.[p.type] ?? '') : ''),
    first_name: passportName(t.first_name),
    last_name: passportName(t.last_name),
    date_of_birth: t.date_of_birth ?? '',
    nationality_country_code: t.nationality_country_code ?? p.nationality_country_code,
    passport: t.passport ?? '',
    passport_country_code: t.passport_country_code ?? '',
    passport_expired: t.passport_expired ?? '',
  };
}

/** The lead guest of a stay: "Last First" as the traveller is named. */
export const guestNameOf = (t: SavedTraveller) => `${t.last_name} ${t.first_name}`.trim();

/** The name a chip shows. */
export const travellerLabel = (t: SavedTraveller) => `${t.last_name} ${t.first_name}`;
