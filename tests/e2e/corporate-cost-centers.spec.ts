import { expect, test, type Page } from '@playwright/test';
import { signInAs, useEnglish } from './accounts/helpers';
import { expectNoSeriousViolations } from './axe';

const consoleMenu = (page: Page) => page.getByRole('menu', { name: 'Corporate navigation' });

/** Picks the one record a react-admin autocomplete finds for `search` (searched on the server). */
async function pick(page: Page, label: RegExp, search: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(search);
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option').click();
}

/** axe on the settled page: react-admin's loading spinner has no accessible name meanwhile. */
async function checkAccessibility(page: Page, label: string) {
  await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
  await expectNoSeriousViolations(page, label);
}

test.beforeEach(async ({ context, baseURL }) => {
  await useEnglish(context, baseURL ?? '');
});

test('a VinaSteel admin creates a cost center with a monthly budget and assigns it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInAs(page, 'admin@vinasteel.example');
  await page.goto('/corporate');

  await consoleMenu(page).getByRole('menuitem', { name: 'Cost centers' }).click();
  await expect(page).toHaveURL(/\/corporate\/cost-center$/);
  await expect(page.getByRole('table')).toContainText('Kinh doanh Hà Nội');
  // VinaSteel makes every booking name a cost center: shown, read only.
  await expect(page.getByText('Bookings must name a cost center: On')).toBeVisible();
  await checkAccessibility(page, 'cost centers list');

  // The spec's create URL leads to the form.
  await page.goto('/corporate/create-cost-center');
  await expect(page).toHaveURL(/\/corporate\/cost-center\/create$/);
  const name = page.getByRole('textbox', { name: /Cost center name/ });
  await expect(name).toBeVisible();
  await checkAccessibility(page, 'cost center form');
  // The server's rule on its input: the name is taken.
  await name.fill('kinh doanh hà nội');
  await page.getByRole('spinbutton', { name: /Amount/ }).fill('25000000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This value is already in use')).toBeVisible();

  await name.fill('Dự án Nhà máy mới');
  await page.getByRole('textbox', { name: /Code/ }).fill('PRJ-NM');
  await page.getByRole('spinbutton', { name: /Reset day/ }).fill('5');
  await pick(page, /Assigned staff/, 'staff@vinasteel.example');
  await pick(page, /Assigned departments/, 'Mua hàng – Hải Phòng');
  await page.getByRole('button', { name: 'Save' }).click();

  // Its page: the monthly budget, unused, and who may charge it.
  await expect(page).toHaveURL(/\/corporate\/cost-center\/[0-9a-f-]+\/show$/);
  await expect(page.getByText('Dự án Nhà máy mới', { exact: true })).toBeVisible();
  await expect(page.getByText(/Monthly · Used .*0 of .*25,000,000/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Budget used, Monthly' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(page.getByText('Nguyễn Văn An')).toBeVisible();
  await expect(page.getByText('Mua hàng – Hải Phòng')).toBeVisible();
  await checkAccessibility(page, 'cost center page');

  // The staff list's cost-center filter finds both: An directly, the department's staff.
  const id = /cost-center\/([0-9a-f-]+)\/show/.exec(page.url())?.[1];
  const staffOf = (filter: Record<string, unknown>) =>
    page.goto(`/corporate/users?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  await staffOf({ cost_center_id: id, q: 'staff@vinasteel.example' });
  await expect(page.getByRole('table')).toContainText('Nguyễn Văn An');
  await staffOf({ cost_center_id: id });
  await expect(page.getByRole('table')).toContainText('Mua hàng – Hải Phòng');
  await expect(page.getByRole('table')).not.toContainText('Kế toán');
  expect(errors).toEqual([]);
});
