import { expect, test, type Page } from '@playwright/test';
import { signUpByEmail, uniqueEmail, useEnglish } from '../accounts/helpers';
import { expectNoSeriousViolations } from '../axe';
import { vietnamDate } from '../search/dates';

/*
 * Saved cards end to end in real Chromium, offline: a new traveller adds a card on
 * /account/payment through the Stripe sandbox's card form, pays a room with it at checkout
 * (3-D Secure card: the sandbox still asks), then removes it after the confirmation; axe on the
 * page, at a phone's width.
 */

async function noSidewaysScroll(page: Page, label: string) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(wide, `${label}: no sideways scrolling at 375 px`).toBe(false);
}

test('add a card, pay a room with it (3-D Secure), remove it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await useEnglish(context, baseURL!);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await signUpByEmail(page, request, { email: uniqueEmail('cards'), first: 'Thu', last: 'Vũ' });

  await page.goto('/account/payment');
  await expect(page.getByRole('heading', { name: 'Saved cards', level: 1 })).toBeVisible();
  await expect(page.getByText('You have no saved cards.')).toBeVisible();
  await expectNoSeriousViolations(page, '/account/payment (empty)');
  await noSidewaysScroll(page, '/account/payment');

  // The sandbox's card form stands in for Stripe Elements and comes back with the card's id.
  await page.getByRole('button', { name: 'Add a card' }).click();
  await expect(page).toHaveURL(/\/dev\/stripe\/setup\?/);
  await page.getByLabel('Card number').fill('4000 0025 0000 3155');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(/\/account\/payment$/);
  await expect(page.getByText('Saved Visa •••• 3155.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Your saved cards' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Visa •••• 3155')).toBeVisible();
  await expect(list.getByText(/^Expires 12\/\d{4}$/)).toBeVisible();
  await expectNoSeriousViolations(page, '/account/payment (one card)');

  // A room in Đà Nẵng paid with the saved card; the bank still asks for 3-D Secure.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/p?to=city%3Ada-nang&depart=${vietnamDate(30)}&return=${vietnamDate(31)}`);
  const first = page.getByRole('article').first();
  await first
    .getByRole('link', { name: (await first.getByRole('heading').textContent())! })
    .click();
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/checkout\/hotel\?.*cart=/);
  await page.getByRole('textbox', { name: 'Name of the guest checking in' }).fill('Vu Thu');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('0912345678');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: 'Visa, Mastercard, JCB card' }).check();
  const saved = page.getByRole('radiogroup', { name: 'Saved cards' });
  await expect(saved.getByRole('radio', { name: /^Visa •••• 3155, expires/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pay with the chosen card' }).click();
  await expect(page).toHaveURL(/\/dev\/stripe\/3ds\//);
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/checkout\/success-hotel\?cart=.*payment_intent=/);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByText(/^Paid .+ by Visa, Mastercard, JCB card$/)).toBeVisible();

  // Removing asks first; the keyboard can keep the card or remove it.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/account/payment');
  await page.getByRole('button', { name: 'Remove card Visa •••• 3155' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this card?' });
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectNoSeriousViolations(page, '/account/payment (confirm removal)');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove card Visa •••• 3155' }).click();
  await dialog.getByRole('button', { name: 'Remove card' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Removed Visa •••• 3155.')).toBeVisible();
  await expect(page.getByText('You have no saved cards.')).toBeVisible();
  await expectNoSeriousViolations(page, '/account/payment (removed)');
});
