import { expect, test, type Page } from '@playwright/test';
import { signInAs, useEnglish } from './accounts/helpers';
import { expectNoSeriousViolations } from './axe';
import { vietnamDate } from './search/dates';

/*
 * Issue 21's verdicts on the demo data: VinaSteel's staff@ is at level "Nhân viên" (economy,
 * 1,200,000 ₫ one way, 7 days ahead, approval outside). Three days out, every flight and room
 * needs approval: the badge says why, the in-policy filter empties the list, and checkout does
 * not let the company account pay.
 */

test('a VinaSteel staff member sees out-of-policy verdicts on /flight and at checkout', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await useEnglish(context, baseURL ?? '');
  await signInAs(page, 'staff@vinasteel.example');

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

interface Mail {
  to: string;
  channel: string;
  subject: string;
  text: string;
}

const LINK = /\/api\/v1\/approval-links\/[\w-]+/g;

/** The approval links in the mails to the approver, newest first. */
async function approverLinks(page: Page): Promise<string[]> {
  const res = await page.request.get('/dev/outbox?limit=50&to=approver%40vinasteel.example');
  const mails = (await res.json()) as Mail[];
  return mails.filter((m) => m.channel === 'email').flatMap((m) => m.text.match(LINK) ?? []);
}

test('a VinaSteel staff member sends a flight for approval; the approver approves it from the e-mail and rejects another with a comment', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  test.setTimeout(180_000);
  await useEnglish(context, baseURL ?? '');
  await signInAs(page, 'staff@vinasteel.example');
  const trips = page.getByRole('list', { name: 'Trips' }).getByRole('listitem');
  await page.goto('/trip/list');
  await expect(trips.first()).toBeVisible();
  const tripsBefore = await trips.count();

  // Three days out is inside the 7 days the policy asks for: every flight needs approval.
  await page.goto(`/flight?from=HAN&to=SGN&depart=${vietnamDate(3)}`);
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
  // VinaSteel requires a cost center on every trip (demo seed).
  await page.getByRole('combobox', { name: 'Cost center' }).selectOption({ index: 1 });
  const before = new Set(await approverLinks(page));
  await page.getByRole('textbox', { name: 'Note for the approver (optional)' }).fill('Site visit');
  await page.getByRole('button', { name: 'Send for approval' }).click();

  await expect(page).toHaveURL(/\/checkout\/success-request\?id=/);
  await expect(page.getByRole('heading', { name: 'Sent for approval' })).toBeVisible();
  await expectNoSeriousViolations(page, '/checkout/success-request');

  // The approver's e-mail: the approve link opens a confirmation page, no sign-in needed.
  let links: string[] = [];
  await expect
    .poll(async () => {
      links = (await approverLinks(page)).filter((l) => !before.has(l));
      return links.length;
    })
    .toBe(2);
  const approver = await browser.newPage({ baseURL });
  await approver.goto(links[0]);
  await expect(approver.getByText('Site visit')).toBeVisible();
  const summary = (await approver.locator('dd').first().textContent())!;
  await expectNoSeriousViolations(approver, 'approval link confirmation');
  await approver.getByRole('button').click();
  await expect(approver.getByRole('status')).not.toBeEmpty();

  // Approved and booked: the company pays the fare the approver accepted (no policy split),
  // and the booking is a new trip in the traveller's /trip/list.
  await page.goto('/account/request-bookings');
  const mine = page.getByRole('listitem').filter({ hasText: summary });
  await expect(mine).toContainText('Booked');
  await expect(mine).toContainText('Phạm Đức Thắng decided at');
  await page.goto('/trip/list');
  await expect(trips.first()).toBeVisible();
  await expect.poll(() => trips.count()).toBeGreaterThan(tripsBefore);

  // In the console the approver rejects one of the staff member's pending demo requests.
  await useEnglish(approver.context(), baseURL ?? '');
  await signInAs(approver, 'approver@vinasteel.example');
  await approver.goto('/corporate/request-bookings');
  await expect(approver.getByRole('table')).toBeVisible();
  await expectNoSeriousViolations(approver, '/corporate/request-bookings');
  await approver.goto('/corporate/approval');
  const row = approver.getByRole('row').nth(1);
  await expect(row).toBeVisible();
  await expectNoSeriousViolations(approver, '/corporate/approval');
  await row.click();
  await expect(approver.getByRole('button', { name: 'Reject' })).toBeVisible();
  await expectNoSeriousViolations(approver, 'a booking request');
  await approver.getByRole('button', { name: 'Reject' }).click();
  const dialog = approver.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Please travel on Thursday instead');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(approver.getByText('Request rejected; the requester was told.')).toBeVisible();

  await page.goto('/account/request-bookings');
  await expect(page.getByText('Comment: Please travel on Thursday instead')).toBeVisible();
  await expectNoSeriousViolations(page, '/account/request-bookings');
});
