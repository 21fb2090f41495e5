import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInWithPassword, useEnglish } from './accounts/helpers';
import { expectNoSeriousViolations } from './axe';
import { vietnamDate } from './search/dates';

test.beforeEach(async ({ context, baseURL }) => {
  await useEnglish(context, baseURL ?? '');
});

// Issue 11: VinaSteel's executive assistant books for the owner through an active delegate
// policy. Picking the owner in the header stores XPatronId; the search then goes out as the
// owner (X-Patron-Id), and the server accepts it.
test('the executive assistant picks the owner in the delegate picker and searches as them', async ({
  page,
}) => {
  await page.goto('/');
  await signInWithPassword(page, { email: 'assistant@vinasteel.example' }, DEMO_PASSWORD);
  await expect(page.getByRole('dialog')).toBeHidden();

  const picker = page.getByRole('button', { name: 'Booking for: Myself' });
  await picker.click();
  const menu = page.getByRole('menu');
  const owner = menu.getByRole('menuitem').filter({ hasText: 'owner@vinasteel.example' });
  await expect(owner).toHaveCount(1);
  await expectNoSeriousViolations(page, 'delegate picker');
  const ownerName = (await owner.locator('.MuiListItemText-primary').textContent())!.trim();
  await owner.click();
  await expect(page.getByRole('button', { name: `Booking for: ${ownerName}` })).toBeVisible();
  const patronId = await page.evaluate(() => window.sessionStorage.getItem('XPatronId'));
  expect(patronId).toMatch(/^[0-9a-f-]{36}$/);

  // A flight search from here carries the owner as the patron, and the server answers it.
  const search = page.waitForResponse(
    (r) => r.url().includes('/graphql/flights') && r.request().method() === 'POST',
  );
  const depart = vietnamDate(20);
  await page.goto(`/flight?from=HAN&to=SGN&depart=${depart}&n_o_a=1&n_o_c=0&n_o_i=0`);
  const response = await search;
  expect(response.request().headers()['x-patron-id']).toBe(patronId);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  // Still booking for the owner after the page change.
  await expect(page.getByRole('button', { name: `Booking for: ${ownerName}` })).toBeVisible();
});
