/**
 * Whom a cart is for, to pre-fill checkout (docs/checkout.md "Whose details checkout shows"):
 * the traveller's names and contact from their account and, where known, their date of birth
 * and passport from the last flight they were booked on under the same names. The traveller is
 * the cart's `user_id`: the caller, or the person an agent or delegate books for — never the
 * booker, whose own details are not the traveller's.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentCheckoutSessions, shoppingItems, users } from '../../db/schema.js';

type Json = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const same = (a: unknown, b: string | null) =>
  Boolean(b) && text(a)?.toLowerCase() === b!.toLowerCase();

export async function travellerDetails(db: Db, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      country_calling_code: users.country_calling_code,
      national_phone_number: users.national_phone_number,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const phone = user.national_phone_number
    ? user.country_calling_code === '84'
      ? `0${user.national_phone_number}`
      : `+${user.country_calling_code}${user.national_phone_number}`
    : null;
  // The traveller's last flights (their own carts only): the passenger named as they are.
  const flights = await db
    .select({ product: shoppingItems.product })
    .from(shoppingItems)
    .innerJoin(
      paymentCheckoutSessions,
      eq(paymentCheckoutSessions.id, shoppingItems.payment_checkout_session_id),
    )
    .where(
      and(
        eq(paymentCheckoutSessions.user_id, userId),
        eq(shoppingItems.kind, 'FLIGHT_BOOKING'),
        sql`jsonb_array_length(coalesce(${shoppingItems.product}->'passengers', '[]'::jsonb)) > 0`,
      ),
    )
    .orderBy(desc(shoppingItems.inserted_at))
    .limit(5);
  const known = flights
    .flatMap((f) => ((f.product as Json | null)?.passengers ?? []) as Json[])
    .find((p) => same(p.first_name, user.first_name) && same(p.last_name, user.last_name));
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone,
    title: text(known?.title),
    date_of_birth: text(known?.date_of_birth),
    nationality_country_code: text(known?.nationality_country_code),
    passport: text(known?.passport),
    passport_country_code: text(known?.passport_country_code),
    passport_expired: text(known?.passport_expired),
  };
}
