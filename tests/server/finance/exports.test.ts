import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { corporates, vatRequests } from '../../../server/db/schema';
import type { Db } from '../../../server/db/client';
import { lockAccount, post } from '../../../server/domain/ledger/service';
import { readXlsxRows } from '../../../server/documents/xlsx';
import { call, newIp, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { buildCorporate, userIdOf } from '../support/corporate-builders';
import { buildBooking, type BuiltBooking } from '../support/booking-builders';
import { setCorporateBalance } from '../support/corporate-ledger';

// Finance exports (issue 22, docs/finance.md "Export" and "Accounting export"): booking
// histories as XLSX and CSV from the server, and a period's journal lines on the Vietnamese
// chart of accounts (Circular 200/2014) with the company's own mapping; every entry balances.

const PEOPLE = ['owner', 'accouting', 'operation', 'staff', 'other'];
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const b: Record<string, BuiltBooking> = {};

async function credit(
  db: Db,
  corporateId: string,
  kind: 'TOP_UP' | 'CASH_BACK',
  amount: number,
  at: Date,
) {
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, 'CORPORATE_ACCOUNT', corporateId, 'VND');
    const other = await lockAccount(
      tx,
      kind === 'TOP_UP' ? 'PLATFORM_TOP_UP_CLEARING' : 'PLATFORM_REWARDS',
      null,
      'VND',
    );
    await post(tx, {
      kind,
      idempotencyKey: `test-${kind}:${randomUUID()}`,
      currency: 'VND',
      legs: [
        { account: other, amount: -amount },
        { account, amount },
      ],
      at,
    });
  });
}

const t = useAccountsApp({ EINVOICE_SWEEP_SECONDS: '0' }, async (host) => {
  const db = host.database.db;
  for (const who of PEOPLE) {
    tokens[who] = (await signInAs(host, { email: `${who}@journal.example` })).access_token;
    ids[who] = await userIdOf(db, `${who}@journal.example`);
  }
  ids.corp = await buildCorporate(db, {
    name: 'Sông Đà',
    owner: ids.owner,
    members: [
      { user: ids.accouting, role: 'ACCOUTING' },
      { user: ids.operation, role: 'OPERATION' },
      { user: ids.staff, role: 'STAFF' },
    ],
  });
  ids.theirs = await buildCorporate(db, { name: 'Cửu Long', owner: ids.other });
  await db
    .update(corporates)
    .set({ company_tax_code: '0101234565' })
    .where(eq(corporates.id, ids.corp));
  await setCorporateBalance(db, ids.corp, 5_000_000);
  // March 2026 (Vietnam): a hotel with a VAT invoice, a flight without, a refunded stay; one
  // booking on 1 April, and one of the other company.
  b.hotel = await buildBooking(db, {
    corporateId: ids.corp,
    userId: ids.staff,
    at: new Date('2026-03-01T03:00:00Z'),
    price: 2_160_000,
    propertyName: 'Khách sạn Sông Hàn',
    code: 'HTL001',
  });
  b.flight = await buildBooking(db, {
    corporateId: ids.corp,
    userId: ids.staff,
    kind: 'FLIGHT',
    at: new Date('2026-03-15T10:00:00Z'),
    price: 1_080_000,
    code: 'FLT002',
  });
  b.refunded = await buildBooking(db, {
    corporateId: ids.corp,
    userId: ids.staff,
    at: new Date('2026-03-20T10:00:00Z'),
    price: 3_240_000,
    status: 'REFUNDED',
  });
  // Booked in February, cancelled on 12 March: its reversal is March's, February stays as it was.
  b.cancelled = await buildBooking(db, {
    corporateId: ids.corp,
    userId: ids.staff,
    at: new Date('2026-02-20T03:00:00Z'),
    cancelledAt: new Date('2026-03-12T03:00:00Z'),
    price: 1_620_000,
    code: 'HTL003',
  });
  b.april = await buildBooking(db, {
    corporateId: ids.corp,
    userId: ids.staff,
    // 1 April 00:30 in Vietnam: outside March.
    at: new Date('2026-03-31T17:30:00Z'),
    price: 540_000,
  });
  b.theirs = await buildBooking(db, {
    corporateId: ids.theirs,
    userId: ids.other,
    at: new Date('2026-03-10T03:00:00Z'),
    price: 9_990_000,
  });
  await db.insert(vatRequests).values({
    corporate_id: ids.corp,
    booking_id: b.hotel.sessionId,
    buyer: { name: 'Sông Đà JSC', tax_code: '0101234565', address: null, email: null },
    net_price: b.hotel.net,
    vat_amount: b.hotel.vat,
    price: 2_160_000,
    vat_rate: 8,
    description: 'Dịch vụ lưu trú',
    status: 'ISSUED',
    invoice_template: '1',
    invoice_series: 'C26TWF',
    invoice_number: '0000042',
    invoice_key: 'SBXJOURNAL0001',
    xml: '<HDon/>',
  });
  await credit(db, ids.corp, 'TOP_UP', 3_000_000, new Date('2026-03-05T03:00:00Z'));
  await credit(db, ids.corp, 'CASH_BACK', 21_600, new Date('2026-03-31T03:00:00Z'));
});

async function get(who: string, url: string) {
  const response = await t().app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${tokens[who]}`, 'x-forwarded-for': newIp() },
  });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}

const journalUrl = (format: string, extra = '') =>
  `/api/v1/corporate/journal-export?corporate_id=${ids.corp}&from=2026-03-01&to=2026-03-31&format=${format}${extra}`;

interface Line {
  entry: string;
  date: unknown;
  document: string;
  description: string;
  account: string;
  debit: number;
  credit: number;
}

const linesOf = (rows: unknown[][]): Line[] =>
  rows.slice(1, -1).map((r) => ({
    entry: r[0] as string,
    date: r[1],
    document: r[2] as string,
    description: r[3] as string,
    account: String(r[4]),
    debit: r[5] as number,
    credit: r[6] as number,
  }));

describe('the accounting export', () => {
  it('books March as balanced journal entries on the Circular 200 accounts', async () => {
    const file = await get('accouting', journalUrl('xlsx'));
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const rows = readXlsxRows(file.body);
    expect(rows[0]).toEqual([
      'Số bút toán',
      'Ngày hạch toán',
      'Số chứng từ',
      'Diễn giải',
      'Tài khoản',
      'Nợ',
      'Có',
      'Tiền tệ',
    ]);
    const lines = linesOf(rows);
    // Debits equal credits in every entry.
    const sums = new Map<string, number>();
    for (const l of lines) sums.set(l.entry, (sums.get(l.entry) ?? 0) + l.debit - l.credit);
    expect([...sums.values()].every((v) => v === 0)).toBe(true);
    expect(sums.size).toBe(5);
    const byEntry = (entry: string) =>
      lines.filter((l) => l.entry === entry).map((l) => [l.account, l.debit, l.credit]);
    // The hotel has a VAT invoice: its VAT is deductible input VAT (1331).
    expect(byEntry('BK-HTL001')).toEqual([
      ['6428', b.hotel.net, 0],
      ['1331', b.hotel.vat, 0],
      ['331', 0, 2_160_000],
    ]);
    expect(lines.find((l) => l.entry === 'BK-HTL001')!.document).toBe('1C26TWF-0000042');
    // The flight has none: its VAT is part of the expense.
    expect(byEntry('BK-FLT002')).toEqual([
      ['6428', 1_080_000, 0],
      ['331', 0, 1_080_000],
    ]);
    // February's booking cancelled on 12 March: reversed in March, on the day it was given back.
    expect(byEntry('RV-HTL003')).toEqual([
      ['6428', 0, 1_620_000],
      ['331', 1_620_000, 0],
    ]);
    expect(lines.find((l) => l.entry === 'RV-HTL003')!.date).toEqual(
      new Date('2026-03-12T00:00:00Z'),
    );
    const payment = lines.filter((l) => l.entry.startsWith('PM-'));
    expect(payment.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ['331', 3_000_000, 0],
      ['1121', 0, 3_000_000],
    ]);
    const cashBack = lines.filter((l) => l.entry.startsWith('CB-'));
    expect(cashBack.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ['331', 21_600, 0],
      ['711', 0, 21_600],
    ]);
    // Not the refunded stay, not April's booking, not the other company's.
    const all = JSON.stringify(rows);
    expect(all).not.toContain('3240000');
    expect(all).not.toContain('540000');
    expect(all).not.toContain('9990000');
    // The totals row: debits = credits = the figures above.
    const total = 2_160_000 + 1_080_000 + 1_620_000 + 3_000_000 + 21_600;
    expect(rows.at(-1)).toEqual(['Tổng cộng', null, null, null, null, total, total, null]);
  });

  it('keeps a cancelled booking in the period it was booked; booking and reversal net to zero', async () => {
    const february = linesOf(
      readXlsxRows(
        (
          await get(
            'accouting',
            `/api/v1/corporate/journal-export?corporate_id=${ids.corp}&from=2026-02-01&to=2026-02-28&format=xlsx`,
          )
        ).body,
      ),
    );
    expect(
      february.filter((l) => l.entry === 'BK-HTL003').map((l) => [l.account, l.debit, l.credit]),
    ).toEqual([
      ['6428', 1_620_000, 0],
      ['331', 0, 1_620_000],
    ]);
    expect(february.some((l) => l.entry.startsWith('RV-'))).toBe(false);
    const march = linesOf(readXlsxRows((await get('accouting', journalUrl('xlsx'))).body));
    const net = new Map<string, number>();
    for (const l of [...february, ...march].filter((l) => l.entry.endsWith('-HTL003'))) {
      net.set(l.account, (net.get(l.account) ?? 0) + l.debit - l.credit);
    }
    expect(Object.fromEntries(net)).toEqual({ '6428': 0, '331': 0 });
  });

  it('uses the company’s own accounts once set, and refuses a malformed one', async () => {
    const gql = (who: string, query: string, variables = {}) =>
      call(t().app, 'POST', '/graphql/corporate', {
        body: { query, variables },
        token: tokens[who],
        ip: newIp(),
      });
    const read = await gql('accouting', '{ journal_accounts { role account default_account } }');
    expect(read.body.data.journal_accounts).toContainEqual({
      role: 'TRAVEL_EXPENSE',
      account: '6428',
      default_account: '6428',
    });
    const UPDATE = `mutation ($input: UpdateJournalAccountsInput!) {
      update_journal_accounts(input: $input) { role account } }`;
    const bad = await gql('accouting', UPDATE, {
      input: { accounts: [{ role: 'BANK', account: '11a' }] },
    });
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const set = await gql('accouting', UPDATE, {
      input: {
        accounts: [
          { role: 'TRAVEL_EXPENSE', account: '6427' },
          { role: 'BANK', account: '1122' },
        ],
      },
    });
    expect(set.body.errors).toBeUndefined();
    const lines = linesOf(readXlsxRows((await get('owner', journalUrl('xlsx'))).body));
    expect(lines.filter((l) => l.entry === 'BK-FLT002').map((l) => l.account)).toEqual([
      '6427',
      '331',
    ]);
    expect(lines.filter((l) => l.entry.startsWith('PM-')).map((l) => l.account)).toEqual([
      '331',
      '1122',
    ]);
    // The other company still books to the defaults; staff may not change the mapping.
    const staff = await gql('staff', UPDATE, {
      input: { accounts: [{ role: 'BANK', account: '1111' }] },
    });
    expect(staff.body.errors[0].extensions.code).toBe('FORBIDDEN');
    // Back to the default: the override is removed.
    await gql('accouting', UPDATE, {
      input: {
        accounts: [
          { role: 'TRAVEL_EXPENSE', account: '6428' },
          { role: 'BANK', account: '1121' },
        ],
      },
    });
  });

  it('writes CSV in English too, and refuses roles without finance and other companies', async () => {
    const csv = await get('accouting', journalUrl('csv', '&locale=en'));
    expect(csv.status).toBe(200);
    const text = csv.body.toString('utf8');
    expect(
      text.startsWith('\uFEFFEntry,Posting date,Document,Description,Account,Debit,Credit'),
    ).toBe(true);
    expect(text).toContain('Deductible input VAT');
    for (const who of ['operation', 'staff']) {
      expect((await get(who, journalUrl('xlsx'))).status, who).toBe(403);
    }
    const theirs = await get(
      'accouting',
      `/api/v1/corporate/journal-export?corporate_id=${ids.theirs}&from=2026-03-01&to=2026-03-31&format=csv`,
    );
    expect(theirs.status).toBe(403);
    const backwards = await get(
      'accouting',
      journalUrl('csv').replace('to=2026-03-31', 'to=2026-02-01'),
    );
    expect(backwards.status).toBe(400);
  });
});

describe('the booking histories export', () => {
  it('answers the filtered bookings as XLSX whose totals equal the rows', async () => {
    const filter = encodeURIComponent(
      JSON.stringify({ from: '2026-02-28T17:00:00Z', to: '2026-03-31T17:00:00Z' }),
    );
    const file = await get(
      'operation',
      `/api/v1/corporate/booking-export?corporate_id=${ids.corp}&format=xlsx&filter=${filter}&sort_field=INSERTED_AT&sort_direction=ASC`,
    );
    expect(file.status).toBe(200);
    const rows = readXlsxRows(file.body);
    expect(rows[0][0]).toBe('Ngày đặt');
    const body = rows.slice(1, -1);
    expect(body.map((r) => r[1])).toEqual(['HTL001', 'FLT002', expect.anything()]);
    expect(body[0][3]).toBe('Khách sạn Sông Hàn');
    const prices = body.map((r) => r[13] as number);
    expect(prices).toEqual([2_160_000, 1_080_000, 3_240_000]);
    const totals = rows.at(-1)!;
    expect(totals[0]).toBe('Tổng cộng');
    expect(totals[13]).toBe(prices.reduce((s, p) => s + p, 0));
    expect(totals[10]).toBe(body.reduce((s, r) => s + (r[10] as number), 0));
    expect(JSON.stringify(rows)).not.toContain('9990000');
  });

  it('refuses staff, who see only their own bookings', async () => {
    const file = await get(
      'staff',
      `/api/v1/corporate/booking-export?corporate_id=${ids.corp}&format=csv`,
    );
    expect(file.status).toBe(403);
  });
});
