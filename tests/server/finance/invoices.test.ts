import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { corporateCredits } from '../../../server/db/schema';
import { bankSignatureHeader } from '../../../server/providers/payments/bank-transfer';
import { SANDBOX_DEFAULTS } from '../../../server/providers/payments/config';
import { issueDueInvoices } from '../../../server/domain/finance/statement-invoices';
import { paymentsAgainstStatement } from '../../../server/domain/statements/payments';
import { call, newIp, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { issuedStatement } from '../support/statement-builders';
import { buildCorporate, userIdOf } from '../support/corporate-builders';
import { corporateBalanceOf, setCorporateBalance } from '../support/corporate-ledger';

// Corporate invoices, their payments and the wallet top-up (issue 22, docs/finance.md
// "Invoices and payments", "Wallet top-up"): invoices issued once per statement, the bank's
// signed credits (raced and replayed), wallet payments, statuses by payments and clock, the
// ledger, and who may do what. The app's clock starts 2026-03-02 15:00 in Vietnam.

const PEOPLE = ['owner', 'admin', 'accouting', 'staff', 'other'];
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

// The cycle jobs are off: the tests issue invoices themselves (issueDueInvoices) and move the clock.
const t = useAccountsApp({ STATEMENTS_SWEEP_SECONDS: '0' }, async (host) => {
  const db = host.database.db;
  for (const who of PEOPLE) {
    tokens[who] = (await signInAs(host, { email: `${who}@invoices.example` })).access_token;
    ids[who] = await userIdOf(db, `${who}@invoices.example`);
  }
  ids.corp = await buildCorporate(db, {
    name: 'Sông Hồng',
    owner: ids.owner,
    members: [
      { user: ids.admin, role: 'ADMIN' },
      { user: ids.accouting, role: 'ACCOUTING' },
      { user: ids.staff, role: 'STAFF' },
    ],
  });
  ids.theirs = await buildCorporate(db, { name: 'Cửu Long', owner: ids.other });
  await db.insert(corporateCredits).values([
    { corporate_id: ids.corp, max_debt: 100_000_000, penalty_days: 10 },
    { corporate_id: ids.theirs, max_debt: 100_000_000 },
  ]);
  // The company owes February's 12,000,000 and January's 3,000,000 on its account.
  await setCorporateBalance(db, ids.corp, -15_000_000);
  ids.feb = await issuedStatement(db, ids.corp, 12_000_000, {
    start: '2026-02-01',
    end: '2026-03-01',
  });
  ids.jan = await issuedStatement(db, ids.corp, 3_000_000, {
    start: '2026-01-01',
    end: '2026-02-01',
  });
  ids.theirFeb = await issuedStatement(db, ids.theirs, 7_000_000, {
    start: '2026-02-01',
    end: '2026-03-01',
  });
});

const gql = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  call(t().app, 'POST', '/graphql/corporate', {
    body: { query, variables },
    token: tokens[who],
    ip: newIp(),
  });
const codeOf = (r: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  r.body.errors?.[0]?.extensions?.code;
const rulesOf = (r: { body: { errors?: { extensions?: { fields?: { rule: string }[] } }[] } }) =>
  r.body.errors?.[0]?.extensions?.fields?.map((f) => f.rule);

/** The bank's signed credit notification, as POST /payments/bank/notifications receives it. */
function notify(bankId: string, amount: number, description: string) {
  const body = JSON.stringify({
    id: bankId,
    bank_bin: SANDBOX_DEFAULTS.bankBin,
    account_number: SANDBOX_DEFAULTS.bankAccountNumber,
    amount,
    currency: 'VND',
    description,
    credited_at: t().clock.now().toISOString(),
  });
  const at = Math.floor(t().clock.now().getTime() / 1000);
  return call(t().app, 'POST', '/payments/bank/notifications', {
    body: JSON.parse(body),
    headers: {
      'x-bank-signature': bankSignatureHeader(SANDBOX_DEFAULTS.bankWebhookSecret, body, at),
    },
  });
}

const INVOICE = `query($id: ID!) { corporate_invoice(id: $id) { id corporate_id
  corporate_reconcilliation_statement_id currency effective_for { month year } value paid unpaid
  status reconcilliation_cycle_type due_at files { name url } } }`;
const INVOICES = `query($f: CorporateInvoiceFilter) { corporate_invoices(filter: $f) {
  total_count entries { id status value paid unpaid effective_for { month year } } } }`;
const STATISTIC = `query($f: CorporateInvoiceFilter) { corporate_invoice_statistic(filter: $f) {
  total_spending total_paid total_unpaid currency } }`;
const TRANSFER = `query($id: ID!) { corporate_invoice_transfer(id: $id) { amount currency memo
  banks { account bank_code beneficiary_name name qr } } }`;
const HISTORIES = `query($f: CorporatePaymentHistoryFilter) { corporate_payment_histories(filter: $f) {
  total_count entries { id corporate_id corporate_invoice_id currency invoice_value paid unpaid value
  payment_method } } }`;
const PAY = `mutation($id: ID!, $amount: Float!, $key: String!) {
  pay_corporate_invoice_from_wallet(id: $id, amount: $amount, idempotency_key: $key) {
  id value paid unpaid payment_method corporate_invoice_id } }`;
const TOP_UP = `mutation($amount: Float!) { begin_corporate_top_up(amount: $amount) { id amount
  credited currency status transfer { amount memo banks { qr account } } } }`;
const TOP_UPS = `{ corporate_top_ups { total_count entries { id amount credited status } } }`;

async function invoiceOf(statementId: string, corporateId = ids.corp): Promise<string> {
  const { rows } = await t().database.db.execute<{ id: string }>(sql`
    select id from corporate_invoices where corporate_reconcilliation_statement_id = ${statementId}::uuid
      and corporate_id = ${corporateId}::uuid`);
  return rows[0].id;
}

async function ledgerSum(): Promise<number> {
  const { rows } = await t().database.db.execute<{ s: string | number }>(
    sql`select coalesce(sum(amount), 0) as s from ledger_entries`,
  );
  return Number(rows[0].s);
}

describe('issuing invoices from statements', () => {
  it('gives each issued statement one invoice, however many times the job runs', async () => {
    const db = t().database.db;
    const runs = await Promise.all(Array.from({ length: 5 }, () => issueDueInvoices(db)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await issueDueInvoices(db)).toBe(0);
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from corporate_invoices`,
    );
    expect(rows[0].n).toBe(3);
    ids.febInvoice = await invoiceOf(ids.feb);
    ids.janInvoice = await invoiceOf(ids.jan);
    ids.theirInvoice = await invoiceOf(ids.theirFeb, ids.theirs);
  });

  it('answers the invoice with its value, due date from the credit terms, and status', async () => {
    const r = await gql('accouting', INVOICE, { id: ids.febInvoice });
    expect(r.body.data.corporate_invoice).toEqual({
      id: ids.febInvoice,
      corporate_id: ids.corp,
      corporate_reconcilliation_statement_id: ids.feb,
      currency: 'VND',
      effective_for: { month: 2, year: 2026 },
      value: 12_000_000,
      paid: 0,
      unpaid: 12_000_000,
      status: 'UNPAID',
      reconcilliation_cycle_type: 'MONTHLY',
      // 1 March (Vietnam) + 10 penalty days.
      due_at: '2026-03-10T17:00:00.000Z',
      // Its PDF, then its statement's (tests/server/finance/invoice-pdf.test.ts reads them).
      files: [
        {
          name: 'hoa-don-2026-02.pdf',
          url: expect.stringContaining(`/corporate/invoices/${ids.febInvoice}/export?format=pdf`),
        },
        {
          name: 'bang-ke-2026-02.pdf',
          url: expect.stringContaining(`/corporate/statements/${ids.feb}/export?format=pdf`),
        },
      ],
    });
    // January's was due 11 February: overdue by the clock, nothing paid.
    const jan = await gql('owner', INVOICE, { id: ids.janInvoice });
    expect(jan.body.data.corporate_invoice.status).toBe('OVERDUE');
  });

  it('lists and totals the company’s invoices, filtered by status', async () => {
    const all = await gql('admin', INVOICES);
    expect(all.body.data.corporate_invoices.total_count).toBe(2);
    expect(all.body.data.corporate_invoices.entries.map((e: { id: string }) => e.id)).toEqual([
      ids.febInvoice,
      ids.janInvoice,
    ]);
    const overdue = await gql('admin', INVOICES, { f: { status: 'OVERDUE' } });
    expect(overdue.body.data.corporate_invoices.entries.map((e: { id: string }) => e.id)).toEqual([
      ids.janInvoice,
    ]);
    const stat = await gql('accouting', STATISTIC);
    expect(stat.body.data.corporate_invoice_statistic).toEqual({
      total_spending: 15_000_000,
      total_paid: 0,
      total_unpaid: 15_000_000,
      currency: 'VND',
    });
  });

  it('gives the invoice’s own VietQR transfer for what is unpaid', async () => {
    const r = await gql('accouting', TRANSFER, { id: ids.febInvoice });
    const transfer = r.body.data.corporate_invoice_transfer;
    expect(transfer.amount).toBe(12_000_000);
    expect(transfer.memo).toMatch(/^WFCI[A-Z0-9]{12}$/);
    expect(transfer.banks[0].account).toBe(SANDBOX_DEFAULTS.bankAccountNumber);
    // The NAPAS payload carries the amount and the memo.
    expect(transfer.banks[0].qr).toContain('540812000000');
    expect(transfer.banks[0].qr).toContain(transfer.memo);
    ids.febMemo = transfer.memo;
  });
});

describe('paying by bank transfer', () => {
  it('records 50 concurrent notifications of one credit as one payment: PARTIALLY_PAID', async () => {
    const before = await corporateBalanceOf(t().database.db, ids.corp);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        notify('VCB-0001', 5_000_000, `CT TNHH SONG HONG ${ids.febMemo} thanh toan`),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const outcomes = answers.map((a) => a.body.outcome);
    expect(outcomes.filter((o) => o === 'ACCEPTED')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'ALREADY_CONFIRMED')).toHaveLength(49);
    const inv = await gql('accouting', INVOICE, { id: ids.febInvoice });
    expect(inv.body.data.corporate_invoice).toMatchObject({
      paid: 5_000_000,
      unpaid: 7_000_000,
      status: 'PARTIALLY_PAID',
    });
    expect(await corporateBalanceOf(t().database.db, ids.corp)).toBe(before + 5_000_000);
    expect(await ledgerSum()).toBe(0);
  });

  it('changes nothing on a replay', async () => {
    const replay = await notify('VCB-0001', 5_000_000, ids.febMemo);
    expect(replay.body.outcome).toBe('ALREADY_CONFIRMED');
    const h = await gql('accouting', HISTORIES, { f: { corporate_invoice_id: ids.febInvoice } });
    expect(h.body.data.corporate_payment_histories.total_count).toBe(1);
  });

  it('is PAID after the final transfer, with the running paid and unpaid in the history', async () => {
    const rest = await notify('VCB-0002', 7_000_000, ids.febMemo);
    expect(rest.body.outcome).toBe('ACCEPTED');
    const inv = await gql('owner', INVOICE, { id: ids.febInvoice });
    expect(inv.body.data.corporate_invoice).toMatchObject({
      paid: 12_000_000,
      unpaid: 0,
      status: 'PAID',
    });
    const h = await gql('accouting', HISTORIES, { f: { corporate_invoice_id: ids.febInvoice } });
    expect(h.body.data.corporate_payment_histories.entries).toEqual([
      expect.objectContaining({
        value: 7_000_000,
        invoice_value: 12_000_000,
        paid: 12_000_000,
        unpaid: 0,
        payment_method: 'BANK_TRANSFER',
        corporate_id: ids.corp,
      }),
      expect.objectContaining({ value: 5_000_000, paid: 5_000_000, unpaid: 7_000_000 }),
    ]);
    // The QR is gone once nothing is left to pay.
    const transfer = await gql('accouting', TRANSFER, { id: ids.febInvoice });
    expect(transfer.body.data.corporate_invoice_transfer.banks[0].qr).toBeNull();
    // The statements' cash back or penalty reads these payments.
    const paid = await paymentsAgainstStatement(t().database.db, ids.corp, ids.feb);
    expect(paid?.map((p) => p.amount)).toEqual([5_000_000, 7_000_000]);
  });

  it('keeps money beyond the invoice on the company’s account, not as a payment', async () => {
    const before = await corporateBalanceOf(t().database.db, ids.corp);
    const extra = await notify('VCB-0003', 1_000_000, ids.febMemo);
    expect(extra.body.outcome).toBe('AMOUNT_MISMATCH');
    const h = await gql('accouting', HISTORIES, { f: { corporate_invoice_id: ids.febInvoice } });
    expect(h.body.data.corporate_payment_histories.total_count).toBe(2);
    expect(await corporateBalanceOf(t().database.db, ids.corp)).toBe(before + 1_000_000);
    expect(await ledgerSum()).toBe(0);
  });
});

describe('paying from the corporate wallet', () => {
  it('refuses more than the invoice asks and more than the wallet holds', async () => {
    // Balance −2,000,000 (owes 3,000,000 for January, had 1,000,000 over): the wallet can pay
    // 1,000,000 of January's invoice.
    expect(await corporateBalanceOf(t().database.db, ids.corp)).toBe(-2_000_000);
    const tooMuch = await gql('accouting', PAY, {
      id: ids.janInvoice,
      amount: 3_000_001,
      key: 'jan-too-much',
    });
    expect(rulesOf(tooMuch)).toEqual(['unpaid']);
    const beyond = await gql('accouting', PAY, {
      id: ids.janInvoice,
      amount: 1_500_000,
      key: 'jan-beyond',
    });
    expect(rulesOf(beyond)).toEqual(['insufficient_balance']);
  });

  it('pays up to what is available once, even raced and retried', async () => {
    // 50 payments of 100,000 race for the wallet's 1,000,000: ten go through.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        gql('accouting', PAY, {
          id: ids.janInvoice,
          amount: 100_000,
          key: `race-${i}-${randomUUID()}`,
        }),
      ),
    );
    expect(answers.filter((a) => a.body.data?.pay_corporate_invoice_from_wallet)).toHaveLength(10);
    expect(answers.filter((a) => rulesOf(a)?.[0] === 'insufficient_balance')).toHaveLength(40);
    const inv = await gql('accouting', INVOICE, { id: ids.janInvoice });
    expect(inv.body.data.corporate_invoice).toMatchObject({
      paid: 1_000_000,
      unpaid: 2_000_000,
      status: 'OVERDUE',
    });
    // The wallet paid for the bookings when they were charged: no money moves again.
    expect(await corporateBalanceOf(t().database.db, ids.corp)).toBe(-2_000_000);
    // The same key answers the same payment.
    await setCorporateBalance(t().database.db, ids.corp, 0);
    const first = await gql('owner', PAY, {
      id: ids.janInvoice,
      amount: 500_000,
      key: 'jan-retry-1',
    });
    const again = await gql('owner', PAY, {
      id: ids.janInvoice,
      amount: 500_000,
      key: 'jan-retry-1',
    });
    expect(again.body.data.pay_corporate_invoice_from_wallet.id).toBe(
      first.body.data.pay_corporate_invoice_from_wallet.id,
    );
    expect(first.body.data.pay_corporate_invoice_from_wallet).toMatchObject({
      value: 500_000,
      paid: 1_500_000,
      unpaid: 1_500_000,
      payment_method: 'CORPORATE_WALLET',
    });
    const stat = await gql('accouting', STATISTIC);
    expect(stat.body.data.corporate_invoice_statistic).toMatchObject({
      total_spending: 15_000_000,
      total_paid: 13_500_000,
      total_unpaid: 1_500_000,
    });
  });
});

describe('the wallet top-up', () => {
  it('gives a transfer with its own memo, credited once by 50 concurrent notifications', async () => {
    const begun = await gql('accouting', TOP_UP, { amount: 5_000_000 });
    const topUp = begun.body.data.begin_corporate_top_up;
    expect(topUp).toMatchObject({
      amount: 5_000_000,
      credited: 0,
      currency: 'VND',
      status: 'PENDING',
    });
    expect(topUp.transfer.memo).toMatch(/^WFCT[A-Z0-9]{12}$/);
    expect(topUp.transfer.banks[0].qr).toContain(topUp.transfer.memo);
    const before = await corporateBalanceOf(t().database.db, ids.corp);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        notify('TCB-777', 5_000_000, `NAP TIEN ${topUp.transfer.memo}`),
      ),
    );
    expect(answers.filter((a) => a.body.outcome === 'ACCEPTED')).toHaveLength(1);
    expect(await corporateBalanceOf(t().database.db, ids.corp)).toBe(before + 5_000_000);
    const replay = await notify('TCB-777', 5_000_000, topUp.transfer.memo);
    expect(replay.body.outcome).toBe('ALREADY_CONFIRMED');
    expect(await corporateBalanceOf(t().database.db, ids.corp)).toBe(before + 5_000_000);
    const list = await gql('owner', TOP_UPS);
    expect(list.body.data.corporate_top_ups.entries[0]).toMatchObject({
      id: topUp.id,
      credited: 5_000_000,
      status: 'CREDITED',
    });
    expect(await ledgerSum()).toBe(0);
  });

  it('refuses amounts out of range, and a bank credit naming nothing known', async () => {
    expect(rulesOf(await gql('owner', TOP_UP, { amount: 5_000 }))).toEqual(['range']);
    expect(rulesOf(await gql('owner', TOP_UP, { amount: 10_000.5 }))).toEqual(['whole']);
    expect(rulesOf(await gql('owner', TOP_UP, { amount: 10_000_000_001 }))).toEqual(['range']);
    const unknown = await notify('X-1', 10_000, 'WFCTAAAAAAAAAAAA');
    expect(unknown.body.outcome).toBe('ORDER_NOT_FOUND');
  });
});

describe('who may', () => {
  it('refuses staff every finance operation', async () => {
    for (const [query, variables] of [
      [INVOICES, {}],
      [INVOICE, { id: ids.febInvoice }],
      [STATISTIC, {}],
      [HISTORIES, {}],
      [TRANSFER, { id: ids.febInvoice }],
      [PAY, { id: ids.janInvoice, amount: 1, key: 'staff-try-1' }],
      [TOP_UP, { amount: 100_000 }],
      [TOP_UPS, {}],
    ] as const) {
      expect(codeOf(await gql('staff', query, variables))).toBe('FORBIDDEN');
    }
  });

  it('lets only the owner and the accountant top up', async () => {
    expect(codeOf(await gql('admin', TOP_UP, { amount: 100_000 }))).toBe('FORBIDDEN');
  });

  it('never answers another company’s invoice', async () => {
    expect(codeOf(await gql('owner', INVOICE, { id: ids.theirInvoice }))).toBe('NOT_FOUND');
    expect(codeOf(await gql('owner', TRANSFER, { id: ids.theirInvoice }))).toBe('NOT_FOUND');
    expect(
      codeOf(await gql('owner', PAY, { id: ids.theirInvoice, amount: 1, key: 'cross-tenant-1' })),
    ).toBe('NOT_FOUND');
    expect(codeOf(await gql('owner', INVOICES, { f: { corporate_id: ids.theirs } }))).toBe(
      'FORBIDDEN',
    );
    const theirs = await gql('other', HISTORIES, { f: { corporate_invoice_id: ids.febInvoice } });
    expect(theirs.body.data.corporate_payment_histories.total_count).toBe(0);
    const stat = await gql('other', STATISTIC);
    expect(stat.body.data.corporate_invoice_statistic.total_spending).toBe(7_000_000);
  });
});

describe('by the clock', () => {
  it('is OVERDUE once its due date passes unpaid', async () => {
    const db = t().database.db;
    ids.mar = await issuedStatement(db, ids.corp, 2_000_000, {
      start: '2026-01-15',
      end: '2026-03-02',
    });
    await issueDueInvoices(db);
    const id = await invoiceOf(ids.mar);
    expect((await gql('owner', INVOICE, { id })).body.data.corporate_invoice.status).toBe('UNPAID');
    t().clock.advance(11 * 86_400); // 13 March: past 2 March + 10 days
    tokens.owner = (await signInAs(t(), { email: 'owner@invoices.example' })).access_token;
    expect((await gql('owner', INVOICE, { id })).body.data.corporate_invoice.status).toBe(
      'OVERDUE',
    );
    // A paid invoice stays PAID.
    const feb = await gql('owner', INVOICE, { id: ids.febInvoice });
    expect(feb.body.data.corporate_invoice.status).toBe('PAID');
  });
});
