import { expect, test } from '@playwright/test';
import { vietnamDate } from './dates';

// At 375 px in Vietnamese (the longest prices and units): what is shown fits where it is shown.
test.use({ viewport: { width: 375, height: 800 } });

test('at 375 px the date strip’s prices fit their days', async ({ page }) => {
  await page.goto(`/flight?from=SGN&to=HAN&depart=${vietnamDate(20)}&n_o_a=1&n_o_c=0&n_o_i=0`);
  const strip = page.getByRole('navigation', { name: 'Giá rẻ nhất theo ngày' });
  await expect(strip.getByRole('button').filter({ hasText: '₫' }).first()).toBeVisible();
  const overflowing = await strip
    .getByRole('button')
    .evaluateAll((days) => days.filter((d) => d.scrollWidth > d.clientWidth).length);
  expect(overflowing).toBe(0);
});

test('at 375 px a hotel’s “/ phòng / đêm” is never split across lines', async ({ page }) => {
  await page.goto(
    `/p?to=city%3Ada-nang&depart=${vietnamDate(20)}&return=${vietnamDate(22)}&n_o_a=2&n_o_c=0&rooms=1`,
  );
  await expect(page.getByRole('article').first()).toBeVisible();
  const units = page.getByRole('article').getByText('/ phòng / đêm', { exact: true });
  expect(await units.count()).toBeGreaterThan(0);
  const split = await units.evaluateAll(
    (spans) => spans.filter((s) => s.getClientRects().length > 1).length,
  );
  expect(split).toBe(0);
});
