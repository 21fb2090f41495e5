import { expect, test } from '@playwright/test';
import { measurePageJs, PAGE_JS_BUDGET_GZIP_BYTES } from '../../bench/page-js';

test('home renders in Vietnamese and switches to English, and the choice survives a reload', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Chuyến bay, khách sạn và công tác doanh nghiệp — gọn trong một nơi',
  );
  await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Flights, hotels and business travel — all in one place',
  );
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('en');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the footer links every information page, and each opens', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Điều khoản sử dụng' }).click();
  await expect(page).toHaveURL(/\/terms-of-use$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Điều khoản sử dụng');
});

test('the public site does not download the corporate console', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.some((s) => s.includes('CorporateConsole'))).toBe(false);

  await page.goto('/corporate/users');
  await expect.poll(() => scripts.some((s) => s.includes('CorporateConsole'))).toBe(true);
});

test('the home page downloads no more JavaScript than before the console stack (189,919 B gzip), lazy chunks included', async ({
  page,
}) => {
  const js = await measurePageJs(page, '/');
  expect(js.files.some((file) => file.includes('/ScrollManager-'))).toBe(true);
  expect(js.gzip_bytes).toBeLessThanOrEqual(PAGE_JS_BUDGET_GZIP_BYTES);
});
