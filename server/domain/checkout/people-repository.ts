/**
 * What checkout reads of people's accounts (docs/module-template.md): the name fields of a
 * few people by id, and the traveller's own names and contact. No rules here: order-people.ts
 * and traveller-details.ts decide how they are shown.
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
