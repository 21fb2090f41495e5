import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { expect, test, type Download, type Page } from '@playwright/test';
import { signInAs, useEnglish } from './accounts/helpers';
import { expectNoSeriousViolations } from './axe';

/*
 * Issue 22's accountant (docs/finance.md): VinaSteel's accountant reconciles last month — opens
 * its statement and downloads it as PDF and XLSX, pays its invoice by QR through the sandbox
 * bank and sees it paid — asks for a VAT e-invoice for one of last month's bookings and
 * downloads it once the running server's e-invoice job (every EINVOICE_SWEEP_SECONDS, 5 s; the
 * list refreshes itself while a request waits) has issued it, and exports the month's journal
 * lines. The demo is relative to today (server/db/demo), so is "last month" here.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await useEnglish(context, baseURL ?? '');
});

/** Last month in Vietnam: its number, year and first and last days. */
function lastMonth() {
  const now = new Date(Date.now() + 7 * 3_600_000);
  const year = now.getUTCMonth() === 0 ? now.getUTCFullYear() - 1 : now.getUTCFullYear();
  const month = now.getUTCMonth() === 0 ? 12 : now.getUTCMonth();
  const mm = String(month).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { month, year, from: `${year}-${mm}-01`, to: `${year}-${mm}-${last}` };
}

/** Clicks `name` and answers the file the browser downloads. */
async function download(page: Page, click: () => Promise<void>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return file;
}

const bytesOf = async (file: Download) => readFileSync((await file.path())!);

/** '₫12,345,600' or '-₫1,000' → whole đồng. */
const dong = (text: string) => Number(text.replace(/[^\d-]/g, ''));

/** The rows of an XLSX file's first sheet (header first). */
function sheetRows(data: Buffer): unknown[][] {
  const book = XLSX.read(data, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, {
    header: 1,
    raw: true,
  });
}

test('the accountant reconciles last month: statement PDF and XLSX, the invoice paid by QR, a VAT e-invoice, the journal', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const period = lastMonth();
  await signInAs(page, 'accounting@vinasteel.example');

  // Last month's statement: the newest of the list.
  await page.goto('/corporate/payment-statement');
  const monthCell = page.getByRole('cell', { name: `${period.month}/${period.year}` }).first();
  await expect(monthCell).toBeVisible();
  await expectNoSeriousViolations(page, 'statements');
  await monthCell.click();
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toContainText('Amount due');
  await expectNoSeriousViolations(page, 'statement detail');
  const dueText = (await totals.locator('dd').last().textContent())!;
  const due = dong(dueText);

  const pdf = await download(page, () =>
    page.getByRole('button', { name: 'Download PDF' }).click(),
  );
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfBytes = await bytesOf(pdf);
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfBytes.length).toBeGreaterThan(5_000);

  const xlsx = await download(page, () =>
    page.getByRole('button', { name: 'Download XLSX' }).click(),
  );
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const rows = sheetRows(await bytesOf(xlsx));
  // The XLSX's "Amount due" is the statement's, to the đồng.
  expect(rows.find((r) => r[0] === 'Amount due')?.[9]).toBe(due);

  // Its invoice: download it, then pay what is left by QR through the sandbox bank.
  await page.goto('/corporate/invoice-reconciliation');
  await expect(page.getByText('Total spending')).toBeVisible();
  await page.getByRole('cell', { name: `Period ${period.month}/${period.year}` }).click();
  const summary = page.getByRole('region', { name: 'Invoice' });
  await expect(summary).toBeVisible();
  await expectNoSeriousViolations(page, 'invoice detail');
  const invoicePdf = await download(page, () =>
    page.getByRole('button', { name: 'Download PDF' }).click(),
  );
  expect((await bytesOf(invoicePdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('button', { name: 'Pay by QR' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay the invoice by bank transfer' });
  const qr = dialog.getByRole('img', { name: /^VietQR code to transfer/ });
  await expect(qr).toBeVisible();
  await expect(dialog).toContainText(/WFCI[A-Z0-9]{12}/);
  await expectNoSeriousViolations(page, 'pay by QR');
  const sent = await request.post('/dev/bank/transfers', {
    data: { qr: await qr.getAttribute('data-qr') },
  });
  expect(sent.ok()).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(summary.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay by QR' })).toHaveCount(0);

  // A VAT e-invoice for the newest of last month's bookings charged to the company.
  const filter = {
    from: period.from,
    to: period.to,
    statuses: ['SUCCESSFUL'],
    payment_methods: ['CORPORATE_WALLET'],
  };
  await page.goto(`/corporate/bookings?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  await expect(page.getByRole('region', { name: /^Total of \d+ bookings?$/ })).toBeVisible();
  const firstRow = page.getByRole('row').nth(1);
  const code = (await firstRow.getByRole('cell').nth(1).textContent())!.trim();
  expect(code).not.toBe('');
  await firstRow.getByRole('cell').nth(1).click();
  await page.getByRole('button', { name: 'Request VAT invoice' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/corporate\/vat-requests/);
  const requested = page.getByRole('row').filter({ hasText: code });
  // The job issues it within seconds; the list refreshes itself while it waits.
  await expect(requested.getByText('Issued')).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousViolations(page, 'VAT invoices');
  const vat = await download(page, () =>
    requested.getByRole('button', { name: /^Download PDF / }).click(),
  );
  expect(vat.suggestedFilename()).toMatch(/^1C\d\dT[A-Z]{2,3}-\d{7}\.pdf$/);
  expect((await bytesOf(vat)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The month's journal lines: debits equal credits.
  await page.getByRole('button', { name: 'Export accounting journal' }).click();
  const journal = page.getByRole('dialog', { name: 'Journal lines for your accountant' });
  await expect(journal.getByLabel('From')).toHaveValue(period.from);
  await expect(journal.getByLabel('To')).toHaveValue(period.to);
  await expectNoSeriousViolations(page, 'journal export');
  const lines = await download(page, () =>
    journal.getByRole('button', { name: 'Download XLSX' }).click(),
  );
  const journalRows = sheetRows(await bytesOf(lines));
  const total = journalRows.at(-1)!;
  expect(total[0]).toBe('Total');
  expect(journalRows.length).toBeGreaterThan(3);
  expect(total[5]).toBeGreaterThan(0);
  expect(total[5]).toBe(total[6]);
});
