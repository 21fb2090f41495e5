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

interface Mail {
  channel: string;
  to: string;
  text: string;
}

// Acting for the owner is complete: checkout shows the owner's details, offers the owner's
// company account, and the confirmation goes to the owner with a copy to the assistant.
test('the assistant books a room for the owner: the owner’s details, company and e-mail', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signInWithPassword(page, { email: 'assistant@vinasteel.example' }, DEMO_PASSWORD);
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Booking for: Myself' }).click();
  const owner = page
    .getByRole('menu')
    .getByRole('menuitem')
    .filter({ hasText: 'owner@vinasteel.example' });
  const ownerName = (await owner.locator('.MuiListItemText-primary').textContent())!.trim();
  await owner.click();
  const acting = page.getByRole('button', { name: `Booking for: ${ownerName}` });
  await expect(acting).toBeVisible();

  await page.goto(`/p?to=city%3Ada-nang&depart=${vietnamDate(52)}&return=${vietnamDate(53)}`);
  const first = page.getByRole('article').first();
  const name = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link', { name }).click();
  await expect(acting).toBeVisible();
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/checkout\/hotel\?.*cart=/);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
    'owner@vinasteel.example',
  );
  await page.getByRole('textbox', { name: 'Name of the guest checking in' }).fill('Owner Guest');
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  if (!(await phone.inputValue())) await phone.fill('0912345678');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Details saved' })).toBeVisible();
  // The owner could charge VinaSteel, so the assistant may too.
  await expect(page.getByRole('radio', { name: 'Company account' })).toBeVisible();
  await expectNoSeriousViolations(page, '/checkout/hotel (delegate)');
  await page.getByRole('radio', { name: /^VNPay/ }).check();
  await page.getByRole('button', { name: 'Continue to VNPay' }).click();
  await page.getByRole('button', { name: 'Pay (succeeds)' }).click();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  const code = (await page.getByText(/^Hotel confirmation WF\d{8}$/).textContent())!
    .split(' ')
    .pop()!;
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get('/dev/outbox?limit=100')).json()) as Mail[];
      return mails
        .filter((m) => m.channel === 'email' && m.text.includes(code))
        .map((m) => m.to)
        .sort();
    })
    .toEqual(['assistant@vinasteel.example', 'owner@vinasteel.example']);
});
