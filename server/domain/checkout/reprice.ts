/**
 * Re-pricing a checkout session when its discounts change (a voucher or gift voucher applied
 * or removed): the same price formula as the cart (pricing.ts) over its stored items, with the
 * rates the session was priced with (service fee, VAT, cash back), so only the discount parts
 * move. The caller holds the session's lock.
 */
import type { Db } from '../../db/client.js';
import { priceParts } from './pricing.js';
import { sessionItemPrices, setSessionPrice } from './sessions-repository.js';
import type { SessionRow } from './sessions.js';

export async function repriceSession(
  tx: Db,
  session: SessionRow,
  discounts: { voucher: number; gift: number },
  now: Date,
): Promise<SessionRow> {
  const items = await sessionItemPrices(tx, session.id);
  const parts = priceParts(items, {
    serviceFeeRate: session.service_fee_rate,
    vatRate: session.tax_rate,
    cashBackRate: session.cash_back_rate,
    voucherDiscount: discounts.voucher,
    giftVoucherDiscount: discounts.gift,
  });
  return setSessionPrice(tx, session.id, parts, now);
}

/** items + service fee: what a voucher is taken off. */
export const grossOf = (s: SessionRow) => s.items_price + s.service_fee;
