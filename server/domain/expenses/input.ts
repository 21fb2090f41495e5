/**
 * Expense inputs (zod, parsed by server/graphql/corporate/expense-resolvers.ts). Money is in
 * whole minor units of its currency (VND has none). Field errors name the path below `input`.
 */
import { z } from 'zod';
import { MAX_MONEY, count, isoCode, opaqueId, rule, taxCode, text } from '../context/input.js';

export const EXPENSE_CATEGORIES = [
  'AIRFARE',
  'LODGING',
  'TRANSPORT',
  'MEALS',
  'ENTERTAINMENT',
  'OFFICE',
  'OTHER',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const EXPENSE_STATUSES = [
  'DRAFT',
  'SUBMITTED',
  'APPROVED',
  'REJECTED',
  'REIMBURSED',
] as const;

const amount = z
  .number()
  .int('must be a whole number of minor units')
  .min(1, 'must be more than 0')
  .max(MAX_MONEY, `must be at most ${MAX_MONEY}`);

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), rule('date', 'is not a date'));

const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v && v.trim() ? v.trim() : null));

/** The e-invoice's own identifiers, as the reader answered them (kept with the expense). */
const einvoice = z
  .object({
    series: text(20).nullish(),
    number: text(20).nullish(),
    buyer_name: text(200).nullish(),
    buyer_tax_code: text(14).nullish(),
  })
  .nullish()
  .transform((v) => v ?? null);

const fields = {
  amount,
  currency: isoCode(3).transform((v) => v.toUpperCase()),
  category: z.enum(EXPENSE_CATEGORIES),
  expense_date: day,
  merchant: text(200).refine((v) => v.trim().length > 0, rule('required', 'is required')),
  seller_tax_code: taxCode(z.string())
    .nullish()
    .transform((v) => v ?? null),
  vat_amount: z
    .number()
    .int('must be a whole number of minor units')
    .min(0, 'must not be negative')
    .max(MAX_MONEY)
    .nullish()
    .transform((v) => v ?? null),
  note: optionalText(2000),
  expense_booking_id: opaqueId.nullish().transform((v) => v ?? null),
  user_order_id: opaqueId.nullish().transform((v) => v ?? null),
  trip_id: opaqueId.nullish().transform((v) => v ?? null),
  einvoice,
};

const vatWithinAmount = <T extends { amount: number; vat_amount: number | null }>(v: T) =>
  v.vat_amount == null || v.vat_amount <= v.amount;
const vatRule = {
  ...rule('vat_above_amount', 'must not be more than the amount'),
  path: ['vat_amount'],
};

export const createExpenseInput = z
  .object({ corporate_id: opaqueId, ...fields })
  .refine(vatWithinAmount, vatRule);
export type CreateExpenseInput = z.infer<typeof createExpenseInput>;

export const updateExpenseInput = z
  .object({ corporate_id: opaqueId, id: opaqueId, ...fields })
  .refine(vatWithinAmount, vatRule);
export type UpdateExpenseInput = z.infer<typeof updateExpenseInput>;

export const expenseRefInput = z.object({ corporate_id: opaqueId, id: opaqueId });
export type ExpenseRefInput = z.infer<typeof expenseRefInput>;

export const decideExpenseInput = z
  .object({
    corporate_id: opaqueId,
    id: opaqueId,
    decision: z.enum(['APPROVE', 'REJECT']),
    comment: optionalText(1000),
  })
  .refine((v) => v.decision === 'APPROVE' || v.comment, {
    ...rule('required', 'say why the expense is rejected'),
    path: ['comment'],
  });
export type DecideExpenseInput = z.infer<typeof decideExpenseInput>;

export const expensesArgs = z.object({
  corporate_id: opaqueId.nullish(),
  status: z.enum(EXPENSE_STATUSES).nullish(),
  page: count(1, 10_000).nullish(),
  per_page: count(1, 100).nullish(),
});
export type ExpensesArgs = z.infer<typeof expensesArgs>;

export const MAX_BATCH_ITEMS = 500;

export const createBatchInput = z.object({
  corporate_id: opaqueId,
  expense_ids: z
    .array(opaqueId)
    .min(1, 'choose at least one approved expense')
    .max(MAX_BATCH_ITEMS, `at most ${MAX_BATCH_ITEMS} expenses in one batch`)
    .refine((ids) => new Set(ids).size === ids.length, rule('unique', 'names an expense twice')),
});
export type CreateBatchInput = z.infer<typeof createBatchInput>;

export const batchRefInput = z.object({ corporate_id: opaqueId, id: opaqueId });
export type BatchRefInput = z.infer<typeof batchRefInput>;
