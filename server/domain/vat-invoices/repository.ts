/**
 * VAT requests' SQL (docs/finance.md "VAT e-invoices"). Every statement a caller's request runs
 * names the corporate id in its WHERE clause; the sweep (the job) reads PENDING requests of
 * every company and changes each by its id and status only.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { VatBuyer } from '../../db/tables/vat-requests.js';

export interface VatRequestRow extends Record<string, unknown> {
  id: string;
  corporate_id: string;
  booking_id: string;
  requested_by: string | null;
  status: 'PENDING' | 'ISSUED' | 'REJECTED';
  buyer: VatBuyer;
  seller: VatBuyer | null;
  net_price: number | string;
  vat_amount: number | string;
  price: number | string;
  vat_rate: number | string;
  currency: string;
  description: string;
  provider: string | null;
  invoice_template: string | null;
  invoice_series: string | null;
  invoice_number: string | null;
  invoice_key: string | null;
  issued_on: string | Date | null;
  issued_at: Date | string | null;
  rejection_reason: string | null;
  attempts: number;
  inserted_at: Date | string;
  booking_code: string | null;
}

const COLUMNS = sql`v.id, v.corporate_id, v.booking_id, v.requested_by, v.status::text as status,
  v.buyer, v.seller, v.net_price, v.vat_amount, v.price, v.vat_rate, v.currency, v.description, v.provider,
  v.invoice_template, v.invoice_series, v.invoice_number, v.invoice_key, v.issued_on::text as issued_on,
  v.issued_at, v.rejection_reason, v.attempts, v.inserted_at,
  (select si.booking_code from shopping_items si where si.payment_checkout_session_id = v.booking_id
    order by si.inserted_at, si.id limit 1) as booking_code`;

export interface NewVatRequest {
  corporate_id: string;
  booking_id: string;
  requested_by: string;
  buyer: VatBuyer;
  net_price: number;
  vat_amount: number;
  price: number;
  vat_rate: number;
  currency: string;
  description: string;
}

/**
 * The booking's live request: inserted, or the one already there (one live request per
 * booking; racing inserts meet on the partial unique index and all answer the same row).
 */
export async function insertVatRequest(db: Db, row: NewVatRequest): Promise<VatRequestRow> {
  await db.execute(sql`
    insert into vat_requests (corporate_id, booking_id, requested_by, buyer, net_price,
      vat_amount, price, vat_rate, currency, description)
    values (${row.corporate_id}::uuid, ${row.booking_id}::uuid, ${row.requested_by}::uuid,
      ${JSON.stringify(row.buyer)}::jsonb, ${row.net_price}, ${row.vat_amount}, ${row.price},
      ${row.vat_rate}, ${row.currency}, ${row.description})
    on conflict (corporate_id, booking_id) where status <> 'REJECTED' do nothing`);
  const live = await liveRequestOf(db, row.corporate_id, row.booking_id);
  if (!live) throw new Error('the VAT request was neither inserted nor found');
  return live;
}

export async function liveRequestOf(
  db: Db,
  corporateId: string,
  bookingId: string,
): Promise<VatRequestRow | null> {
  const { rows } = await db.execute<VatRequestRow>(sql`select ${COLUMNS} from vat_requests v
    where v.corporate_id = ${corporateId}::uuid and v.booking_id = ${bookingId}::uuid
      and v.status <> 'REJECTED'`);
  return rows[0] ?? null;
}

export async function requestById(
  db: Db,
  corporateId: string,
  id: string,
): Promise<VatRequestRow | null> {
  const { rows } = await db.execute<VatRequestRow>(sql`select ${COLUMNS} from vat_requests v
    where v.corporate_id = ${corporateId}::uuid and v.id = ${id}::uuid`);
  return rows[0] ?? null;
}

/** An issued request of the company by its invoice key, with its XML. */
export async function issuedByKey(
  db: Db,
  corporateId: string,
  invoiceKey: string,
): Promise<(VatRequestRow & { xml: string }) | null> {
  const { rows } = await db.execute<VatRequestRow & { xml: string }>(sql`
    select ${COLUMNS}, v.xml from vat_requests v
    where v.corporate_id = ${corporateId}::uuid and v.invoice_key = ${invoiceKey}
      and v.status = 'ISSUED'`);
  return rows[0] ?? null;
}

/** The spec's keyset page: newest first, before request `lastId` (of the same company). */
export async function requestsAfter(
  db: Db,
  corporateId: string,
  page: { lastId: string | null; limit: number; from: Date | null; to: Date | null },
): Promise<VatRequestRow[]> {
  const parts: SQL[] = [];
  if (page.lastId) {
    parts.push(sql`(v.inserted_at, v.id) < (select v2.inserted_at, v2.id from vat_requests v2
      where v2.corporate_id = ${corporateId}::uuid and v2.id = ${page.lastId}::uuid)`);
  }
  if (page.from) parts.push(sql`v.inserted_at >= ${page.from.toISOString()}::timestamptz`);
  if (page.to) parts.push(sql`v.inserted_at < ${page.to.toISOString()}::timestamptz`);
  const { rows } = await db.execute<VatRequestRow>(sql`select ${COLUMNS} from vat_requests v
    where v.corporate_id = ${corporateId}::uuid
      ${parts.length ? sql`and ${sql.join(parts, sql` and `)}` : sql``}
    order by v.inserted_at desc, v.id desc limit ${page.limit}`);
  return rows;
}

export interface PageFilter {
  from: Date | null;
  to: Date | null;
  status: 'PENDING' | 'ISSUED' | 'REJECTED' | null;
  search: string | null;
}

function pageConditions(corporateId: string, f: PageFilter): SQL {
  const parts: SQL[] = [sql`v.corporate_id = ${corporateId}::uuid`];
  if (f.from) parts.push(sql`v.inserted_at >= ${f.from.toISOString()}::timestamptz`);
  if (f.to) parts.push(sql`v.inserted_at < ${f.to.toISOString()}::timestamptz`);
  if (f.status) parts.push(sql`v.status = ${f.status}::vat_request_status`);
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(v.invoice_number ilike ${like} or v.invoice_key ilike ${like}
      or exists (select 1 from shopping_items si where si.payment_checkout_session_id = v.booking_id
        and si.booking_code ilike ${like}))`);
  }
  return sql.join(parts, sql` and `);
}

export async function requestsPage(
  db: Db,
  corporateId: string,
  page: {
    filter: PageFilter;
    sort: { field: 'INSERTED_AT' | 'STATUS'; direction: 'ASC' | 'DESC' };
    limit: number;
    offset: number;
  },
): Promise<{ rows: VatRequestRow[]; total: number }> {
  const where = pageConditions(corporateId, page.filter);
  const dir = sql.raw(page.sort.direction === 'ASC' ? 'asc' : 'desc');
  const order =
    page.sort.field === 'STATUS'
      ? sql`v.status ${dir}, v.inserted_at desc, v.id desc`
      : sql`v.inserted_at ${dir}, v.id ${dir}`;
  const [{ rows }, count] = await Promise.all([
    db.execute<VatRequestRow>(sql`select ${COLUMNS} from vat_requests v where ${where}
      order by ${order} limit ${page.limit} offset ${page.offset}`),
    db.execute<{ n: number | string }>(
      sql`select count(*) as n from vat_requests v where ${where}`,
    ),
  ]);
  return { rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** PENDING requests of every company, oldest first (the job's batch). */
export async function pendingRequests(db: Db, limit: number): Promise<VatRequestRow[]> {
  const { rows } = await db.execute<VatRequestRow>(sql`select ${COLUMNS} from vat_requests v
    where v.status = 'PENDING' order by v.inserted_at, v.id limit ${limit}`);
  return rows;
}

/** PENDING → ISSUED, once: a second run (or node) changes nothing. */
export async function markIssued(
  db: Db,
  id: string,
  invoice: {
    provider: string;
    seller: VatBuyer;
    template: string;
    series: string;
    number: string;
    invoice_key: string;
    issue_date: string;
    xml: string;
  },
  now: Date,
): Promise<boolean> {
  const { rows } = await db.execute<{ id: string }>(sql`
    update vat_requests set status = 'ISSUED', provider = ${invoice.provider},
      seller = ${JSON.stringify(invoice.seller)}::jsonb,
      invoice_template = ${invoice.template}, invoice_series = ${invoice.series},
      invoice_number = ${invoice.number}, invoice_key = ${invoice.invoice_key},
      issued_on = ${invoice.issue_date}::date, issued_at = ${now.toISOString()}::timestamptz,
      xml = ${invoice.xml}, last_error = null, updated_at = ${now.toISOString()}::timestamptz
    where id = ${id}::uuid and status = 'PENDING' returning id`);
  return rows.length > 0;
}

/** PENDING → REJECTED with the provider's reason, once. */
export async function markRejected(
  db: Db,
  id: string,
  provider: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.execute<{ id: string }>(sql`
    update vat_requests set status = 'REJECTED', provider = ${provider},
      rejection_reason = ${reason}, updated_at = ${now.toISOString()}::timestamptz
    where id = ${id}::uuid and status = 'PENDING' returning id`);
  return rows.length > 0;
}

/** A send that failed (provider unreachable): counted, retried by the next sweep. */
export async function markAttemptFailed(db: Db, id: string, error: string, now: Date) {
  await db.execute(sql`
    update vat_requests set attempts = attempts + 1, last_error = ${error.slice(0, 500)},
      updated_at = ${now.toISOString()}::timestamptz
    where id = ${id}::uuid and status = 'PENDING'`);
}

/** The buyer's tax details: the company as registered. */
export async function companyTaxDetails(db: Db, corporateId: string): Promise<VatBuyer | null> {
  const { rows } = await db.execute<VatBuyer & Record<string, unknown>>(sql`
    select company_name as name, company_tax_code as tax_code, company_address as address,
      company_email as email
    from corporates where id = ${corporateId}::uuid`);
  return rows[0] ?? null;
}
