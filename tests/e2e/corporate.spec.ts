import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInWithPassword, useEnglish } from './accounts/helpers';

// The production build gives react-admin's router adapter a trimmed react-router import list
// (src/corporate/raRouterImports.ts); this proves the console still routes inside the app router.
test('a company owner opens the corporate console and moves between its pages', async ({
  page,
  context,
  baseURL,
}) => {
  await useEnglish(context, baseURL ?? '');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await signInWithPassword(page, { email: 'owner@vinasteel.example' }, DEMO_PASSWORD);
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.goto('/corporate/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Departments' }).click();
  await expect(page).toHaveURL(/\/corporate\/department$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Departments' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  expect(errors).toEqual([]);
});
