import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  corporatePayments,
  corporateStaffs,
  corporates,
  currencies,
  expenseBookings,
  paymentCheckoutSessions,
  userOrders,
} from '../../../server/db/schema';
import { escalateOverdueExpenses } from '../../../server/domain/expenses/escalation';
import { remindExpenseApprovers } from '../../../server/domain/expenses/reminders';
import { createMessenger } from '../../../server/providers/messaging/index';
import { call, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { buildCorporate, userIdOf } from '../support/corporate-builders';

// Expenses through the corporate API and the receipt routes (issue 21, docs/expenses.md):
// conversion to VND, receipts' limits and types, the e-invoice filling a claim, approval by the
// approver chain (50 racing decisions → one), a company-paid booking refused, reimbursement
// batches (an expense paid back once; 50 racing payouts → one ledger movement).

const PEOPLE = ['owner', 'admin', 'approver', 'accouting', 'staff', 'colleague', 'off', 'other'];
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

const FIELDS = `id status amount currency amount_vnd rate rate_date category expense_date merchant
  seller_tax_code vat_amount note user_order_id expense_booking_id trip_id approver_id
  decision_deadline decided_by_name decision_comment reimbursement_batch_id
  receipts { id kind file_name content_type size_bytes url }`;
const CREATE = `mutation($i: CreateExpenseInput!) { create_expense(input: $i) { ${FIELDS} } }`;
const SUBMIT = `mutation($i: ExpenseRefInput!) { submit_expense(input: $i) { ${FIELDS} } }`;
const DECIDE = `mutation($i: DecideExpenseInput!) { decide_expense(input: $i) { ${FIELDS} } }`;
const ONE = `query($c: ID, $id: ID!) { expense(corporate_id: $c, id: $id) { ${FIELDS} } }`;
const LIST = `query($c: ID, $s: ExpenseStatus) {
  expenses(corporate_id: $c, status: $s) { total items { id merchant user { name } } } }`;
const REIMBURSABLE = `query($c: ID) { reimbursable_expenses(corporate_id: $c) { id } }`;
const QUEUE = `query($c: ID) { expense_approvals(corporate_id: $c) { total items { id } } }`;
const BATCH = `id reference status total_vnd item_count paid_at ledger_transaction_id
  items { expense_id amount_vnd name }`;
const CREATE_BATCH = `mutation($i: CreateReimbursementBatchInput!) {
  create_reimbursement_batch(input: $i) { ${BATCH} } }`;
const PAY = `mutation($i: ReimbursementBatchRefInput!) { pay_reimbursement_batch(input: $i) { ${BATCH} } }`;
const CSV = `query($c: ID, $id: ID!) { reimbursement_batch_csv(corporate_id: $c, id: $id) }`;

const t = useAccountsApp({}, async (host) => {
  const db = host.database.db;
  for (const who of PEOPLE) {
    tokens[who] = (await signInAs(host, { email: `${who}@expense.example` })).access_token;
    ids[who] = await userIdOf(db, `${who}@expense.example`);
  }
  ids.corp = await buildCorporate(db, {
    name: 'Thép Việt',
    owner: ids.owner,
    members: [
      { user: ids.admin, role: 'ADMIN' },
      { user: ids.approver, role: 'APPROVER' },
      { user: ids.accouting, role: 'ACCOUTING' },
      { user: ids.staff, role: 'STAFF' },
      { user: ids.colleague, role: 'STAFF' },
      { user: ids.off, role: 'STAFF' },
    ],
  });
  ids.theirs = await buildCorporate(db, { name: 'Ngọc Lặng', owner: ids.other });
  await db.update(corporates).set({ is_enable_expense: true });
  await db
    .update(corporateStaffs)
    .set({ is_enable_expense: true })
    .where(sql`${corporateStaffs.user_id} <> ${ids.off}::uuid`);
  await db
    .update(corporateStaffs)
    .set({ approver_id: ids.approver })
    .where(and(eq(corporateStaffs.corporate_id, ids.corp), eq(corporateStaffs.user_id, ids.staff)));
  const common = { symbol: '', as_of: new Date('2026-02-28T20:00:00Z'), source: 'test' };
  await db.insert(currencies).values([
    { ...common, code: 'VND', name_vi: 'Đồng', name_en: 'Dong', minor_units: 0, vnd_per_unit: 1 },
    {
      ...common,
      code: 'USD',
      name_vi: 'Đô la Mỹ',
      name_en: 'US dollar',
      minor_units: 2,
      vnd_per_unit: 25_400,
    },
  ]);
});

const gql = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  call(t().app, 'POST', '/graphql/corporate', { body: { query, variables }, token: tokens[who] });

const claim = (over: Record<string, unknown> = {}) => ({
  corporate_id: ids.corp,
  amount: 350_000,
  currency: 'VND',
  category: 'MEALS',
  expense_date: '2026-02-27',
  merchant: 'Phở Thìn',
  ...over,
});

async function created(who = 'staff', over: Record<string, unknown> = {}) {
  const r = await gql(who, CREATE, { i: claim(over) });
  expect(r.body.errors).toBeUndefined();
  return r.body.data.create_expense;
}

async function approved(amount = 200_000): Promise<string> {
  const e = await created('staff', { amount });
  await gql('staff', SUBMIT, { i: { corporate_id: ids.corp, id: e.id } });
  const d = await gql('approver', DECIDE, {
    i: { corporate_id: ids.corp, id: e.id, decision: 'APPROVE' },
  });
  expect(d.body.data.decide_expense.status).toBe('APPROVED');
  return e.id;
}

const fieldsOf = (r: { body: { errors?: { extensions: { fields?: unknown[] } }[] } }) =>
  (r.body.errors?.[0]?.extensions.fields ?? []) as { field: string; rule: string }[];

function upload(
  who: string,
  url: string,
  files: { name: string; data: Buffer }[],
  field = 'receipts',
) {
  const boundary = '----expense';
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="corporate_id"\r\n\r\n${ids.corp}\r\n`,
    ),
  ];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return t().app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${tokens[who]}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat(parts),
  });
}

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(200)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EINVOICE = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<HDon><DLHDon><TTChung><KHMSHDon>1</KHMSHDon><KHHDon>C26TAA</KHHDon><SHDon>77</SHDon>
<NLap>2026-02-26</NLap><DVTTe>VND</DVTTe><TGia>1</TGia></TTChung>
<NDHDon><NBan><Ten>CÔNG TY TNHH KHÁCH SẠN SÔNG HÀN</Ten><MST>0314409058</MST></NBan>
<NMua><Ten>CÔNG TY THÉP VIỆT</Ten></NMua>
<TToan><TgTCThue>1000000</TgTCThue><TgTThue>80000</TgTThue><TgTTTBSo>1080000</TgTTTBSo></TToan>
</NDHDon></DLHDon></HDon>`);

describe('claims', () => {
  it('converts to VND at the currencies service rate of the day, and keeps rate and date', async () => {
    const usd = await created('staff', { amount: 1250, currency: 'usd' });
    expect(usd).toMatchObject({
      status: 'DRAFT',
      amount: 1250,
      currency: 'USD',
      amount_vnd: 317_500,
      rate: 25_400,
      rate_date: '2026-03-01',
    });
    const vnd = await created('staff');
    expect(vnd).toMatchObject({ amount_vnd: 350_000, rate: 1, currency: 'VND' });
    const unknown = await gql('staff', CREATE, { i: claim({ currency: 'XAU' }) });
    expect(fieldsOf(unknown)).toEqual([
      { field: 'currency', rule: 'unknown', message: 'XAU is not a supported currency' },
    ]);
  });

  it('names each bad field', async () => {
    const r = await gql('staff', CREATE, {
      i: claim({ amount: 0, merchant: ' ', seller_tax_code: '0314409059' }),
    });
    expect(
      fieldsOf(r)
        .map((f) => `${f.field}:${f.rule}`)
        .sort(),
    ).toEqual(['amount:too_small', 'merchant:required', 'seller_tax_code:check_digit']);
    const vat = await gql('staff', CREATE, { i: claim({ vat_amount: 400_000 }) });
    expect(fieldsOf(vat).map((f) => `${f.field}:${f.rule}`)).toEqual([
      'vat_amount:vat_above_amount',
    ]);
  });

  it('is only for companies and staff with expenses on', async () => {
    const off = await gql('off', CREATE, { i: claim() });
    expect(off.body.errors[0].extensions.code).toBe('FORBIDDEN');
    await t()
      .database.db.update(corporates)
      .set({ is_enable_expense: false })
      .where(eq(corporates.id, ids.theirs));
    const theirs = await gql('other', LIST, { c: ids.theirs });
    expect(theirs.body.errors[0].extensions.code).toBe('FORBIDDEN');
    await t()
      .database.db.update(corporates)
      .set({ is_enable_expense: true })
      .where(eq(corporates.id, ids.theirs));
  });

  it('lists one’s own claims; finance opens anyone’s; another company sees none', async () => {
    await created('colleague', { merchant: 'Bún Chả Hương Liên' });
    const mine = await gql('colleague', LIST, { c: ids.corp });
    expect(mine.body.data.expenses.items.map((e: { merchant: string }) => e.merchant)).toEqual([
      'Bún Chả Hương Liên',
    ]);
    const financeOwn = await gql('accouting', LIST, { c: ids.corp });
    expect(financeOwn.body.data.expenses.total).toBe(0);
    const theirClaim = mine.body.data.expenses.items[0].id;
    const finance = await gql('accouting', ONE, { c: ids.corp, id: theirClaim });
    expect(finance.body.data.expense.merchant).toBe('Bún Chả Hương Liên');
    const other = await gql('other', LIST, { c: ids.corp });
    expect(other.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const e = await created('staff');
    const peek = await gql('colleague', ONE, { c: ids.corp, id: e.id });
    expect(peek.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('receipts', () => {
  it('stores photos and PDFs by their bytes and serves them through a signed link', async () => {
    const e = await created();
    const r = await upload('staff', `/api/v1/expenses/${e.id}/receipts`, [
      { name: 'hoa-don.jpg', data: JPEG },
      { name: 'bill.pdf', data: PDF },
    ]);
    expect(r.statusCode, r.body).toBe(201);
    const read = await gql('staff', ONE, { c: ids.corp, id: e.id });
    const receipts = read.body.data.expense.receipts;
    expect(
      receipts.map((x: { kind: string; file_name: string }) => `${x.kind} ${x.file_name}`),
    ).toEqual(['IMAGE hoa-don.jpg', 'PDF bill.pdf']);
    const served = await t().app.inject({ method: 'GET', url: receipts[1].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(PDF)).toBe(true);
    const tampered = await t().app.inject({
      method: 'GET',
      // Another first character (a fixed 'A' left a signature that began with 'A' unchanged).
      url: receipts[1].url.replace(/signature=(.)/, (_: string, c: string) =>
        c === 'A' ? 'signature=B' : 'signature=A',
      ),
    });
    expect(tampered.statusCode).toBe(404);
  });

  it('refuses other types, too many and too large files, naming each', async () => {
    const e = await created();
    const url = `/api/v1/expenses/${e.id}/receipts`;
    const exe = await upload('staff', url, [
      { name: 'photo.jpg', data: Buffer.from('MZ\x90\x00binary') },
    ]);
    expect(exe.statusCode).toBe(400);
    expect(JSON.stringify(exe.json())).toContain('"field":"receipts.0","rule":"file_type"');
    const four = await upload(
      'staff',
      url,
      [1, 2, 3, 4].map((n) => ({ name: `${n}.jpg`, data: JPEG })),
    );
    expect(four.statusCode).toBe(400);
    expect(JSON.stringify(four.json())).toContain('"field":"receipts","rule":"max_files"');
    const big = await upload('staff', url, [
      { name: 'big.jpg', data: Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]) },
    ]);
    expect(big.statusCode).toBe(400);
    expect(JSON.stringify(big.json())).toContain('"field":"receipts.0","rule":"max_size"');
    const theirs = await upload('colleague', url, [{ name: 'a.jpg', data: JPEG }]);
    expect(theirs.statusCode).toBe(403);
  });

  it('reads an e-invoice for the form, and keeps it as a receipt', async () => {
    const r = await upload(
      'staff',
      '/api/v1/expenses/einvoice',
      [{ name: 'hd.xml', data: EINVOICE }],
      'receipt',
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({
      seller_name: 'CÔNG TY TNHH KHÁCH SẠN SÔNG HÀN',
      seller_tax_code: '0314409058',
      issue_date: '2026-02-26',
      vat_amount: 80_000,
      total: 1_080_000,
    });
    const e = await created('staff', {
      amount: 1_080_000,
      vat_amount: 80_000,
      merchant: 'CÔNG TY TNHH KHÁCH SẠN SÔNG HÀN',
      seller_tax_code: '0314409058',
      expense_date: '2026-02-26',
      category: 'LODGING',
      einvoice: { series: '1C26TAA', number: '77' },
    });
    const stored = await upload('staff', `/api/v1/expenses/${e.id}/receipts`, [
      { name: 'hd.xml', data: EINVOICE },
    ]);
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json().data.receipts).toMatchObject([
      { kind: 'EINVOICE_XML', file_name: 'hd.xml' },
    ]);
    const bad = await upload(
      'staff',
      '/api/v1/expenses/einvoice',
      [{ name: 'x.xml', data: Buffer.from('<?xml version="1.0"?><HDon><DLHDon/></HDon>') }],
      'receipt',
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('approval', () => {
  it('goes to the staff member’s approver, who approves; a rejection needs a reason', async () => {
    const e = await created();
    const s = await gql('staff', SUBMIT, { i: { corporate_id: ids.corp, id: e.id } });
    expect(s.body.data.submit_expense).toMatchObject({
      status: 'SUBMITTED',
      approver_id: ids.approver,
    });
    expect(s.body.data.submit_expense.decision_deadline).not.toBeNull();
    const queue = await gql('approver', QUEUE, { c: ids.corp });
    expect(queue.body.data.expense_approvals.items.map((x: { id: string }) => x.id)).toContain(
      e.id,
    );
    const self = await gql('staff', DECIDE, {
      i: { corporate_id: ids.corp, id: e.id, decision: 'APPROVE' },
    });
    expect(self.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const noReason = await gql('approver', DECIDE, {
      i: { corporate_id: ids.corp, id: e.id, decision: 'REJECT' },
    });
    expect(fieldsOf(noReason).map((f) => f.field)).toEqual(['comment']);
    const rejected = await gql('approver', DECIDE, {
      i: { corporate_id: ids.corp, id: e.id, decision: 'REJECT', comment: 'Thiếu hoá đơn' },
    });
    expect(rejected.body.data.decide_expense).toMatchObject({
      status: 'REJECTED',
      decision_comment: 'Thiếu hoá đơn',
    });
  });

  it('50 racing decisions by two approvers: exactly one stands, the others are told by whom', async () => {
    const e = await created();
    await gql('staff', SUBMIT, { i: { corporate_id: ids.corp, id: e.id } });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        gql(n % 2 ? 'admin' : 'approver', DECIDE, {
          i: {
            corporate_id: ids.corp,
            id: e.id,
            decision: n % 2 ? 'REJECT' : 'APPROVE',
            comment: 'x',
          },
        }),
      ),
    );
    const stood = results.filter((r) => !r.body.errors);
    expect(stood).toHaveLength(1);
    const refused = results.filter((r) => r.body.errors).map((r) => fieldsOf(r)[0]?.rule);
    expect(new Set(refused)).toEqual(new Set(['already_decided']));
  });
});

describe('deadlines', () => {
  it('moves an undecided claim to the next link of the chain once, however often the job runs', async () => {
    const e = await created();
    const s = (await gql('staff', SUBMIT, { i: { corporate_id: ids.corp, id: e.id } })).body.data
      .submit_expense;
    expect(s.approver_id).toBe(ids.approver);
    const late = new Date(Date.parse(s.decision_deadline) + 60_000);
    const db = t().database.db;
    await escalateOverdueExpenses(db, late);
    const once = (await gql('owner', ONE, { c: ids.corp, id: e.id })).body.data.expense;
    expect(once.approver_id).toBe(ids.owner);
    expect(Date.parse(once.decision_deadline)).toBe(late.getTime() + 24 * 3_600_000);
    await escalateOverdueExpenses(db, late);
    const twice = (await gql('owner', ONE, { c: ids.corp, id: e.id })).body.data.expense;
    expect(twice).toMatchObject({
      approver_id: ids.owner,
      decision_deadline: once.decision_deadline,
    });
  });
});

describe('the reminder before the deadline', () => {
  const remind = (at: Date) =>
    remindExpenseApprovers(
      {
        db: t().database.db,
        mailer: {
          messenger: createMessenger(t().config.auth, t().database.db, t().clock, t().app.log),
          origin: 'http://wayfare.test',
        },
      },
      at,
    );
  const mails = async (who: string, merchant: string) =>
    (
      (await call(t().app, 'GET', `/dev/outbox?to=${encodeURIComponent(`${who}@expense.example`)}`))
        .body as { subject: string; text: string }[]
    ).filter((m) => m.subject.includes(merchant));

  it('mails the approver once, in their language, 4 hours before the deadline; the next holder gets their own', async () => {
    const db = t().database.db;
    await db.execute(sql`update users set locale = 'en' where id = ${ids.approver}::uuid`);
    await db.execute(sql`update users set locale = 'vi' where id = ${ids.owner}::uuid`);
    const e = await created();
    await db.execute(sql`update expenses set merchant = 'Nhắc hạn duyệt' where id = ${e.id}::uuid`);
    const s = (await gql('staff', SUBMIT, { i: { corporate_id: ids.corp, id: e.id } })).body.data
      .submit_expense;
    const deadline = Date.parse(s.decision_deadline);
    // Five hours before: too early.
    // (Counts are of this claim's mails: other tests' claims share the database.)
    await remind(new Date(deadline - 5 * 3_600_000));
    expect(await mails('approver', 'Nhắc hạn duyệt')).toHaveLength(0);
    // Three hours before, the job runs twice (or on two nodes): one mail.
    const soon = new Date(deadline - 3 * 3_600_000);
    await Promise.all([remind(soon), remind(soon)]);
    await remind(new Date(deadline - 3_600_000));
    const sent = await mails('approver', 'Nhắc hạn duyệt');
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe('Reminder: an expense is due for your decision: Nhắc hạn duyệt');
    expect(sent[0].text).toContain('http://wayfare.test/expense/approval');
    // Escalated to the owner, who is reminded before the new deadline, in Vietnamese.
    const late = new Date(deadline + 60_000);
    await escalateOverdueExpenses(db, late);
    const next = late.getTime() + 24 * 3_600_000 - 3 * 3_600_000;
    await remind(new Date(next));
    await remind(new Date(next));
    const owner = await mails('owner', 'Nhắc hạn duyệt');
    expect(owner).toHaveLength(1);
    expect(owner[0].subject).toBe('Nhắc nhở: khoản chi sắp hết hạn duyệt: Nhắc hạn duyệt');
    expect(await mails('approver', 'Nhắc hạn duyệt')).toHaveLength(1);
  });
});

/** A paid order of the staff member's, recorded under the expense programme. */
async function paidBooking(companyPaid: boolean) {
  const db = t().database.db;
  const at = new Date('2026-02-20T03:00:00Z');
  const token = randomBytes(12).toString('hex');
  const [session] = await db
    .insert(paymentCheckoutSessions)
    .values({
      cart_token: token,
      user_id: ids.staff,
      booked_by: ids.staff,
      product_type: 'HOTEL',
      status: 'COMPLETED' as never,
      original_price: 900_000,
      items_price: 900_000,
      price: 900_000,
      duty_free_price: 833_333,
      tax_fee: 66_667,
      tax_rate: 8,
      begin_at: at,
      expired_at: new Date(at.getTime() + 3_600_000),
      corporate_id: ids.corp,
    })
    .returning({ id: paymentCheckoutSessions.id });
  const [order] = await db
    .insert(userOrders)
    .values({
      payment_checkout_session_id: session.id,
      cart_token: token,
      user_id: ids.staff,
      booked_by: ids.staff,
      status: 'SUCCESSFUL',
      price: 900_000,
      original_price: 900_000,
      payment_method: companyPaid ? 'CORPORATE_WALLET' : 'CARD',
      paid_at: at,
    })
    .returning({ id: userOrders.id });
  if (companyPaid) {
    await db.insert(corporatePayments).values({
      corporate_id: ids.corp,
      payment_checkout_session_id: session.id,
      user_order_id: order.id,
      user_id: ids.staff,
      paid_by: ids.staff,
      amount: 900_000,
      balance_after: 0,
    });
  }
  const [booking] = await db
    .insert(expenseBookings)
    .values({
      corporate_id: ids.corp,
      payment_checkout_session_id: session.id,
      user_id: ids.staff,
      booked_by: ids.staff,
    })
    .returning({ id: expenseBookings.id });
  return { order: order.id, booking: booking.id };
}

describe('bookings', () => {
  it('refuses a company-paid booking, with the reason; a personally paid one is claimed once', async () => {
    const company = await paidBooking(true);
    const refused = await gql('staff', CREATE, {
      i: claim({ expense_booking_id: company.booking }),
    });
    expect(fieldsOf(refused)).toMatchObject([
      { field: 'expense_booking_id', rule: 'company_paid' },
    ]);
    expect(refused.body.errors[0].message).toMatch(/paid by the company account/);
    const byOrder = await gql('staff', CREATE, { i: claim({ user_order_id: company.order }) });
    expect(fieldsOf(byOrder)).toMatchObject([{ field: 'user_order_id', rule: 'company_paid' }]);

    const own = await paidBooking(false);
    const ok = await gql('staff', CREATE, {
      i: claim({ expense_booking_id: own.booking, category: 'LODGING' }),
    });
    expect(ok.body.data.create_expense).toMatchObject({
      user_order_id: own.order,
      expense_booking_id: own.booking,
    });
    const twice = await gql('staff', CREATE, { i: claim({ user_order_id: own.order }) });
    expect(fieldsOf(twice)).toMatchObject([{ rule: 'already_claimed' }]);
    const notTheirs = await gql('colleague', CREATE, {
      i: claim({ expense_booking_id: own.booking }),
    });
    expect(notTheirs.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('reimbursements', () => {
  const ledgerEntries = async (batchId: string) =>
    (
      await t().database.db.execute<{ n: number }>(sql`select count(*)::int as n
        from ledger_transactions where idempotency_key = ${`expense-reimbursement:${batchId}`}`)
    ).rows[0].n;

  it('batches approved claims, refuses a second reimbursement, exports the bank file', async () => {
    const [a, b] = [await approved(200_000), await approved(300_000)];
    const draft = await created();
    const notApproved = await gql('accouting', CREATE_BATCH, {
      i: { corporate_id: ids.corp, expense_ids: [a, draft.id] },
    });
    expect(fieldsOf(notApproved)).toMatchObject([{ field: 'expense_ids.1', rule: 'not_approved' }]);
    const staffTry = await gql('staff', CREATE_BATCH, {
      i: { corporate_id: ids.corp, expense_ids: [a] },
    });
    expect(staffTry.body.errors[0].extensions.code).toBe('FORBIDDEN');

    const waiting = await gql('accouting', REIMBURSABLE, { c: ids.corp });
    expect(waiting.body.data.reimbursable_expenses.map((x: { id: string }) => x.id)).toEqual(
      expect.arrayContaining([a, b]),
    );
    const peek = await gql('staff', REIMBURSABLE, { c: ids.corp });
    expect(peek.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const r = await gql('accouting', CREATE_BATCH, {
      i: { corporate_id: ids.corp, expense_ids: [a, b] },
    });
    const batch = r.body.data.create_reimbursement_batch;
    expect(batch).toMatchObject({ status: 'OPEN', total_vnd: 500_000, item_count: 2 });
    const again = await gql('owner', CREATE_BATCH, {
      i: { corporate_id: ids.corp, expense_ids: [b] },
    });
    expect(fieldsOf(again)).toMatchObject([{ field: 'expense_ids.0', rule: 'already_in_batch' }]);

    const csv = (await gql('accouting', CSV, { c: ids.corp, id: batch.id })).body.data
      .reimbursement_batch_csv;
    const lines = csv
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'line,batch_id,employee_id,beneficiary_name,email,amount,currency,description,expense_count,expense_ids',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',500000,VND,');
    expect(lines[1]).toContain(`Hoan ung chi phi ${batch.reference}`);
  });

  it('50 racing payouts of one batch pay it once: one ledger movement', async () => {
    const a = await approved(150_000);
    const batch = (
      await gql('owner', CREATE_BATCH, { i: { corporate_id: ids.corp, expense_ids: [a] } })
    ).body.data.create_reimbursement_batch;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        gql(n % 2 ? 'owner' : 'accouting', PAY, { i: { corporate_id: ids.corp, id: batch.id } }),
      ),
    );
    expect(results.filter((r) => r.body.errors)).toEqual([]);
    const paid = results.map((r) => r.body.data.pay_reimbursement_batch);
    expect(new Set(paid.map((p) => p.ledger_transaction_id)).size).toBe(1);
    expect(paid.every((p) => p.status === 'PAID')).toBe(true);
    expect(await ledgerEntries(batch.id)).toBe(1);
    const e = await gql('staff', ONE, { c: ids.corp, id: a });
    expect(e.body.data.expense).toMatchObject({
      status: 'REIMBURSED',
      reimbursement_batch_id: batch.id,
    });
    const other = await gql('other', PAY, { i: { corporate_id: ids.corp, id: batch.id } });
    expect(other.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
