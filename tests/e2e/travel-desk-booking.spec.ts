import { expect, test } from '@playwright/test';
import { signInAs, useEnglish } from './accounts/helpers';
import { expectNoSeriousViolations } from './axe';
import { vietnamDate } from './search/dates';

/*
 * Issue 21: VinaSteel's travel desk (operation@) books for a colleague. Picked in the header,
 * staff@ (level "Nhân viên": 7 days ahead, approval outside) is whose policy search shows and
 * checkout applies: five days out (SGN→HAN, so that its request is not the staff member’s own
 * HAN→SGN one of travel-policy-verdicts.spec.ts), every flight needs approval, the cart is theirs, and the
 * company account sends it to their approver instead of paying.
 */

test('the VinaSteel travel desk books a flight for a colleague, judged by the colleague’s policy', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await useEnglish(context, baseURL ?? '');
  await signInAs(page, 'operation@vinasteel.example');

  await page.goto(`/flight?from=SGN&to=HAN&depart=${vietnamDate(5)}`);
  await expect(page.getByRole('article').first()).toBeVisible();
  // The picker: a dialog with a search of the company's colleagues, used with the keyboard.
  await page.getByRole('button', { name: 'Book for a colleague' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book for a colleague (travel desk)' });
  const search = dialog.getByRole('combobox', { name: 'Search colleagues' });
  await expect(search).toBeFocused();
  await search.pressSequentially('staff@vinasteel');
  await expect(page.getByRole('option', { name: /Nguyễn Văn An/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'the travel desk’s colleague picker');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Booking for: Nguyễn Văn An' })).toBeVisible();

  // The colleague’s verdicts: five days out is inside the 7 days their policy asks for.
  const first = page.getByRole('article').first();
  await expect(first.getByText('Needs approval')).toBeVisible();
  await expect(first.getByText('Booked 5 days ahead; the policy asks for 7')).toBeVisible();
  await expectNoSeriousViolations(page, '/flight for a colleague');

  await page
    .getByRole('button', { name: /^Details of flight / })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Choose this fare' }).first().click();
  await expect(page).toHaveURL(/\/checkout\/flight\?.*cart=/);
  await expect(page.getByText(/You are booking for Nguyễn Văn An/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Last name' }).fill('Nguyen');
  await page.getByRole('textbox', { name: 'First and middle names' }).fill('Van An');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('0912345678');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  // Their policy decides at checkout too: the company pays only once it is approved.
  await expect(page.getByRole('status', { name: 'Travel policy' })).toContainText(
    'the company pays only once it is approved',
  );
  await page.getByRole('radio', { name: 'Company account' }).check();
  await expect(page.getByRole('button', { name: /with the company account$/ })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Cost center' }).selectOption({ index: 1 });
  await expectNoSeriousViolations(page, '/checkout/flight for a colleague');
  await page.getByRole('button', { name: 'Send for approval' }).click();

  // Sent to the colleague's approver (their chain, not the desk's).
  await expect(page).toHaveURL(/\/checkout\/success-request\?id=/);
  await expect(page.getByRole('heading', { name: 'Sent for approval' })).toBeVisible();
  await expect(page.getByText(/Phạm Đức Thắng/).first()).toBeVisible();

  // At 375 px the picker is an icon named for the colleague; "Book for myself" lets them go.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/flight?from=SGN&to=HAN&depart=${vietnamDate(5)}`);
  await page.getByRole('button', { name: 'Booking for: Nguyễn Văn An' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectNoSeriousViolations(page, 'the colleague picker at 375 px');
  await page.getByRole('button', { name: 'Book for myself' }).click();
  await expect(page.getByRole('button', { name: 'Book for a colleague' })).toBeVisible();
  // The header still fits the narrowest phone with the extra button.
  await page.setViewportSize({ width: 320, height: 700 });
  await expect(page.getByRole('button', { name: 'Book for a colleague' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
