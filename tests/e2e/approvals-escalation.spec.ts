import { expect, test } from '@playwright/test';
import { signInAs, useEnglish } from './accounts/helpers';
import { expectNoSeriousViolations } from './axe';
import { vietnamDate } from './search/dates';

/*
 * Issue 21's escalation (docs/approvals.md "Deadlines and escalation"): a VinaSteel staff member's
 * request that its approver leaves past the deadline moves to the next link of the chain (the
 * owner), who finds it in their queue. The clock is moved, not waited for: the test hook runs the
 * deadlines job's step for this one request at a minute past its deadline (TEST_HOOKS, never in
 * production), so the demo queues the other journeys use stay as they are.
 */

test('a request left past its deadline escalates to the next approver, who sees it', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  test.setTimeout(150_000);
  await useEnglish(context, baseURL ?? '');
  await signInAs(page, 'staff@vinasteel.example');

  // Four days out is inside the 7 days the policy asks for: the flight needs approval.
  await page.goto(`/flight?from=HAN&to=DAD&depart=${vietnamDate(4)}`);
  await expect(page.getByRole('article').first().getByText('Needs approval')).toBeVisible();
  await page
    .getByRole('button', { name: /^Details of flight / })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Choose this fare' }).first().click();
  await expect(page).toHaveURL(/\/checkout\/flight\?.*cart=/);
  await page.getByRole('textbox', { name: 'Last name' }).fill('Nguyen');
  await page.getByRole('textbox', { name: 'First and middle names' }).fill('Van An');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('0912345678');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: 'Company account' }).check();
  await page.getByRole('combobox', { name: 'Cost center' }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page).toHaveURL(/\/checkout\/success-request\?id=/);
  await expect(page.getByText('Your request was sent to Phạm Đức Thắng.')).toBeVisible();
  const id = new URL(page.url()).searchParams.get('id')!;
  const summary = (await page
    .getByRole('heading', { level: 1 })
    .locator('xpath=following-sibling::*[1]')
    .textContent())!;

  // The approver does nothing; the job runs a minute after the deadline.
  const moved = await page.request.post('/test-hooks/approvals/deadlines', {
    data: { request_id: id },
  });
  expect(moved.ok()).toBe(true);
  expect((await moved.json()).change).toBe('ESCALATED');
  // Run again at the same moment: nothing more happens.
  const again = await page.request.post('/test-hooks/approvals/deadlines', {
    data: { request_id: id, at: (await moved.json()).at },
  });
  expect((await again.json()).change).toBeNull();

  // The traveller sees who has it now. Both lists put the newest first: a retry of this test
  // finds the first try's request (same flight, same summary) below its own.
  await page.goto('/account/request-bookings');
  const mine = page.getByRole('listitem', { name: summary }).first();
  await expect(mine).toContainText('Waiting for Trần Quốc Bảo · Escalated to the next approver');
  await expectNoSeriousViolations(page, '/account/request-bookings after an escalation');

  // The next approver, the owner, finds it in their queue and opens it.
  const ownerContext = await browser.newContext();
  await useEnglish(ownerContext, baseURL ?? '');
  const owner = await ownerContext.newPage();
  await signInAs(owner, 'owner@vinasteel.example');
  await owner.goto('/corporate/approval');
  const row = owner.getByRole('row').filter({ hasText: summary }).first();
  await expect(row).toBeVisible();
  await expectNoSeriousViolations(owner, '/corporate/approval with an escalated request');
  await row.click();
  await expect(owner.getByText('Escalated 1 time')).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expectNoSeriousViolations(owner, 'an escalated booking request');

  // Their e-mail names the escalation and carries working links.
  const res = await owner.request.get('/dev/outbox?limit=20&to=owner%40vinasteel.example');
  const mails = (await res.json()) as { channel: string; text: string }[];
  expect(mails.some((m) => m.channel === 'email' && m.text.includes(summary))).toBe(true);
});
