/**
 * What a checkout session's verdict reads: the session's item (scoped to its traveller), the
 * traveller's level in the corporate (an active member only), and a local property's city and
 * stars for carts made before the cart stored them. No rules.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export interface SessionItemRow extends Record<string, unknown> {
  session_id: string;
  kind: 'FLIGHT_BOOKING' | 'ROOM_TYPE' | 'ROOM_STAYING' | null;
  price: number | string | null;
  product: Record<string, unknown> | null;
  metadata: Record<string, unknown> | null;
}

/** The session of this traveller with its first item (a cart holds one product). */
export async function sessionItem(
  db: Db,
  sessionId: string,
  travellerId: string,
): Promise<SessionItemRow | null> {
  const result = await db.execute<SessionItemRow>(sql`
    select s.id as session_id, i.kind::text as kind, i.price, i.product, i.metadata
    from payment_checkout_sessions s
    left join lateral (select * from shopping_items i
      where i.payment_checkout_session_id = s.id order by i.inserted_at, i.id limit 1) i on true
    where s.id = ${sessionId}::uuid and s.user_id = ${travellerId}::uuid`);
  return result.rows[0] ?? null;
}

/**
 * The traveller as an active member of the corporate: their level (null: none). Null: not an
 * active member.
 */
export async function memberLevel(
  db: Db,
  corporateId: string,
  userId: string,
): Promise<{ corporate_level_id: string | null } | null> {
  const result = await db.execute<{ corporate_level_id: string | null }>(sql`
    select s.corporate_level_id from corporate_staffs s
    where s.corporate_id = ${corporateId}::uuid and s.user_id = ${userId}::uuid and s.active
    limit 1`);
  return result.rows[0] ?? null;
}

/** A local property's city and stars (inventory, not a corporate's data). */
export async function localPropertyPlace(
  db: Db,
  propertyId: string,
): Promise<{ city_id: string; star_rating: number } | null> {
  const result = await db.execute<{ city_id: string; star_rating: number | string }>(sql`
    select p.city_id, p.star_rating from properties p where p.id = ${propertyId}::uuid`);
  const row = result.rows[0];
  return row ? { city_id: row.city_id, star_rating: Number(row.star_rating) } : null;
}

/**
 * The traveller's membership that search judges by: in `corporateId` when given, else their own
 * first (the company that pays by default: owner's first, as pay_with_corporate picks it); the
 * caller must be an active member there too, and be the traveller or hold one of `roles` (those
 * who book for colleagues). Null: none.
 */
export async function travellerMembership(
  db: Db,
  q: {
    travellerId: string;
    callerId: string;
    corporateId: string | null;
    roles: readonly string[];
  },
): Promise<{ corporate_id: string; corporate_level_id: string | null } | null> {
  const roles = q.roles.length ? q.roles : ['OWNER'];
  const result = await db.execute<{ corporate_id: string; corporate_level_id: string | null }>(sql`
    select t.corporate_id, t.corporate_level_id
    from corporate_staffs t
    join corporates c on c.id = t.corporate_id
    join corporate_staffs me on me.corporate_id = t.corporate_id
      and me.user_id = ${q.callerId}::uuid and me.active
    where t.user_id = ${q.travellerId}::uuid and t.active
      and (${q.corporateId}::uuid is null or t.corporate_id = ${q.corporateId}::uuid)
      and (me.user_id = t.user_id or me.role::text in (${sql.join(
        roles.map((r) => sql`${r}`),
        sql`, `,
      )}))
    order by (c.user_id = t.user_id) desc, t.inserted_at desc, t.id
    limit 1`);
  return result.rows[0] ?? null;
}
