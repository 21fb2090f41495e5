/**
 * The SQL of corporate invoices and their payments (issue 22, docs/finance.md "Invoices and
 * payments"). Every statement names the corporate id in its WHERE clause. What an invoice has
 * been paid is the sum of its payments, computed here; its status is derived from that, its
 * due date and the caller's clock (`invoiceStatusSql`, the same rule as invoice-status.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { corporateInvoices, corporatePaymentHistories } from '../../db/schema.js';
import type { InvoiceFilter, InvoiceStatus } from './invoice-input.js';

export interface InvoiceRow extends Record<string, unknown> {
  id: string;
  corporate_id: string;
  corporate_reconcilliation_statement_id: string;
  ref: string;
  value: number | string;
  paid: number | string;
  currency: string;
  effective_month: number;
  effective_year: number;
  reconcilliation_cycle_type: string | null;
  due_at: Date | string;
  inserted_at: Date | string;
  status: InvoiceStatus;
}

/** The invoices of a corporate with what was paid on each and their status at `now`. */
function invoicesWithPaid(corporateId: string, now: Date): SQL {
  return sql`(
    select i.id, i.corporate_id, i.corporate_reconcilliation_statement_id, i.ref, i.value,
      i.currency, i.effective_month, i.effective_year, i.reconcilliation_cycle_type, i.due_at,
      i.inserted_at, p.paid,
      case when p.paid >= i.value then 'PAID'
        when i.due_at < ${now.toISOString()}::timestamptz then 'OVERDUE'
        when p.paid > 0 then 'PARTIALLY_PAID'
        else 'UNPAID' end as status
    from corporate_invoices i
    cross join lateral (
      select coalesce(sum(ph.value), 0)::bigint as paid from corporate_payment_histories ph
      where ph.corporate_invoice_id = i.id and ph.corporate_id = ${corporateId}::uuid) p
    where i.corporate_id = ${corporateId}::uuid)`;
}

function conditions(filter: InvoiceFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.status) parts.push(sql`x.status = ${filter.status}`);
  if (filter.year != null) parts.push(sql`x.effective_year = ${filter.year}`);
  if (filter.month != null) parts.push(sql`x.effective_month = ${filter.month}`);
  if (filter.from) parts.push(sql`x.inserted_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`x.inserted_at < ${filter.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/** A page of the corporate's invoices, newest period first, and how many match. */
export async function invoicesPage(
  db: Db,
  corporateId: string,
  filter: InvoiceFilter,
  page: { limit: number; offset: number },
  now: Date,
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const from = invoicesWithPaid(corporateId, now);
  const where = conditions(filter);
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.execute<InvoiceRow>(sql`select x.* from ${from} x where ${where}
      order by x.effective_year desc, x.effective_month desc, x.inserted_at desc, x.id desc
      limit ${page.limit} offset ${page.offset}`),
    db.execute<{ n: number | string }>(sql`select count(*) as n from ${from} x where ${where}`),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/** One invoice of the corporate (null when it has none of that id). */
export async function invoiceRow(
  db: Db,
  corporateId: string,
  invoiceId: string,
  now: Date,
): Promise<InvoiceRow | null> {
  const { rows } = await db.execute<InvoiceRow>(
    sql`select x.* from ${invoicesWithPaid(corporateId, now)} x where x.id = ${invoiceId}::uuid`,
  );
  return rows[0] ?? null;
}

/** The period of the statement an invoice is for: start and end (exclusive), Vietnamese days. */
export async function invoicePeriod(
  db: Db,
  corporateId: string,
  invoiceId: string,
): Promise<{ start: string; end: string } | null> {
  const { rows } = await db.execute<{ start: string; end: string }>(sql`
    select s.period_start::text as start, s.period_end::text as "end"
    from corporate_invoices i
    join reconcilliation_statements s on s.corporate_id = i.corporate_id
      and s.id = i.corporate_reconcilliation_statement_id
    where i.corporate_id = ${corporateId}::uuid and i.id = ${invoiceId}::uuid`);
  return rows[0] ?? null;
}

/** The invoice a transfer reference names, whichever corporate's (a bank credit's lookup). */
export async function invoiceByRef(
  db: Db,
  ref: string,
): Promise<{ id: string; corporate_id: string; currency: string } | null> {
  const { rows } = await db.execute<{ id: string; corporate_id: string; currency: string }>(
    sql`select id, corporate_id, currency from corporate_invoices where ref = ${ref}`,
  );
  return rows[0] ?? null;
}

export interface StatisticRow extends Record<string, unknown> {
  currency: string;
  total_spending: number | string;
  total_paid: number | string;
  total_unpaid: number | string;
}

/** Spending (invoice values), paid and unpaid over the filtered invoices, per currency. */
export async function invoiceStatistic(
  db: Db,
  corporateId: string,
  filter: InvoiceFilter,
  now: Date,
): Promise<StatisticRow[]> {
  const { rows } = await db.execute<StatisticRow>(sql`
    select x.currency, coalesce(sum(x.value), 0) as total_spending,
      coalesce(sum(least(x.paid, x.value)), 0) as total_paid,
      coalesce(sum(x.value - least(x.paid, x.value)), 0) as total_unpaid
    from ${invoicesWithPaid(corporateId, now)} x where ${conditions(filter)}
    group by x.currency order by x.currency`);
  return rows;
}

/** What the corporate's invoices in a currency still ask for. */
export async function unpaidTotal(db: Db, corporateId: string, currency: string): Promise<number> {
  const { rows } = await db.execute<{ total: number | string }>(sql`
    select coalesce(sum(greatest(i.value - coalesce(p.paid, 0), 0)), 0) as total
    from corporate_invoices i
    left join (select corporate_invoice_id, sum(value) as paid from corporate_payment_histories
      where corporate_id = ${corporateId}::uuid group by corporate_invoice_id) p
      on p.corporate_invoice_id = i.id
    where i.corporate_id = ${corporateId}::uuid and i.currency = ${currency}`);
  return Number(rows[0]?.total ?? 0);
}

export interface PaymentRow extends Record<string, unknown> {
  id: string;
  corporate_id: string;
  corporate_invoice_id: string;
  currency: string;
  invoice_value: number | string;
  paid: number | string;
  value: number | string;
  payment_method: string;
  inserted_at: Date | string;
}

/**
 * A page of the corporate's payments, newest first, each with the invoice's value and what was
 * paid on it up to and including the payment (a running sum in payment order).
 */
export async function paymentsPage(
  db: Db,
  corporateId: string,
  filter: { invoiceId: string | null; from: Date | null; to: Date | null },
  page: { limit: number; offset: number },
): Promise<{ rows: PaymentRow[]; total: number }> {
  const parts: SQL[] = [sql`true`];
  if (filter.invoiceId) parts.push(sql`x.corporate_invoice_id = ${filter.invoiceId}::uuid`);
  if (filter.from) parts.push(sql`x.inserted_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`x.inserted_at < ${filter.to.toISOString()}::timestamptz`);
  const where = sql.join(parts, sql` and `);
  const from = sql`(
    select ph.id, ph.corporate_id, ph.corporate_invoice_id, ph.currency, ph.value,
      ph.payment_method::text as payment_method, ph.inserted_at, i.value as invoice_value,
      sum(ph.value) over (partition by ph.corporate_invoice_id
        order by ph.seq rows unbounded preceding) as paid, ph.seq
    from corporate_payment_histories ph
    join corporate_invoices i on i.id = ph.corporate_invoice_id
      and i.corporate_id = ${corporateId}::uuid
    where ph.corporate_id = ${corporateId}::uuid)`;
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.execute<PaymentRow>(sql`select x.* from ${from} x where ${where}
      order by x.seq desc limit ${page.limit} offset ${page.offset}`),
    db.execute<{ n: number | string }>(sql`select count(*) as n from ${from} x where ${where}`),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/** The payment recorded under a key (a retried or raced payment), within the corporate. */
export async function paymentByKey(
  db: Db,
  corporateId: string,
  key: string,
): Promise<{ id: string } | null> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from corporate_payment_histories
    where idempotency_key = ${key} and corporate_id = ${corporateId}::uuid`);
  return rows[0] ?? null;
}

export interface NewPayment {
  corporate_id: string;
  corporate_invoice_id: string;
  value: number;
  currency: string;
  payment_method: 'BANK_TRANSFER' | 'CORPORATE_WALLET';
  idempotency_key: string;
  ledger_transaction_id: string | null;
  recorded_by: string | null;
  inserted_at: Date;
}

/** Records a payment; null when its key was recorded before. */
export async function insertPayment(tx: Db, row: NewPayment): Promise<string | null> {
  const [created] = await tx
    .insert(corporatePaymentHistories)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: corporatePaymentHistories.id });
  return created?.id ?? null;
}

export interface NewInvoice {
  corporate_id: string;
  corporate_reconcilliation_statement_id: string;
  ref: string;
  value: number;
  currency: string;
  effective_month: number;
  effective_year: number;
  reconcilliation_cycle_type: string | null;
  due_at: Date;
  inserted_at: Date;
}

/** Inserts the statement's invoice unless it has one; answers the statement's invoice id. */
export async function insertInvoiceOnce(
  tx: Db,
  row: NewInvoice,
): Promise<{ id: string; created: boolean }> {
  const [created] = await tx
    .insert(corporateInvoices)
    .values(row)
    .onConflictDoNothing({ target: corporateInvoices.corporate_reconcilliation_statement_id })
    .returning({ id: corporateInvoices.id });
  if (created) return { id: created.id, created: true };
  const { rows } = await tx.execute<{ id: string }>(sql`
    select id from corporate_invoices
    where corporate_reconcilliation_statement_id = ${row.corporate_reconcilliation_statement_id}::uuid
      and corporate_id = ${row.corporate_id}::uuid`);
  if (!rows[0]) throw new Error('the statement is invoiced to another corporate');
  return { id: rows[0].id, created: false };
}

/** The corporate's payment term: penalty days of its credit terms (null without terms). */
export async function penaltyDays(db: Db, corporateId: string): Promise<number | null> {
  const { rows } = await db.execute<{ penalty_days: number | null }>(sql`
    select penalty_days from corporate_credits where corporate_id = ${corporateId}::uuid`);
  return rows[0]?.penalty_days ?? null;
}

export interface UninvoicedStatement extends Record<string, unknown> {
  id: string;
  corporate_id: string;
  currency: string;
  total_price: number | string;
  effective_month: number;
  effective_year: number;
  reconcilliation_cycle_type: string;
  period_end: string;
  issued_at: Date | string;
}

/**
 * Issued statements without an invoice yet (a job's sweep over every corporate: each row
 * carries its corporate id, and the invoice is written with it).
 */
export async function statementsWithoutInvoice(
  db: Db,
  limit = 500,
): Promise<UninvoicedStatement[]> {
  const { rows } = await db.execute<UninvoicedStatement>(sql`
    select s.id, s.corporate_id, s.currency, s.total_price, s.effective_month, s.effective_year,
      s.reconcilliation_cycle_type::text as reconcilliation_cycle_type,
      s.period_end::text as period_end, s.issued_at
    from reconcilliation_statements s
    where s.total_price >= 0 and not exists (
      select 1 from corporate_invoices i
      where i.corporate_reconcilliation_statement_id = s.id and i.corporate_id = s.corporate_id)
    order by s.issued_at, s.id limit ${limit}`);
  return rows;
}

/** The payments against a statement's invoice, oldest first ([] when nothing was paid). */
export async function paymentsOfStatement(
  db: Db,
  corporateId: string,
  statementId: string,
): Promise<{ amount: number; paid_at: Date }[]> {
  const { rows } = await db.execute<{ value: number | string; inserted_at: Date | string }>(sql`
    select ph.value, ph.inserted_at from corporate_payment_histories ph
    join corporate_invoices i on i.id = ph.corporate_invoice_id
      and i.corporate_id = ${corporateId}::uuid
    where ph.corporate_id = ${corporateId}::uuid
      and i.corporate_reconcilliation_statement_id = ${statementId}::uuid
    order by ph.seq`);
  return rows.map((r) => ({ amount: Number(r.value), paid_at: new Date(r.inserted_at) }));
}

/** The statement's invoice (id and transfer reference), within the corporate. */
export async function invoiceByStatement(
  db: Db,
  corporateId: string,
  statementId: string,
): Promise<{ id: string; ref: string } | null> {
  const { rows } = await db.execute<{ id: string; ref: string }>(sql`
    select id, ref from corporate_invoices
    where corporate_id = ${corporateId}::uuid
      and corporate_reconcilliation_statement_id = ${statementId}::uuid`);
  return rows[0] ?? null;
}
