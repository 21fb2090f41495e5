import { expect, test } from '@playwright/test';
import { signInAs, useEnglish } from './accounts/helpers';
import { expectNoSeriousViolations } from './axe';

test.beforeEach(async ({ context, baseURL }) => {
  await useEnglish(context, baseURL ?? '');
});

test('the owner reads each level’s travel policy and changes one, on the demo data', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'owner@vinasteel.example');

  await page.goto('/corporate/set-policy');
  // VinaSteel's staff level: economy only, capped, a week ahead, approval outside (demo seed).
  const staff = page.getByRole('region', { name: 'Nhân viên' });
  await expect(staff).toBeVisible();
  await expect(staff.getByText('Economy')).toBeVisible();
  await expect(staff.getByText('Booked at least 7 days ahead')).toBeVisible();
  await expect(staff.getByText('Ask for approval')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reason codes' })).toBeVisible();
  await expectNoSeriousViolations(page, 'travel policy list');

  await page.getByRole('link', { name: 'Edit policy: Chuyên viên' }).click();
  await expect(page.getByRole('heading', { name: 'Travel policy: Chuyên viên' })).toBeVisible();
  await expectNoSeriousViolations(page, 'travel policy edit');
  const days = page.getByRole('spinbutton', { name: 'Minimum days booked ahead' });
  await expect(days).toHaveValue('3');
  await days.fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The travel policy of Chuyên viên was saved.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Chuyên viên' }).getByText('Booked at least 5 days ahead'),
  ).toBeVisible();
});
