import { expect, test } from '@playwright/test';
import { signInAs, useEnglish } from './accounts/helpers';
import { expectNoSeriousViolations } from './axe';

test.beforeEach(async ({ context, baseURL }) => {
  await useEnglish(context, baseURL ?? '');
});

test('the accountant of VinaSteel filters the booking history, opens a booking and the wallet', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'accounting@vinasteel.example');

  await page.goto('/corporate/bookings');
  const totals = page.getByRole('region', { name: /^Total of \d+ bookings?$/ });
  await expect(totals).toBeVisible();
  await expectNoSeriousViolations(page, 'booking history');

  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Product' }).click();
  await page.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: 'Hotel' }).click();
  await expect(page.getByRole('cell', { name: /^Flight:/ })).toHaveCount(0);
  await page
    .getByRole('cell', { name: /^Hotel:/ })
    .first()
    .click();

  await expect(page.getByRole('region', { name: 'Cost' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nights' })).toBeVisible();
  await expectNoSeriousViolations(page, 'booking detail');

  await page.goto('/corporate/wallet');
  await expect(page.getByRole('region', { name: 'Movements' })).toBeVisible();
  await expectNoSeriousViolations(page, 'company wallet');

  // A phone: the list becomes one line per booking, nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/corporate/bookings');
  await expect(page.getByRole('region', { name: /^Total of \d+ bookings?$/ })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectNoSeriousViolations(page, 'booking history at 375 px');
});
