import { expect as baseExpect, test } from '@playwright/test';
import { signInAs, useEnglish } from './accounts/helpers';
import { expectNoSeriousViolations } from './axe';

/** The console's first load on a busy CI machine passes 5 s (see corporate.spec.ts). */
const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await useEnglish(context, baseURL ?? '');
});

test('the accountant of VinaSteel pays the partly paid invoice by QR through the sandbox bank', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'accounting@vinasteel.example');

  await page.goto('/corporate/invoice-reconciliation');
  await expect(page.getByText('Total spending')).toBeVisible();
  await expectNoSeriousViolations(page, 'invoices');

  // The demo's newest invoice is 40 % paid (server/db/demo/invoices.ts).
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Partially paid' }).click();
  await page
    .getByRole('cell', { name: /^Period / })
    .first()
    .click();
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText('Bank transfer');
  await expectNoSeriousViolations(page, 'invoice detail');

  await page.getByRole('button', { name: 'Pay by QR' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay the invoice by bank transfer' });
  const qr = dialog.getByRole('img', { name: /^VietQR code to transfer/ });
  await expect(qr).toBeVisible();
  await expect(dialog).toContainText(/WFCI[A-Z0-9]{12}/);
  await expectNoSeriousViolations(page, 'pay by QR');

  // The sandbox bank "scans" the code and sends its signed credit notification.
  const sent = await request.post('/dev/bank/transfers', {
    data: { qr: await qr.getAttribute('data-qr') },
  });
  expect(sent.ok()).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();

  const summary = page.getByRole('region', { name: 'Invoice' });
  await expect(summary.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay by QR' })).toHaveCount(0);
  await expect(payments.getByRole('row')).toHaveCount(3);
});
