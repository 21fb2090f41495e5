import jsQR from 'jsqr';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { corporateCredits, corporates } from '../../../server/db/schema';
import { bankSignatureHeader } from '../../../server/providers/payments/bank-transfer';
import { SANDBOX_DEFAULTS } from '../../../server/providers/payments/config';
import { issueDueInvoices } from '../../../server/domain/finance/statement-invoices';
import { call, newIp, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { issuedStatement } from '../support/statement-builders';
import { buildCorporate, userIdOf } from '../support/corporate-builders';
import { setCorporateBalance } from '../support/corporate-ledger';
import { decodePng, firstPagePng, inkShare, pdfText, rgba } from '../documents/poppler';

// A corporate invoice as a PDF (issue 22, docs/finance.md "Invoices and payments"): the
// platform and the company's tax details, value, due date, paid and left, and the VietQR of
// what is left with the invoice's own memo — the QR on the page scans to the same payload the
// console shows; it follows the payments; who may download it. The clock starts 2026-03-02.

const PEOPLE = ['owner', 'admin', 'accouting', 'staff', 'other'];
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

const t = useAccountsApp({ STATEMENTS_SWEEP_SECONDS: '0' }, async (host) => {
  const db = host.database.db;
  for (const who of PEOPLE) {
    tokens[who] = (await signInAs(host, { email: `${who}@invoice-pdf.example` })).access_token;
    ids[who] = await userIdOf(db, `${who}@invoice-pdf.example`);
  }
  ids.corp = await buildCorporate(db, {
    name: 'Sông Đà',
    owner: ids.owner,
    members: [
      { user: ids.admin, role: 'ADMIN' },
      { user: ids.accouting, role: 'ACCOUTING' },
      { user: ids.staff, role: 'STAFF' },
    ],
  });
  await db
    .update(corporates)
    .set({
      company_name: 'Công ty Cổ phần Xây dựng Sông Đà Thăng Long',
      company_tax_code: '0102345678',
      company_address: 'Số 9 Đường Láng, Quận Đống Đa, Hà Nội',
    })
    .where(eq(corporates.id, ids.corp));
  ids.theirs = await buildCorporate(db, { name: 'Cửu Long', owner: ids.other });
  await db.insert(corporateCredits).values([
    { corporate_id: ids.corp, max_debt: 100_000_000, penalty_days: 10 },
    { corporate_id: ids.theirs, max_debt: 100_000_000 },
  ]);
  await setCorporateBalance(db, ids.corp, -12_345_600);
  ids.feb = await issuedStatement(db, ids.corp, 12_345_600);
  ids.theirFeb = await issuedStatement(db, ids.theirs, 7_000_000);
  await issueDueInvoices(db);
  const { rows } = await db.execute<{ id: string; corporate_id: string }>(
    sql`select id, corporate_id from corporate_invoices`,
  );
  ids.invoice = rows.find((r) => r.corporate_id === ids.corp)!.id;
  ids.theirInvoice = rows.find((r) => r.corporate_id === ids.theirs)!.id;
});

const gql = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  call(t().app, 'POST', '/graphql/corporate', {
    body: { query, variables },
    token: tokens[who],
    ip: newIp(),
  });

const download = (who: string, id: string, locale = 'vi') =>
  t().app.inject({
    method: 'GET',
    url: `/api/v1/corporate/invoices/${id}/export?format=pdf&locale=${locale}`,
    headers: { authorization: `Bearer ${tokens[who]}` },
  });

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

const TRANSFER = `query($id: ID!) { corporate_invoice_transfer(id: $id) { amount memo
  banks { qr } } }`;

/** The QR code drawn on page 1, scanned as a banking app would. */
function scannedQr(pdf: Buffer): string | null {
  const pixels = decodePng(firstPagePng(pdf, 150));
  return jsQR(rgba(pixels), pixels.width, pixels.height)?.data ?? null;
}

const line = (label: string, amount: string) =>
  new RegExp(`${label}\\s+${amount.replace(/[.]/g, '\\.')}`, 'u');

describe('the invoice PDF', () => {
  it('is listed among the invoice’s files, with its statement’s', async () => {
    const r = await gql(
      'accouting',
      `query($id: ID!) { corporate_invoice(id: $id) { file { name url } files { name url } } }`,
      {
        id: ids.invoice,
      },
    );
    expect(r.body.errors).toBeUndefined();
    const { file, files } = r.body.data.corporate_invoice;
    expect(files).toEqual([
      {
        name: 'hoa-don-2026-02.pdf',
        url: expect.stringMatching(
          new RegExp(`/api/v1/corporate/invoices/${ids.invoice}/export\\?format=pdf&locale=vi$`),
        ),
      },
      {
        name: 'bang-ke-2026-02.pdf',
        url: expect.stringMatching(
          new RegExp(`/api/v1/corporate/statements/${ids.feb}/export\\?format=pdf&locale=vi$`),
        ),
      },
    ]);
    expect(file).toEqual(files[0]);
    // The link is the download itself, for whoever may read the invoice.
    const path = new URL(files[0].url, 'http://localhost').pathname + '?format=pdf&locale=vi';
    const got = await t().app.inject({
      method: 'GET',
      url: path,
      headers: { authorization: `Bearer ${tokens.accouting}` },
    });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
  });

  it('prints both parties, value, due date and the VietQR of what is left with the invoice’s memo', async () => {
    const transfer = (await gql('accouting', TRANSFER, { id: ids.invoice })).body.data
      .corporate_invoice_transfer;
    const r = await download('accouting', ids.invoice);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-disposition']).toContain('hoa-don-2026-02.pdf');
    expect(r.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(r.rawPayload).normalize('NFC');
    // The platform (EINVOICE_SELLER_* defaults) and the company, with their tax details.
    expect(text).toContain('Công ty TNHH Wayfare Việt Nam');
    expect(text).toContain('Công ty Cổ phần Xây dựng Sông Đà Thăng Long');
    expect(text).toContain('Mã số thuế: 0102345678');
    expect(text).toContain('Số 9 Đường Láng, Quận Đống Đa, Hà Nội');
    expect(text).toContain('HOÁ ĐƠN THANH TOÁN');
    expect(text).toContain('01/02/2026 – 28/02/2026');
    // Due: 1 March (Vietnam) + 10 penalty days = 11 March.
    expect(text).toMatch(/Hạn thanh toán\s+11\/03\/2026/u);
    expect(text).toMatch(line('Giá trị hoá đơn', '12.345.600 ₫'));
    expect(text).toMatch(line('Còn phải thanh toán', '12.345.600 ₫'));
    expect(text).toMatch(/Chưa thanh toán/u);
    expect(text).toContain(transfer.memo);
    expect(text).toContain(SANDBOX_DEFAULTS.bankAccountNumber);
    // The QR on the page is the console's: the same amount and memo.
    expect(scannedQr(r.rawPayload)).toBe(transfer.banks[0].qr);
    const share = inkShare(firstPagePng(r.rawPayload));
    expect(share).toBeGreaterThan(0.005);
    expect(share).toBeLessThan(0.5);
  });

  it('follows the payments: the QR asks for what is left, none once paid', async () => {
    const memo = (await gql('accouting', TRANSFER, { id: ids.invoice })).body.data
      .corporate_invoice_transfer.memo;
    expect((await notify('PDF-0001', 2_345_600, memo)).body.outcome).toBe('ACCEPTED');
    const partly = await download('owner', ids.invoice, 'en');
    const text = pdfText(partly.rawPayload).normalize('NFC');
    expect(partly.headers['content-disposition']).toContain('invoice-2026-02.pdf');
    expect(text).toMatch(line('Invoice value', '₫12,345,600'));
    expect(text).toMatch(line('Paid', '₫2,345,600'));
    expect(text).toMatch(line('Left to pay', '₫10,000,000'));
    expect(text).toContain('Partially paid');
    expect(text).toContain('11 Mar 2026');
    const qr = scannedQr(partly.rawPayload);
    expect(qr).toContain('540810000000');
    expect(qr).toContain(memo);
    expect((await notify('PDF-0002', 10_000_000, memo)).body.outcome).toBe('ACCEPTED');
    const paid = await download('admin', ids.invoice);
    const paidText = pdfText(paid.rawPayload).normalize('NFC');
    expect(paidText).toContain('Hoá đơn đã được thanh toán đủ.');
    // pdftotext may drop the narrow space of a short amount.
    expect(paidText).toMatch(/Còn phải thanh toán\s+0\s?₫/u);
    expect(scannedQr(paid.rawPayload)).toBeNull();
  });

  it('is refused to staff and never shows another company’s invoice', async () => {
    expect((await download('staff', ids.invoice)).statusCode).toBe(403);
    expect((await download('other', ids.invoice)).statusCode).toBe(404);
    expect((await download('owner', ids.theirInvoice)).statusCode).toBe(404);
    expect((await download('owner', 'not-an-id')).statusCode).toBe(400);
    const anonymous = await t().app.inject({
      method: 'GET',
      url: `/api/v1/corporate/invoices/${ids.invoice}/export?format=pdf`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
