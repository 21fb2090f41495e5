import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { currency, id, insertedAt, instant, money, rate, updatedAt } from './columns.js';
import { corporates } from './corporates.js';
import { users } from './users.js';

/*
 * Checkout (docs/checkout.md): a cart is a payment checkout session with its shopping items;
 * creating it holds the seats or rooms (checkout_holds) until `expired_at`.
 */

/** OPEN → PROCESSING → COMPLETED; OPEN → EXPIRED (hold released) or CANCELLED. */
export const checkoutSessionStatus = pgEnum('checkout_session_status', [
  'OPEN',
  'PROCESSING',
  'COMPLETED',
  'EXPIRED',
  'CANCELLED',
]);

/** TOP_UP: a wallet top-up (begin_top_up), a session without items paid through the rails. */
export const checkoutProductType = pgEnum('checkout_product_type', ['FLIGHT', 'HOTEL', 'TOP_UP']);

/**
 * A cart being paid. Every money column is whole minor units of `currency`; how the parts add
 * up (and round) is in server/domain/checkout/pricing.ts.
 */
export const paymentCheckoutSessions = pgTable(
  'payment_checkout_sessions',
  {
    id: id(),
    /** The cart's bearer-free handle (base64url of 24 random bytes); unique. */
    cart_token: varchar('cart_token', { length: 64 }).notNull(),
    /** The traveller: the caller, or the account an agent or delegate acts for. */
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who chose and holds it (the agent or delegate when acting for someone). */
    booked_by: uuid('booked_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The client address that created it (after TRUST_PROXY), for the per-address hold limits
     * (docs/checkout.md "Hold limits"); null for carts the server makes itself (demo data).
     */
    client_address: varchar('client_address', { length: 64 }),
    /** Optional client key: creating a cart again with it returns the same session. */
    idempotency_key: varchar('idempotency_key', { length: 100 }),
    product_type: checkoutProductType('product_type').notNull(),
    status: checkoutSessionStatus('status').notNull().default('OPEN'),
    currency: currency(),
    /** Items before their own promotions, plus surcharges and the service fee. */
    original_price: money('original_price').notNull(),
    /** Items as priced (after their promotions, with surcharges). */
    items_price: money('items_price').notNull(),
    surcharges: jsonb('surcharges')
      .$type<{ name: string; amount: number }[]>()
      .notNull()
      .default([]),
    service_fee: money('service_fee').notNull().default(0),
    service_fee_rate: rate('service_fee_rate').notNull().default(0),
    voucher_discount: money('voucher_discount').notNull().default(0),
    gift_voucher_discount: money('gift_voucher_discount').notNull().default(0),
    /** What the traveller pays: items + service fee − vouchers − gift vouchers. */
    price: money('price').notNull(),
    /** `price` before VAT, and the VAT it contains (duty_free_price + tax_fee = price). */
    duty_free_price: money('duty_free_price').notNull(),
    tax_fee: money('tax_fee').notNull(),
    tax_rate: rate('tax_rate').notNull(),
    cash_back_rate: rate('cash_back_rate').notNull().default(0),
    cash_back: money('cash_back').notNull().default(0),
    corporate_cash_back: money('corporate_cash_back').notNull().default(0),
    is_corporate: boolean('is_corporate').notNull().default(false),
    /** The corporate that pays (update_corporate_payment, pay_with_corporate). */
    corporate_id: uuid('corporate_id').references(() => corporates.id, { onDelete: 'set null' }),
    /** The cost center charged (its corporate's; checked where it is chosen). */
    cost_center_id: uuid('cost_center_id'),
    /**
     * The spec's held "payment type" (§3): PERSONAL, CORPORATE (the company pays all) or SPLIT
     * (the company pays `first_pay`, the traveller `second_pay`; docs/checkout.md "Split payment").
     */
    payment_type: varchar('payment_type', { length: 10 }).notNull().default('PERSONAL'),
    first_pay: money('first_pay'),
    second_pay: money('second_pay'),
    /** When the company's part of a SPLIT was charged; the rails then take `second_pay`. */
    first_paid_at: instant('first_paid_at'),
    /**
     * The travel policy's reason code the traveller chose (update_corporate_payment
     * `reason_code`) for a fare the policy allows with a reason (ALLOW_WITH_REASON); one of the
     * paying corporate's travel_policy_reasons codes (docs/travel-policy-verdicts.md).
     */
    policy_reason_code: varchar('policy_reason_code', { length: 32 }),
    booking_note: jsonb('booking_note').$type<Record<string, string | null>>(),
    invoice: jsonb('invoice').$type<{
      company_name: string;
      invoice_address: string;
      tax_code: string;
    }>(),
    begin_at: instant('begin_at').notNull(),
    expired_at: instant('expired_at').notNull(),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_checkout_sessions_cart_token_unique').on(t.cart_token),
    uniqueIndex('payment_checkout_sessions_idempotency_unique').on(t.booked_by, t.idempotency_key),
    index('payment_checkout_sessions_user_idx').on(t.user_id, t.inserted_at.desc()),
    // The hold limits count an account's, and an address's, recent and holding carts.
    index('payment_checkout_sessions_booked_by_idx').on(t.booked_by, t.begin_at),
    index('payment_checkout_sessions_address_idx')
      .on(t.client_address, t.begin_at)
      .where(sql`${t.client_address} is not null`),
    index('payment_checkout_sessions_holding_expiry_idx')
      .on(t.expired_at)
      .where(sql`${t.status} in ('OPEN', 'PROCESSING')`),
    check(
      'payment_checkout_sessions_money',
      sql`${t.price} >= 0 and ${t.original_price} >= 0 and ${t.items_price} >= 0
        and ${t.service_fee} >= 0 and ${t.voucher_discount} >= 0
        and ${t.gift_voucher_discount} >= 0 and ${t.duty_free_price} >= 0 and ${t.tax_fee} >= 0
        and ${t.duty_free_price} + ${t.tax_fee} = ${t.price} and ${t.cash_back} >= 0`,
    ),
    check(
      'payment_checkout_sessions_split',
      sql`${t.payment_type} in ('PERSONAL', 'CORPORATE', 'SPLIT') and (${t.first_paid_at} is null
        or (${t.payment_type} = 'SPLIT' and ${t.first_pay} > 0 and ${t.second_pay} > 0
          and ${t.first_pay} + ${t.second_pay} = ${t.price}))`,
    ),
    check('payment_checkout_sessions_window', sql`${t.expired_at} > ${t.begin_at}`),
  ],
);

export const shoppingItemKind = pgEnum('shopping_item_kind', [
  'FLIGHT_BOOKING',
  'ROOM_TYPE',
  'ROOM_STAYING',
]);

/** One thing in a cart, re-priced from its supplier when the cart was made. */
export const shoppingItems = pgTable(
  'shopping_items',
  {
    id: id(),
    payment_checkout_session_id: uuid('payment_checkout_session_id')
      .notNull()
      .references(() => paymentCheckoutSessions.id, { onDelete: 'cascade' }),
    kind: shoppingItemKind('kind').notNull(),
    supplier: varchar('supplier', { length: 32 }).notNull(),
    price: money('price').notNull(),
    currency: currency(),
    /** Before the item's own promotions (with its surcharges). */
    original_price: money('original_price').notNull(),
    duty_free_price: money('duty_free_price').notNull(),
    service_fee: money('service_fee').notNull().default(0),
    /** The product as priced (FlightBooking or RoomType shape of the payments SDL). */
    product: jsonb('product').$type<Record<string, unknown>>().notNull(),
    /** The supplier's references: option, fare or rate ids, party. */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull(),
    /** The supplier's booking reference once paid: a PNR, or a hotel confirmation number. */
    booking_code: varchar('booking_code', { length: 20 }),
    inserted_at: insertedAt(),
  },
  (t) => [
    index('shopping_items_session_idx').on(t.payment_checkout_session_id),
    check('shopping_items_money', sql`${t.price} >= 0 and ${t.duty_free_price} >= 0`),
  ],
);

export const checkoutHoldKind = pgEnum('checkout_hold_kind', ['FLIGHT_SEATS', 'ROOM_NIGHT']);
export const checkoutHoldState = pgEnum('checkout_hold_state', ['HELD', 'RELEASED', 'CONSUMED']);

/**
 * Inventory taken out of sale for a session: seats of a fare (resource = flight instance, key =
 * fare plan) or rooms of a night (resource = room type, key = the night's date). Released back
 * when the session expires; consumed when it is paid.
 */
export const checkoutHolds = pgTable(
  'checkout_holds',
  {
    id: id(),
    payment_checkout_session_id: uuid('payment_checkout_session_id')
      .notNull()
      .references(() => paymentCheckoutSessions.id, { onDelete: 'cascade' }),
    supplier: varchar('supplier', { length: 32 }).notNull(),
    kind: checkoutHoldKind('kind').notNull(),
    resource_id: text('resource_id').notNull(),
    resource_key: text('resource_key').notNull(),
    quantity: integer('quantity').notNull(),
    state: checkoutHoldState('state').notNull().default('HELD'),
    inserted_at: insertedAt(),
    settled_at: instant('settled_at'),
  },
  (t) => [
    index('checkout_holds_session_idx').on(t.payment_checkout_session_id),
    check('checkout_holds_quantity', sql`${t.quantity} > 0`),
  ],
);
