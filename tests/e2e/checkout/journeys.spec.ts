import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInWithPassword, useEnglish } from '../accounts/helpers';
import { expectNoSeriousViolations } from '../axe';
import { vietnamDate } from '../search/dates';

/*
 * Whole journeys of issue 10 as a traveller makes them: a flight found from the home page and
 * paid through the VNPay sandbox; a room paid by a VietQR transfer the sandbox bank reports
 * while the QR page is open; a wallet top-up, then a room paid from the wallet. axe on each
 * page. The demo traveller (server/db/demo) already has a year of orders: each booking is found
 * by its own code.
 */

test.beforeEach(async ({ context, baseURL, page }) => {
  await useEnglish(context, baseURL ?? '');
  await page.goto('/');
  await signInWithPassword(page, { email: 'traveller@mail.example' }, DEMO_PASSWORD);
  await expect(page.getByRole('dialog')).toBeHidden();
});

async function choosePlace(page: Page, field: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: field });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** The first room of the first hotel in Đà Nẵng for one night, the lead guest saved. */
async function holdRoom(page: Page, inDays: number) {
  await page.goto(
    `/p?to=city%3Ada-nang&depart=${vietnamDate(inDays)}&return=${vietnamDate(inDays + 1)}`,
  );
  const first = page.getByRole('article').first();
  const name = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link', { name }).click();
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/checkout\/hotel\?.*cart=/);
  await page.getByRole('textbox', { name: 'Name of the guest checking in' }).fill('Ngo Thanh Tam');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('0912345678');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Details saved' })).toBeVisible();
  return name;
}

/** The booking with this code in /account/bookings: listed as confirmed. */
async function expectInBookings(page: Page, code: string) {
  await page.goto('/account/bookings');
  const booking = page.getByRole('listitem').filter({ hasText: `Booking code ${code}` });
  await expect(booking).toContainText('Confirmed');
  await expectNoSeriousViolations(page, '/account/bookings');
  return booking;
}

test('a flight from the home page: searched, chosen, paid through VNPay, in my bookings', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const depart = vietnamDate(12);
  await page.goto('/');
  await expectNoSeriousViolations(page, '/');
  await choosePlace(page, 'From', 'han', /HAN/);
  await choosePlace(page, 'To', 'sgn', /SGN/);
  await page.getByLabel('Departure').fill(depart);
  await page.getByRole('button', { name: 'Search flights' }).click();

  await expect(page).toHaveURL(new RegExp(`/flight\\?from=HAN&to=SGN&depart=${depart}`));
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/flight');
  await page
    .getByRole('button', { name: /^Details of flight / })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Choose this fare' }).first().click();

  await expect(page).toHaveURL(/\/checkout\/flight\?.*cart=/);
  await expect(page.getByRole('heading', { name: 'Book your flight', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Last name' }).fill('Ngo');
  await page.getByRole('textbox', { name: 'First and middle names' }).fill('Thanh Tam');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('0912345678');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText(/^NGO THANH TAM · May 17, 1990$/)).toBeVisible();
  await expectNoSeriousViolations(page, '/checkout/flight');

  await page.getByRole('radio', { name: /^VNPay/ }).check();
  await page.getByRole('button', { name: 'Continue to VNPay' }).click();
  await expect(page).toHaveURL(/\/dev\/vnpay\/paymentv2\/vpcpay\.html\?/);
  await page.getByRole('button', { name: 'Pay (succeeds)' }).click();

  await expect(page).toHaveURL(/\/checkout\/success-flight\?cart=.*vnp_ResponseCode=00/);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  const pnr = page.getByText(/^Booking code \(PNR\) [A-Z0-9]{6}$/);
  await expect(pnr).toBeVisible();
  await expect(page.getByText(/^Paid .+ by VNPay/)).toBeVisible();
  await expectNoSeriousViolations(page, '/checkout/success-flight');
  const code = (await pnr.textContent())!.split(' ').pop()!;

  const booking = await expectInBookings(page, code);
  await expect(booking).toContainText('Hanoi → Ho Chi Minh City');
  expect(errors).toEqual([]);
});

test('a room paid by VietQR transfer: the open QR page sees the bank’s credit by itself', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const name = await holdRoom(page, 41);
  await page.getByRole('radio', { name: 'Bank transfer (VietQR)' }).check();
  await page.getByRole('button', { name: 'Show the VietQR code to transfer' }).click();
  const qr = page.getByRole('img', { name: /^VietQR code to transfer / });
  await expect(qr).toBeVisible();
  await expect(page.getByText(/^WF[0-9A-F]{16}$/)).toBeVisible();
  await expectNoSeriousViolations(page, '/checkout/hotel (QR)');

  // Nobody clicks anything: the sandbox bank reports the transfer of the code shown.
  const sent = await request.post('/dev/bank/transfers', {
    data: { qr: await qr.getAttribute('data-qr') },
  });
  expect(sent.ok()).toBe(true);
  await expect(page).toHaveURL(/\/checkout\/success-hotel\?cart=/);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByText(/^Paid .+ by Bank transfer/)).toBeVisible();
  const confirmation = page.getByText(/^Hotel confirmation WF\d{8}$/);
  await expect(confirmation).toBeVisible();
  await expectNoSeriousViolations(page, '/checkout/success-hotel (bank transfer)');
  const code = (await confirmation.textContent())!.split(' ').pop()!;

  const booking = await expectInBookings(page, code);
  await expect(booking.getByRole('heading')).toContainText(name);
});

test('a wallet top-up through VNPay, then a room paid from the wallet', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/account/top-up');
  await expect(page.getByRole('heading', { name: 'Top up your wallet', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, '/account/top-up');
  await page.getByRole('textbox', { name: /Amount/ }).fill('5000000');
  await page.getByRole('radio', { name: /^VNPay/ }).check();
  await page.getByRole('button', { name: 'Top up ₫5,000,000' }).click();
  await expect(page).toHaveURL(/\/dev\/vnpay\/paymentv2\/vpcpay\.html\?/);
  await page.getByRole('button', { name: 'Pay (succeeds)' }).click();
  await expect(page.getByText('₫5,000,000 was added to your wallet.')).toBeVisible();
  await expectNoSeriousViolations(page, '/account/top-up (result)');

  await holdRoom(page, 44);
  await page.getByRole('radio', { name: 'Wayfare wallet' }).check();
  await expect(page.getByText(/^Wallet balance: ₫/)).toBeVisible();
  await expectNoSeriousViolations(page, '/checkout/hotel (wallet)');
  await page.getByRole('button', { name: /^Pay .+ from my wallet$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/success-hotel\?cart=/);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByText(/^Paid .+ by Wayfare wallet/)).toBeVisible();
  const code = (await page.getByText(/^Hotel confirmation WF\d{8}$/).textContent())!
    .split(' ')
    .pop()!;
  await expectInBookings(page, code);

  // The wallet lists the top-up and the payment, newest first.
  await page.goto('/account/wallet');
  await expect(page.getByRole('heading', { name: 'My wallet', level: 1 })).toBeVisible();
  await expect(page.getByText('Wallet top-up').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/account/wallet');
});
