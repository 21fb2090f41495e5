import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { corporates } from '../../../server/db/schema';
import { readEInvoice } from '../../../server/domain/expenses/einvoice-xml';
import { issuePendingVatRequests } from '../../../server/domain/vat-invoices/vat-requests';
import { jobHandlers, VAT_INVOICES } from '../../../server/jobs/index';
import { createSandboxEInvoiceProvider } from '../../../server/providers/einvoice/sandbox';
import type { EInvoiceProvider } from '../../../server/providers/einvoice/types';
import { call, newIp, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { buildCorporate, userIdOf } from '../support/corporate-builders';
import { buildBooking, type BuiltBooking } from '../support/booking-builders';
import { firstPagePng, inkShare, pdfText } from '../documents/poppler';

// VAT e-invoices (issue 22, docs/finance.md "VAT e-invoices"): a company asks for the VAT
// invoice of a booking; the job sends it to the offline sandbox provider, which issues it
// (numbered, keyed, with the Circular 78 XML the expense reader accepts) or rejects it with a
// reason; the invoice downloads as PDF and XML through a short-lived signed link.

const PEOPLE = ['owner', 'admin', 'accouting', 'operation', 'approver', 'staff', 'other'];
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const b: Record<string, BuiltBooking> = {};
let lastLink = '';
const SELLER = {
  name: 'Công ty TNHH Wayfare Việt Nam',
  tax_code: '0314409058',
  address: '12 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh',
};

const t = useAccountsApp({ EINVOICE_SWEEP_SECONDS: '0' }, async (host) => {
  const db = host.database.db;
  for (const who of PEOPLE) {
    tokens[who] = (await signInAs(host, { email: `${who}@vat.example` })).access_token;
    ids[who] = await userIdOf(db, `${who}@vat.example`);
  }
  ids.corp = await buildCorporate(db, {
    name: 'Thép Việt',
    owner: ids.owner,
    members: [
      { user: ids.admin, role: 'ADMIN' },
      { user: ids.accouting, role: 'ACCOUTING' },
      { user: ids.operation, role: 'OPERATION' },
      { user: ids.approver, role: 'APPROVER' },
      { user: ids.staff, role: 'STAFF' },
    ],
  });
  await db
    .update(corporates)
    .set({
      company_name: 'Công ty Cổ phần Thép Việt',
      company_tax_code: '0101234565',
      company_address: 'Số 1 Phố Huế, Hai Bà Trưng, Hà Nội',
    })
    .where(eq(corporates.id, ids.corp));
  // The other company registered without a tax code: its VAT invoices are refused.
  ids.theirs = await buildCorporate(db, { name: 'Cửu Long', owner: ids.other });
  const at = new Date('2026-03-01T03:00:00Z');
  b.hotel = await buildBooking(db, {
    corporateId: ids.corp,
    userId: ids.staff,
    at,
    price: 2_160_000,
    propertyName: 'Khách sạn Sông Hàn',
  });
  b.flight = await buildBooking(db, {
    corporateId: ids.corp,
    userId: ids.staff,
    kind: 'FLIGHT',
    at,
    price: 1_080_000,
  });
  b.raced = await buildBooking(db, {
    corporateId: ids.corp,
    userId: ids.staff,
    at,
    price: 540_000,
  });
  b.refunded = await buildBooking(db, {
    corporateId: ids.corp,
    userId: ids.staff,
    at,
    price: 3_240_000,
    status: 'REFUNDED',
  });
  b.theirs = await buildBooking(db, {
    corporateId: ids.theirs,
    userId: ids.other,
    at,
    price: 9_990_000,
  });
});

const provider = () => createSandboxEInvoiceProvider(t().database.db, { seriesSuffix: 'WF' });
const sweep = (p: EInvoiceProvider = provider()) =>
  issuePendingVatRequests({ db: t().database.db, provider: p, seller: SELLER }, t().clock.now());

const FIELDS = `id status invoice_number invoice_key invoice_series issued_at rejection_reason
  inserted_at booking_history { id price vat_amount }`;
const CREATE = `mutation ($input: CreateVatRequestInput!) { create_vat_request(input: $input) { ${FIELDS} } }`;

async function gqlAs(
  who: string,
  query: string,
  variables: Record<string, unknown> = {},
  locale?: string,
) {
  const r = await call(t().app, 'POST', '/graphql/corporate', {
    body: { query, variables },
    token: tokens[who],
    ip: newIp(),
    headers: locale ? { 'x-locale': locale } : {},
  });
  return r.body as {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    data?: Record<string, any>;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

const request = (who: string, bookingId: string) =>
  gqlAs(who, CREATE, { input: { booking_history_id: bookingId } });

async function download(who: string, key: string, format: 'PDF' | 'XML', locale = 'vi') {
  const r = await gqlAs(
    who,
    `query ($c: ID!, $k: String!, $f: VatInvoiceFormat) {
      download_invoice(corporate_id: $c, invoice_key: $k, format: $f) { name url } }`,
    { c: ids.corp, k: key, f: format },
    locale,
  );
  return r;
}

async function fetchFile(url: string) {
  const response = await t().app.inject({ method: 'GET', url });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}

describe('VAT e-invoices', () => {
  it('goes PENDING → ISSUED through the job, numbered, keyed, once however often it runs', async () => {
    const asked = await request('accouting', b.hotel.sessionId);
    expect(asked.errors).toBeUndefined();
    const pending = asked.data!.create_vat_request;
    expect(pending).toMatchObject({
      status: 'PENDING',
      invoice_number: null,
      invoice_key: null,
      booking_history: { id: b.hotel.sessionId, price: 2_160_000, vat_amount: b.hotel.vat },
    });

    // The job as the queue runs it (server/jobs), twice: one invoice.
    const handlers = jobHandlers(
      {
        db: t().database.db,
        clock: t().clock,
        rails: {},
        sink: null,
        followUps: null,
        approvals: null,
        einvoice: { db: t().database.db, provider: provider(), seller: SELLER },
        onError: (err) => {
          throw err;
        },
      },
      {
        pollMs: 1000,
        leaseSeconds: 60,
        holdExpirySeconds: 0,
        statementsSeconds: 0,
        reconcileSeconds: 0,
        reconcileAfterSeconds: 0,
        approvalsSeconds: 0,
        einvoiceSeconds: 5,
      },
    );
    await handlers[VAT_INVOICES]({} as never);
    await handlers[VAT_INVOICES]({} as never);
    expect(await sweep()).toEqual({ issued: 0, rejected: 0, failed: 0 });

    const list = await gqlAs('accouting', `{ vat_requests { ${FIELDS} } }`);
    expect(list.data!.vat_requests).toHaveLength(1);
    const issued = list.data!.vat_requests[0];
    expect(issued).toMatchObject({
      id: pending.id,
      status: 'ISSUED',
      invoice_number: '0000001',
      invoice_series: '1C26TWF',
      rejection_reason: null,
    });
    expect(issued.invoice_key).toMatch(/^SBX[0-9A-F]{24}$/);
    const { rows } = await t().database.db.execute<{ n: number | string }>(
      sql`select count(*) as n from einvoice_sandbox_invoices`,
    );
    expect(Number(rows[0].n)).toBe(1);

    // Asking again for the same booking answers the issued request.
    const again = await request('owner', b.hotel.sessionId);
    expect(again.data!.create_vat_request).toMatchObject({ id: pending.id, status: 'ISSUED' });
  });

  it('issues XML the expense reader accepts, with the seller, the buyer and the amounts', async () => {
    const [row] = (
      await t().database.db.execute<{ xml: string; invoice_key: string }>(
        sql`select xml, invoice_key from vat_requests where booking_id = ${b.hotel.sessionId}::uuid`,
      )
    ).rows;
    const read = readEInvoice(new TextEncoder().encode(row.xml));
    expect(read).toEqual({
      ok: true,
      invoice: {
        seller_name: SELLER.name,
        seller_tax_code: '0314409058',
        buyer_name: 'Công ty Cổ phần Thép Việt',
        buyer_tax_code: '0101234565',
        issue_date: '2026-03-02',
        currency: 'VND',
        exchange_rate: 1,
        series: '1C26TWF',
        number: '0000001',
        amount_before_vat: b.hotel.net,
        vat_amount: b.hotel.vat,
        total: 2_160_000,
      },
    });
  });

  it('downloads the issued invoice as PDF with both companies’ tax details, and as its XML', async () => {
    const [row] = (
      await t().database.db.execute<{ xml: string; invoice_key: string }>(
        sql`select xml, invoice_key from vat_requests where booking_id = ${b.hotel.sessionId}::uuid`,
      )
    ).rows;
    const link = await download('accouting', row.invoice_key, 'PDF');
    expect(link.errors).toBeUndefined();
    expect(link.data!.download_invoice.name).toBe('1C26TWF-0000001.pdf');
    const pdf = await fetchFile(link.data!.download_invoice.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.body).normalize('NFC');
    expect(text).toContain('HOÁ ĐƠN GIÁ TRỊ GIA TĂNG');
    expect(text).toContain('Công ty Cổ phần Thép Việt');
    expect(text).toContain('Mã số thuế: 0101234565');
    expect(text).toContain(SELLER.name);
    expect(text).toContain('Mã số thuế: 0314409058');
    expect(text).toContain('0000001');
    expect(text).toMatch(/Tổng cộng tiền thanh toán\s+2\.160\.000\s₫/u);
    expect(text).toContain('02/03/2026');
    // The lookup key and the VAT (8 % of the 2,000,000 before VAT), as the XML issued them.
    expect(text).toContain(row.invoice_key);
    expect(text).toMatch(/Tiền thuế GTGT \(8%\)\s+160\.000\s₫/u);
    expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const share = inkShare(firstPagePng(pdf.body));
    expect(share).toBeGreaterThan(0.005);
    expect(share).toBeLessThan(0.5);

    const english = await download('owner', row.invoice_key, 'PDF', 'en');
    const en = pdfText((await fetchFile(english.data!.download_invoice.url)).body);
    expect(en).toContain('VAT INVOICE');
    expect(en).toContain('₫2,160,000');

    const xmlLink = await download('admin', row.invoice_key, 'XML');
    const xml = await fetchFile(xmlLink.data!.download_invoice.url);
    expect(xml.status).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.body.toString('utf8')).toBe(row.xml);

    // A changed link opens nothing.
    const url = link.data!.download_invoice.url as string;
    expect((await fetchFile(url.replace('.pdf?', '.xml?'))).status).toBe(403);
    expect((await fetchFile(url.replace(ids.corp, ids.theirs))).status).toBe(403);
    expect((await fetchFile(url.replace('locale=vi', 'locale=en'))).status).toBe(403);
    expect((await fetchFile(url)).status).toBe(200);
    lastLink = url;
  });

  it('goes PENDING → REJECTED with the provider’s reason, and may be asked again once fixed', async () => {
    const asked = await request('other', b.theirs.sessionId);
    expect(asked.data!.create_vat_request.status).toBe('PENDING');
    expect(await sweep()).toEqual({ issued: 0, rejected: 1, failed: 0 });
    const page = await gqlAs(
      'other',
      `{ vat_requests_page(filter: { status: REJECTED }) { total_count entries { ${FIELDS} } } }`,
    );
    expect(page.data!.vat_requests_page.total_count).toBe(1);
    expect(page.data!.vat_requests_page.entries[0].rejection_reason).toContain(
      'mã số thuế người mua',
    );
    expect(page.data!.vat_requests_page.entries[0].invoice_key).toBeNull();

    await t()
      .database.db.update(corporates)
      .set({ company_tax_code: '0312345673' })
      .where(eq(corporates.id, ids.theirs));
    const retried = await request('other', b.theirs.sessionId);
    expect(retried.data!.create_vat_request.status).toBe('PENDING');
    expect(retried.data!.create_vat_request.id).not.toBe(asked.data!.create_vat_request.id);
    expect(await sweep()).toMatchObject({ issued: 1, rejected: 0 });
  });

  it('keeps a request PENDING while the provider fails, and issues it on a later run', async () => {
    await request('accouting', b.flight.sessionId);
    const down: EInvoiceProvider = {
      name: 'sandbox',
      issue: () => Promise.reject(new Error('provider unreachable')),
    };
    expect(await sweep(down)).toMatchObject({ failed: 1 });
    const page = await gqlAs(
      'accouting',
      `{ vat_requests_page(filter: { status: PENDING }) { total_count } }`,
    );
    expect(page.data!.vat_requests_page.total_count).toBe(1);
    expect(await sweep()).toMatchObject({ issued: 1, failed: 0 });
    const issued = await gqlAs(
      'accouting',
      `{ vat_requests_page(filter: { status: ISSUED }, sort: { field: INSERTED_AT, direction: ASC }) { entries { invoice_number } } }`,
    );
    // Numbers follow each other in the series (the other company's took 0000002).
    expect(
      issued.data!.vat_requests_page.entries.map(
        (e: { invoice_number: string }) => e.invoice_number,
      ),
    ).toEqual(['0000001', '0000003']);
  });

  it('makes one request of 50 asked at once for one booking', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        request(i % 2 ? 'owner' : 'accouting', b.raced.sessionId),
      ),
    );
    const errors = answers.filter((a) => a.errors);
    expect(errors).toEqual([]);
    const idsSeen = new Set(answers.map((a) => a.data!.create_vat_request.id));
    expect(idsSeen.size).toBe(1);
    const { rows } = await t().database.db.execute<{ n: number | string }>(
      sql`select count(*) as n from vat_requests where booking_id = ${b.raced.sessionId}::uuid`,
    );
    expect(Number(rows[0].n)).toBe(1);
    await Promise.all([sweep(), sweep()]);
    const { rows: invoices } = await t().database.db.execute<{ n: number | string }>(
      sql`select count(*) as n from vat_requests where booking_id = ${b.raced.sessionId}::uuid and status = 'ISSUED'`,
    );
    expect(Number(invoices[0].n)).toBe(1);
  });

  it('refuses a booking that is not paid, one of another company, and roles without finance', async () => {
    const refunded = await request('accouting', b.refunded.sessionId);
    expect(refunded.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const theirs = await request('accouting', b.theirs.sessionId);
    expect(theirs.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    for (const who of ['operation', 'approver', 'staff']) {
      const asked = await request(who, b.flight.sessionId);
      expect(asked.errors?.[0].extensions?.code, who).toBe('FORBIDDEN');
      const listed = await gqlAs(who, `{ vat_requests_page { total_count } }`);
      expect(listed.errors?.[0].extensions?.code, who).toBe('FORBIDDEN');
    }
    const key = (
      await t().database.db.execute<{ invoice_key: string }>(
        sql`select invoice_key from vat_requests where corporate_id = ${ids.theirs}::uuid and status = 'ISSUED'`,
      )
    ).rows[0].invoice_key;
    const other = await download('accouting', key, 'PDF');
    expect(other.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('searches by booking code or invoice number and pages by the spec’s cursor', async () => {
    const all = await gqlAs('accouting', `{ vat_requests(limit: 2) { id invoice_number } }`);
    expect(all.data!.vat_requests).toHaveLength(2);
    const next = await gqlAs(
      'accouting',
      `query ($l: ID) { vat_requests(limit: 10, last_id: $l) { id } }`,
      { l: all.data!.vat_requests[1].id },
    );
    expect(next.data!.vat_requests).toHaveLength(1);
    const found = await gqlAs(
      'accouting',
      `{ vat_requests_page(filter: { search: "0000001" }) { total_count entries { invoice_number } } }`,
    );
    expect(found.data!.vat_requests_page).toEqual({
      total_count: 1,
      entries: [{ invoice_number: '0000001' }],
    });
  });

  // Last: moving the clock also ends the test sessions.
  it('opens no link past its 15 minutes', async () => {
    expect((await fetchFile(lastLink)).status).toBe(200);
    t().clock.advance(16 * 60);
    expect((await fetchFile(lastLink)).status).toBe(403);
  });
});
