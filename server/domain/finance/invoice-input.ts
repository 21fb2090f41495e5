/**
 * Inputs of the corporate invoices, their payments and the wallet top-up (issue 22; zod, parsed
 * by server/graphql/corporate/invoice-resolvers.ts). Field errors name the argument.
 */
import { z } from 'zod';
import { count, opaqueId, rule } from '../context/input.js';

export const INVOICE_STATUSES = ['UNPAID', 'PARTIALLY_PAID', 'PAID', 'OVERDUE'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** One top-up: 10,000 ₫ to 10 billion ₫, whole đồng. */
export const CORPORATE_TOP_UP_MIN = 10_000;
export const CORPORATE_TOP_UP_MAX = 10_000_000_000;

const optionalId = opaqueId.nullish().transform((v) => v ?? null);
const instant = z.coerce
  .date({ message: 'must be a date and time' })
  .nullish()
  .transform((v) => v ?? null);
const limit = count(1, 100)
  .nullish()
  .transform((v) => v ?? 20);
const offset = count(0, 1_000_000)
  .nullish()
  .transform((v) => v ?? 0);
const wholeAmount = (min: number, max: number) =>
  z
    .number({ message: 'must be a number' })
    .refine(Number.isInteger, rule('whole', 'must be whole đồng'))
    .refine((v) => v >= min && v <= max, rule('range', `must be from ${min} to ${max}`));

export const invoiceFilterInput = z
  .object({
    corporate_id: optionalId,
    status: z
      .enum(INVOICE_STATUSES)
      .nullish()
      .transform((v) => v ?? null),
    year: z
      .number()
      .int()
      .min(2000, rule('range', 'must be 2000-2100'))
      .max(2100, rule('range', 'must be 2000-2100'))
      .nullish()
      .transform((v) => v ?? null),
    month: z
      .number()
      .int()
      .min(1, rule('range', 'must be 1-12'))
      .max(12, rule('range', 'must be 1-12'))
      .nullish()
      .transform((v) => v ?? null),
    from: instant,
    to: instant,
  })
  .refine((v) => v.month == null || v.year != null, {
    ...rule('needs_year', 'month needs year'),
    path: ['month'],
  })
  .refine((v) => !v.from || !v.to || v.from < v.to, {
    ...rule('order', 'must be later than from'),
    path: ['to'],
  });
export type InvoiceFilter = z.infer<typeof invoiceFilterInput>;

const noFilter = invoiceFilterInput.parse({});

/** corporate_invoices(limit, offset, filter). */
export const invoicesInput = z.object({
  limit,
  offset,
  filter: invoiceFilterInput.nullish().transform((v) => v ?? noFilter),
});
export type InvoicesInput = z.infer<typeof invoicesInput>;

/** corporate_invoice_statistic(filter). */
export const invoiceStatisticInput = z.object({
  filter: invoiceFilterInput.nullish().transform((v) => v ?? noFilter),
});

/** corporate_invoice(id), corporate_invoice_transfer(id). */
export const invoiceIdInput = z.object({ id: opaqueId });

/** corporate_payment_histories(filter). */
export const paymentHistoriesInput = z.object({
  filter: z
    .object({
      corporate_id: optionalId,
      corporate_invoice_id: optionalId,
      from: instant,
      to: instant,
      limit,
      offset,
    })
    .nullish()
    .transform(
      (v) =>
        v ?? {
          corporate_id: null,
          corporate_invoice_id: null,
          from: null,
          to: null,
          limit: 20,
          offset: 0,
        },
    ),
});
export type PaymentHistoriesInput = z.infer<typeof paymentHistoriesInput>;

/**
 * pay_corporate_invoice_from_wallet(id, amount, idempotency_key): the shape here; the amount's
 * and key's rules (`walletPaymentRules`) once the caller may pay and the invoice is theirs.
 */
export const walletPaymentInput = z.object({
  id: opaqueId,
  amount: z.number(),
  idempotency_key: z.string().max(200),
});
export type WalletPaymentInput = z.infer<typeof walletPaymentInput>;
export const walletPaymentRules = z.object({
  amount: wholeAmount(1, 1e15),
  idempotency_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,80}$/, rule('format', 'must be 8-80 letters, digits, - or _')),
});

/** begin_corporate_top_up(corporate_id, amount): the amount's rules after authorization. */
export const topUpInput = z.object({ corporate_id: optionalId, amount: z.number() });
export type CorporateTopUpInput = z.infer<typeof topUpInput>;
export const topUpRules = z.object({
  amount: wholeAmount(CORPORATE_TOP_UP_MIN, CORPORATE_TOP_UP_MAX),
});

/** corporate_top_ups(corporate_id, limit, offset); corporate_invoice_wallet_available. */
export const topUpsInput = z.object({ corporate_id: optionalId, limit, offset });
export const corporateOnlyInput = z.object({ corporate_id: optionalId });
