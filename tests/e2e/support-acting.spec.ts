import { expect, test } from '@playwright/test';
import { signInAs, useEnglish } from './accounts/helpers';
import { expectNoSeriousViolations } from './axe';

// Every journey here acts as the same support user, who has one acting session at a time:
// beside each other, one journey's start replaced the other's. They run one after the other.
test.describe.configure({ mode: 'default' });

test.describe.configure({ timeout: 90_000 });

const REASON = 'Phone call: she asked us to find a hotel in Đà Nẵng for her';

test('a support user acts for a traveller with a reason, and the audit log shows both', async ({
  page,
  context,
  baseURL,
}) => {
  await useEnglish(context, baseURL!);
  await signInAs(page, 'support@wayfare.example');
  await page.goto('/support/people');

  await page.getByPlaceholder('Search').fill('traveller@mail.example');
  const row = page.getByRole('row', { name: /traveller@mail\.example/ });
  await expect(row).toHaveCount(1);
  await expectNoSeriousViolations(page, 'support people list');
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ngô Thanh Tâm' })).toBeVisible();
  await expectNoSeriousViolations(page, 'support person');

  await page.getByRole('button', { name: 'Act for this person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Act for Ngô Thanh Tâm' });
  // No reason, no start.
  await expect(dialog.getByRole('button', { name: 'Start' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Reason/ }).fill(REASON);
  await expectNoSeriousViolations(page, 'act-for dialog');
  await dialog.getByRole('button', { name: 'Start' }).click();

  // The site, with the banner naming the traveller; searches now go out for her.
  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByRole('status').filter({ hasText: 'You are acting for Ngô Thanh Tâm' });
  await expect(banner).toBeVisible();
  await expectNoSeriousViolations(page, 'home while acting');

  // The audit log shows the start with both people and the reason.
  await page.goto('/support/audit-log');
  await page.getByRole('textbox', { name: 'Action starting with' }).fill('support.acting_started');
  // This journey's row: the other acting journey runs beside it and logs its own.
  const entry = page
    .getByRole('row', { name: /support\.acting_started/ })
    .filter({ hasText: REASON })
    .first();
  await expect(entry).toContainText('support@wayfare.example');
  await expect(entry).toContainText('traveller@mail.example');
  // The banner stays in the support area's header too, and ends there.
  await expect(banner).toBeVisible();
  await expectNoSeriousViolations(page, 'support audit log');
  await banner.getByRole('button', { name: 'End' }).click();
  await expect(banner).toBeHidden();
  await page.getByRole('textbox', { name: 'Action starting with' }).fill('support.acting_ended');
  await expect(
    page
      .getByRole('row', { name: /support\.acting_ended/ })
      .filter({ hasText: REASON })
      .first(),
  ).toContainText('traveller@mail.example');
});

test('someone who is not support staff is refused the support area', async ({
  page,
  context,
  baseURL,
}) => {
  await useEnglish(context, baseURL!);
  await signInAs(page, 'traveller@mail.example');
  await page.goto('/support');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This area is for Wayfare support staff only' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'support refusal');
});

// Acting for a company member opens the corporate console as that member: their company and
// their role, not "You are not in a company account yet".
test('support acting for the VinaSteel owner sees the console as the owner', async ({
  page,
  context,
  baseURL,
}) => {
  await useEnglish(context, baseURL!);
  await signInAs(page, 'support@wayfare.example');
  await page.goto('/support/people');
  await page.getByPlaceholder('Search').fill('owner@vinasteel.example');
  const row = page.getByRole('row', { name: /owner@vinasteel\.example/ });
  await expect(row).toHaveCount(1);
  await row.click();
  await page.getByRole('button', { name: 'Act for this person' }).click();
  const dialog = page.getByRole('dialog', { name: /^Act for / });
  await dialog
    .getByRole('textbox', { name: /Reason/ })
    .fill('Phone call: the owner cannot open the console');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/corporate');
  await expect(page.getByText('Your role')).toBeVisible();
  await expect(page.getByText('You are not in a company account yet')).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('Owner');
  await expectNoSeriousViolations(page, '/corporate (support acting for the owner)');
});
