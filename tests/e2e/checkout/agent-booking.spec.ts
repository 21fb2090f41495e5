import { expect as baseExpect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInWithPassword, useEnglish } from '../accounts/helpers';
import { expectNoSeriousViolations } from '../axe';
import { vietnamDate } from '../search/dates';

/*
 * Spec §6: the demo travel agent picks the traveller they book for in the header, books a room
 * for her (paid by the agent through VNPay), and the booking is hers: checkout shows her
 * details, not the agent's; the confirmation goes to her with a copy to the agent (dev outbox);
 * she finds it in her own account marked "Booked by …", and the agent in theirs. The header
 * says for whom the agent acts until they stop.
 */

interface Mail {
  channel: string;
  to: string;
  text: string;
}

const expect = baseExpect.configure({ timeout: 15_000 });

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
  await page.getByRole('menuitem', { name: /Ngô Thanh Tâm/ }).click();
  const acting = page.getByRole('button', { name: 'Booking for: Ngô Thanh Tâm' });
  await expect(acting).toBeVisible();
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
  await page.getByRole('button', { name: 'Booking for: Ngô Thanh Tâm' }).click();
  await page.getByRole('menuitem', { name: /^Stop booking for them/ }).click();
  await expect(page.getByRole('button', { name: 'Choose a traveller' })).toBeVisible();

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
