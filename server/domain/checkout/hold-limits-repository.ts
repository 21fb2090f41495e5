/**
 * The hold limits' SQL (docs/module-template.md, docs/checkout.md "Hold limits"): the advisory
 * lock per account or address, the carts and seats an account or address holds, and its older
 * OPEN carts on the same product (locked). No rules here: hold-limits.ts decides.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { InventoryHold } from '../../providers/inventory/types.js';

/** Whose carts: the account's (`booked_by`) or the client address's. */
export type CartOwner = { bookedBy: string } | { address: string };

/** The sessions (alias `s`) of this account or address, on their index. */
const mine = (owner: CartOwner): SQL =>
  'bookedBy' in owner
    ? sql`s.booked_by = ${owner.bookedBy}::uuid`
    : sql`s.client_address = ${owner.address}`;

/** A cart holds while OPEN and not lapsed, or PROCESSING (a payment under way). */
const holding = (at: string) => sql`(s.status = 'PROCESSING'
      or (s.status = 'OPEN' and s.expired_at > ${at}::timestamptz))`;

/** Serialises the carts of one key (account or address) until the transaction ends. */
export async function lockCartKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 19))`);
}

/** The owner's flight and hotel carts holding at `at`, and those begun after `hourAgo`. */
export async function cartCounts(tx: Db, owner: CartOwner, at: string, hourAgo: string) {
  const { rows } = await tx.execute<{ open: unknown; recent: unknown }>(sql`
      select
        count(*) filter (where ${holding(at)}) as open,
        count(*) filter (where s.begin_at > ${hourAgo}::timestamptz) as recent
      from payment_checkout_sessions s
      where ${mine(owner)} and s.product_type in ('FLIGHT', 'HOTEL')
        and (s.begin_at > ${hourAgo}::timestamptz or s.status in ('OPEN', 'PROCESSING'))`);
  return rows[0];
}

/** The seats of one flight the owner's holding carts hold. */
export async function heldSeats(tx: Db, owner: CartOwner, resourceId: string, at: string) {
  const { rows } = await tx.execute<{ seats: unknown }>(sql`
        select coalesce(sum(h.quantity), 0) as seats
        from checkout_holds h join payment_checkout_sessions s on s.id = h.payment_checkout_session_id
        where ${mine(owner)} and h.state = 'HELD' and h.kind = 'FLIGHT_SEATS'
          and h.resource_id = ${resourceId} and ${holding(at)}`);
  return rows[0]?.seats;
}

/**
 * The account's OPEN carts for this traveller holding one of these flights, or one of these
 * room types on one of these nights, locked FOR UPDATE.
 */
export async function lockSameProductCarts(
  tx: Db,
  actor: { userId: string; travellerId: string },
  holds: InventoryHold[],
): Promise<string[]> {
  const same = sql.join(
    holds.map((h) =>
      h.kind === 'FLIGHT_SEATS'
        ? sql`(h.kind = 'FLIGHT_SEATS' and h.resource_id = ${h.resource_id})`
        : sql`(h.kind = 'ROOM_NIGHT' and h.resource_id = ${h.resource_id} and h.resource_key = ${h.resource_key})`,
    ),
    sql` or `,
  );
  const { rows } = await tx.execute<{ id: string }>(sql`
    select s.id from payment_checkout_sessions s
    where s.booked_by = ${actor.userId}::uuid and s.user_id = ${actor.travellerId}::uuid
      and s.status = 'OPEN'
      and exists (select 1 from checkout_holds h
        where h.payment_checkout_session_id = s.id and h.state = 'HELD' and (${same}))
    for update`);
  return rows.map((r) => r.id);
}
