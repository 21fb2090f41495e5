/**
 * The checkout operations' arguments (docs/module-template.md), checked with zod: parsed by the
 * resolvers (and the demo seeding) with `parseInput`, so the services get checked values. Each
 * schema's failures answer BAD_USER_INPUT with `extensions.fields` (domain/context/input.ts).
 */
import { z } from 'zod';
import { formatMoney } from '../../../common/money.js';
import { isPhoneNumber } from '../../../common/phone.js';
import { rule, taxCode } from '../context/input.js';
import { P2C2P_CHANNELS } from './p2c2p-channels.js';
import { passengerInput } from './passengers.js';

/* create_cart (docs/graphql-contract.md "Payments: create_cart"). */

const id = z.string().trim().min(1).max(200);
const choice = z.object({ id, seat_class_id: id });

const flight = z.object({
  departure: choice,
  return: choice.nullish(),
  n_o_a: z
    .number()
    .int()
    .min(1)
    .max(9)
    .nullish()
    .transform((v) => v ?? 1),
  n_o_c: z
    .number()
    .int()
    .min(0)
    .max(8)
    .nullish()
    .transform((v) => v ?? 0),
  n_o_i: z
    .number()
    .int()
    .min(0)
    .max(9)
    .nullish()
    .transform((v) => v ?? 0),
  contact_email: z.string().trim().email().max(254).nullish(),
  contact_phone: z
    .string()
    .trim()
    .refine(isPhoneNumber, rule('phone', 'contact_phone is not a phone number.'))
    .nullish(),
});

const hotel = z.object({
  property_id: id,
  rate_id: id,
  n_o_a: z
    .number()
    .int()
    .min(1)
    .max(36)
    .nullish()
    .transform((v) => v ?? 2),
  n_o_c: z
    .number()
    .int()
    .min(0)
    .max(18)
    .nullish()
    .transform((v) => v ?? 0),
});

export const cartInput = z
  .object({
    flight: flight.nullish(),
    hotel: hotel.nullish(),
    /** The travel desk books for a colleague (book-for.ts); absent: the caller (or patron). */
    traveller_id: z
      .string()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a user id')
      .transform((v) => v.toLowerCase())
      .nullish(),
    idempotency_key: z
      .string()
      .trim()
      .min(8)
      .max(100)
      .regex(/^[A-Za-z0-9._:-]+$/, rule('charset', 'Use letters, digits, ".", "_", ":" and "-".'))
      .nullish(),
  })
  .refine((v) => Boolean(v.flight) !== Boolean(v.hotel), {
    path: ['flight'],
    ...rule('one_of', 'Give exactly one of flight or hotel.'),
  });

export type FlightCartInput = z.infer<typeof flight>;
export type HotelCartInput = z.infer<typeof hotel>;
export type CartInput = z.infer<typeof cartInput>;

/* user_orders, user_wallet_entries (docs/graphql-contract.md "Payments: user_orders,
 * user_wallet_entries"): keyset pages. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STATUSES = [
  'PENDING',
  'PROCESSING',
  'SUCCESSFUL',
  'FAILED',
  'CANCELLED',
  'REFUNDED',
] as const;

const limit = z
  .number()
  .int()
  .min(1)
  .max(100)
  .nullish()
  .transform((v) => v ?? 20);

export const userOrdersInput = z.object({
  status: z.array(z.enum(STATUSES)).max(6).nullish(),
  last_id: z
    .string()
    .refine((v) => UUID.test(v), rule('format', 'last_id must be an order id'))
    .nullish(),
  limit,
});

export const walletEntriesInput = z.object({
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => /^[A-Z]{3}$/.test(v), rule('format', 'currency must be a 3-letter code'))
    .nullish()
    .transform((v) => v ?? 'VND'),
  last_id: z
    .string()
    .refine((v) => /^\d{1,18}$/.test(v), rule('format', 'last_id must be an entry id'))
    .nullish(),
  limit,
});

/* update_booking_details (docs/graphql-contract.md): the contact and who travels. */

export const bookingDetailsInput = z.object({
  payment_checkout_session_id: z.string().trim().min(1).max(200),
  contact_email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v.length > 0, rule('required', 'is required'))
    .refine(
      (v) => v.length === 0 || z.email().safeParse(v).success,
      rule('email', 'is not a valid e-mail address'),
    ),
  contact_phone: z
    .string()
    .transform((v) => v.replace(/[\s.()-]/g, ''))
    .refine((v) => v.length > 0, rule('required', 'is required'))
    .refine((v) => v.length === 0 || isPhoneNumber(v), rule('phone', 'is not a phone number')),
  passengers: z.array(passengerInput).max(18).nullish(),
  guest: z
    .string()
    .trim()
    .max(100, 'must be at most 100 characters')
    .nullish()
    .transform((v) => (v ? v.replace(/\s+/g, ' ') : null)),
  request: z
    .string()
    .trim()
    .max(500, 'must be at most 500 characters')
    .nullish()
    .transform((v) => v || null),
});

/* campaign_booking_count (docs/checkout.md "campaign_booking_count"). */

export const campaignCountInput = z.object({
  input: z.object({
    code: z
      .string()
      .trim()
      .max(40)
      .refine((v) => v.length > 0, rule('required', 'code is required'))
      .transform((v) => v.toUpperCase()),
    product_type: z.enum(['FLIGHT', 'HOTEL']).nullish(),
  }),
});

/* book_expense_management (docs/checkout.md "Expense booking"). */

const uuid = z.uuid({ error: 'is not an id' });

export const expenseBookingInput = z.object({
  input: z.object({
    payment_checkout_session_id: z.string().trim().min(1, 'is required'),
    cart_token: z.string().trim().max(64).nullish(),
    trip_id: uuid.nullish(),
    cost_center_id: uuid.nullish(),
    note: z.string().trim().max(1000).nullish(),
  }),
});

/* update_invoice (spec §5: all four required; a real Vietnamese tax code). */

const text = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v.length > 0, rule('required', `${field} is required`));

export const invoiceInput = z.object({
  payment_checkout_session_id: text('payment_checkout_session_id', 200),
  company_name: text('company_name', 200),
  invoice_address: text('invoice_address', 500),
  tax_code: taxCode(text('tax_code', 20)),
});

/* creat_p2c2p_payment (docs/checkout.md "2C2P"): one of the channels offered. */

const CODES = P2C2P_CHANNELS.map((c) => c.channel_code as string);

export const p2c2pPaymentInput = z.object({
  payment_checkout_session_id: z.string().trim().min(1, 'is required'),
  channel_code: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => CODES.includes(v), rule('unknown', `channel_code must be one of ${CODES}`)),
  redirect_url: z.string().trim().min(1, 'is required').max(2000),
  cart_token: z.string().trim().max(64).nullish(),
  agent_code: z.string().trim().max(40).nullish(),
  agent_channel_code: z.string().trim().max(40).nullish(),
});

/* update_corporate_payment (docs/checkout.md "Corporate payment"). */

export const corporatePaymentInput = z.object({
  payment_checkout_session_id: z.string().trim().min(1, 'is required'),
  corporate_id: z.string().trim().regex(UUID, 'is not an id'),
  is_corporate: z.boolean(),
  cost_center_id: z.string().trim().max(100).nullish(),
  personal_amount: z.number().int('must be whole minor units').min(0).nullish(),
  note: z.string().trim().max(500).nullish(),
  /** A travel-policy reason code of the corporate (policy-gate.ts). */
  reason_code: z.string().trim().min(1, 'is required').max(32).nullish(),
});

/* begin_top_up (docs/checkout.md "Wallet top-up"). */

/** Limits of one top-up, whole VND (docs/decisions.md). */
export const TOP_UP_MIN = 10_000;
export const TOP_UP_MAX = 50_000_000;
/** The rails take VND only (docs/payments.md). */
export const TOP_UP_CURRENCIES = ['VND'];

const formatVnd = (n: number) => formatMoney(n, 'VND', 'en');

export const topUpInput = z.object({
  amount: z
    .number()
    .refine(Number.isSafeInteger, rule('integer', 'must be a whole number of minor units'))
    .refine((n) => n >= TOP_UP_MIN, rule('min', `must be at least ${formatVnd(TOP_UP_MIN)}`))
    .refine((n) => n <= TOP_UP_MAX, rule('max', `must be at most ${formatVnd(TOP_UP_MAX)}`)),
  currency: z
    .string()
    .transform((c) => c.trim().toUpperCase())
    .refine((c) => TOP_UP_CURRENCIES.includes(c), rule('currency', 'only VND can be topped up')),
});

/* create_user_invoice, user_invoices (docs/checkout.md "Saved billing details"). */

const savedInvoice = z.object({
  company_name: text('company_name', 200),
  address: text('address', 500),
  email: z
    .string()
    .trim()
    .max(254)
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null))
    .refine((v) => v === null || z.email().safeParse(v).success, rule('email', 'is not an e-mail')),
  tax_code: taxCode(text('tax_code', 20)),
});

export const userInvoiceInput = z.object({ input: savedInvoice });

const invoicePage = z
  .object({
    after: z.uuid({ error: 'is not a cursor' }).nullish(),
    before: z.uuid({ error: 'is not a cursor' }).nullish(),
    limit: z.number().int().min(1).max(100).nullish(),
  })
  .nullish();

export const userInvoicesInput = z.object({ input: invoicePage });

/* apply_voucher, apply_gift_voucher, unapply_voucher (docs/checkout.md "Vouchers"). */

const SESSION = 'payment_checkout_session_id';

const code = (field: string) =>
  z
    .string()
    .trim()
    .refine((v) => v.length > 0, rule('required', `${field} is required`))
    .refine((v) => /^[A-Za-z0-9_-]{1,40}$/.test(v), rule('format', `${field} is not a code`))
    .transform((v) => v.toUpperCase());

const sessionId = z
  .string()
  .trim()
  .refine((v) => v.length > 0, rule('required', `${SESSION} is required`));

export const applyVoucherInput = z.object({
  payment_checkout_session_id: sessionId,
  voucher_code: code('voucher_code'),
  cart_token: z.string().trim().max(64).nullish(),
});
export const applyGiftVoucherInput = z.object({
  payment_checkout_session_id: sessionId,
  code: code('code'),
});
export const unapplyVoucherInput = z
  .object({
    payment_checkout_session_id: z.string().trim().max(200).nullish(),
    cart_token: z.string().trim().max(64).nullish(),
    voucher_code: code('voucher_code'),
  })
  .refine((v) => v.payment_checkout_session_id || v.cart_token, {
    path: [SESSION],
    ...rule('required', 'Give payment_checkout_session_id or cart_token.'),
  });

/* user_gift_vouchers: for a checkout, or the account's page. */

export const giftVouchersInput = z.object({
  payment_checkout_session_id: z.string().trim().max(200).nullish(),
  include_used: z.boolean().nullish(),
});

export type UserOrdersInput = z.infer<typeof userOrdersInput>;
export type WalletEntriesInput = z.infer<typeof walletEntriesInput>;
export type BookingDetailsInput = z.infer<typeof bookingDetailsInput>;
export type CampaignCountInput = z.infer<typeof campaignCountInput>['input'];
export type ExpenseBookingInput = z.infer<typeof expenseBookingInput>['input'];
export type InvoiceInput = z.infer<typeof invoiceInput>;
export type P2c2pPaymentInput = z.infer<typeof p2c2pPaymentInput>;
export type CorporatePaymentInput = z.infer<typeof corporatePaymentInput>;
export type TopUpInput = z.infer<typeof topUpInput>;
export type UserInvoiceInput = z.infer<typeof userInvoiceInput>['input'];
export type UserInvoicesInput = z.infer<typeof userInvoicesInput>['input'];
export type ApplyVoucherInput = z.infer<typeof applyVoucherInput>;
export type ApplyGiftVoucherInput = z.infer<typeof applyGiftVoucherInput>;
export type UnapplyVoucherInput = z.infer<typeof unapplyVoucherInput>;
export type GiftVouchersInput = z.infer<typeof giftVouchersInput>;

/** hide_saved_traveller: a key saved_travellers answered. */
export const hideSavedTravellerInput = z.object({
  key: z
    .string()
    .trim()
    .max(300, 'must be at most 300 characters')
    .refine((v) => v.length > 0, rule('required', 'is required')),
});
