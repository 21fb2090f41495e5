/**
 * Whom a cart is for, to pre-fill checkout (docs/checkout.md "Whose details checkout shows"):
 * the traveller's names and contact from their account and, where known, their date of birth
 * and passport from the last flight they were booked on under the same names. The traveller is
 * the cart's `user_id`: the caller, or the person an agent or delegate books for — never the
 * booker, whose own details are not the traveller's. The contact is the one given at the
 * traveller's last checkout, else the account's (docs/checkout.md "Saved travellers").
 */
import type { Db } from '../../db/client.js';
import { travellerAccount } from './people-repository.js';
import { lastContact } from './saved-travellers-repository.js';
import { lastFlightProducts, sessionTravellerId } from './sessions-repository.js';

type Json = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const same = (a: unknown, b: string | null) =>
  Boolean(b) && text(a)?.toLowerCase() === b!.toLowerCase();

/** The details of the traveller of a session its caller already holds (PaymentCheckoutSession.traveller). */
export async function sessionTravellerDetails(db: Db, sessionId: string) {
  const row = await sessionTravellerId(db, sessionId);
  return row ? travellerDetails(db, row.user_id) : null;
}

export async function travellerDetails(db: Db, userId: string) {
  const [user, contact] = await Promise.all([
    travellerAccount(db, userId),
    lastContact(db, userId),
  ]);
  if (!user) return null;
  const account = user.national_phone_number
    ? user.country_calling_code === '84'
      ? `0${user.national_phone_number}`
      : `+${user.country_calling_code}${user.national_phone_number}`
    : null;
  // The traveller's last flights (their own carts only): the passenger named as they are.
  const flights = await lastFlightProducts(db, userId);
  const known = flights
    .flatMap((f) => ((f.product as Json | null)?.passengers ?? []) as Json[])
    .find((p) => same(p.first_name, user.first_name) && same(p.last_name, user.last_name));
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: text(contact?.email) ?? user.email,
    phone: text(contact?.phone) ?? account,
    title: text(known?.title),
    date_of_birth: text(known?.date_of_birth),
    nationality_country_code: text(known?.nationality_country_code),
    passport: text(known?.passport),
    passport_country_code: text(known?.passport_country_code),
    passport_expired: text(known?.passport_expired),
  };
}
