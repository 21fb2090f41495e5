import { expect, test, type Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import {
  accountDialog,
  codeSentTo,
  enterCode,
  openSignIn,
  signInAs,
  useEnglish,
} from './accounts/helpers';
import { expectNoSeriousViolations } from './axe';

// Both journeys add staff to Lá Xanh, and the import counts the list before and after: run in
// parallel, the other journey's new member could land between the two counts.
test.describe.configure({ mode: 'serial' });

const consoleMenu = (page: Page) => page.getByRole('menu', { name: 'Corporate navigation' });

async function openStaff(page: Page) {
  await page.goto('/corporate');
  await consoleMenu(page).getByRole('menuitem', { name: 'Staff', exact: true }).click();
  await expect(page).toHaveURL(/\/corporate\/users/);
}

/** 50 people as an admin's spreadsheet holds them; row 10 has no valid e-mail, row 30 repeats row 2. */
function staffWorkbook(stamp: number): Buffer {
  const rows: Array<Array<string | number>> = [
    ['E-mail', 'Last name', 'First name', 'Department', 'Monthly limit (VND)'],
  ];
  for (let i = 2; i <= 51; i++) {
    let email = `import.${stamp}.${i}@laxanh.example`;
    if (i === 10) email = 'not-an-email';
    if (i === 30) email = `import.${stamp}.2@laxanh.example`;
    rows.push([email, 'Võ', `Nhập ${i}`, 'Thiết kế', 8_000_000]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Staff');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

test.beforeEach(async ({ context, baseURL }) => {
  await useEnglish(context, baseURL ?? '');
});

test('an XLSX of 50 staff with two bad rows: reported, nothing written until confirmed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const stamp = Date.now();
  await signInAs(page, 'owner@laxanh.example');
  await openStaff(page);
  const total = page.getByText(/^1-\d+ of \d+$/);
  await expect(total).toBeVisible();
  const before = Number(/of (\d+)/.exec((await total.textContent()) ?? '')?.[1]);

  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import staff from a CSV or Excel file' });
  await dialog.getByLabel('Choose a file (.csv, .xlsx)').setInputFiles({
    name: 'la-xanh.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: staffWorkbook(stamp),
  });
  await expect(dialog.getByRole('status').filter({ hasText: '50 rows — 48 valid' })).toBeVisible();
  const bad = dialog.getByRole('table', { name: /Rows with errors/ });
  await expect(bad.getByRole('row')).toHaveCount(3);
  await expect(bad.getByRole('row').nth(1)).toContainText('10');
  await expect(bad.getByRole('row').nth(1)).toContainText('Email: The format is not valid');
  await expect(bad.getByRole('row').nth(2)).toContainText('30');
  await expect(bad.getByRole('row').nth(2)).toContainText('Email: Repeats a row above in the file');
  await expectNoSeriousViolations(page, 'staff import preview');

  // Nothing is written yet: no invitation, and the list still counts the same staff.
  const invitation = `/dev/outbox?to=${encodeURIComponent(`import.${stamp}.2@laxanh.example`)}`;
  expect(await (await request.get(invitation)).json()).toEqual([]);

  await dialog.getByRole('button', { name: 'Add 48 staff' }).click();
  await expect(page.getByText('Added 48 staff and sent their invitations.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(new RegExp(`of ${before + 48}$`))).toBeVisible();
  const sent = (await (await request.get(invitation)).json()) as Array<{ text: string }>;
  expect(sent).toHaveLength(1);
  expect(sent[0].text).toContain('Lá Xanh');
  expect(errors).toEqual([]);
});

test('the owner of the small corporate invites a new member, who signs in with a code and sees only what staff may', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `invited.${Date.now()}@laxanh.example`;
  await signInAs(page, 'owner@laxanh.example');
  await openStaff(page);
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await expect(
    page.getByRole('status').filter({ hasText: 'has no Wayfare account yet' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lý');
  await page.getByRole('textbox', { name: 'First name' }).fill('Hạnh');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/corporate\/users(\?.*)?$/);
  const outbox = (await (
    await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)
  ).json()) as Array<{ text: string }>;
  // Someone with no account yet is invited too; their first sign-in with this e-mail enrols
  // them (docs/corporate-staff.md "Consent").
  expect(outbox[0].text).toContain('invites you to join the Lá Xanh');

  // The new member, in their own browser: signs in by the code the outbox receives.
  const context = await browser.newContext();
  await useEnglish(context, baseURL ?? '');
  const member = await context.newPage();
  await member.goto('/');
  await openSignIn(member);
  const dialog = accountDialog(member);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  const since = Date.now();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Enter the verification code' })).toBeVisible();
  await enterCode(member, await codeSentTo(request, email, since));
  // No password yet: the account asks for one once; they may leave it for later.
  const lastStep = dialog.getByRole('heading', { name: 'One last step' });
  const signedIn = member.getByRole('button', { name: /Account menu of/ });
  await expect(lastStep.or(signedIn)).toBeVisible();
  if (await lastStep.isVisible()) {
    await dialog.getByRole('button', { name: 'Finish' }).click();
  }
  await member.goto('/corporate');
  await expect(member.getByText('Your role: Staff')).toBeVisible();
  await expect(
    consoleMenu(member).getByRole('menuitem', { name: 'Overview', exact: true }),
  ).toBeVisible();
  await expect(
    consoleMenu(member).getByRole('menuitem', { name: 'Staff', exact: true }),
  ).toHaveCount(0);
  await expect(
    consoleMenu(member).getByRole('menuitem', { name: 'Members and roles' }),
  ).toHaveCount(0);
  await member.goto('/corporate/users');
  await expect(
    member.getByRole('heading', { level: 1, name: 'You do not have access to this page' }),
  ).toBeVisible();
  await expectNoSeriousViolations(member, 'invited staff member');
  await context.close();
});
