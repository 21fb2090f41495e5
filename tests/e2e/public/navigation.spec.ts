import { expect, test } from '@playwright/test';
import { vietnamDate } from '../search/dates';

const scrollTop = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY);

test('a hotel opened from low in the results starts at the top; Back returns to the list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(
    `/p?to=city%3Ada-nang&depart=${vietnamDate(20)}&return=${vietnamDate(22)}&n_o_a=2&n_o_c=0&rooms=1`,
  );
  const cards = page.getByRole('article');
  await expect(cards.nth(5)).toBeVisible();
  const low = cards.nth(5);
  await low.scrollIntoViewIfNeeded();
  const name = (await low.getByRole('heading').textContent())!;
  const listTop = await scrollTop(page);
  expect(listTop).toBeGreaterThan(800);

  await low.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // Polled: the scroll to the top may land a frame after the heading. (It once never came: the
  // scroll manager's own chunk had not loaded before this quick click; see ScrollManager.)
  await expect.poll(() => scrollTop(page)).toBe(0);

  await page.goBack();
  await expect(cards.nth(5)).toBeVisible();
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(listTop - 20);
  expect(await scrollTop(page)).toBeLessThan(listTop + 20);
});

test('checkout opens at its top when reached from low on a property page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(
    `/p?to=city%3Ada-nang&depart=${vietnamDate(20)}&return=${vietnamDate(22)}&n_o_a=2&n_o_c=0&rooms=1`,
  );
  const first = page.getByRole('article').first();
  await first
    .getByRole('link', { name: (await first.getByRole('heading').textContent())! })
    .click();
  const choose = page.getByRole('button', { name: /^Chọn / }).last();
  await choose.scrollIntoViewIfNeeded();
  expect(await scrollTop(page)).toBeGreaterThan(400);
  await choose.click();
  await expect(page).toHaveURL(/\/checkout\/hotel\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Đặt phòng khách sạn' })).toBeVisible();
  expect(await scrollTop(page)).toBe(0);
});

test('checkout without a choice offers the way back to search, for hotels too', async ({
  page,
}) => {
  await page.goto('/checkout/hotel');
  await expect(page.getByText('Đường dẫn không có phòng nào được chọn.')).toBeVisible();
  await page.getByRole('link', { name: 'Quay lại tìm kiếm' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tab', { name: 'Khách sạn' })).toBeVisible();
});
