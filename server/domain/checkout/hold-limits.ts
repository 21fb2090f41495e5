/**
 * Hold limits (docs/checkout.md "Hold limits"; issue 19, hole 5): one account, or one client
 * address, may not take a flight or a hotel off sale. Checked inside create_cart's transaction,
 * after its locks, before anything is stored:
 *
 * - a new cart for the same product (the same flight, or the same room type on a same night)
 *   first releases the account's older OPEN cart on it for the same traveller — choosing again
 *   replaces, it does not add;
 * - seats held on one flight ≤ `seatsPerFlight` (9, the passengers of one booking);
 * - carts holding something at once ≤ `openCarts`;
 * - carts created in the last hour ≤ `cartsPerHour`;
 * each per account (the signed-in user, `booked_by`) and, times `addressFactor`, per client
 * address (the request's address after TRUST_PROXY).
 *
 * The counts are read from the sessions and holds themselves, under a transaction-scoped
 * advisory lock per account and per address: fifty calls at once, on any number of API nodes
 * over one database, are counted one after the other.
 */
import type { CartLimits } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { InventoryHold } from '../../providers/inventory/types.js';
import {
  cartCounts,
  heldSeats,
  lockCartKey,
  lockSameProductCarts,
  type CartOwner,
} from './hold-limits-repository.js';
import { expireLockedSessions } from './holds.js';

/** Where a cart comes from: a client's request (its address, if known), or the demo seeding. */
export type CartOrigin = { address: string | null } | 'seed';

export type HoldLimitRule = 'seats_per_flight' | 'open_carts' | 'carts_per_hour';

interface Scope {
  /** The field error's `field`: whose limit it is. */
  field: 'account' | 'address';
  /** The sessions of this account or address. */
  owner: CartOwner;
  factor: number;
}

const MESSAGES: Record<HoldLimitRule, (limit: number, who: string) => string> = {
  seats_per_flight: (n, who) =>
    `${who} already holds seats on this flight: at most ${n} seats of one flight may be held at once. Finish or let go of a held cart first.`,
  open_carts: (n, who) =>
    `${who} already holds ${n} carts: finish or let go of one before choosing another.`,
  carts_per_hour: (n, who) =>
    `${who} has chosen ${n} carts in the last hour: please try again later.`,
};

function refuse(rule: HoldLimitRule, scope: Scope, limit: number): never {
  const who = scope.field === 'account' ? 'This account' : 'This network address';
  const message = MESSAGES[rule](limit, who);
  throw new AppError('BAD_USER_INPUT', message, [{ field: scope.field, rule, message }]);
}

const n = (v: unknown) => Number(v ?? 0);

/**
 * Releases the actor's older carts on the same product, then refuses the new cart when it
 * would go over a limit. Runs first in create_cart's transaction.
 */
export async function applyHoldLimits(
  tx: Db,
  limits: CartLimits,
  actor: { userId: string; travellerId: string },
  address: string | null,
  holds: InventoryHold[],
  now: Date,
): Promise<void> {
  // Always in this order (account, then address): two carts never wait on each other crosswise.
  await lockCartKey(tx, `cart-holds:account:${actor.userId}`);
  if (address) await lockCartKey(tx, `cart-holds:address:${address}`);

  await releaseSameProduct(tx, actor, holds, now);

  const at = now.toISOString();
  const hourAgo = new Date(now.getTime() - 60 * 60_000).toISOString();
  const scopes: Scope[] = [{ field: 'account', owner: { bookedBy: actor.userId }, factor: 1 }];
  if (address) {
    scopes.push({
      field: 'address',
      owner: { address },
      factor: limits.addressFactor,
    });
  }
  const flights = holds.filter((h) => h.kind === 'FLIGHT_SEATS');

  for (const scope of scopes) {
    const cap = (limit: number) => Math.max(1, Math.floor(limit * scope.factor));
    const counts = await cartCounts(tx, scope.owner, at, hourAgo);
    const openLimit = cap(limits.openCarts);
    if (n(counts?.open) >= openLimit) refuse('open_carts', scope, openLimit);
    const hourLimit = cap(limits.cartsPerHour);
    if (n(counts?.recent) >= hourLimit) refuse('carts_per_hour', scope, hourLimit);

    const seatLimit = cap(limits.seatsPerFlight);
    for (const flight of flights) {
      const seats = await heldSeats(tx, scope.owner, flight.resource_id, at);
      if (n(seats) + flight.quantity > seatLimit) {
        refuse('seats_per_flight', scope, seatLimit);
      }
    }
  }
}

/**
 * The actor's OPEN carts for the same traveller holding the same flight, or the same room type
 * on one of the same nights, are given up: their inventory goes back on sale (rolled back with
 * the rest if the new cart is refused).
 */
async function releaseSameProduct(
  tx: Db,
  actor: { userId: string; travellerId: string },
  holds: InventoryHold[],
  now: Date,
) {
  if (!holds.length) return;
  await expireLockedSessions(tx, await lockSameProductCarts(tx, actor, holds), now);
}
