import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import {
  signInWithPassword,
  signUpByEmail,
  uniqueEmail,
  useEnglish,
  DEMO_PASSWORD,
} from '../accounts/helpers';
import { expectNoSeriousA11yViolations } from './axe';

// The complaint journey signs up, and support signs in in a second browser: 1.3 min alone on a
// quiet machine, past 90 s on a loaded CI run (axe's last check was cut off at the limit).
test.describe.configure({ timeout: 180_000 });

/** A real (1×1 pixel) JPEG photo. */
const PHOTO = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

interface OutboxMessage {
  to: string;
  text: string;
}

async function outboxText(request: APIRequestContext, to: string, containing: string) {
  let text = '';
  await expect
    .poll(
      async () => {
        const messages = (await (
          await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)
        ).json()) as OutboxMessage[];
        text = messages.find((m) => m.text.includes(containing))?.text ?? '';
        return text;
      },
      { message: `a message to ${to} with ${containing}` },
    )
    .not.toBe('');
  return text;
}

/** Support answers from the inbox of the support area (/support), signed in as support staff. */
async function supportReplies(browser: Browser, baseURL: string, number: string, body: string) {
  const context = await browser.newContext({ baseURL });
  await useEnglish(context, baseURL);
  const page = await context.newPage();
  await page.goto('/');
  await signInWithPassword(page, { email: 'support@wayfare.example' }, DEMO_PASSWORD);
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.goto('/support/tickets');
  await page.getByPlaceholder('Search').fill(number);
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('New');
  await expectNoSeriousA11yViolations(page);
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
  await expect(page.getByRole('link', { name: 'boarding-pass.jpg' })).toBeVisible();
  await expect(page.getByText('VN-QX7K21')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: /Reply to the customer/ }).fill(body);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent. The customer gets it by e-mail.')).toBeVisible();
  await expect(page.getByText(body)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move to: Closed' })).toBeVisible();
  await context.close();
}

test('a signed-out complaint with a photo and an order code reaches support and comes back with an answer', async ({
  page,
  context,
  baseURL,
  request,
  browser,
}) => {
  await useEnglish(context, baseURL!);
  const email = uniqueEmail('complaint');
  await page.goto('/complaint');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complaints');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('textbox', { name: 'Full name' }).fill('Lê Hoàng Yến');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('combobox', { name: 'Topic' }).selectOption('FLIGHT');
  await page.getByRole('textbox', { name: 'Booking or order code' }).fill('VN-QX7K21');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('My flight was moved five hours earlier and nobody told me. I missed it.');
  await page.getByTestId('attachments-input').setInputFiles({
    name: 'boarding-pass.jpg',
    mimeType: 'image/jpeg',
    buffer: PHOTO,
  });
  await expect(page.getByText(/boarding-pass\.jpg/)).toBeVisible();
  await page.getByRole('button', { name: 'Send complaint' }).click();

  const done = page.getByRole('heading', { name: /^Sent — number WF-/ });
  await expect(done).toBeVisible();
  const number = (await done.textContent())!.replace('Sent — number ', '');
  await expectNoSeriousA11yViolations(page);

  // The confirmation reaches the sender in English, and support hears of the ticket.
  expect(await outboxText(request, email, number)).toContain(
    `We have received your complaint, number ${number}`,
  );
  await outboxText(request, 'support@wayfare.example', number);

  const answer =
    'We are sorry. The airline agreed to refund the ticket in full; expect it in 5–10 working days.';
  await supportReplies(browser, baseURL!, number, answer);
  expect(await outboxText(request, email, answer)).toContain(`/account/support?ticket=${number}`);

  // The visitor signs up with that e-mail and finds the answer under their account.
  await page.goto('/');
  await signUpByEmail(page, request, { email, first: 'Yến', last: 'Lê Hoàng' });
  await page.goto(`/account/support?ticket=${number}`);
  const ticket = page.getByRole('article', { name: `Complaint ${number}` });
  await expect(ticket).toBeVisible();
  await expect(ticket.getByText('Answered')).toBeVisible();
  await expect(ticket.getByText(answer)).toBeVisible();
  await expect(ticket.getByText('Booking code: VN-QX7K21', { exact: false })).toBeVisible();
  const photo = ticket.getByRole('link', { name: 'boarding-pass.jpg' });
  const file = await request.get((await photo.getAttribute('href'))!);
  expect(file.headers()['content-type']).toBe('image/jpeg');
  expect(Buffer.from(await file.body()).equals(PHOTO)).toBe(true);
  await expectNoSeriousA11yViolations(page);
});
