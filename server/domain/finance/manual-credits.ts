/**
 * A bank transfer confirmed by hand (issue 22: "confirmed by the signed bank notification or by
 * an accountant"; docs/finance.md "Confirming a transfer by hand"). Wayfare's own finance staff
 * (platform support, users.role ADMIN, on the admin service) read a credit on Wayfare's bank
 * statement that the bank's notification did not deliver, and record it: the same ledger
 * movement and the same payment (or top-up credit) as the signed notification, under the same
 * key `corporate-bank-credit:<bank transaction id>`, so the notification arriving later — or a
 * retried or doubled click — records nothing twice. A company never confirms its own transfer
 * (it would be crediting itself).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { orderRefInContent } from '../../providers/payments/bank-transfer.js';
import { writeAudit } from '../accounts/audit-repository.js';
import type { AuthUser } from '../accounts/sessions.js';
import { rule, text } from '../context/input.js';
import { recordInvoiceCredit } from './invoice-payments.js';
import { invoiceByRef, invoiceRow } from './invoices-repository.js';
import { creditTopUp, type CorporateCredit, type RecordedCredit } from './top-ups.js';
import { topUpByRef } from './top-ups-repository.js';
import { transferKindOf, type TransferKind } from './transfer-refs.js';

/** The memo as it reads on the statement (`WFCI…` among the bank's words) or the bare reference. */
const reference = z
  .string()
  .max(300, 'must be at most 300 characters')
  .transform((value, ctx) => {
    const upper = value.trim().toUpperCase();
    const ref = transferKindOf(upper) ? upper : orderRefInContent(upper);
    if (ref && transferKindOf(ref)) return ref;
    ctx.addIssue({
      code: 'custom',
      params: { rule: 'format' },
      message: 'must hold an invoice (WFCI…) or top-up (WFCT…) transfer reference',
    });
    return z.NEVER;
  });

/** The bank's own id of the credit: the one its notification would carry (1–100 characters). */
const bankTransactionId = z
  .string()
  .trim()
  .refine(
    (v) => /^[\x21-\x7e]{1,100}$/.test(v),
    rule('format', 'must be 1-100 visible characters, no spaces'),
  );

export const transferTargetInput = z.object({ reference });

export const manualCreditInput = z.object({
  reference,
  bank_transaction_id: bankTransactionId,
  amount: z
    .number({ message: 'must be a number' })
    .refine(Number.isInteger, rule('integer', 'must be whole đồng'))
    .refine((v) => v >= 1 && v <= 1e13, rule('range', 'must be from 1 to 10,000,000,000,000')),
  credited_at: z.coerce.date({ message: 'must be a date and time' }),
  note: text(500).refine(
    (v) => v.trim().length >= 5,
    rule('too_small', 'must be 5-500 characters'),
  ),
});
export type ManualCreditInput = z.infer<typeof manualCreditInput>;

const fieldError = (field: string, ruleName: string, message: string) =>
  new AppError('BAD_USER_INPUT', message, [{ field, rule: ruleName, message }]);

/** What a reference names, as finance staff check it before recording a credit. */
export interface TransferTarget {
  kind: TransferKind;
  reference: string;
  corporate_id: string;
  company_name: string;
  currency: string;
  /** The invoice's value, or the top-up's amount. */
  amount: number;
  /** Paid on the invoice, or credited to the top-up, so far. */
  received: number;
  outstanding: number;
  effective_month: number | null;
  effective_year: number | null;
  due_at: Date | null;
  status: string;
}

async function companyName(db: Db, corporateId: string): Promise<string> {
  const { rows } = await db.execute<{ name: string }>(sql`
    select coalesce(nullif(display_name, ''), company_name) as name from corporates
    where id = ${corporateId}::uuid`);
  return rows[0]?.name ?? '';
}

async function targetOf(db: Db, ref: string, now: Date): Promise<TransferTarget | null> {
  const kind = transferKindOf(ref);
  if (kind === 'INVOICE') {
    const found = await invoiceByRef(db, ref);
    if (!found) return null;
    const row = (await invoiceRow(db, found.corporate_id, found.id, now))!;
    const value = Number(row.value);
    const paid = Number(row.paid);
    return {
      kind,
      reference: ref,
      corporate_id: row.corporate_id,
      company_name: await companyName(db, row.corporate_id),
      currency: row.currency,
      amount: value,
      received: paid,
      outstanding: Math.max(value - paid, 0),
      effective_month: row.effective_month,
      effective_year: row.effective_year,
      due_at: new Date(row.due_at),
      status: row.status,
    };
  }
  const topUp = await topUpByRef(db, ref);
  if (!topUp) return null;
  const amount = Number(topUp.amount);
  const credited = Number(topUp.credited);
  return {
    kind: 'TOP_UP',
    reference: ref,
    corporate_id: topUp.corporate_id,
    company_name: await companyName(db, topUp.corporate_id),
    currency: topUp.currency,
    amount,
    received: credited,
    outstanding: Math.max(amount - credited, 0),
    effective_month: null,
    effective_year: null,
    due_at: null,
    status: credited >= amount ? 'CREDITED' : 'PENDING',
  };
}

const unknownReference = () =>
  fieldError('reference', 'unknown', 'No invoice or top-up has this transfer reference.');

/** corporate_transfer_target(reference): what a memo names (support staff only). */
export async function transferTarget(
  db: Db,
  _staff: AuthUser,
  input: z.infer<typeof transferTargetInput>,
  now: Date,
): Promise<TransferTarget> {
  const target = await targetOf(db, input.reference, now);
  if (!target) throw unknownReference();
  return target;
}

interface EarlierCredit extends Record<string, unknown> {
  kind: string;
  metadata: Record<string, unknown> | null;
  amount: number | string;
}

/** The credit already recorded under a bank id: its kind, what it named and its amount. */
async function earlierCredit(db: Db, bankId: string): Promise<EarlierCredit | null> {
  const { rows } = await db.execute<EarlierCredit>(sql`
    select t.kind, t.metadata, e.amount from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id and e.account_kind = 'CORPORATE_ACCOUNT'
    where t.idempotency_key = ${`corporate-bank-credit:${bankId}`}`);
  return rows[0] ?? null;
}

/**
 * record_corporate_bank_credit: records a credit read on the bank statement, once per bank
 * transaction id. Answers the target as it stands after, and whether this call recorded it
 * (`already_recorded` when the notification or an earlier confirmation had).
 */
export async function recordManualCredit(
  db: Db,
  staff: AuthUser,
  input: ManualCreditInput,
  now: Date,
): Promise<{ target: TransferTarget; already_recorded: boolean; applied: number }> {
  if (input.credited_at.getTime() > now.getTime()) {
    throw fieldError('credited_at', 'future', 'The bank cannot have credited it in the future.');
  }
  const before = await targetOf(db, input.reference, now);
  if (!before) throw unknownReference();
  const kind = before.kind;
  let recorded: RecordedCredit | null = null;
  const credit: CorporateCredit = {
    ref: input.reference,
    txnId: input.bank_transaction_id,
    amount: input.amount,
    currency: before.currency,
    at: input.credited_at,
    manual: {
      by: staff.id,
      record: async (tx, done) => {
        recorded = done;
        await writeAudit(tx, {
          actor_user_id: staff.id,
          corporate_id: before.corporate_id,
          action: 'support.bank_credit_recorded',
          metadata: {
            kind,
            reference: input.reference,
            bank_transaction_id: input.bank_transaction_id,
            amount: input.amount,
            currency: before.currency,
            applied: done.applied,
            credited_at: input.credited_at.toISOString(),
            note: input.note.trim(),
            ledger_transaction_id: done.ledgerTransactionId,
            company_name: before.company_name,
          },
          created_at: now,
        });
      },
    },
  };
  const outcome =
    kind === 'INVOICE' ? await recordInvoiceCredit(db, credit) : await creditTopUp(db, credit);
  if (outcome === 'ORDER_NOT_FOUND') throw unknownReference();
  const done = recorded as RecordedCredit | null;
  if (!done) {
    // The key was taken: the same credit again is answered as it stands; another is a mistake.
    const earlier = await earlierCredit(db, input.bank_transaction_id);
    const named =
      earlier?.metadata?.corporate_invoice_id ?? earlier?.metadata?.corporate_top_up_id ?? null;
    const sameTarget =
      earlier &&
      Number(earlier.amount) === input.amount &&
      (await refOfTarget(db, earlier.kind, named)) === input.reference;
    if (!sameTarget) {
      throw fieldError(
        'bank_transaction_id',
        'already_recorded',
        'This bank transaction was already recorded for another amount or reference.',
      );
    }
  }
  const after = (await targetOf(db, input.reference, now))!;
  return { target: after, already_recorded: !done, applied: done?.applied ?? 0 };
}

async function refOfTarget(db: Db, kind: string, id: unknown): Promise<string | null> {
  if (typeof id !== 'string') return null;
  const table = kind === 'INVOICE_PAYMENT' ? sql`corporate_invoices` : sql`corporate_top_ups`;
  const { rows } = await db.execute<{ ref: string }>(
    sql`select ref from ${table} where id = ${id}::uuid`,
  );
  return rows[0]?.ref ?? null;
}
