/**
 * Reading a checkout session. Only its traveller and its booker see it: every lookup has
 * `user_id = me or booked_by = me` in SQL (sessions-repository.ts), and anyone else gets null (as for an unknown token).
 * A lapsed OPEN session is expired on the spot (holds.ts), so nobody is shown a dead hold.
 */
import type { Db } from '../../db/client.js';
import type { shoppingItems } from '../../db/schema.js';
import { enabledPaymentMethods, type PaymentSettings } from '../payments/methods.js';
import { expireLockedSessions } from './holds.js';
import type { SessionLookup, SessionRow } from './session-row.js';
import { findSession, sessionItems } from './sessions-repository.js';
import { companyPartPaid } from './split-payment.js';

export type { SessionLookup, SessionRow };
export { findSession } from './sessions-repository.js';

/** Like findSession, but an OPEN session past its expiry is expired first. */
export async function currentSession(
  db: Db,
  userId: string,
  lookup: SessionLookup,
  now: Date,
): Promise<SessionRow | null> {
  const row = await findSession(db, userId, lookup);
  if (!row || row.status !== 'OPEN' || row.expired_at.getTime() > now.getTime()) return row;
  return db.transaction(async (tx) => {
    const locked = await findSession(tx, userId, { id: row.id }, true);
    if (locked && locked.status === 'OPEN' && locked.expired_at.getTime() <= now.getTime()) {
      await expireLockedSessions(tx, [locked.id], now);
      return { ...locked, status: 'EXPIRED' as const };
    }
    return locked;
  });
}

/** Rails the session can be paid with: enabled, in its currency, corporate only if corporate. */
/** A top-up is paid through a gateway only: never from the wallet it fills, nor a company's. */
const isTopUpRail = (code: string) => code !== 'WALLET' && code !== 'CORPORATE_WALLET';

export function supportedMethods(settings: PaymentSettings, row: SessionRow) {
  return enabledPaymentMethods(settings)
    .filter((m) => m.currencies.includes(row.currency))
    .filter((m) => m.audience !== 'CORPORATE' || (row.is_corporate && !companyPartPaid(row)))
    .filter((m) => row.product_type !== 'TOP_UP' || isTopUpRail(m.code))
    .map((m) => m.code);
}

/**
 * The display currency is VND (the only currency the inventory sells in today), so each
 * `converted_*` amount equals its amount; a display-currency setting would convert here.
 */
const converted = (amount: number) => amount;

const cashBack = (amount: number, currency: string) => ({
  amount,
  currency,
  converted_amount: converted(amount),
});

/** The ShoppingItem shape of the payments SDL (the product as priced, its booking code). */
export function presentItem(item: typeof shoppingItems.$inferSelect) {
  return {
    id: item.id,
    inserted_at: item.inserted_at,
    price: item.price,
    converted_price: converted(item.price),
    currency: item.currency,
    estimated_price: null,
    estimated_currency: null,
    service_fee: item.service_fee,
    metadata: { ...item.metadata, booking_code: item.booking_code },
    is_sold_out: false,
    duty_free_price: item.duty_free_price,
    product: { ...item.product, id: (item.product.id as string | undefined) ?? item.id },
  };
}

/** The PaymentCheckoutSession(Light) shape; `items` only for the full read. */
export async function presentSession(
  db: Db,
  settings: PaymentSettings,
  row: SessionRow,
  now: Date,
  withItems: boolean,
) {
  const items = withItems ? await sessionItems(db, row.id) : [];
  return {
    id: row.id,
    cart_token: row.cart_token,
    status: row.status,
    price: row.price,
    converted_price: converted(row.price),
    original_price: row.original_price,
    converted_original_price: converted(row.original_price),
    duty_free_price: row.duty_free_price,
    currency: row.currency,
    begin_at: row.begin_at,
    expired_at: row.expired_at,
    is_corporate: row.is_corporate,
    payment_type: row.payment_type as 'PERSONAL' | 'CORPORATE' | 'SPLIT',
    first_pay: row.first_pay,
    second_pay: row.second_pay,
    first_paid_at: row.first_paid_at,
    supported_payment_methods: supportedMethods(settings, row),
    cash_back_rate: row.cash_back_rate,
    surcharges: row.surcharges.map((s) => ({
      name: s.name,
      amount: s.amount,
      currency: row.currency,
      converted_amount: converted(s.amount),
    })),
    gift_vouchers: [],
    vouchers: [],
    cash_back: cashBack(row.cash_back, row.currency),
    corporate_cash_back: row.is_corporate ? cashBack(row.corporate_cash_back, row.currency) : null,
    shopping_items: items.map(presentItem),
    invoice: row.invoice,
    booking_note: row.booking_note,
    current_time: now,
    service_fee: row.service_fee,
    service_fee_rate: row.service_fee_rate,
    tax_fee: row.tax_fee,
    tax_rate: row.tax_rate,
    voucher_codes: [],
  };
}
