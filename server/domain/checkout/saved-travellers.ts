/**
 * Saved travellers (docs/checkout.md "Saved travellers"): whom checkout offers to fill a
 * passenger or the lead guest in one tap — the account holder first, then the distinct
 * passengers of the user's own orders, latest first. One person is one folded name and date of
 * birth; the holder's own earlier passenger rows are folded into the holder. A traveller can be
 * taken off the list (a per-user hide; the orders keep their passengers); the holder cannot.
 */
import type { PassengerAgeType } from '../../../common/passenger-age.js';
import type { Db } from '../../db/client.js';
import {
  hideTraveller,
  holderRow,
  orderPassengers,
  type PassengerRow,
} from './saved-travellers-repository.js';

/** How many earlier passengers the list holds at most. */
export const SAVED_TRAVELLERS_LIMIT = 20;

const PASSENGER_TYPES: readonly string[] = ['ADULT', 'CHILD', 'INFANT'];
const passengerType = (v: string | null) =>
  v && PASSENGER_TYPES.includes(v) ? (v as PassengerAgeType) : null;

const details = (row: PassengerRow | undefined) => ({
  title: row?.title || null,
  nationality_country_code: row?.nationality_country_code || null,
  passport: row?.passport || null,
  passport_country_code: row?.passport_country_code || null,
  passport_expired: row?.passport_expired || null,
});

const at = (v: Date | string) => new Date(v).toISOString();

export async function savedTravellers(db: Db, userId: string) {
  const [holder, rows] = await Promise.all([
    holderRow(db, userId),
    // One more than shown, in case one of them is the holder.
    orderPassengers(db, userId, SAVED_TRAVELLERS_LIMIT + 1),
  ]);
  const hasNames = Boolean(holder?.first_name?.trim() && holder.last_name?.trim());
  // The holder as a passenger: same names, and the same birthday where the account has one.
  const isHolder = (row: PassengerRow) =>
    hasNames &&
    row.key.startsWith(`${holder!.name_key}|`) &&
    (!holder!.dob || row.date_of_birth === holder!.dob);
  const own = rows.find(isHolder);
  const self = hasNames
    ? [
        {
          key: null,
          is_self: true,
          first_name: holder!.first_name!.trim(),
          last_name: holder!.last_name!.trim(),
          date_of_birth: holder!.dob ?? own?.date_of_birth ?? null,
          gender: holder!.gender,
          type: 'ADULT' as PassengerAgeType,
          ...details(own),
          last_used_at: own ? at(own.used_at) : null,
        },
      ]
    : [];
  const others = rows
    .filter((row) => !isHolder(row))
    .slice(0, SAVED_TRAVELLERS_LIMIT)
    .map((row) => ({
      key: row.key,
      is_self: false,
      first_name: row.first_name,
      last_name: row.last_name,
      date_of_birth: row.date_of_birth || null,
      gender: null,
      type: passengerType(row.type),
      ...details(row),
      last_used_at: at(row.used_at),
    }));
  return [...self, ...others];
}

/** Takes a traveller off the user's list until they are booked again; true. */
export async function hideSavedTraveller(db: Db, userId: string, key: string) {
  await hideTraveller(db, userId, key);
  return true;
}
