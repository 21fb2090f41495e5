/**
 * Pricing and holding a lapsed checkout session again (docs/approvals.md "A request that outlived
 * the hold"): a booking request waits for its approver longer than the checkout's hold, so the
 * fare it asked for is priced again through the cart's own product code (products.ts, the
 * price the search and detail pages show today), its seats or rooms are taken again (all or
 * nothing: `sold_out` otherwise) and the same session is OPEN again for CHECKOUT_HOLD_MINUTES,
 * keeping its traveller details and its company-account choice.
 *
 * Two steps, because the supplier is read outside the transaction (PGlite has one connection):
 * `pricedAgain` (no lock) and `reholdLocked` (inside the caller's transaction, the session row
 * locked). The vouchers the lapse gave back are taken again where still valid
 * (rehold-vouchers.ts); one no longer valid leaves the new price without its discount.
 */
import type { CheckoutConfig } from '../../config.js';
import type { Database, Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { inventoryHolds } from '../../providers/inventory/index.js';
import { splitVat } from '../context/money.js';
import { expireLockedSessions } from './holds.js';
import { priceParts } from './pricing.js';
import { retakeLapsedVouchers } from './rehold-vouchers.js';
import { flightProduct, hotelProduct, type CartProduct } from './products.js';
import { insertSessionHolds, reopenSession, setItemPriced } from './rehold-repository.js';
import { itemsOfSession, lockSessionById } from './sessions-repository.js';
import type { SessionRow } from './session-row.js';

type Item = Awaited<ReturnType<typeof itemsOfSession>>[number];
type Bag = Record<string, unknown>;

/** The item's fare or rate priced again today; a fare no longer offered is a field error. */
export async function pricedAgain(
  database: Database,
  sessionId: string,
  locale: string,
  now: Date,
): Promise<CartProduct> {
  const [item] = await itemsOfSession(database.db, sessionId);
  if (!item) throw new AppError('NOT_FOUND', 'This checkout has nothing to price.');
  const m = (item.metadata ?? {}) as Bag;
  const party = (m.party ?? {}) as { n_o_a: number; n_o_c: number; n_o_i?: number };
  if (item.kind === 'FLIGHT_BOOKING') {
    const p = item.product as Bag;
    return flightProduct(
      database,
      {
        n_o_a: party.n_o_a,
        n_o_c: party.n_o_c,
        n_o_i: party.n_o_i ?? 0,
        departure: m.departure as { id: string; seat_class_id: string },
        return: (m.return as { id: string; seat_class_id: string } | null) ?? null,
        contact_email: (p.contact_email as string | null) ?? null,
        contact_phone: (p.contact_phone as string | null) ?? null,
      },
      locale,
      now,
    );
  }
  return hotelProduct(
    database,
    {
      property_id: String(m.property_id),
      rate_id: String(m.rate_id),
      n_o_a: party.n_o_a,
      n_o_c: party.n_o_c,
    },
    locale,
    now,
  );
}

/** What the price lives in, by kind: the rest of the item's product (passengers…) is kept. */
const PRICED_KEYS: Record<string, string[]> = {
  FLIGHT_BOOKING: ['price', 'currency', 'departure_flight', 'return_flight'],
  ROOM_TYPE: ['room_stayings'],
};

function mergedProduct(item: Item, fresh: CartProduct): Bag {
  const merged: Bag = { ...(item.product as Bag) };
  for (const key of PRICED_KEYS[item.kind] ?? []) merged[key] = fresh.product[key];
  return merged;
}

export interface Reheld {
  session: SessionRow;
  previousPrice: number;
  /** False: the session was OPEN and held already (someone re-held it first). */
  reheld: boolean;
}

/**
 * Inside the caller's transaction: locks the session; one still OPEN and held is answered as it
 * is. A lapsed one (OPEN past its hold, or EXPIRED) takes `fresh`'s inventory again, stores the
 * new item and session prices (the session's own fee, VAT and cash-back rates, its vouchers
 * taken again where still valid) and is OPEN
 * again until now + holdMinutes. Anything else (paid, cancelled, processing) is refused.
 */
export async function reholdLocked(
  tx: Db,
  settings: Pick<CheckoutConfig, 'holdMinutes'>,
  sessionId: string,
  fresh: CartProduct,
  now: Date,
): Promise<Reheld> {
  const session = await lockSessionById(tx, sessionId);
  if (!session) throw new AppError('NOT_FOUND', 'No such checkout.');
  if (session.status === 'OPEN' && session.expired_at > now) {
    return { session, previousPrice: session.price, reheld: false };
  }
  if (session.status === 'OPEN') await expireLockedSessions(tx, [session.id], now);
  else if (session.status !== 'EXPIRED') {
    throw new AppError('BAD_USER_INPUT', 'This checkout can no longer be priced again.', [
      { field: 'id', rule: 'not_repriceable', message: `The checkout is ${session.status}.` },
    ]);
  }
  const [item] = await itemsOfSession(tx, session.id);
  const holder = inventoryHolds(fresh.supplier);
  if (!item || !holder || !(await holder.take(tx, fresh.holds))) {
    throw new AppError('BAD_USER_INPUT', 'Sold out: the fare is no longer available.', [
      { field: 'id', rule: 'sold_out', message: 'Sold out: the fare is no longer available.' },
    ]);
  }
  await insertSessionHolds(tx, session.id, fresh.supplier, fresh.holds);
  const rates = {
    serviceFeeRate: session.service_fee_rate,
    vatRate: session.tax_rate,
    cashBackRate: session.cash_back_rate,
  };
  const undiscounted = priceParts([fresh], rates);
  const discounts = await retakeLapsedVouchers(
    tx,
    session,
    undiscounted.items_price + undiscounted.service_fee,
    now,
  );
  const parts = priceParts([fresh], {
    ...rates,
    voucherDiscount: discounts.voucher,
    giftVoucherDiscount: discounts.gift,
  });
  await setItemPriced(tx, item.id, {
    price: fresh.price,
    original_price: fresh.original_price,
    duty_free_price: splitVat(fresh.price, session.tax_rate).dutyFree,
    service_fee: parts.service_fee,
    product: mergedProduct(item, fresh) as Item['product'],
  });
  const expiredAt = new Date(now.getTime() + settings.holdMinutes * 60_000);
  const row = await reopenSession(tx, session.id, parts, expiredAt, now);
  return { session: row, previousPrice: session.price, reheld: true };
}
