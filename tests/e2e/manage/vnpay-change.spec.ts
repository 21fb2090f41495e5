import { expect, test } from '@playwright/test';
import { signUpByEmail, uniqueEmail, useEnglish } from '../accounts/helpers';
import { expectNoSeriousViolations } from '../axe';
import { vietnamDate } from '../search/dates';
import { api, payFlightWithVnpay, type SearchedFare } from './wallet';

/** The e-ticket numbers the booking page lists ("E-ticket number of DO LINH: 738…"). */
const TICKET = /^E-ticket number of DO LINH: (\d{13})$/;

/*
 * A dearer flight change paid through VNPay (docs/manage-booking.md "A dearer change paid by
 * card or VNPay"): a new traveller books Sài Gòn → Hải Phòng 57 days ahead (no other journey
 * flies it) on a fare that changes for a fee, paid on the VNPay sandbox's page. On the booking
 * page (axe) they open "Change flight", pick a date two days later and a flight whose total is
 * to pay (axe), pay it on VNPay's page, come back to the booking page, and see the payment
 * received, the new flight's booking code, new e-ticket numbers and the change in the history
 * (axe); the booking_changed e-mail is in the development outbox with the new ticket number.
 */
test('a VNPay-paid ticket changed to a dearer flight, the difference paid on VNPay’s page', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await useEnglish(context, baseURL!);
  await page.goto('/');
  await signUpByEmail(page, request, { email: uniqueEmail('vnchange'), first: 'Linh', last: 'Đỗ' });
  const call = api(page, request);

  type Fare = SearchedFare & { fare_rules: { changeable: boolean; change_fee: number } };
  const booked = await payFlightWithVnpay<Fare>(
    page,
    call,
    { from: 'SGN', to: 'HPH', date: vietnamDate(57), fareRules: 'changeable change_fee' },
    (f) => f.fare_rules.changeable && f.fare_rules.change_fee > 0,
    { first_name: 'LINH', last_name: 'DO', date_of_birth: '1990-07-21' },
    'a demo fare that changes for a fee',
  );
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'See booking details' }).click();

  await expect(page.getByRole('heading', { name: 'Booking details', level: 1 })).toBeVisible();
  const oldCode = (await page.locator('[data-booking-code]').first().textContent())!.trim();
  const oldTicket = page.locator('[data-ticket-number]');
  await expect(oldTicket).toHaveText(TICKET);
  const oldNumber = (await oldTicket.textContent())!.match(TICKET)![1];
  const change = page.getByRole('button', { name: `Change flight ${booked.code}` });
  await expect(change).toBeVisible();
  await change.click();

  const dialog = page.getByRole('dialog', { name: `Change flight ${booked.code}` });
  await dialog.getByLabel('New travel date').fill(vietnamDate(59));
  await dialog.getByRole('button', { name: 'Find flights' }).click();
  const options = dialog.getByRole('radiogroup', { name: 'Flights on the same route and fare' });
  await expect(options.getByRole('radio').first()).toBeVisible();
  // A flight whose total is to pay: the fee alone makes most of them dearer.
  const dearer = options
    .locator('label')
    .filter({ hasText: /Total: ₫[1-9]/ })
    .first();
  await dearer.click();
  const newCode = ((await dearer.textContent()) ?? '').split(' · ')[0];
  expect(newCode).toMatch(/^[A-Z0-9]{2}\d+/);
  const pay = dialog.getByRole('button', { name: /^Pay ₫[\d,]+ with VNPay$/ });
  await expect(pay).toBeVisible();
  const amount = ((await pay.textContent()) ?? '').match(/₫[\d,]+/)![0];
  await expect(
    dialog.getByText(`Pay ${amount} with VNPay. Your flight changes once the payment succeeds`, {
      exact: false,
    }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'change flight dialog (VNPay)');
  await pay.click();

  // VNPay's page (the sandbox speaks its protocol): the difference, paid.
  await expect(page).toHaveURL(/\/dev\/vnpay\/paymentv2\/vpcpay\.html\?/);
  await page.getByRole('button', { name: 'Pay (succeeds)' }).click();

  // Back on the booking page: paid, the new flight, its booking code and new e-ticket numbers.
  await expect(page).toHaveURL(/\/account\/bookings\/detail\?id=.*change_payment=/);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Payment received: your flight is now ${newCode}.` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Change history' })).toBeVisible();
  const line = page.getByText(new RegExp(`^${booked.code} → ${newCode} \\(new booking code `));
  await expect(line).toBeVisible();
  const pnr = ((await line.textContent()) ?? '').match(/new booking code (\w+)\)/)![1];
  expect(pnr).not.toBe(oldCode);
  await expect(page.locator(`[data-booking-code="${pnr}"]`)).toBeVisible();
  const newTicket = page.locator('[data-ticket-number]');
  await expect(newTicket).not.toHaveText(`E-ticket number of DO LINH: ${oldNumber}`);
  await expect(newTicket).toHaveText(TICKET);
  const newNumber = (await newTicket.textContent())!.match(TICKET)![1];
  expect(newNumber).not.toBe(oldNumber);
  await expectNoSeriousViolations(page, '/account/bookings/detail (changed through VNPay)');

  // The e-mail in the outbox: the new booking code and the reissued ticket.
  await expect
    .poll(async () => {
      const answer = await request.get(`/dev/outbox?to=${encodeURIComponent(booked.contact)}`);
      const mails = (await answer.json()) as { subject: string | null; html: string | null }[];
      return mails
        .filter((m) => /^(Flight changed|Đã đổi chuyến bay): /.test(m.subject ?? ''))
        .map((m) => ({ subject: m.subject, ticket: (m.html ?? '').includes(newNumber) }));
    })
    .toEqual([{ subject: expect.stringMatching(new RegExp(`: ${pnr}$`)), ticket: true }]);
  expect(errors).toEqual([]);
});
