/**
 * What checkout reads of people's accounts (docs/module-template.md): the name fields of a
 * few people by id, the traveller's own names and contact, and the referral code they signed
 * up with. No rules here: order-people.ts and traveller-details.ts decide how they are shown,
 * voucher-apply.ts what a referral code allows.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** The name fields of these people (one query; none when no ids). */
export async function peopleNameFields(db: Db, ids: string[]) {
  return ids.length
    ? await db
        .select({
          id: users.id,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
        })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
}

/** The traveller's names, e-mail and phone, or undefined. */
export async function travellerAccount(db: Db, userId: string) {
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
  return user;
}

/** The referral code the traveller signed up with (null: none), or undefined without them. */
export async function referredByCode(tx: Db, userId: string) {
  const [traveller] = await tx
    .select({ referred_by_code: users.referred_by_code })
    .from(users)
    .where(eq(users.id, userId));
  return traveller;
}
