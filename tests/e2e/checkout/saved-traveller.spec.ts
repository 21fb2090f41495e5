import { expect, test, type Page } from '@playwright/test';
import { signUpByEmail, useEnglish } from '../accounts/helpers';
import { expectNoSeriousViolations } from '../axe';
import { vietnamDate } from '../search/dates';

/*
 * Issue 23, saved travellers (docs/checkout-ui.md "Saved travellers"): a new traveller on a
 * 375 px phone books a flight for herself and Mai, paid through the VNPay sandbox. On her next
 * flight the phone she gave is remembered and Mai is one tap away for the second seat; a reload
 * during the hold — in Vietnamese — keeps what was filled. HAN → DAD 26 and 27 days ahead (days
 * no other spec books). Axe on the checkout in both languages.
 */

/** From the flight results to a held cart, for two adults. */
async function holdFlight(page: Page, days: number) {
  await page.goto(`/flight?from=HAN&to=DAD&depart=${vietnamDate(days)}&n_o_a=2&n_o_c=0&n_o_i=0`);
  await page
    .getByRole('button', { name: /^Details of flight / })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Choose this fare' }).first().click();
  await expect(page).toHaveURL(/\/checkout\/flight\?.*cart=/);
  await expect(page.getByRole('heading', { name: 'Book your flight', level: 1 })).toBeVisible();
}

test('a saved traveller reused at 375 px, the phone remembered, what was filled kept over a reload, in both languages', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await useEnglish(context, baseURL!);
  await page.goto('/');
  await signUpByEmail(page, request, {
    email: `saved.${Date.now()}@mail.example`,
    first: 'Lan',
    last: 'Pham',
  });
  await page.setViewportSize({ width: 375, height: 812 });

  // The first flight: Lan (pre-filled from her account) and Mai, typed.
  await holdFlight(page, 26);
  const adult1 = page.getByRole('group', { name: 'Adult 1' });
  const adult2 = page.getByRole('group', { name: 'Adult 2' });
  await expect(adult1.getByRole('textbox', { name: 'Last name' })).toHaveValue('Pham');
  await adult1.getByLabel('Date of birth').fill('1991-04-12');
  await adult2.getByRole('textbox', { name: 'Last name' }).fill('Tran');
  await adult2.getByRole('textbox', { name: 'First and middle names' }).fill('Thi Mai');
  await adult2.getByLabel('Date of birth').fill('1986-03-04');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('0912345678');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText(/^TRAN THI MAI · /)).toBeVisible();
  await page.getByRole('radio', { name: /^VNPay/ }).check();
  // On a phone the sticky bar's button runs the chosen method's own action.
  await page
    .getByRole('region', { name: 'Total and payment' })
    .getByRole('button', { name: 'Continue to VNPay' })
    .click();
  await expect(page).toHaveURL(/\/dev\/vnpay\/paymentv2\/vpcpay\.html\?/);
  await page.getByRole('button', { name: 'Pay (succeeds)' }).click();
  await expect(page).toHaveURL(/\/checkout\/success-flight\?cart=/);
  await expect(page.getByRole('link', { name: 'See booking details' })).toBeVisible();

  // The next flight: the phone remembered, Mai offered to the second seat (not to the first,
  // which Lan's account fills), one tap.
  await holdFlight(page, 27);
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0912345678');
  const saved2 = adult2.getByRole('group', { name: 'Fill in from saved travellers' });
  await expect(saved2.getByRole('button', { name: 'TRAN THI MAI', exact: true })).toBeVisible();
  await saved2.getByRole('button', { name: 'TRAN THI MAI', exact: true }).click();
  await expect(adult2.getByRole('textbox', { name: 'Last name' })).toHaveValue('TRAN');
  await expect(adult2.getByRole('textbox', { name: 'First and middle names' })).toHaveValue(
    'THI MAI',
  );
  await expect(adult2.getByLabel('Date of birth')).toHaveValue('1986-03-04');
  await expect(adult1.getByRole('button', { name: 'TRAN THI MAI', exact: true })).toHaveCount(0);
  await adult1.getByLabel('Date of birth').fill('1991-04-12');
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > 376)
      .map((e) => e.tagName),
  );
  expect(wide).toEqual([]);
  await expectNoSeriousViolations(page, '/checkout/flight (saved travellers, en)');

  // A reload during the hold, now in Vietnamese: what was filled is still there.
  await context.addCookies([{ name: 'i18n_redirected', value: 'vi', url: baseURL! }]);
  await page.reload();
  const nguoiLon1 = page.getByRole('group', { name: 'Người lớn 1' });
  const nguoiLon2 = page.getByRole('group', { name: 'Người lớn 2' });
  await expect(nguoiLon2.getByRole('textbox', { name: 'Họ' })).toHaveValue('TRAN');
  await expect(nguoiLon2.getByLabel('Ngày sinh')).toHaveValue('1986-03-04');
  await expect(nguoiLon1.getByLabel('Ngày sinh')).toHaveValue('1991-04-12');
  await expect(
    nguoiLon1
      .getByRole('group', { name: 'Điền nhanh từ hành khách đã lưu' })
      .getByRole('button', { name: 'Pham Lan (bạn)', exact: true }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, '/checkout/flight (saved travellers, vi)');
  await page.getByRole('button', { name: 'Tiếp tục đến thanh toán' }).click();
  await expect(page.getByText(/^TRAN THI MAI · /)).toBeVisible();
  expect(errors).toEqual([]);
});
