import { expect, test } from '@playwright/test';
import { signInAs, useEnglish } from './accounts/helpers';
import { expectNoSeriousViolations } from './axe';
import { vietnamDate } from './search/dates';

// A transfer whose bank notification never came, recorded by Wayfare's finance staff in the
// support area (docs/finance.md "Confirming a transfer by hand"), then seen paid by the
// company's accountant; and the accountant's journal accounts page.

test.describe.configure({ timeout: 120_000 });

test('finance staff record an overdue invoice’s transfer by hand; the accountant sees it paid', async ({
  browser,
  baseURL,
}) => {
  // The accountant reads the invoice's transfer memo (the QR dialog), as it appears on the
  // bank statement.
  const accountant = await browser.newContext();
  await useEnglish(accountant, baseURL!);
  const company = await accountant.newPage();
  await signInAs(company, 'accounting@vinasteel.example');
  await company.goto('/corporate/invoice-reconciliation');
  await company.getByRole('combobox', { name: 'Status' }).click();
  await company.getByRole('option', { name: 'Overdue' }).click();
  // The filtered list, not the one it replaces: its first row is last month's partly paid
  // invoice, which the accountant's journey (corporate-accountant.spec.ts) pays meanwhile.
  const rows = company.getByRole('row');
  await expect(rows.filter({ hasText: 'Partially paid' })).toHaveCount(0);
  await rows
    .filter({ hasText: 'Overdue' })
    .first()
    .getByRole('cell', { name: /^Period / })
    .click();
  // The invoice's own page, read in full (the list's row is shown while it loads).
  const summary = company.getByRole('region', { name: 'Invoice' });
  await expect(summary).toBeVisible();
  await expect(summary.getByText('Overdue', { exact: true })).toBeVisible();
  const invoiceUrl = company.url();
  await company.getByRole('button', { name: 'Pay by QR' }).click();
  const dialog = company.getByRole('dialog', { name: 'Pay the invoice by bank transfer' });
  // Read once the dialog shows the memo: it opens before the transfer's details arrive.
  await expect(dialog).toContainText(/WFCI[A-Z0-9]{12}/);
  const memo = (await dialog.textContent())?.match(/WFCI[A-Z0-9]{12}/)?.[0];
  expect(memo).toBeTruthy();

  // Wayfare's finance staff, in the support area.
  const staff = await browser.newContext();
  await useEnglish(staff, baseURL!);
  const back = await staff.newPage();
  await signInAs(back, 'support@wayfare.example');
  await back.goto('/support/bank-credits');
  await back
    .getByRole('textbox', { name: /Transfer content/ })
    .fill(`CONG TY THEP VIET ${memo} CK`);
  await back.getByRole('button', { name: 'Find' }).click();
  await expect(back.getByText('Reconciliation invoice')).toBeVisible();
  await expectNoSeriousViolations(back, 'record a bank transfer');
  await back.getByRole('textbox', { name: /Bank transaction id/ }).fill(`FT${Date.now()}`);
  // Yesterday in Vietnam: the suite does not depend on the day it runs.
  await back.getByLabel(/Credited at/).fill(`${vietnamDate(-1)}T09:30`);
  await back.getByRole('textbox', { name: /Note/ }).fill('Vietcombank statement, no notification');
  await back.getByRole('button', { name: 'Record the credit' }).click();
  const confirm = back.getByRole('dialog', { name: 'Confirm the bank transfer' });
  await expect(confirm).toContainText('VinaSteel');
  await expectNoSeriousViolations(back, 'confirm the bank transfer');
  await confirm.getByRole('button', { name: 'Record' }).click();
  await expect(back.getByText('Bank transfer recorded.')).toBeVisible();
  await expect(back.getByText('Paid', { exact: true })).toBeVisible();

  // The accountant sees the invoice paid.
  await company.goto(invoiceUrl);
  await expect(summary.getByText('Paid', { exact: true })).toBeVisible();
  await accountant.close();
  await staff.close();
});

test('the accountant opens the journal accounts and the page passes axe', async ({
  page,
  context,
  baseURL,
}) => {
  await useEnglish(context, baseURL!);
  await signInAs(page, 'accounting@vinasteel.example');
  await page.goto('/corporate/journal-accounts');
  await expect(page.getByRole('textbox', { name: /Business travel expense/ })).toHaveValue(
    /^\d{3,8}$/,
  );
  await expectNoSeriousViolations(page, 'journal accounts');
});
