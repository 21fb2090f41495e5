import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  signInAs,
  signInWithPassword,
  signUpByEmail,
  uniqueEmail,
  useEnglish,
} from '../accounts/helpers';
import { expectNoSeriousViolations } from '../axe';
import { vietnamDate } from '../search/dates';

/*
 * Spec §6: the demo travel agent picks the traveller they book for in the header, books a room
 * for her (paid by the agent through VNPay), and the booking is hers: checkout shows her
 * details, not the agent's; the confirmation goes to her with a copy to the agent (dev outbox);
 * she finds it in her own account marked "Booked by …", and the agent in theirs. The header
 * and a banner under it say for whom the agent acts until they stop.
 *
 * The agent's desk (docs/accounts-ui.md "Travel agent"): a new client joins by consent — the
 * agent invites her e-mail, she agrees in her account, the agent then finds her by search; she
 * can remove the agent again.
 */

interface Mail {
  channel: string;
  to: string;
  text: string;
}

test('an agent books a room for their traveller, who then finds it in her bookings', async ({
  page,
  browser,
  baseURL,
  context,
}) => {
  test.setTimeout(180_000);
  await useEnglish(context, baseURL ?? '');
  await page.goto('/');
  await signInWithPassword(page, { email: 'agent@wayfare.example' }, DEMO_PASSWORD);
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: 'Choose a traveller' }).click();
  const desk = page.getByRole('dialog', { name: 'Clients you book for' });
  await desk.getByRole('combobox', { name: 'Search clients' }).fill('ngo tam');
  await page.getByRole('option', { name: /Ngô Thanh Tâm/ }).click();
  const acting = page.getByRole('button', { name: 'Booking for: Ngô Thanh Tâm' });
  await expect(acting).toBeVisible();
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(
    /You are booking for Ngô Thanh Tâm \(travel agent\)/,
  );
  await expectNoSeriousViolations(page, '/ (agent acting)');

  await page.goto(`/p?to=city%3Ada-nang&depart=${vietnamDate(47)}&return=${vietnamDate(48)}`);
  const first = page.getByRole('article').first();
  const name = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link', { name }).click();
  await expect(acting).toBeVisible();
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/checkout\/hotel\?.*cart=/);
  // Her details, not the agent's: her e-mail for the confirmation, her name as the guest.
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
    'traveller@mail.example',
  );
  const guest = page.getByRole('textbox', { name: 'Name of the guest checking in' });
  await expect(guest).toHaveValue(/Tâm/);
  await guest.fill('Ngo Thanh Tam');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('0912345678');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Details saved' })).toBeVisible();
  await expectNoSeriousViolations(page, '/checkout/hotel (agent)');
  await page.getByRole('radio', { name: /^VNPay/ }).check();
  await page.getByRole('button', { name: 'Continue to VNPay' }).click();
  await page.getByRole('button', { name: 'Pay (succeeds)' }).click();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  const code = (await page.getByText(/^Hotel confirmation WF\d{8}$/).textContent())!
    .split(' ')
    .pop()!;
  await expectNoSeriousViolations(page, '/checkout/success-hotel (agent)');

  // The confirmation is hers; the agent gets a copy.
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get('/dev/outbox?limit=100')).json()) as Mail[];
      return mails
        .filter((m) => m.channel === 'email' && m.text.includes(code))
        .map((m) => m.to)
        .sort();
    })
    .toEqual(['agent@wayfare.example', 'traveller@mail.example']);
  const copy = ((await (await page.request.get('/dev/outbox?limit=100')).json()) as Mail[]).find(
    (m) => m.to === 'agent@wayfare.example' && m.text.includes(code),
  )!;
  expect(copy.text).toMatch(/Tâm/);

  // The agent's own list has it too, for her.
  await page.goto('/account/bookings');
  const agentsCopy = page.getByRole('listitem').filter({ hasText: `Booking code ${code}` });
  await expect(agentsCopy).toContainText('Booked by you for');
  await expectNoSeriousViolations(page, '/account/bookings (agent)');

  // The agent stops acting: the header offers the choice again.
  await page.goto('/');
  await page.getByRole('banner').getByRole('status').getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('button', { name: 'Choose a traveller' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('status')).toHaveCount(0);

  // The traveller, signed in on her own, finds the booking among hers.
  const hers = await browser.newContext();
  await useEnglish(hers, baseURL ?? '');
  const her = await hers.newPage();
  await her.goto('/');
  await signInWithPassword(her, { email: 'traveller@mail.example' }, DEMO_PASSWORD);
  await expect(her.getByRole('dialog')).toBeHidden();
  await her.goto('/account/bookings');
  const booking = her.getByRole('listitem').filter({ hasText: `Booking code ${code}` });
  await expect(booking).toContainText('Confirmed');
  await expect(booking.getByRole('heading')).toContainText(name);
  await expect(booking).toContainText('Booked by');
  await hers.close();
});

test('a new client joins the agent by consent, and can remove the agent again', async ({
  page,
  browser,
  baseURL,
  context,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('agent-client');
  await useEnglish(context, baseURL ?? '');
  await signInAs(page, 'agent@wayfare.example');
  await page.getByRole('button', { name: 'Choose a traveller' }).click();
  const desk = page.getByRole('dialog', { name: 'Clients you book for' });
  await desk.getByRole('textbox', { name: "Client's e-mail" }).fill(email);
  await desk.getByRole('button', { name: 'Send invitation' }).click();
  await expect(desk.getByText(`Invitation sent to ${email}.`, { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page, 'agent desk dialog');
  // Not a client before she agrees: the search does not find her.
  await desk.getByRole('combobox', { name: 'Search clients' }).fill(email);
  await expect(page.getByText('No client matches')).toBeVisible();
  // The dialog's own Close (the search box's popup button is also named Close while open).
  await desk.getByRole('button', { name: 'Close' }).last().click();
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`/dev/outbox?to=${email}`)).json()) as Mail[];
      return mails
        .filter((m) => m.channel === 'email')
        .map((m) => m.text.includes('/account/invitations'));
    })
    .toEqual([true]);

  // She signs up with that e-mail and agrees in her account.
  const hers = await browser.newContext();
  await useEnglish(hers, baseURL ?? '');
  const her = await hers.newPage();
  await her.goto('/');
  await signUpByEmail(her, her.request, { email, first: 'Mai', last: 'Đỗ' });
  await her.goto('/account/invitations');
  const card = her.getByRole('listitem', { name: 'Dương Hữu Nghĩa would like to book for you' });
  await expect(card).toBeVisible();
  await expectNoSeriousViolations(her, '/account/invitations (travel agent)');
  await card.getByRole('button', { name: 'Agree' }).click();
  await expect(her.getByText('Dương Hữu Nghĩa can now book for you.')).toBeVisible();

  // The agent finds her by name now, and books for her under the banner.
  await page.reload();
  await page.getByRole('button', { name: 'Choose a traveller' }).click();
  await desk.getByRole('combobox', { name: 'Search clients' }).fill('do mai');
  await page.getByRole('option', { name: /Đỗ Mai/ }).click();
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(
    /You are booking for Đỗ Mai/,
  );

  // She removes the agent (after confirming); the agent's next load forgets her.
  await her.getByRole('button', { name: 'Remove Dương Hữu Nghĩa' }).click();
  const confirm = her.getByRole('dialog', { name: 'Remove Dương Hữu Nghĩa?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(her.getByText('No travel agent books for you.')).toBeVisible();
  await hers.close();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Choose a traveller' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('status')).toHaveCount(0);
});
