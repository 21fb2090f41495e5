/**
 * create_cart: choosing a flight fare or a hotel rate. Re-prices it through the supplier
 * (products.ts), prices the session (pricing.ts) and, in one transaction, holds the seats or
 * rooms and stores the session with its item and holds. Holding takes everything or nothing:
 * when the last seat or room went to another cart first, nothing is stored and the caller gets
 * a `sold_out` field error. With an `idempotency_key`, a repeated call (a retry, a double
 * click) returns the first call's session and holds nothing more. Before holding, the hold
 * limits (hold-limits.ts) release the account's older cart on the same product and refuse a
 * cart over a limit per account or per client address.
 */
import { randomBytes } from 'node:crypto';
import type { CheckoutConfig } from '../../config.js';
import type { Database, Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { inventoryHolds } from '../../providers/inventory/index.js';
import { isUniqueViolation } from '../accounts/races.js';
import { currentRankCashBackRate, insertCart, sessionIdByKey } from './cart-repository.js';
import { applyHoldLimits, type CartOrigin } from './hold-limits.js';
import { releaseExpiredHolds } from './holds.js';
import type { CartInput } from './input.js';
import { splitVat } from '../context/money.js';
import { priceParts } from './pricing.js';
import { flightProduct, hotelProduct } from './products.js';

/** Who acts: the signed-in user, and the traveller (the patron when acting for someone). */
export interface Actor {
  userId: string;
  travellerId: string;
}

export const newCartToken = () => randomBytes(24).toString('base64url');

/** The traveller's cash-back rate: that of their current membership rank, else 0. */
export async function cashBackRateOf(db: Db, userId: string, now: Date): Promise<number> {
  return (await currentRankCashBackRate(db, userId, now)) ?? 0;
}

/**
 * Creates the cart; returns its session id. A client's cart (`origin` with its address) passes
 * the hold limits first (hold-limits.ts), in the same transaction as its holds; the demo
 * seeding's (`'seed'`) does not.
 */
export async function createCart(
  database: Database,
  settings: CheckoutConfig,
  actor: Actor,
  input: CartInput,
  locale: string,
  now: Date,
  origin: CartOrigin,
): Promise<string> {
  const db = database.db;
  const key = input.idempotency_key ?? null;
  if (key) {
    const existing = await sessionIdByKey(db, actor.userId, key);
    if (existing) return existing;
  }
  const product = input.flight
    ? await flightProduct(database, input.flight, locale, now)
    : await hotelProduct(database, input.hotel!, locale, now);
  const holder = inventoryHolds(product.supplier);
  if (!holder) {
    throw new AppError('BAD_USER_INPUT', 'This supplier cannot hold inventory for checkout.', [
      { field: input.flight ? 'flight' : 'hotel', rule: 'not_holdable', message: 'Cannot hold.' },
    ]);
  }
  // Lapsed holds first, so what they held is back on sale before this cart looks.
  await releaseExpiredHolds(db, now);
  const cashBackRate = await cashBackRateOf(db, actor.travellerId, now);
  const parts = priceParts([product], {
    serviceFeeRate: settings.serviceFeeRate,
    vatRate: settings.vatRate,
    cashBackRate,
  });
  const soldOutField = input.flight ? 'flight.departure.seat_class_id' : 'hotel.rate_id';
  const itemDutyFree = splitVat(product.price, settings.vatRate).dutyFree;
  try {
    return await db.transaction(async (tx) => {
      if (origin !== 'seed' && settings.limits.enabled) {
        await applyHoldLimits(tx, settings.limits, actor, origin.address, product.holds, now);
      }
      if (!(await holder.take(tx, product.holds))) {
        throw new AppError('BAD_USER_INPUT', 'Sold out: another traveller took the last one.', [
          {
            field: soldOutField,
            rule: 'sold_out',
            message: 'Sold out: another traveller took the last one.',
          },
        ]);
      }
      return insertCart(
        tx,
        {
          cart_token: newCartToken(),
          user_id: actor.travellerId,
          booked_by: actor.userId,
          client_address: origin === 'seed' ? null : origin.address,
          idempotency_key: key,
          product_type: input.flight ? 'FLIGHT' : 'HOTEL',
          currency: product.currency,
          surcharges: product.surcharges,
          ...parts,
          begin_at: now,
          expired_at: new Date(now.getTime() + settings.holdMinutes * 60_000),
        },
        {
          kind: product.kind,
          supplier: product.supplier,
          price: product.price,
          original_price: product.original_price,
          currency: product.currency,
          duty_free_price: itemDutyFree,
          service_fee: parts.service_fee,
          product: product.product,
          metadata: product.metadata,
        },
        product.holds.map((h) => ({ supplier: product.supplier, ...h })),
      );
    });
  } catch (err) {
    // Two calls with one idempotency key raced: the loser's holds rolled back; answer the winner.
    if (key && isUniqueViolation(err)) {
      const existing = await sessionIdByKey(db, actor.userId, key);
      if (existing) return existing;
    }
    throw err;
  }
}
