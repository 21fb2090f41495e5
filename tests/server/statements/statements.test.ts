import fc from 'fast-check';
import * as XLSX from '@e965/xlsx';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  corporateCredits,
  corporatePayments,
  corporates,
  paymentCheckoutSessions,
  rankConfigurations,
  reconcilliationStatementLines,
  reconcilliationStatements,
} from '../../../server/db/schema';
import { generateStatement, issueDueStatements } from '../../../server/domain/statements/generate';
import { issueDueInvoices } from '../../../server/domain/finance/statement-invoices';
import type { PaymentsReader } from '../../../server/domain/statements/payments';
import { call, newIp, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { buildCorporate, userIdOf } from '../support/corporate-builders';
import { buildBooking, type BuiltBooking } from '../support/booking-builders';
import { firstPagePng, inkShare, pdfText } from '../documents/poppler';
import type { Db } from '../../../server/db/client';

// Reconciliation statements (issue 22, docs/finance.md "Statements"): a hand-built February and
// March whose figures are computed by hand below, the payments rule (reward and penalty days),
// adjustments for a refund after issue, immutability, the cycle job run twice and 50× at once,
// who may read them, and a fast-check property over random bookings.

const PEOPLE = ['owner', 'accouting', 'operation', 'an', 'binh', 'other', 'otheracc'];
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const b: Record<string, BuiltBooking> = {};
const FEB = { start: '2026-02-01', end: '2026-03-01' };
const MAR = { start: '2026-03-01', end: '2026-04-01' };
const APRIL_2 = new Date('2026-04-02T03:00:00Z');

/** Payments against February's statement, as the invoices work will record them. */
const paid: PaymentsReader = async (_db, _corporate, statementId) =>
  statementId === ids.feb
    ? [
        // 2 days after the 1 March issue day: within the 5 reward days.
        { amount: 1_000_000, paid_at: new Date('2026-03-03T02:00:00Z') },
        // 19 days after: past the 15 penalty days.
        { amount: 2_155_000, paid_at: new Date('2026-03-20T02:00:00Z') },
      ]
    : [];

async function corporateWithTerms(db: Db, name: string, owner: string) {
  const id = await buildCorporate(db, { name, owner });
  const [rank] = await db
    .insert(rankConfigurations)
    .values({ rank: `R-${name}`, owner_cashback_rate: 1, admin_booked_cashback_rate: 0.5 })
    .returning({ id: rankConfigurations.id });
  await db
    .update(corporates)
    .set({ commission_rate: 2, rank_configuration_id: rank.id })
    .where(eq(corporates.id, id));
  await db.insert(corporateCredits).values({
    corporate_id: id,
    max_debt: 100_000_000,
    reward_days: 5,
    reward_rate: 1,
    penalty_days: 15,
    penalty_rate: 2,
  });
  return id;
}

const t = useAccountsApp({ STATEMENTS_SWEEP_SECONDS: '0' }, async (host) => {
  const db = host.database.db;
  for (const who of PEOPLE) {
    tokens[who] = (await signInAs(host, { email: `${who}@statements.example` })).access_token;
    ids[who] = await userIdOf(db, `${who}@statements.example`);
  }
  ids.corp = await buildCorporate(db, {
    name: 'Hà Thành',
    owner: ids.owner,
    members: [
      { user: ids.accouting, role: 'ACCOUTING' },
      { user: ids.operation, role: 'OPERATION' },
      { user: ids.an, role: 'STAFF' },
      { user: ids.binh, role: 'STAFF' },
    ],
  });
  const [rank] = await db
    .insert(rankConfigurations)
    .values({ rank: 'GOLD-TEST', owner_cashback_rate: 1, admin_booked_cashback_rate: 0.5 })
    .returning({ id: rankConfigurations.id });
  await db
    .update(corporates)
    .set({
      commission_rate: 2,
      rank_configuration_id: rank.id,
      // The tax details the statement PDF prints.
      company_name: 'Công ty Cổ phần Thương mại Hà Thành',
      company_tax_code: '0101234567',
      company_address: 'Số 12 Phố Huế, Quận Hai Bà Trưng, Hà Nội',
    })
    .where(eq(corporates.id, ids.corp));
  await db.insert(corporateCredits).values({
    corporate_id: ids.corp,
    max_debt: 100_000_000,
    reward_days: 5,
    reward_rate: 1,
    penalty_days: 15,
    penalty_rate: 2,
  });
  ids.theirs = await buildCorporate(db, {
    name: 'Cửu Long',
    owner: ids.other,
    members: [{ user: ids.otheracc, role: 'ACCOUTING' }],
  });
  const corporateId = ids.corp;
  // February: a stay An booked (2,160,000 = 2,000,000 + 8 % VAT), a flight the travel desk
  // booked for Binh (1,080,000 = 1,000,000 + VAT), a stay refunded before the statement.
  b.hotel = await buildBooking(db, {
    corporateId,
    userId: ids.an,
    at: new Date('2026-02-10T03:00:00Z'),
    price: 2_160_000,
  });
  b.flight = await buildBooking(db, {
    corporateId,
    userId: ids.binh,
    bookedBy: ids.operation,
    kind: 'FLIGHT',
    at: new Date('2026-02-20T03:00:00Z'),
    price: 1_080_000,
  });
  b.refunded = await buildBooking(db, {
    corporateId,
    userId: ids.an,
    at: new Date('2026-02-21T03:00:00Z'),
    price: 5_400_000,
    status: 'REFUNDED',
  });
  // 28 February 23:30 in Vietnam: February's (17:00 UTC is midnight).
  b.lateFeb = await buildBooking(db, {
    corporateId,
    userId: ids.an,
    at: new Date('2026-02-28T16:30:00Z'),
    price: 108_000,
  });
  // 1 March 00:30 in Vietnam: March's.
  b.march = await buildBooking(db, {
    corporateId,
    userId: ids.an,
    at: new Date('2026-02-28T17:30:00Z'),
    price: 3_240_000,
  });
  await db
    .update(paymentCheckoutSessions)
    .set({ voucher_discount: 100_000 })
    .where(eq(paymentCheckoutSessions.id, b.march.sessionId));
  // Theirs: never on our statements.
  await buildBooking(db, {
    corporateId: ids.theirs,
    userId: ids.other,
    at: new Date('2026-02-11T03:00:00Z'),
    price: 9_990_000,
  });
  ids.feb = (await generateStatement(db, corporateId, FEB, new Date('2026-03-01T01:00:00Z')))!;
  // Binh's flight is refunded after February's statement was issued.
  await db
    .update(corporatePayments)
    .set({ refunded_at: new Date('2026-03-05T03:00:00Z') })
    .where(eq(corporatePayments.payment_checkout_session_id, b.flight.sessionId));
  ids.mar = (await generateStatement(db, corporateId, MAR, APRIL_2, { payments: paid }))!;
});

const gql = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  call(t().app, 'POST', '/graphql/corporate', {
    body: { query, variables },
    token: tokens[who],
    ip: newIp(),
  });

/** The database's message when a statement refuses to be written (drizzle wraps it). */
async function refusal(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
    return 'accepted';
  } catch (e) {
    const err = e as { message: string; cause?: { message?: string } };
    return err.cause?.message ?? err.message;
  }
}

const codeOf = (r: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  r.body.errors?.[0]?.extensions?.code;

const SECTION = `{ booking_count subtotal_net_price rebate_rate rebate_amount cashback { amount rate }
  voucher { discount_amount } vat_amount total_net_price total_price }`;
const LIST = `query($c: ID, $y: Int) { corporate_reconcilliation_statements(corporate_id: $c, year: $y) {
  total_count entries { id period_start period_end effective_for { month year }
    reconcilliation_cycle_type status total_price } } }`;
const ONE = `query($id: ID!) { corporate_reconcilliation_statement(id: $id) {
  id corporate_id currency period_start period_end status reconcilliation_cycle_type
  effective_for { month year } flight ${SECTION} property ${SECTION}
  cashback_or_penalty { cashback penalty } vat_rate vat_amount total_net_price total_price
  adjustment_amount
  adjustments { kind section reason net_price rebate_amount cashback_amount vat_amount
    total_net_price total_price adjusts_statement_id booking_history { id } } } }`;
const LINES = `query($id: ID!) { corporate_reconcilliation_statement(id: $id) {
  flight { lines { booking_history { id code } net_price rebate_amount cashback_rate
    cashback_amount total_price } booking_histories { id } }
  property { lines { booking_history { id } net_price voucher_discount total_price } } } }`;

describe('a statement of hand-built months', () => {
  it('February: rebates and cash back line by line, figures written out', async () => {
    const r = await gql('accouting', ONE, { id: ids.feb });
    expect(r.body.errors).toBeUndefined();
    const s = r.body.data.corporate_reconcilliation_statement;
    // Flight: Binh's 1,000,000 net; rebate 2 % = 20,000; booked by the travel desk, so the
    // admin-booked cash back 0.5 % = 5,000; 975,000 + 80,000 VAT = 1,055,000.
    expect(s.flight).toEqual({
      booking_count: 1,
      subtotal_net_price: 1_000_000,
      rebate_rate: 2,
      rebate_amount: 20_000,
      cashback: { amount: 5_000, rate: 0.5 },
      voucher: { discount_amount: 0 },
      vat_amount: 80_000,
      total_net_price: 975_000,
      total_price: 1_055_000,
    });
    // Property: 2,000,000 + 100,000 (108,000 on 28 Feb 23:30 in Vietnam) = 2,100,000 net;
    // rebate 42,000; An booked himself, so 1 % = 21,000; VAT 160,000 + 8,000; the refunded
    // stay is not there.
    expect(s.property).toEqual({
      booking_count: 2,
      subtotal_net_price: 2_100_000,
      rebate_rate: 2,
      rebate_amount: 42_000,
      cashback: { amount: 21_000, rate: 1 },
      voucher: { discount_amount: 0 },
      vat_amount: 168_000,
      total_net_price: 2_037_000,
      total_price: 2_205_000,
    });
    expect(s).toMatchObject({
      period_start: '2026-02-01',
      period_end: '2026-02-28',
      status: 'ISSUED',
      reconcilliation_cycle_type: 'MONTHLY',
      effective_for: { month: 2, year: 2026 },
      currency: 'VND',
      cashback_or_penalty: { cashback: 0, penalty: 0 },
      vat_rate: 8,
      vat_amount: 248_000,
      total_net_price: 3_012_000,
      total_price: 3_260_000,
      adjustment_amount: 0,
      adjustments: [],
    });
  });

  it('March: the refund after issue is an adjustment; early and late payments of February', async () => {
    const r = await gql('owner', ONE, { id: ids.mar });
    const s = r.body.data.corporate_reconcilliation_statement;
    // March's stay: 3,000,000 net, rebate 60,000, cash back 30,000, voucher 100,000 shown.
    expect(s.property).toMatchObject({
      booking_count: 1,
      subtotal_net_price: 3_000_000,
      rebate_amount: 60_000,
      cashback: { amount: 30_000, rate: 1 },
      voucher: { discount_amount: 100_000 },
      vat_amount: 240_000,
      total_net_price: 2_910_000,
      total_price: 3_150_000,
    });
    expect(s.flight).toMatchObject({ booking_count: 0, subtotal_net_price: 0, total_price: 0 });
    // Binh's flight, refunded on 5 March, negated: −(975,000 + 80,000).
    expect(s.adjustments).toEqual([
      {
        kind: 'ADJUSTMENT',
        section: 'FLIGHT',
        reason: 'REFUNDED',
        net_price: -1_000_000,
        rebate_amount: -20_000,
        cashback_amount: -5_000,
        vat_amount: -80_000,
        total_net_price: -975_000,
        total_price: -1_055_000,
        adjusts_statement_id: ids.feb,
        booking_history: { id: b.flight.sessionId },
      },
    ]);
    // February's 3,260,000: 1,000,000 paid on day 2 earns 1 % = 10,000; 2,155,000 paid on day
    // 19 (> 15) costs 2 % = 43,100; 105,000 still unpaid on 1 April (31 days) costs 2,100.
    // Net: 2,910,000 − 975,000 − 10,000 + 45,200 = 1,970,200; VAT 240,000 − 80,000 = 160,000.
    expect(s).toMatchObject({
      cashback_or_penalty: { cashback: 10_000, penalty: 45_200 },
      vat_amount: 160_000,
      total_net_price: 1_970_200,
      total_price: 2_130_200,
      adjustment_amount: -1_055_000,
    });
  });

  it('lists each section’s bookings with their lines', async () => {
    const r = await gql('accouting', LINES, { id: ids.feb });
    const s = r.body.data.corporate_reconcilliation_statement;
    expect(s.flight.booking_histories).toEqual([{ id: b.flight.sessionId }]);
    expect(s.flight.lines).toEqual([
      {
        booking_history: { id: b.flight.sessionId, code: 'ABC123' },
        net_price: 1_000_000,
        rebate_amount: 20_000,
        cashback_rate: 0.5,
        cashback_amount: 5_000,
        total_price: 1_055_000,
      },
    ]);
    expect(
      s.property.lines.map((l: { booking_history: { id: string } }) => l.booking_history.id),
    ).toEqual([b.hotel.sessionId, b.lateFeb.sessionId]);
  });

  it('lists the statements newest first, by year', async () => {
    const r = await gql('accouting', LIST, { y: 2026 });
    const page = r.body.data.corporate_reconcilliation_statements;
    expect(page.total_count).toBe(2);
    expect(page.entries.map((e: { id: string }) => e.id)).toEqual([ids.mar, ids.feb]);
    expect(page.entries[1]).toMatchObject({
      period_start: '2026-02-01',
      effective_for: { month: 2, year: 2026 },
      total_price: 3_260_000,
    });
    const none = await gql('accouting', LIST, { y: 2025 });
    expect(none.body.data.corporate_reconcilliation_statements).toEqual({
      total_count: 0,
      entries: [],
    });
  });
});

describe('who may read statements', () => {
  it('refuses staff and the travel desk', async () => {
    for (const who of ['an', 'operation']) {
      expect(codeOf(await gql(who, LIST, {}))).toBe('FORBIDDEN');
      expect(codeOf(await gql(who, ONE, { id: ids.feb }))).toBe('FORBIDDEN');
    }
  });

  it('refuses the other corporate, whichever way it asks', async () => {
    const theirs = await gql('otheracc', ONE, { id: ids.feb });
    expect(codeOf(theirs)).toBe('NOT_FOUND');
    expect(JSON.stringify(theirs.body.data)).not.toContain('3260000');
    expect(codeOf(await gql('otheracc', LIST, { c: ids.corp }))).toBe('FORBIDDEN');
    const own = await gql('otheracc', LIST, {});
    expect(own.body.data.corporate_reconcilliation_statements.total_count).toBe(0);
    expect(codeOf(await gql('accouting', LIST, { c: ids.theirs }))).toBe('FORBIDDEN');
  });

  it('answers a malformed id as not found', async () => {
    expect(codeOf(await gql('accouting', ONE, { id: 'nope' }))).toBe('NOT_FOUND');
  });
});

describe('an issued statement', () => {
  it('cannot change: the database refuses updates and deletes', async () => {
    const db = t().database.db;
    expect(
      await refusal(
        db
          .update(reconcilliationStatements)
          .set({ total_price: 1 })
          .where(eq(reconcilliationStatements.id, ids.feb)),
      ),
    ).toMatch(/cannot change/);
    expect(
      await refusal(
        db.delete(reconcilliationStatements).where(eq(reconcilliationStatements.id, ids.feb)),
      ),
    ).toMatch(/cannot change/);
    expect(
      await refusal(
        db
          .update(reconcilliationStatementLines)
          .set({ net_price: 0 })
          .where(eq(reconcilliationStatementLines.statement_id, ids.feb)),
      ),
    ).toMatch(/cannot change/);
    expect(
      await refusal(db.execute(sql`update reconcilliation_statement_sections set vat_amount = 0`)),
    ).toMatch(/cannot change/);
    const r = await gql('accouting', ONE, { id: ids.feb });
    expect(r.body.data.corporate_reconcilliation_statement.total_price).toBe(3_260_000);
  });
});

describe('the cycle job', () => {
  it('issues each ended cycle once, however often it runs', async () => {
    const db = t().database.db;
    const owner = await userIdOf(db, 'owner@statements.example');
    const corp = await corporateWithTerms(db, 'Job Co', owner);
    await db
      .update(corporateCredits)
      .set({ reconcilliation_cycle_type: 'SEMI_MONTHLY' })
      .where(eq(corporateCredits.corporate_id, corp));
    await buildBooking(db, {
      corporateId: corp,
      userId: owner,
      at: new Date('2026-05-03T03:00:00Z'),
      price: 1_080_000,
    });
    await buildBooking(db, {
      corporateId: corp,
      userId: owner,
      at: new Date('2026-05-20T03:00:00Z'),
      price: 2_160_000,
    });
    const now = new Date('2026-06-02T03:00:00Z');
    const count = async () =>
      (
        await db
          .select({
            id: reconcilliationStatements.id,
            start: reconcilliationStatements.period_start,
          })
          .from(reconcilliationStatements)
          .where(eq(reconcilliationStatements.corporate_id, corp))
      )
        .map((r) => r.start)
        .sort();
    await issueDueStatements(db, now);
    // 1–15 May and 16–31 May; 1–15 June has not ended.
    expect(await count()).toEqual(['2026-05-01', '2026-05-16']);
    expect(await issueDueStatements(db, now)).toBe(0);
    expect(await count()).toEqual(['2026-05-01', '2026-05-16']);
    // 50 at once on the next cycle: one statement, each booking on it once.
    await buildBooking(db, {
      corporateId: corp,
      userId: owner,
      at: new Date('2026-06-05T03:00:00Z'),
      price: 540_000,
    });
    const later = new Date('2026-06-16T03:00:00Z');
    const ids50 = await Promise.all(
      Array.from({ length: 50 }, () =>
        generateStatement(db, corp, { start: '2026-06-01', end: '2026-06-16' }, later),
      ),
    );
    expect(new Set(ids50).size).toBe(1);
    expect(await count()).toEqual(['2026-05-01', '2026-05-16', '2026-06-01']);
    const lines = await db
      .select({ id: reconcilliationStatementLines.id })
      .from(reconcilliationStatementLines)
      .where(eq(reconcilliationStatementLines.statement_id, ids50[0]!));
    expect(lines).toHaveLength(1);
  });

  it('runs as a recurring job of the queue when its period comes', async () => {
    // The app of this file runs with STATEMENTS_SWEEP_SECONDS=0: no such job is scheduled.
    const { rows } = await t().database.db.execute<{ n: string | number }>(
      sql`select count(*) as n from jobs where name = 'statements.issue'`,
    );
    expect(Number(rows[0].n)).toBe(0);
  });

  it('refuses a period that has not ended', async () => {
    await expect(
      generateStatement(
        t().database.db,
        ids.corp,
        { start: '2026-04-01', end: '2026-05-01' },
        APRIL_2,
      ),
    ).rejects.toThrow(/has not ended/);
  });
});

describe('a negative statement', () => {
  it('carries its balance into the next statement once, as an adjustment line, and is not invoiced', async () => {
    const db = t().database.db;
    tokens.credit = (await signInAs(t(), { email: 'credit@statements.example' })).access_token;
    const owner = await userIdOf(db, 'credit@statements.example');
    const corp = await corporateWithTerms(db, 'Credit Co', owner);
    // No reward or penalty terms here: the carried figures alone.
    await db
      .update(corporateCredits)
      .set({ reward_days: null, reward_rate: null, penalty_days: null, penalty_rate: null })
      .where(eq(corporateCredits.corporate_id, corp));
    const june = await buildBooking(db, {
      corporateId: corp,
      userId: owner,
      at: new Date('2026-06-10T03:00:00Z'),
      price: 2_160_000,
    });
    await issueDueStatements(db, new Date('2026-07-01T03:00:00Z'));
    // Refunded on 3 July, after June's statement: July holds only its correction.
    await db
      .update(corporatePayments)
      .set({ refunded_at: new Date('2026-07-03T03:00:00Z') })
      .where(eq(corporatePayments.payment_checkout_session_id, june.sessionId));
    await buildBooking(db, {
      corporateId: corp,
      userId: owner,
      at: new Date('2026-08-10T03:00:00Z'),
      price: 540_000,
    });
    // The job twice (restart), through August.
    const september2 = new Date('2026-09-02T03:00:00Z');
    await issueDueStatements(db, september2);
    expect(await issueDueStatements(db, september2)).toBe(0);
    const statements = await db
      .select({
        id: reconcilliationStatements.id,
        start: reconcilliationStatements.period_start,
        total: reconcilliationStatements.total_price,
      })
      .from(reconcilliationStatements)
      .where(eq(reconcilliationStatements.corporate_id, corp))
      .orderBy(reconcilliationStatements.period_start);
    const [jun, jul, aug] = statements;
    // June 2,000,000 net − 2 % rebate − 1 % cash back + 160,000 VAT; July its negation.
    expect(statements.map((x) => [x.start, Number(x.total)])).toEqual([
      ['2026-06-01', 2_100_000],
      ['2026-07-01', -2_100_000],
      // August: 500,000 − 10,000 − 5,000 + 40,000 = 525,000, less July's 2,100,000.
      ['2026-08-01', -1_575_000],
    ]);
    const august = (await gql('credit', ONE, { id: aug.id })).body.data
      .corporate_reconcilliation_statement;
    expect(august.adjustments).toEqual([
      {
        kind: 'ADJUSTMENT',
        section: null,
        reason: 'CARRIED_FORWARD',
        net_price: -1_940_000,
        rebate_amount: 0,
        cashback_amount: 0,
        vat_amount: -160_000,
        total_net_price: -1_940_000,
        total_price: -2_100_000,
        adjusts_statement_id: jul.id,
        booking_history: null,
      },
    ]);
    expect(august).toMatchObject({
      vat_amount: -120_000,
      total_net_price: -1_455_000,
      total_price: -1_575_000,
      adjustment_amount: -2_100_000,
      cashback_or_penalty: { cashback: 0, penalty: 0 },
    });
    // August is negative too: September carries August's balance, once, 50 issuers at once.
    const september = { start: '2026-09-01', end: '2026-10-01' };
    const issued = await Promise.all(
      Array.from({ length: 50 }, () =>
        generateStatement(db, corp, september, new Date('2026-10-01T03:00:00Z')),
      ),
    );
    expect(new Set(issued).size).toBe(1);
    const carried = await db
      .select({
        statement: reconcilliationStatementLines.statement_id,
        carries: reconcilliationStatementLines.carries_statement_id,
        net: reconcilliationStatementLines.net_price,
      })
      .from(reconcilliationStatementLines)
      .where(eq(reconcilliationStatementLines.corporate_id, corp));
    expect(
      carried.filter((l) => l.carries).map((l) => [l.statement, l.carries, Number(l.net)]),
    ).toEqual([
      [aug.id, jul.id, -1_940_000],
      [issued[0], aug.id, -1_455_000],
    ]);
    // Only June owes anything: the negative statements get no invoice.
    await issueDueInvoices(db);
    const { rows } = await db.execute<{ statement: string }>(sql`
      select corporate_reconcilliation_statement_id as statement from corporate_invoices
      where corporate_id = ${corp}::uuid`);
    expect(rows.map((r) => r.statement)).toEqual([jun.id]);
    // A carried balance cannot be carried twice (the database's unique index).
    expect(
      await refusal(
        db.insert(reconcilliationStatementLines).values({
          statement_id: issued[0]!,
          corporate_id: corp,
          kind: 'ADJUSTMENT',
          section: null,
          payment_checkout_session_id: null,
          booked_at: new Date(),
          net_price: 1,
          vat_amount: 0,
          carries_statement_id: jul.id,
          reason: 'CARRIED_FORWARD',
        }),
      ),
    ).toMatch(/carried_once|duplicate|immutable|refuse/i);
  });
});

describe('statement totals (property)', () => {
  it('equal the sum of their lines for random bookings, refunds and vouchers', async () => {
    const db = t().database.db;
    const owner = await userIdOf(db, 'owner@statements.example');
    const booking = fc.record({
      price: fc.integer({ min: 1_000, max: 50_000_000 }),
      kind: fc.constantFrom('FLIGHT' as const, 'HOTEL' as const),
      refunded: fc.boolean(),
      forOther: fc.boolean(),
      voucher: fc.integer({ min: 0, max: 500_000 }),
      day: fc.integer({ min: 1, max: 28 }),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(booking, { minLength: 0, maxLength: 8 }), async (specs) => {
        run += 1;
        const corp = await corporateWithTerms(db, `Prop ${run}`, owner);
        const other = await userIdOf(db, 'operation@statements.example');
        for (const s of specs) {
          const built = await buildBooking(db, {
            corporateId: corp,
            userId: owner,
            bookedBy: s.forOther ? other : owner,
            kind: s.kind,
            at: new Date(`2026-07-${String(s.day).padStart(2, '0')}T03:00:00Z`),
            price: s.price,
            status: s.refunded ? 'REFUNDED' : 'SUCCESSFUL',
          });
          await db
            .update(paymentCheckoutSessions)
            .set({ voucher_discount: s.voucher })
            .where(eq(paymentCheckoutSessions.id, built.sessionId));
        }
        const id = await generateStatement(
          db,
          corp,
          { start: '2026-07-01', end: '2026-08-01' },
          new Date('2026-08-01T03:00:00Z'),
        );
        const lines = await db
          .select()
          .from(reconcilliationStatementLines)
          .where(eq(reconcilliationStatementLines.statement_id, id!));
        const [st] = await db
          .select()
          .from(reconcilliationStatements)
          .where(eq(reconcilliationStatements.id, id!));
        // The expected figures, from the generated bookings with plain arithmetic.
        const kept = specs.filter((s) => !s.refunded);
        const net = (p: number) => Math.round(p / 1.08);
        const half = (x: number, pct: number) => Math.floor((x * pct) / 100 + 0.5);
        const down = (x: number, pct: number) => Math.floor((x * pct * 10) / 1000);
        const expected = kept.reduce(
          (acc, s) => {
            const n = net(s.price);
            const rebate = half(n, 2);
            const cashback = down(n, s.forOther ? 0.5 : 1);
            return {
              net: acc.net + n - rebate - cashback,
              vat: acc.vat + (s.price - n),
              voucher: acc.voucher + s.voucher,
            };
          },
          { net: 0, vat: 0, voucher: 0 },
        );
        expect(lines).toHaveLength(kept.length);
        expect(st.vat_amount).toBe(expected.vat);
        expect(st.vat_amount).toBe(lines.reduce((v, l) => v + l.vat_amount, 0));
        expect(st.total_net_price).toBe(expected.net);
        expect(st.total_price).toBe(expected.net + expected.vat);
        const { rows } = await db.execute<{ v: string; n: string; t: string }>(sql`
          select sum(voucher_discount_amount) as v, sum(total_net_price) as n,
            sum(total_price) as t
          from reconcilliation_statement_sections where statement_id = ${id}::uuid`);
        expect(Number(rows[0].v)).toBe(expected.voucher);
        expect(Number(rows[0].n)).toBe(expected.net);
        expect(Number(rows[0].t)).toBe(expected.net + expected.vat);
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});

describe('the statement as XLSX', () => {
  const download = (who: string, id: string, locale = 'vi') =>
    t().app.inject({
      method: 'GET',
      url: `/api/v1/corporate/statements/${id}/export?format=xlsx&locale=${locale}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
    });

  it('opens with every line and totals that match the statement', async () => {
    const r = await download('accouting', ids.mar);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(r.headers['content-disposition']).toContain('bang-ke-2026-03-01.xlsx');
    const book = XLSX.read(r.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], {
      header: 1,
    });
    expect(rows[0]).toEqual([
      'Mục',
      'Loại',
      'Ngày',
      'Mã đặt chỗ',
      'Người đi',
      'Trước VAT',
      'Chiết khấu',
      'Hoàn tiền',
      'VAT',
      'Thành tiền',
    ]);
    const lines = rows.slice(1).filter((row) => row[1] === 'Đặt chỗ' || row[1] === 'Điều chỉnh');
    expect(lines.map((row) => row[9])).toEqual([3_150_000, -1_055_000]);
    const due = rows.find((row) => row[0] === 'Phải thanh toán')!;
    expect(due[9]).toBe(2_130_200);
    // The lines, the reward and the penalty add up to what is due, to the đồng.
    const reward = rows.find((row) => row[0] === 'Thưởng thanh toán sớm')![9] as number;
    const penalty = rows.find((row) => row[0] === 'Phạt thanh toán chậm')![9] as number;
    expect(lines.reduce((n, row) => n + (row[9] as number), 0) + reward + penalty).toBe(2_130_200);
  });

  it('is refused to staff and to the other corporate', async () => {
    expect((await download('an', ids.feb)).statusCode).toBe(403);
    expect((await download('otheracc', ids.feb)).statusCode).toBe(404);
    const english = await download('accouting', ids.feb, 'en');
    expect(english.statusCode, english.body).toBe(200);
    expect(english.headers['content-disposition']).toContain('statement-2026-02-01.xlsx');
  });
});

describe('the statement as PDF', () => {
  const download = (who: string, id: string, locale = 'vi') =>
    t().app.inject({
      method: 'GET',
      url: `/api/v1/corporate/statements/${id}/export?format=pdf&locale=${locale}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
    });
  // pdftotext -layout keeps a label and its amount on one line, spaces between.
  const line = (label: string, amount: string) =>
    new RegExp(`${label}\\s+${amount.replace(/[.]/g, '\\.')}`, 'u');

  it('prints the company, the sections, the adjustment and what is due, in Vietnamese', async () => {
    const r = await download('accouting', ids.mar);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toContain('bang-ke-2026-03-01.pdf');
    expect(r.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(r.rawPayload).normalize('NFC');
    expect(text).toContain('Công ty Cổ phần Thương mại Hà Thành');
    expect(text).toContain('Mã số thuế: 0101234567');
    expect(text).toContain('Số 12 Phố Huế, Quận Hai Bà Trưng, Hà Nội');
    expect(text).toContain('BẢNG KÊ ĐỐI SOÁT');
    expect(text).toContain('Kỳ 01/03/2026 – 31/03/2026');
    // March's stay: 3,000,000 net, rebate 2 % = 60,000, cash back 1 % = 30,000, voucher
    // 100,000 shown, VAT 240,000, the section 3,150,000.
    expect(text).toMatch(line('Chiết khấu \\(2%\\)', '-60.000 ₫'));
    expect(text).toMatch(line('Hoàn tiền theo hạng \\(1%\\)', '-30.000 ₫'));
    expect(text).toMatch(line('Mã giảm giá \\(đã trừ khi thanh toán\\)', '100.000 ₫'));
    expect(text).toMatch(line('Cộng mục', '3.150.000 ₫'));
    // Binh's flight refunded after February's statement: −1,055,000.
    expect(text).toContain('Điều chỉnh các kỳ trước');
    expect(text).toMatch(/Đã hoàn tiền[^\n]*-1\.055\.000 ₫/u);
    expect(text).toMatch(line('Thưởng thanh toán sớm', '-10.000 ₫'));
    expect(text).toMatch(line('Phạt thanh toán chậm', '45.200 ₫'));
    expect(text).toMatch(line('Thuế GTGT \\(8%\\)', '160.000 ₫'));
    expect(text).toMatch(line('Phải thanh toán', '2.130.200 ₫'));
    expect(text).toMatch(/Trang 1\/\d/u);
    const share = inkShare(firstPagePng(r.rawPayload));
    expect(share).toBeGreaterThan(0.005);
    expect(share).toBeLessThan(0.5);
  });

  it('writes English money and dates for an English reader', async () => {
    const r = await download('accouting', ids.feb, 'en');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-disposition']).toContain('statement-2026-02-01.pdf');
    const text = pdfText(r.rawPayload).normalize('NFC');
    expect(text).toContain('RECONCILIATION STATEMENT');
    expect(text).toContain('Period 1 Feb 2026 – 28 Feb 2026');
    expect(text).toMatch(line('Section total', '₫1,055,000'));
    expect(text).toMatch(line('Section total', '₫2,205,000'));
    expect(text).toMatch(line('Amount due', '₫3,260,000'));
  });

  it('is refused to staff, to the travel desk and to the other corporate', async () => {
    expect((await download('an', ids.feb)).statusCode).toBe(403);
    expect((await download('operation', ids.feb)).statusCode).toBe(403);
    expect((await download('otheracc', ids.feb)).statusCode).toBe(404);
    expect((await download('accouting', 'not-a-statement')).statusCode).toBe(404);
  });
});
