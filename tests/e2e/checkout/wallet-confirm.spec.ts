import { expect, test } from '@playwright/test';
import { signUpByEmail, uniqueEmail, useEnglish } from '../accounts/helpers';
import { expectNoSeriousViolations } from '../axe';
import { api, topUpWallet } from '../manage/wallet';
import { vietnamDate } from '../search/dates';

const BALANCE = `query { user_wallet { balance } }`;

/*
 * The wallet payment's confirmation in the browser (docs/checkout-ui.md "Pay", docs/checkout.md
 * "Wallet payment confirmation"): a new traveller with a password tops up through VNPay and sets
 * "Ask me to confirm payments over" to 0 on her profile, so every wallet payment is over it. At
 * the checkout of a room in Đà Nẵng 47 days ahead (a night no other journey books) the wallet
 * asks for her password (axe); a wrong one is a field error and nothing is paid (the server's
 * balance unchanged, still on the checkout); the right one pays: the result page, and the
 * balance less the price.
 */
test('a wallet payment over the threshold asks for the password: wrong refused, right paid', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await useEnglish(context, baseURL!);
  await page.goto('/');
  const password = 'wallet-pass-2026';
  await signUpByEmail(page, request, {
    email: uniqueEmail('walletconfirm'),
    first: 'Thảo',
    last: 'Đinh',
    password,
  });
  const call = api(page, request);
  await topUpWallet(page, call, 10_000_000);
  const balance = async () => (await call('payments', BALANCE, {})).user_wallet.balance as number;
  const before = await balance();
  expect(before).toBe(10_000_000);

  // Every wallet payment is to be confirmed.
  await page.goto('/account/profile');
  const threshold = page.getByRole('textbox', { name: 'Ask me to confirm payments over (₫)' });
  await threshold.fill('0');
  await page.getByRole('button', { name: 'Save this amount' }).click();
  await expect(
    page.getByText(/^Saved: wallet payments over .*0.* will need a confirmation\.$/),
  ).toBeVisible();

  // A room held, its guest saved, the wallet chosen.
  await page.goto(`/p?to=city%3Ada-nang&depart=${vietnamDate(47)}&return=${vietnamDate(48)}`);
  const first = page.getByRole('article').first();
  const name = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link', { name }).click();
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/checkout\/hotel\?.*cart=/);
  await page.getByRole('textbox', { name: 'Name of the guest checking in' }).fill('Dinh Thi Thao');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('0912345678');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Details saved' })).toBeVisible();
  await page.getByRole('radio', { name: 'Wayfare wallet' }).check();
  const confirm = page.getByRole('group', { name: 'Confirm the payment' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText(/^A payment over ₫0 needs your password/)).toBeVisible();
  await expectNoSeriousViolations(page, '/checkout/hotel (wallet confirmation)');
  const pay = page.getByRole('button', { name: /^Pay .+ from my wallet$/ });
  const price = Number(((await pay.textContent()) ?? '').match(/₫([\d,]+)/)![1].replace(/,/g, ''));
  expect(price).toBeGreaterThan(0);

  // Nothing typed: said at the field, nothing sent.
  await pay.click();
  const field = confirm.getByLabel('Password', { exact: true });
  await expect(confirm.getByText('Enter your password to pay')).toBeVisible();
  await expect(field).toBeFocused();

  // A wrong password: the server refuses it at the field, nothing is paid.
  await field.fill('not-her-password');
  await pay.click();
  await expect(confirm.getByText('The password is not right.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/checkout\/hotel\?.*cart=/);
  expect(await balance()).toBe(before);
  await expectNoSeriousViolations(page, '/checkout/hotel (wrong password)');

  // The right one pays.
  await field.fill(password);
  await pay.click();
  await expect(page).toHaveURL(/\/checkout\/success-hotel\?cart=/);
  await expect(page.getByText(/^Paid .+ by Wayfare wallet/)).toBeVisible();
  expect(await balance()).toBe(before - price);
});
