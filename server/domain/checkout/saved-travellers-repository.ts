/**
 * What "saved travellers" reads (docs/checkout.md "Saved travellers"): the passengers of the
 * user's own orders, one row per person, and the account holder. SQL only, always the user's
 * own: `user_orders.user_id` (the traveller of the order) is the user — never an order of
 * someone else the user booked for, nor a colleague's. saved-travellers.ts decides the list.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { savedTravellerHides } from '../../db/schema.js';

export interface PassengerRow extends Record<string, unknown> {
  /** Folded last name | folded first name | date of birth: one person. */
  key: string;
  title: string | null;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  type: string | null;
  nationality_country_code: string | null;
  passport: string | null;
  passport_country_code: string | null;
  passport_expired: string | null;
  used_at: Date | string;
}

/**
 * The distinct passengers of the user's orders (any status: what was typed for a booking),
 * each as on their latest order, latest first; without those the user hid after that order.
 */
export async function orderPassengers(db: Db, userId: string, limit: number) {
  const { rows } = await db.execute<PassengerRow>(sql`
    with passengers as (
      select p.value as p, o.inserted_at as used_at,
        wf_fold(trim(p.value->>'last_name')) || '|' || wf_fold(trim(p.value->>'first_name'))
          || '|' || coalesce(p.value->>'date_of_birth', '') as key
      from user_orders o
      join shopping_items i on i.payment_checkout_session_id = o.payment_checkout_session_id
      cross join lateral jsonb_array_elements(
        case when jsonb_typeof(i.product->'passengers') = 'array'
          then i.product->'passengers' else '[]'::jsonb end) as p(value)
      where o.user_id = ${userId} and i.kind = 'FLIGHT_BOOKING'
        and coalesce(trim(p.value->>'first_name'), '') <> ''
        and coalesce(trim(p.value->>'last_name'), '') <> ''
    ), latest as (
      select distinct on (key) key, p, used_at from passengers order by key, used_at desc
    )
    select key, p->>'title' as title, trim(p->>'first_name') as first_name,
      trim(p->>'last_name') as last_name, p->>'date_of_birth' as date_of_birth, p->>'type' as type,
      p->>'nationality_country_code' as nationality_country_code, p->>'passport' as passport,
      p->>'passport_country_code' as passport_country_code,
      p->>'passport_expired' as passport_expired, used_at
    from latest l
    where not exists (
      select 1 from saved_traveller_hides h
      where h.user_id = ${userId} and h.traveller_key = l.key and h.inserted_at >= l.used_at)
    order by used_at desc, key
    limit ${limit}`);
  return rows;
}

export interface HolderRow extends Record<string, unknown> {
  first_name: string | null;
  last_name: string | null;
  /** Folded last name | folded first name, as PassengerRow.key begins. */
  name_key: string | null;
  dob: string | null;
  gender: string | null;
}

/** The account holder's names, date of birth and gender. */
export async function holderRow(db: Db, userId: string) {
  const { rows } = await db.execute<HolderRow>(sql`
    select first_name, last_name, dob::text as dob, gender::text as gender,
      wf_fold(trim(last_name)) || '|' || wf_fold(trim(first_name)) as name_key
    from users where id = ${userId}`);
  return rows[0];
}

/**
 * Takes a traveller off the user's list (again: from now). The database's clock, as orders'
 * `inserted_at`, which a hide is compared with.
 */
export async function hideTraveller(db: Db, userId: string, key: string) {
  await db
    .insert(savedTravellerHides)
    .values({ user_id: userId, traveller_key: key })
    .onConflictDoUpdate({
      target: [savedTravellerHides.user_id, savedTravellerHides.traveller_key],
      set: { inserted_at: sql`now()` },
    });
}

/** The contact of the user's latest checkout that has one (update_booking_details). */
export async function lastContact(db: Db, userId: string) {
  const { rows } = await db.execute<{ email: string | null; phone: string | null }>(sql`
    select booking_note->>'email' as email, booking_note->>'phone' as phone
    from payment_checkout_sessions
    where user_id = ${userId} and booking_note->>'phone' is not null
    order by inserted_at desc
    limit 1`);
  return rows[0];
}
