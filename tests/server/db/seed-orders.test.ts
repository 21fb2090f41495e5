import { sql } from 'drizzle-orm';
import { invoicesPage } from '../../../server/domain/finance/invoices-repository';
import { invoiceFilterInput } from '../../../server/domain/finance/invoice-input';
import { userBooking } from '../../../server/domain/bookings/detail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../../server/db/client';
import { CORPORATE_PROFILES } from '../../../server/db/demo/profiles';
import { truncateAppTables } from '../../../server/db/reset';
import { seedDemo, type SeedSummary } from '../../../server/db/seed';
import { freshTestDatabase } from '../support/database';

const NOW = new Date('2025-06-01T08:00:00Z');
const NO_INVOICE_FILTER = invoiceFilterInput.parse({});

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  (await db.execute<T & Record<string, unknown>>(query)).rows;

/** What a traveller's account pages would show, per traveller, for comparing two seedings. */
const ordersByTraveller = (db: Db) =>
  rowsOf<{ email: string; n: number; total: string; methods: string }>(
    db,
    sql`select u.email, count(*)::int as n, sum(o.price)::text as total,
          string_agg(o.payment_method::text, ',' order by o.paid_at) as methods
        from user_orders o join users u on u.id = o.user_id
        group by u.email order by u.email`,
  );

// The demo set with its inventory and a year of orders made through the checkout.
describe('demo orders', () => {
  let database: Database;
  let summary: SeedSummary;
  let db: Db;
  beforeAll(async () => {
    database = await freshTestDatabase();
    db = database.db;
    summary = await seedDemo(db, { now: NOW, staffInLargeCorporate: 60, inventory: true });
  }, 120_000);
  afterAll(() => database?.close());

  it('makes over a hundred orders over the past year, SUCCESSFUL and booked', async () => {
    expect(summary.orders!.orders).toBeGreaterThanOrEqual(100);
    const [stats] = await rowsOf<{
      n: number;
      ok: number;
      refunded: number;
      booked: number;
      first: string;
      past: number;
      future: number;
    }>(
      db,
      sql`select count(*)::int as n,
            count(*) filter (where o.status = 'SUCCESSFUL')::int as ok,
            count(*) filter (where o.status = 'REFUNDED')::int as refunded,
            count(*) filter (where i.booking_code is not null)::int as booked,
            min(o.inserted_at)::text as first,
            count(*) filter (where o.inserted_at < ${NOW.toISOString()}::timestamptz - interval '180 days')::int as past,
            count(*) filter (where o.paid_at > ${NOW.toISOString()}::timestamptz)::int as future
          from user_orders o join payment_checkout_sessions s on s.id = o.payment_checkout_session_id
          left join shopping_items i on i.payment_checkout_session_id = s.id
          where s.product_type <> 'TOP_UP'`,
    );
    expect(stats.n).toBe(summary.orders!.orders);
    // One VinaSteel stay is refunded after its statement (demo/statements.ts: an adjustment),
    // and the demo traveller cancelled a stay and a ticket (demo/orders/booking-states.ts).
    expect(stats.refunded).toBe(3);
    expect(summary.orders!.cancelled).toBe(2);
    expect(stats.ok).toBe(stats.n - 3);
    expect(stats.booked).toBe(stats.n);
    expect(stats.past).toBeGreaterThan(30);
    // Everything was paid before the seed date, upcoming trips included.
    expect(stats.future).toBe(0);
    expect(Date.parse(stats.first)).toBeGreaterThan(NOW.getTime() - 366 * 86_400_000);
  });

  it('pays by every method: wallet, corporate account and each gateway', async () => {
    const methods = await rowsOf<{ m: string }>(
      db,
      sql`select distinct payment_method::text as m from user_orders order by 1`,
    );
    expect(methods.map((r) => r.m)).toEqual(
      expect.arrayContaining(['BANK_TRANSFER', 'CARD', 'CORPORATE_WALLET', 'VNPAY', 'WALLET']),
    );
    const perCorporate = await rowsOf<{ name: string; n: number }>(
      db,
      sql`select c.display_name as name, count(*)::int as n
          from corporate_payments p join corporates c on c.id = p.corporate_id group by 1 order by 1`,
    );
    expect(perCorporate.map((r) => r.name)).toEqual([
      'Lá Xanh Studio',
      'Sao Mai Tech',
      'VinaSteel',
    ]);
    for (const c of perCorporate) expect(c.n).toBeGreaterThan(2);
  });

  it('keeps the ledger balanced, and the demo traveller has a wallet, points and history', async () => {
    const unbalanced = await rowsOf<{ id: string }>(
      db,
      sql`select transaction_id as id from ledger_entries group by 1 having sum(amount) <> 0`,
    );
    expect(unbalanced).toEqual([]);
    const [traveller] = await rowsOf<{
      orders: number;
      wallet: number;
      points: number;
      history: number;
    }>(
      db,
      sql`select
          (select count(*)::int from user_orders o where o.user_id = u.id) as orders,
          (select count(*)::int from ledger_entries e join ledger_accounts a on a.id = e.account_id
            where a.user_id = u.id and a.kind = 'USER_WALLET') as wallet,
          (select coalesce(sum(p.point), 0)::int from user_point_entries p where p.user_id = u.id) as points,
          (select count(*)::int from user_history_entries h where h.user_id = u.id) as history
        from users u where u.email = 'traveller@mail.example'`,
    );
    expect(traveller.orders).toBeGreaterThanOrEqual(15);
    expect(traveller.wallet).toBeGreaterThan(5);
    expect(traveller.points).toBeGreaterThan(0);
    expect(traveller.history).toBeGreaterThan(traveller.orders);
    // Lists sorted by when rows were made read as the year it was, not as the seeding day.
    const [spread] = await rowsOf<{ days: number }>(
      db,
      sql`select extract(day from max(t.inserted_at) - min(t.inserted_at))::int as days
          from ledger_transactions t join user_orders o on o.id = t.user_order_id
          join users u on u.id = o.user_id where u.email = 'traveller@mail.example'`,
    );
    expect(spread.days).toBeGreaterThan(200);
  });

  it("shows each corporate its profile's balance less what its trips were charged", async () => {
    // The balance is the ledger's: an opening movement, then one per corporate charge, and the
    // invoices it paid by bank transfer coming back in (docs/finance.md "Invoices and payments").
    const rows = await rowsOf<{ name: string; balance: number; charged: number; paid: number }>(
      db,
      sql`select c.company_name as name,
            coalesce((select e.balance_after from ledger_accounts a
              join ledger_entries e on e.account_id = a.id
              where a.kind = 'CORPORATE_ACCOUNT' and a.corporate_id = c.id
              order by e.seq desc limit 1), 0)::float8 as balance,
            coalesce((select sum(p.amount) from corporate_payments p where p.corporate_id = c.id
              and p.refunded_at is null and p.released_at is null), 0)::float8 as charged,
            coalesce((select sum(e.amount) from ledger_accounts a
              join ledger_entries e on e.account_id = a.id
              join ledger_transactions t on t.id = e.transaction_id
              where a.kind = 'CORPORATE_ACCOUNT' and a.corporate_id = c.id
                and t.kind = 'INVOICE_PAYMENT'), 0)::float8 as paid
          from corporates c`,
    );
    expect(rows).toHaveLength(CORPORATE_PROFILES.length);
    for (const profile of CORPORATE_PROFILES) {
      const row = rows.find((r) => r.name === profile.corporate.company_name)!;
      expect(row.balance).toBe(profile.corporate.balance - row.charged + row.paid);
    }
  });

  it('records the agent as booker and payer of the trips they book for their travellers', async () => {
    const rows = await rowsOf<{ traveller: string; booker: string; payer: string }>(
      db,
      sql`select t.email as traveller, b.email as booker, p.email as payer
          from user_orders o join users t on t.id = o.user_id
          join users b on b.id = o.booked_by join users p on p.id = o.paid_by
          where o.user_id <> o.booked_by`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const r of rows) {
      expect(r.booker).toBe('agent@wayfare.example');
      expect(r.payer).toBe('agent@wayfare.example');
    }
    const audited = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from audit_log a join user_orders o
            on o.id = (a.metadata->>'user_order_id')::uuid
          where a.action = 'checkout.booked_for'
            and a.actor_user_id = o.booked_by and a.patron_user_id = o.user_id`,
    );
    expect(audited[0].n).toBe(rows.length);
  });

  it("has the demo traveller's points buy the cheapest rank reward, a code only she can use", async () => {
    const rows = await rowsOf<{ code: string; percent_off: string; points: number }>(
      db,
      sql`select p.code, p.percent_off::text, e.point as points
          from platform_promotions p join users u on u.id = p.user_id
          join user_point_entries e on e.user_id = u.id and e.action_type = 'REDEEM'
            and e.metadata->>'promotion_id' = p.id::text
          where u.email = 'traveller@mail.example'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].code).toMatch(/^DIEM-/);
    expect(rows[0].points).toBe(-500);
  });

  it('puts every paid booking in one trip, and VinaSteel people have each kind of trip', async () => {
    const [loose] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from user_orders o
          join payment_checkout_sessions s on s.id = o.payment_checkout_session_id
          where s.product_type <> 'TOP_UP' and o.status = 'SUCCESSFUL'
            and not exists (select 1 from trip_orders x where x.user_order_id = o.id)`,
    );
    expect(loose.n).toBe(0);
    const kinds = await rowsOf<{ kind: string }>(
      db,
      sql`select distinct t.purpose::text || ':' ||
            (case when t.end_date < ${NOW.toISOString().slice(0, 10)}::date then 'past' else 'ahead' end) as kind
          from trips t join corporate_staffs m on m.user_id = t.user_id
          join corporates c on c.id = m.corporate_id
          where c.display_name = 'VinaSteel' order by 1`,
    );
    expect(kinds.map((k) => k.kind)).toEqual([
      'BUSINESS:ahead',
      'BUSINESS:past',
      'PERSONAL:ahead',
      'PERSONAL:past',
    ]);
  });

  it('gives VinaSteel an open trip proposal of three priced options and a picked one', async () => {
    const rows = await rowsOf<{ status: string; n: number; kinds: string; priced: boolean }>(
      db,
      sql`select p.status, count(o.id)::int as n, string_agg(o.kind, ',' order by o.position) as kinds,
            bool_and(o.price > 0) as priced
          from trip_proposals p join corporates c on c.id = p.corporate_id
          join trip_proposal_options o on o.proposal_id = p.id
          where c.display_name ilike '%vinasteel%'
          group by p.id, p.status order by p.status`,
    );
    expect(rows).toEqual([
      { status: 'OPEN', n: 3, kinds: 'FLIGHT,FLIGHT,HOTEL', priced: true },
      { status: 'PICKED', n: 2, kinds: 'FLIGHT,FLIGHT', priced: true },
    ]);
  });

  it('gives VinaSteel a year of monthly statements, one with a refund adjusted, negative ones carried', async () => {
    const statements = await rowsOf<{
      start: string;
      lines: number;
      adjustments: number;
      carried: number;
      total: string;
      summed: string;
    }>(
      db,
      sql`select s.period_start::text as start,
            count(l.id) filter (where l.kind = 'BOOKING')::int as lines,
            count(l.id) filter (where l.reason = 'REFUNDED')::int as adjustments,
            count(l.id) filter (where l.reason = 'CARRIED_FORWARD')::int as carried,
            s.total_price::text as total,
            (coalesce(sum(l.net_price - l.rebate_amount - l.cashback_amount + l.vat_amount), 0)
              - s.cashback + s.penalty)::text as summed
          from reconcilliation_statements s join corporates c on c.id = s.corporate_id
          left join reconcilliation_statement_lines l on l.statement_id = s.id
          where c.display_name = 'VinaSteel'
          group by s.id order by s.period_start`,
    );
    // A month from the first charge of the year of orders to May 2025 (June has not ended).
    expect(statements.length).toBeGreaterThanOrEqual(10);
    expect(statements.at(-1)!.start).toBe('2025-05-01');
    expect(statements.every((s) => s.total === s.summed)).toBe(true);
    expect(statements.filter((s) => s.adjustments > 0).map((s) => s.adjustments)).toEqual([1]);
    // A month with no bookings but an early-payment reward ends negative (the company is owed):
    // exactly the statements after a negative one carry its balance (docs/finance.md).
    const carriedAfterNegative = statements
      .slice(1)
      .map((s, i) => [Number(statements[i].total) < 0 ? 1 : 0, s.carried]);
    expect(carriedAfterNegative.every(([negative, carried]) => negative === carried)).toBe(true);
    expect(statements.reduce((n, s) => n + s.lines, 0)).toBeGreaterThan(5);
  });

  it('gives VinaSteel an invoice per statement: paid, two overdue, the last partly paid', async () => {
    const [corp] = await rowsOf<{ id: string }>(
      db,
      sql`select id from corporates where display_name = 'VinaSteel'`,
    );
    const { rows } = await invoicesPage(
      db,
      corp.id,
      NO_INVOICE_FILTER,
      { limit: 100, offset: 0 },
      NOW,
    );
    const statuses = rows.map((r) => r.status);
    // A statement whose cash back outweighs its bookings is owed to the company: no invoice.
    const [statements] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from reconcilliation_statements
          where corporate_id = ${corp.id}::uuid and total_price >= 0`,
    );
    expect(rows).toHaveLength(statements.n);
    expect(new Set(statuses)).toEqual(new Set(['PAID', 'OVERDUE', 'PARTIALLY_PAID']));
    // Newest first: the last partly paid (not due yet); the two statements before it were left
    // unpaid (those with an invoice are overdue); every older one paid.
    expect(statuses[0]).toBe('PARTIALLY_PAID');
    const overdue = statuses.filter((s) => s === 'OVERDUE').length;
    expect(overdue).toBeGreaterThanOrEqual(1);
    expect(statuses.slice(1, 1 + overdue).every((s) => s === 'OVERDUE')).toBe(true);
    expect(statuses.slice(1 + overdue).every((s) => s === 'PAID')).toBe(true);
    const [methods] = await rowsOf<{ wallet: number; bank: number }>(
      db,
      sql`select count(*) filter (where payment_method = 'CORPORATE_WALLET')::int as wallet,
            count(*) filter (where payment_method = 'BANK_TRANSFER')::int as bank
          from corporate_payment_histories where corporate_id = ${corp.id}::uuid`,
    );
    // Every paid or partly paid invoice with a value has a payment; the overdue one has none.
    const owing = rows.filter((r) => Number(r.value) > 0 && r.status !== 'OVERDUE').length;
    expect(methods.wallet + methods.bank).toBeGreaterThanOrEqual(owing);
    const [ledger] = await rowsOf<{ s: string }>(
      db,
      sql`select coalesce(sum(amount), 0)::text as s from ledger_entries`,
    );
    expect(ledger.s).toBe('0');
  });

  it('shows the demo traveller a cancelled stay, a refundable ticket and one cancelled for a fee', async () => {
    const [traveller] = await rowsOf<{ id: string }>(
      db,
      sql`select id from users where email = 'traveller@mail.example'`,
    );
    const ids = await rowsOf<{ id: string }>(
      db,
      sql`select id from user_orders where user_id = ${traveller.id}::uuid order by paid_at`,
    );
    const bookings = await Promise.all(
      ids.map(async ({ id }) => (await userBooking(db, traveller.id, id, 'en', NOW))!),
    );
    const seen = JSON.stringify(
      bookings.map((b) => [b.kind, b.order.status, b.cancellation.policy, b.cancelled_at]),
    );
    const where = (cancelled: boolean, policy: string) =>
      bookings.filter(
        (b) => Boolean(b.cancelled_at) === cancelled && b.cancellation.policy === policy,
      );
    // Cancelled: a free-cancellation stay, given back whole to the wallet.
    const stays = where(true, 'FREE_CANCELLATION');
    expect(stays, seen).toHaveLength(1);
    const [stay] = stays;
    expect(stay.order.status).toBe('REFUNDED');
    expect(stay.refund).toMatchObject({ amount: stay.order.price, fee: 0 });
    // Cancelled: a ticket whose fare kept its fee; the rest came back.
    const tickets = where(true, 'FARE_REFUND');
    expect(tickets, seen).toHaveLength(1);
    const [ticket] = tickets;
    expect(ticket.refund!.fee).toBeGreaterThan(0);
    expect(ticket.refund!.amount).toBe(ticket.order.price - ticket.refund!.fee);
    // Upcoming, paid from the wallet and cancellable online by its fare's rules.
    // (A past ticket of the year may be on a refundable fare too: departed, not cancellable.)
    const open = where(false, 'FARE_REFUND').filter(
      (b) => b.cancellation.can_cancel && b.order.payment_method?.type === 'WALLET',
    );
    expect(open.length, seen).toBeGreaterThanOrEqual(1);
    // Both refunds are wallet credits of the net; neither cancelled booking pays cash back.
    const credits = await rowsOf<{ amount: string }>(
      db,
      sql`select e.amount::text as amount
          from ledger_entries e join ledger_accounts a on a.id = e.account_id
          join ledger_transactions t on t.id = e.transaction_id
          where a.user_id = ${traveller.id}::uuid and a.kind = 'USER_WALLET' and e.amount > 0
            and t.user_order_id in (${stay.order.id}::uuid, ${ticket.order.id}::uuid)`,
    );
    expect(credits.map((r) => Number(r.amount)).sort((x, y) => x - y)).toEqual(
      [stay.refund!.amount, ticket.refund!.amount].sort((x, y) => x - y),
    );
    for (const b of [stay, ticket]) expect(b.cash_back?.status ?? 'VOID').toBe('VOID');
  });

  // Determinism is the seed's own (its PRNG and date order), not the engine's: it runs on the
  // one engine the file runs on (PostgreSQL under CI; scripts/test-server.mjs).
  it('gives the same orders when seeded again', async () => {
    const before = await ordersByTraveller(db);
    await truncateAppTables(db);
    const again = await seedDemo(db, { now: NOW, staffInLargeCorporate: 60, inventory: true });
    expect(again.orders!.orders).toBe(summary.orders!.orders);
    expect(await ordersByTraveller(db)).toEqual(before);
  }, 120_000);
});
