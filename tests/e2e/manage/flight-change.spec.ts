import { expect, test } from '@playwright/test';
import { signUpByEmail, uniqueEmail, useEnglish } from '../accounts/helpers';
import { expectNoSeriousViolations } from '../axe';
import { vietnamDate } from '../search/dates';
import { api, payFlightFromWallet, topUpWallet, walletBalance, type SearchedFare } from './wallet';

/** "₫600,000" or "−₫150,000" as đồng. */
const amountOf = (text: string) => {
  const digits = text.match(/₫([\d,]+)/)?.[1];
  expect(digits, `an amount in "${text}"`).toBeTruthy();
  return (text.trim().startsWith('−') ? -1 : 1) * Number(digits!.replace(/,/g, ''));
};

/*
 * A self-service flight change (docs/manage-booking.md "Changing a flight"): a new traveller
 * (their own wallet) tops up through VNPay and books Phú Quốc → Sài Gòn 41 days ahead (no other
 * journey flies it) on a fare that changes for a fee, paid from the wallet (API). On the booking
 * page (axe) they open "Change flight", pick a date two days later, see the fare difference, the
 * change fee and the total for the flight they choose (axe), confirm, and see the new flight's
 * booking code, the change in the history and the wallet's balance moved by that total.
 */
test('a wallet-paid flight changed to another date, the difference paid from the wallet', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await useEnglish(context, baseURL!);
  await page.goto('/');
  await signUpByEmail(page, request, { email: uniqueEmail('change'), first: 'Hà', last: 'Vũ' });
  const call = api(page, request);
  await topUpWallet(page, call, 10_000_000);

  type Fare = SearchedFare & { fare_rules: { changeable: boolean; change_fee: number } };
  const booked = await payFlightFromWallet<Fare>(
    call,
    { from: 'PQC', to: 'SGN', date: vietnamDate(41), fareRules: 'changeable change_fee' },
    (f) => f.fare_rules.changeable && f.fare_rules.change_fee > 0,
    { first_name: 'HA', last_name: 'VU', date_of_birth: '1991-03-08' },
    'a demo fare that changes for a fee',
  );
  const before = await walletBalance(page);

  await page.goto(`/account/bookings/detail?id=${booked.order}`);
  await expect(page.getByRole('heading', { name: 'Booking details', level: 1 })).toBeVisible();
  const oldCode = (await page.locator('[data-booking-code]').first().textContent())!.trim();
  expect(oldCode).not.toBe('');
  const change = page.getByRole('button', { name: `Change flight ${booked.code}` });
  await expect(change).toBeVisible();
  await expectNoSeriousViolations(page, '/account/bookings/detail (changeable ticket)');
  await change.click();

  const dialog = page.getByRole('dialog', { name: `Change flight ${booked.code}` });
  await dialog.getByLabel('New travel date').fill(vietnamDate(43));
  await dialog.getByRole('button', { name: 'Find flights' }).click();
  const options = dialog.getByRole('radiogroup', { name: 'Flights on the same route and fare' });
  await expect(options.getByRole('radio').first()).toBeVisible();
  const picked = options.getByRole('radio').first();
  await picked.check();
  const newCode = ((await options.locator('label').first().textContent()) ?? '').split(' · ')[0];
  expect(newCode).toMatch(/^[A-Z0-9]{2}\d+/);

  // The price difference: fare difference + change fee = total, said as what the wallet pays.
  const terms = dialog.locator('dl');
  const value = async (term: string) =>
    amountOf(
      (await terms
        .locator('dt', { hasText: new RegExp(`^${term}$`) })
        .locator('xpath=following-sibling::dd[1]')
        .textContent()) ?? '',
    );
  const difference = await value('Fare difference');
  const fee = await value('Change fee');
  const total = await value('Total');
  expect(fee).toBe(booked.fare.fare_rules.change_fee);
  expect(total).toBe(difference + fee);
  if (total > 0)
    await expect(dialog.getByText(/^Pay ₫[\d,]+ from your Wayfare wallet$/)).toBeVisible();
  else if (total < 0) await expect(dialog.getByText(/back to your Wayfare wallet$/)).toBeVisible();
  await expectNoSeriousViolations(page, 'change flight dialog');
  await dialog.getByRole('button', { name: 'Confirm change' }).click();

  // The new flight and its new booking code on the page, and the change in the history.
  const done = page.getByRole('status').filter({ hasText: /^Changed to flight / });
  await expect(done).toBeVisible();
  const pnr = ((await done.textContent()) ?? '').match(/New booking code: (\S+)\.$/)?.[1];
  expect(pnr, 'the new booking code').toBeTruthy();
  expect(pnr).not.toBe(oldCode);
  await expect(done).toContainText(`Changed to flight ${newCode}.`);
  await expect(page.locator(`[data-booking-code="${pnr}"]`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Change history' })).toBeVisible();
  await expect(
    page.getByText(`${booked.code} → ${newCode} (new booking code ${pnr})`, { exact: false }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, '/account/bookings/detail (changed)');

  // The wallet moved by the total, once.
  expect(await walletBalance(page)).toBe(before - total);
});
