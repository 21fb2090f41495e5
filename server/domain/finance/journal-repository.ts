/**
 * The accounting export's SQL (docs/finance.md "Accounting export"): the company's bookings
 * charged to its account in a period, with their issued VAT invoice if any, and the money the
 * company paid in (credits to its account on the ledger). Every statement names the company.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export interface JournalBookingRow extends Record<string, unknown> {
  id: string;
  code: string | null;
  kind: string;
  inserted_at: Date | string;
  price: number | string;
  vat_amount: number | string;
  company_amount: number | string;
  currency: string;
  property_name: string | null;
  flight_code: string | null;
  invoice: string | null;
  traveller: string | null;
}

/** A booking the company was charged for, with its issued VAT invoice if any. */
const BOOKING_COLUMNS = (corporateId: string) => sql`
  s.id, i.booking_code as code, i.kind::text as kind, o.inserted_at, s.price,
  s.tax_fee as vat_amount, cp.amount as company_amount, s.currency,
  i.product->'property'->>'name' as property_name,
  i.product->'departure_flight'->>'code' as flight_code,
  (select v.invoice_template || v.invoice_series || '-' || v.invoice_number
    from vat_requests v where v.corporate_id = ${corporateId}::uuid
      and v.booking_id = s.id and v.status = 'ISSUED' limit 1) as invoice,
  nullif(concat_ws(' ', u.last_name, u.first_name), '') as traveller`;

const BOOKING_SOURCES = sql`
  from corporate_payments cp
  join payment_checkout_sessions s on s.id = cp.payment_checkout_session_id
  join user_orders o on o.payment_checkout_session_id = s.id
  join lateral (select * from shopping_items si where si.payment_checkout_session_id = s.id
    order by si.inserted_at, si.id limit 1) i on true
  join users u on u.id = o.user_id`;

/**
 * A booking, not a charge given back at once because the order failed: it succeeded, or was
 * cancelled by the traveller after it had (a cancelled order was booked; a failed one never).
 */
const WAS_BOOKED = sql`(o.status = 'SUCCESSFUL' or o.cancelled_at is not null)`;

/**
 * Bookings the company was charged for, booked in [from, to) — including those given back
 * since: their reversal belongs to the period they were given back in (givenBackBookings).
 */
export async function chargedBookings(
  db: Db,
  corporateId: string,
  from: Date,
  to: Date,
): Promise<JournalBookingRow[]> {
  const { rows } = await db.execute<JournalBookingRow>(sql`
    select ${BOOKING_COLUMNS(corporateId)} ${BOOKING_SOURCES}
    where cp.corporate_id = ${corporateId}::uuid and cp.amount > 0 and ${WAS_BOOKED}
      and o.inserted_at >= ${from.toISOString()}::timestamptz
      and o.inserted_at < ${to.toISOString()}::timestamptz
    order by o.inserted_at, s.id`);
  return rows;
}

/** Bookings whose charge was given back (refunded, released) in [from, to), with when. */
export async function givenBackBookings(
  db: Db,
  corporateId: string,
  from: Date,
  to: Date,
): Promise<Array<JournalBookingRow & { given_back_at: Date | string }>> {
  const { rows } = await db.execute<JournalBookingRow & { given_back_at: Date | string }>(sql`
    select ${BOOKING_COLUMNS(corporateId)}, g.given_back_at ${BOOKING_SOURCES}
    cross join lateral (select coalesce(cp.refunded_at, cp.released_at) as given_back_at) g
    where cp.corporate_id = ${corporateId}::uuid and cp.amount > 0 and ${WAS_BOOKED}
      and g.given_back_at >= ${from.toISOString()}::timestamptz
      and g.given_back_at < ${to.toISOString()}::timestamptz
    order by g.given_back_at, s.id`);
  return rows;
}

export interface JournalCreditRow extends Record<string, unknown> {
  seq: number | string;
  kind: string;
  amount: number | string;
  currency: string;
  inserted_at: Date | string;
}

/**
 * Money into the company's account in [from, to): payments (top-ups, invoice payments) and
 * cash back; releases of charges (ORDER_REFUND) and opening balances are not money moved.
 */
export async function accountCredits(
  db: Db,
  corporateId: string,
  from: Date,
  to: Date,
): Promise<JournalCreditRow[]> {
  const { rows } = await db.execute<JournalCreditRow>(sql`
    select e.seq, t.kind::text as kind, e.amount, e.currency, e.inserted_at
    from ledger_accounts a
    join ledger_entries e on e.account_id = a.id
    join ledger_transactions t on t.id = e.transaction_id
    where a.kind = 'CORPORATE_ACCOUNT' and a.corporate_id = ${corporateId}::uuid
      and e.amount > 0 and t.kind not in ('ORDER_REFUND', 'OPENING_BALANCE')
      and e.inserted_at >= ${from.toISOString()}::timestamptz
      and e.inserted_at < ${to.toISOString()}::timestamptz
    order by e.seq`);
  return rows;
}
