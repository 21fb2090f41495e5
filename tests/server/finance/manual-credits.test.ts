import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { corporateCredits, users } from '../../../server/db/schema';
import { bankSignatureHeader } from '../../../server/providers/payments/bank-transfer';
import { SANDBOX_DEFAULTS } from '../../../server/providers/payments/config';
import { issueDueInvoices } from '../../../server/domain/finance/statement-invoices';
import { call, newIp, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { issuedStatement } from '../support/statement-builders';
import { buildCorporate, userIdOf } from '../support/corporate-builders';
import { corporateBalanceOf, setCorporateBalance } from '../support/corporate-ledger';
import { eq } from 'drizzle-orm';

// A bank transfer confirmed by hand by Wayfare's finance staff (issue 22; docs/finance.md
// "Confirming a transfer by hand"): the admin service's record_corporate_bank_credit, once per
// bank transaction id whoever records it first (staff or the bank's notification), on the
// ledger, audited; the company's own accountant cannot. Clock: 2026-03-02 15:00 in Vietnam.

const PEOPLE = ['finance', 'owner', 'accouting'];
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

const t = useAccountsApp({ STATEMENTS_SWEEP_SECONDS: '0' }, async (host) => {
  const db = host.database.db;
  for (const who of PEOPLE) {
    tokens[who] = (await signInAs(host, { email: `${who}@credits.example` })).access_token;
    ids[who] = await userIdOf(db, `${who}@credits.example`);
  }
  // Wayfare's finance staff are platform staff (users.role ADMIN), like support.
  await db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, ids.finance));
  ids.corp = await buildCorporate(db, {
    name: 'Sông Đà',
    owner: ids.owner,
    members: [{ user: ids.accouting, role: 'ACCOUTING' }],
  });
  await db.insert(corporateCredits).values({ corporate_id: ids.corp, max_debt: 100_000_000 });
  await setCorporateBalance(db, ids.corp, -9_000_000);
  await issuedStatement(db, ids.corp, 9_000_000);
  await issueDueInvoices(db);
  const { rows } = await db.execute<{ id: string; ref: string }>(
    sql`select id, ref from corporate_invoices where corporate_id = ${ids.corp}::uuid`,
  );
  ids.invoice = rows[0].id;
  ids.memo = `WF${rows[0].ref}`;
});

const adminCall = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  call(t().app, 'POST', '/graphql/admin', {
    body: { query, variables },
    token: tokens[who],
    ip: newIp(),
  });
const corporateCall = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  call(t().app, 'POST', '/graphql/corporate', {
    body: { query, variables },
    token: tokens[who],
    ip: newIp(),
  });
type Answer = { body: { errors?: { extensions?: { code?: string; fields?: unknown[] } }[] } };
const codeOf = (r: Answer) => r.body.errors?.[0]?.extensions?.code;
const fieldsOf = (r: Answer) => r.body.errors?.[0]?.extensions?.fields;

const TARGET = `query($i: CorporateTransferTargetInput!) { corporate_transfer_target(input: $i) {
  kind reference corporate_id company_name currency amount received outstanding effective_month
  effective_year status } }`;
const RECORD = `mutation($i: RecordCorporateBankCreditInput!) { record_corporate_bank_credit(input: $i) {
  applied already_recorded target { kind received outstanding status } } }`;
const INVOICE = `query($id: ID!) { corporate_invoice(id: $id) { paid unpaid status } }`;
const TOP_UP = `mutation($amount: Float!) { begin_corporate_top_up(amount: $amount) { id
  transfer { memo } } }`;
const TOP_UPS = `{ corporate_top_ups { entries { id credited status } } }`;

const credit = (over: Record<string, unknown> = {}) => ({
  reference: `CT TNHH SONG DA ${ids.memo} CK`,
  bank_transaction_id: 'FT26061123456',
  amount: 4_000_000,
  credited_at: '2026-03-02T02:00:00Z',
  note: 'Sao kê Vietcombank 02/03, thông báo không đến',
  ...over,
});

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await t().database.db.execute<{ n: number | string }>(query);
  return Number(rows[0].n);
}

describe('confirming an invoice’s bank transfer by hand', () => {
  it('shows finance staff what the memo names before anything is recorded', async () => {
    const r = await adminCall('finance', TARGET, {
      i: { reference: `ck ${ids.memo.toLowerCase()}` },
    });
    expect(r.body.data.corporate_transfer_target).toEqual({
      kind: 'INVOICE',
      reference: ids.memo.slice(2),
      corporate_id: ids.corp,
      company_name: 'Sông Đà',
      currency: 'VND',
      amount: 9_000_000,
      received: 0,
      outstanding: 9_000_000,
      effective_month: 2,
      effective_year: 2026,
      status: 'UNPAID',
    });
  });

  it('refuses the company’s own owner and accountant (a company never confirms its own money)', async () => {
    for (const who of ['owner', 'accouting']) {
      const r = await adminCall(who, RECORD, { i: credit() });
      expect(codeOf(r)).toBe('FORBIDDEN');
    }
    expect(await count(sql`select count(*) as n from corporate_payment_histories`)).toBe(0);
  });

  it('names the field and rule of bad input', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ reference: 'chuyen khoan' }, 'reference', 'format'],
      [{ reference: 'WFCIAAAAAAAAAAAA' }, 'reference', 'unknown'],
      [{ amount: 10.5 }, 'amount', 'integer'],
      [{ amount: 0 }, 'amount', 'range'],
      [{ note: 'ok' }, 'note', 'too_small'],
      [{ bank_transaction_id: 'FT 1' }, 'bank_transaction_id', 'format'],
      [{ credited_at: '2026-03-03T00:00:00Z' }, 'credited_at', 'future'],
    ];
    for (const [over, field, rule] of cases) {
      const r = await adminCall('finance', RECORD, { i: credit(over) });
      expect(codeOf(r), field).toBe('BAD_USER_INPUT');
      expect(fieldsOf(r), field).toEqual([expect.objectContaining({ field, rule })]);
    }
    expect(await count(sql`select count(*) as n from corporate_payment_histories`)).toBe(0);
  });

  it('records 50 concurrent confirmations of one credit as one payment, on the ledger, audited once', async () => {
    const db = t().database.db;
    const before = await corporateBalanceOf(db, ids.corp);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => adminCall('finance', RECORD, { i: credit() })),
    );
    const results = answers.map((a) => a.body.data?.record_corporate_bank_credit);
    expect(results.every(Boolean)).toBe(true);
    expect(results.filter((r) => !r.already_recorded)).toEqual([
      {
        applied: 4_000_000,
        already_recorded: false,
        target: {
          kind: 'INVOICE',
          received: 4_000_000,
          outstanding: 5_000_000,
          status: 'PARTIALLY_PAID',
        },
      },
    ]);
    expect(await corporateBalanceOf(db, ids.corp)).toBe(before + 4_000_000);
    expect(
      await count(sql`select count(*) as n from corporate_payment_histories
        where recorded_by = ${ids.finance}::uuid and payment_method = 'BANK_TRANSFER'`),
    ).toBe(1);
    expect(
      await count(sql`select count(*) as n from audit_log
        where action = 'support.bank_credit_recorded' and actor_user_id = ${ids.finance}::uuid
          and corporate_id = ${ids.corp}::uuid and metadata->>'bank_transaction_id' = 'FT26061123456'`),
    ).toBe(1);
    expect(await count(sql`select coalesce(sum(amount), 0) as n from ledger_entries`)).toBe(0);
    // The company sees it paid.
    const inv = await corporateCall('accouting', INVOICE, { id: ids.invoice });
    expect(inv.body.data.corporate_invoice).toEqual({
      paid: 4_000_000,
      unpaid: 5_000_000,
      status: 'PARTIALLY_PAID',
    });
  });

  it('records nothing when the bank’s notification of the same credit arrives afterwards', async () => {
    const body = JSON.stringify({
      id: 'FT26061123456',
      bank_bin: SANDBOX_DEFAULTS.bankBin,
      account_number: SANDBOX_DEFAULTS.bankAccountNumber,
      amount: 4_000_000,
      currency: 'VND',
      description: ids.memo,
      credited_at: '2026-03-02T02:00:00Z',
    });
    const at = Math.floor(t().clock.now().getTime() / 1000);
    const r = await call(t().app, 'POST', '/payments/bank/notifications', {
      body: JSON.parse(body),
      headers: {
        'x-bank-signature': bankSignatureHeader(SANDBOX_DEFAULTS.bankWebhookSecret, body, at),
      },
    });
    expect(r.body.outcome).toBe('ALREADY_CONFIRMED');
    expect(await count(sql`select count(*) as n from corporate_payment_histories`)).toBe(1);
  });

  it('refuses the same bank transaction for another amount; a new one pays the rest', async () => {
    const wrong = await adminCall('finance', RECORD, { i: credit({ amount: 5_000_000 }) });
    expect(fieldsOf(wrong)).toEqual([
      expect.objectContaining({ field: 'bank_transaction_id', rule: 'already_recorded' }),
    ]);
    const rest = await adminCall('finance', RECORD, {
      i: credit({ bank_transaction_id: 'FT26061999999', amount: 5_000_000 }),
    });
    expect(rest.body.data.record_corporate_bank_credit.target).toEqual({
      kind: 'INVOICE',
      received: 9_000_000,
      outstanding: 0,
      status: 'PAID',
    });
  });
});

describe('a confirmation racing the bank’s notification', () => {
  it('records one credit when 25 notifications and 25 confirmations of it arrive at once', async () => {
    const db = t().database.db;
    const begun = await corporateCall('owner', TOP_UP, { amount: 3_000_000 });
    const memo = begun.body.data.begin_corporate_top_up.transfer.memo;
    const before = await corporateBalanceOf(db, ids.corp);
    const body = JSON.stringify({
      id: 'FT26061555555',
      bank_bin: SANDBOX_DEFAULTS.bankBin,
      account_number: SANDBOX_DEFAULTS.bankAccountNumber,
      amount: 3_000_000,
      currency: 'VND',
      description: memo,
      credited_at: '2026-03-02T02:00:00Z',
    });
    const at = Math.floor(t().clock.now().getTime() / 1000);
    const notification = () =>
      call(t().app, 'POST', '/payments/bank/notifications', {
        body: JSON.parse(body),
        headers: {
          'x-bank-signature': bankSignatureHeader(SANDBOX_DEFAULTS.bankWebhookSecret, body, at),
        },
      });
    const confirmation = () =>
      adminCall('finance', RECORD, {
        i: credit({ reference: memo, bank_transaction_id: 'FT26061555555', amount: 3_000_000 }),
      });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? notification() : confirmation())),
    );
    expect(answers.every((a) => a.status === 200 && !a.body.errors)).toBe(true);
    expect(await corporateBalanceOf(db, ids.corp)).toBe(before + 3_000_000);
    expect(
      await count(sql`select count(*) as n from corporate_top_up_credits
        where provider_txn_id = 'FT26061555555'`),
    ).toBe(1);
    expect(
      await count(sql`select count(*) as n from ledger_transactions
        where idempotency_key = 'corporate-bank-credit:FT26061555555'`),
    ).toBe(1);
  });
});

describe('confirming a wallet top-up by hand', () => {
  it('credits the top-up once, with who confirmed it', async () => {
    const begun = await corporateCall('owner', TOP_UP, { amount: 2_000_000 });
    const memo = begun.body.data.begin_corporate_top_up.transfer.memo;
    const before = await corporateBalanceOf(t().database.db, ids.corp);
    const input = credit({
      reference: memo,
      bank_transaction_id: 'FT26061777777',
      amount: 2_000_000,
    });
    const first = await adminCall('finance', RECORD, { i: input });
    expect(first.body.data.record_corporate_bank_credit).toEqual({
      applied: 0,
      already_recorded: false,
      target: { kind: 'TOP_UP', received: 2_000_000, outstanding: 0, status: 'CREDITED' },
    });
    const again = await adminCall('finance', RECORD, { i: input });
    expect(again.body.data.record_corporate_bank_credit.already_recorded).toBe(true);
    expect(await corporateBalanceOf(t().database.db, ids.corp)).toBe(before + 2_000_000);
    const list = await corporateCall('owner', TOP_UPS);
    const topUpId = begun.body.data.begin_corporate_top_up.id;
    expect(
      list.body.data.corporate_top_ups.entries.find((e: { id: string }) => e.id === topUpId),
    ).toMatchObject({ credited: 2_000_000, status: 'CREDITED' });
    expect(
      await count(sql`select count(*) as n from corporate_top_up_credits
        where confirmed_by = ${ids.finance}::uuid and provider_txn_id = 'FT26061777777'`),
    ).toBe(1);
  });
});
