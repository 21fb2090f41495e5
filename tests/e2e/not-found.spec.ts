import { expect, test } from '@playwright/test';

test('an unknown path shows Page Not Found with the path, in both languages', async ({ page }) => {
  await page.goto('/that/path');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Không tìm thấy trang: /that/path',
  );

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /that/path');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the error page has a not-found and a server-error variant', async ({ page }) => {
  await page.goto('/error?status=404');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy trang');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');

  await page.goto('/error?status=500');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error');
  await page.getByRole('button', { name: 'Tiếng Việt' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lỗi máy chủ nội bộ');
});
