import { expect as baseExpect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInWithPassword, useEnglish } from './accounts/helpers';
import { expectNoSeriousViolations } from './axe';
import { vietnamDate } from './search/dates';

/*
 * Issue 21's verdicts on the demo data: VinaSteel's staff@ is at level "Nhân viên" (economy,
 * 1,200,000 ₫ one way, 7 days ahead, approval outside). Three days out, every flight and room
 * needs approval: the badge says why, the in-policy filter empties the list, and checkout does
 * not let the company account pay.
 */
const expect = baseExpect.configure({ timeout: 15_000 });

test('a VinaSteel staff member sees out-of-policy verdicts on /flight and at checkout', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await useEnglish(context, baseURL ?? '');
  await page.goto('/');
  await signInWithPassword(page, { email: 'staff@vinasteel.example' }, DEMO_PASSWORD);
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.goto(`/flight?from=HAN&to=SGN&depart=${vietnamDate(3)}`);
  const first = page.getByRole('article').first();
  await expect(first.getByText('Needs approval')).toBeVisible();
  await expect(first.getByText('Booked 3 days ahead; the policy asks for 7')).toBeVisible();
  await expectNoSeriousViolations(page, '/flight with policy badges');
  await page.getByRole('checkbox', { name: 'Only show options in policy' }).first().click();
  await expect(page).toHaveURL(/in_policy=1/);
  await expect(page.getByText(/No flight matches your filters/)).toBeVisible();

  await page.goto(`/p?to=city%3Ada-nang&depart=${vietnamDate(3)}&return=${vietnamDate(4)}`);
  const hotel = page.getByRole('article').first();
  await expect(hotel.getByText('Needs approval')).toBeVisible();
  await hotel.getByRole('heading').getByRole('link').click();
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/checkout\/hotel\?.*cart=/);
  await page.getByRole('textbox', { name: 'Name of the guest checking in' }).fill('Nguyen Van An');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('0912345678');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const notice = page.getByRole('status', { name: 'Travel policy' });
  await expect(notice).toContainText('the company pays only once it is approved');
  await page.getByRole('radio', { name: 'Company account' }).check();
  await expect(page.getByRole('button', { name: /with the company account$/ })).toBeDisabled();
  await expectNoSeriousViolations(page, '/checkout/hotel with the policy verdict');
});
