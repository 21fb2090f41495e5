import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs, useEnglish } from './accounts/helpers';
import { expectNoSeriousViolations } from './axe';

// Expenses on the demo data (docs/expenses.md): VinaSteel's staff files a claim from a
// Vietnamese e-invoice XML and submits it; their approver approves it; accounting pays it back
// in a batch. axe on each page.

const SELLER = 'CÔNG TY CP DỊCH VỤ HỘI NGHỊ HẠ LONG';
const EINVOICE = `<?xml version="1.0" encoding="UTF-8"?>
<HDon><DLHDon><TTChung><KHMSHDon>1</KHMSHDon><KHHDon>C26THL</KHHDon><SHDon>512</SHDon>
<NLap>2026-11-18</NLap><DVTTe>VND</DVTTe><TGia>1</TGia></TTChung>
<NDHDon><NBan><Ten>${SELLER}</Ten><MST>0314409058</MST></NBan><NMua><Ten>VinaSteel</Ten></NMua>
<TToan><TgTCThue>1500000</TgTCThue><TgTThue>120000</TgTThue><TgTTTBSo>1620000</TgTTTBSo></TToan>
</NDHDon></DLHDon></HDon>`;

async function signedIn(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext();
  await useEnglish(context, baseURL);
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}

test('an expense from an e-invoice is submitted, approved and reimbursed in a batch', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const staff = await signedIn(browser, baseURL ?? '', 'staff@vinasteel.example');
  await staff.goto('/expense/new');
  await staff
    .getByLabel('Receipts (photo, PDF or e-invoice XML)')
    .setInputFiles({ name: 'hoa-don.xml', mimeType: 'text/xml', buffer: Buffer.from(EINVOICE) });
  await expect(staff.getByText(/Read e-invoice 1C26THL no\. 512/)).toBeVisible();
  await expect(staff.getByRole('textbox', { name: 'Merchant (seller)' })).toHaveValue(SELLER);
  await expectNoSeriousViolations(staff, 'new expense');
  await staff.getByRole('button', { name: 'Save draft' }).click();
  await expect(staff.getByRole('heading', { name: SELLER })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'hoa-don.xml' })).toBeVisible();
  await staff.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(staff.getByText(/^Submitted to /)).toBeVisible();
  await expectNoSeriousViolations(staff, 'expense detail');

  const approver = await signedIn(browser, baseURL ?? '', 'approver@vinasteel.example');
  await approver.goto('/expense/approval');
  const claim = approver.getByRole('listitem', { name: SELLER });
  await expectNoSeriousViolations(approver, 'expense approval');
  await claim.getByRole('button', { name: 'Approve' }).click();
  await expect(approver.getByText(`Approved the expense ${SELLER}.`)).toBeVisible();

  const accounting = await signedIn(browser, baseURL ?? '', 'accounting@vinasteel.example');
  await accounting.goto('/expense/reimbursements');
  await accounting.getByRole('checkbox', { name: `Select ${SELLER}` }).check();
  await expectNoSeriousViolations(accounting, 'reimbursements');
  await accounting.getByRole('button', { name: 'Create a payout batch (1)' }).click();
  await accounting.getByRole('dialog').getByRole('button', { name: 'Create batch' }).click();
  const created = accounting.getByText(/^Batch WF-EXP-\w+ created\.$/);
  await expect(created).toBeVisible();
  const reference = /WF-EXP-\w+/.exec((await created.textContent()) ?? '')![0];
  const batch = accounting.getByRole('listitem', { name: `Batch ${reference}` });
  await batch.getByRole('button', { name: 'Mark as paid' }).click();
  await accounting.getByRole('dialog').getByRole('button', { name: 'Paid' }).click();
  await expect(accounting.getByText(`Batch ${reference} is recorded as paid.`)).toBeVisible();

  await staff.goto('/expense/list?');
  await expect(
    staff.getByRole('listitem', { name: SELLER }).first().getByText('Reimbursed'),
  ).toBeVisible();
});

/** A photo of a receipt, 2,400 × 1,800 px PNG drawn by the browser (larger than the 2,000 px the
 * form sends: it is downscaled to a JPEG before upload). */
async function receiptPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#fff';
    g.fillRect(0, 0, canvas.width, canvas.height);
    g.fillStyle = '#000';
    g.font = '120px sans-serif';
    g.fillText('TAXI MAI LINH 245.000', 200, 900);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

test('an expense from a photo receipt is submitted, approved and reimbursed in a batch', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const merchant = 'Taxi Mai Linh – chuyến ra sân bay Nội Bài';
  const staff = await signedIn(browser, baseURL ?? '', 'staff@vinasteel.example');
  await staff.goto('/expense/new');
  await staff.getByLabel('Receipts (photo, PDF or e-invoice XML)').setInputFiles({
    name: 'bien-lai-taxi.png',
    mimeType: 'image/png',
    buffer: await receiptPhoto(staff),
  });
  await staff.getByRole('textbox', { name: 'Amount', exact: true }).fill('245000');
  await staff.getByRole('textbox', { name: 'Merchant (seller)' }).fill(merchant);
  await expectNoSeriousViolations(staff, 'new expense with a photo');
  await staff.getByRole('button', { name: 'Save draft' }).click();
  await expect(staff.getByRole('heading', { name: merchant })).toBeVisible();
  // Drawn at most 2,000 px and sent as JPEG: the stored receipt is the downscaled one.
  await expect(staff.getByRole('link', { name: 'bien-lai-taxi.jpg' })).toBeVisible();
  await staff.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(staff.getByText(/^Submitted to /)).toBeVisible();

  const approver = await signedIn(browser, baseURL ?? '', 'approver@vinasteel.example');
  await approver.goto('/expense/approval');
  await approver
    .getByRole('listitem', { name: merchant })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(approver.getByText(`Approved the expense ${merchant}.`)).toBeVisible();

  const accounting = await signedIn(browser, baseURL ?? '', 'accounting@vinasteel.example');
  await accounting.goto('/expense/reimbursements');
  await accounting.getByRole('checkbox', { name: `Select ${merchant}` }).check();
  await accounting.getByRole('button', { name: 'Create a payout batch (1)' }).click();
  await accounting.getByRole('dialog').getByRole('button', { name: 'Create batch' }).click();
  const created = accounting.getByText(/^Batch WF-EXP-\w+ created\.$/);
  await expect(created).toBeVisible();
  const reference = /WF-EXP-\w+/.exec((await created.textContent()) ?? '')![0];
  await accounting
    .getByRole('listitem', { name: `Batch ${reference}` })
    .getByRole('button', { name: 'Mark as paid' })
    .click();
  await accounting.getByRole('dialog').getByRole('button', { name: 'Paid' }).click();
  await expect(accounting.getByText(`Batch ${reference} is recorded as paid.`)).toBeVisible();

  await staff.goto('/expense/list?');
  await expect(
    staff.getByRole('listitem', { name: merchant }).first().getByText('Reimbursed'),
  ).toBeVisible();
});
