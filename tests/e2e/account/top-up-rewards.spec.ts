import { expect, test } from '@playwright/test';
import { signUpByEmail, uniqueEmail, useEnglish } from '../accounts/helpers';
import { expectNoSeriousViolations } from '../axe';

/*
 * A new traveller tops up their wallet through the offline VNPay gateway and sees the credit
 * and the balance on the return; the reward and voucher pages open for them (axe on each).
 */

test('top up by VNPay, see the balance; reward and voucher pages', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await useEnglish(context, baseURL!);
  await page.goto('/');
  const email = uniqueEmail('top-up');
  await signUpByEmail(page, request, { email, first: 'Quân', last: 'Đỗ' });

  await page.goto('/account/top-up');
  await expect(page.getByRole('heading', { name: 'Top up your wallet', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, '/account/top-up');
  // A typed amount under the minimum is refused at once; a quick pick fixes it.
  const amount = page.getByRole('textbox', { name: /Amount/ });
  await amount.fill('5000');
  await page.getByRole('button', { name: /^Top up/ }).click();
  await expect(page.getByText('The smallest top-up is ₫10,000.')).toBeVisible();
  await page
    .getByRole('group', { name: 'Quick amounts' })
    .getByRole('button', { name: '₫1,000,000' })
    .click();
  await expect(amount).toHaveValue('1000000');
  await page.getByRole('radio', { name: /^VNPay/ }).check();
  await page.getByRole('button', { name: 'Top up ₫1,000,000' }).click();

  await expect(page).toHaveURL(/\/dev\/vnpay\/paymentv2\/vpcpay\.html\?/);
  await page.getByRole('button', { name: 'Pay (succeeds)' }).click();
  await expect(page).toHaveURL(/\/account\/top-up\?top_up=/);
  await expect(page.getByText('₫1,000,000 was added to your wallet.')).toBeVisible();
  await expect(page.getByText('Balance after this top-up: ₫1,000,000')).toBeVisible();
  await expectNoSeriousViolations(page, '/account/top-up result');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/account/reward');
  await expect(
    page.getByRole('heading', { name: 'Points and membership', level: 1 }),
  ).toBeVisible();
  await expect(
    page.getByText('No points yet. Book a flight or a room to start earning.'),
  ).toBeVisible();
  await expectNoSeriousViolations(page, '/account/reward');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > 375);
  expect(overflow, 'no sideways scrolling at 375 px').toBe(false);

  await page.goto('/account/voucher');
  await expect(page.getByRole('heading', { name: 'Vouchers', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Offers for you' })).toBeVisible();
  await expectNoSeriousViolations(page, '/account/voucher');
});
