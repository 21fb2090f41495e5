import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { firstPagePng, inkShare, pdfText } from '../server/documents/poppler';
import { signInAs, signUpByEmail, uniqueEmail, useEnglish } from './accounts/helpers';
import { expectNoSeriousViolations } from './axe';
import { vietnamDate } from './search/dates';
import {
  api,
  payFlightFromWallet,
  topUpWallet,
  type Call,
  type SearchedFare,
} from './manage/wallet';

/*
 * Issue 23, managing a booking (docs/manage-booking.md): a demo traveller tops up through the
 * offline VNPay gateway, books a stay on a free-cancellation rate and pays from the wallet
 * (through the API, as the checkout pages' own journeys cover them), sees "booked" on the
 * result page, opens the booking detail page from it (axe, 320 and 1600 px), downloads its hotel
 * voucher PDF (read with poppler: the guest's name whole, page 1 drawn), cancels it in one
 * step with confirmation, sees the refund in the wallet and the cancellation and refund
 * e-mails in the development outbox, and reads the cancelled booking in Vietnamese.
 * Cash back after the stay is a job: tests/server/bookings/manage-booking.test.ts moves its clock.
 */

const SEARCH = `query($input: SearchPropertiesInput!) { search_properties(input: $input) {
  entries { id } } }`;
const PROPERTY = `query($input: PropertyInput!) { property(input: $input) {
  room_types { rates { id price rate_plan { free_cancellation_until } } } } }`;
const CART = `mutation($input: CreateCartInput!) { create_cart(input: $input) { id cart_token price } }`;
const PAY = `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { id status } }`;
const DETAILS = `mutation($i: UpdateBookingDetailsInput!) { update_booking_details(input: $i) { id } }`;

type Rate = { id: string; price: number; rate_plan: { free_cancellation_until: string | null } };

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function fits(page: Page, width: number, label: string) {
  await page.setViewportSize({ width, height: 900 });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(wide, `${label}: no sideways scrolling at ${width} px`).toBe(false);
}

/** The properties with rooms for `stay` anywhere in Vietnam, cheapest first. */
async function staysByPrice(call: Call, stay: Record<string, unknown>) {
  const found = await call('property', SEARCH, {
    input: {
      ...stay,
      sort: 'PRICE',
      bounds: {
        northeast: { latitude: 24, longitude: 110 },
        southwest: { latitude: 8, longitude: 102 },
      },
    },
  });
  return found.search_properties.entries as { id: string }[];
}

test('a free-cancellation stay booked, then cancelled with the refund in the wallet', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await useEnglish(context, baseURL!);
  await signInAs(page, 'traveller@mail.example');
  const call = api(page, request);

  // Money in the wallet, through the VNPay sandbox.
  await topUpWallet(page, call, 20_000_000);

  // The cheapest rate with free cancellation, 20 days ahead.
  const stay = { check_in: day(20), check_out: day(21), n_o_a: 2 };
  const found = await staysByPrice(call, stay);
  let rate: { id: string; price: number } | null = null;
  let propertyId = '';
  for (const entry of found.slice(0, 10)) {
    const { property } = await call('property', PROPERTY, { input: { id: entry.id, ...stay } });
    const free = property.room_types
      .flatMap((r: { rates: Rate[] }) => r.rates)
      .filter((r: Rate) => r.rate_plan.free_cancellation_until !== null)
      .sort((a: { price: number }, b: { price: number }) => a.price - b.price);
    if (free.length) {
      rate = free[0];
      propertyId = entry.id;
      break;
    }
  }
  expect(rate, 'a demo stay with free cancellation').not.toBeNull();
  const cart = (
    await call('payments', CART, {
      input: { hotel: { property_id: propertyId, rate_id: rate!.id, n_o_a: 2 } },
    })
  ).create_cart as { id: string; cart_token: string; price: number };
  const contact = `manage.${Date.now()}@mail.example`;
  await call('payments', DETAILS, {
    i: {
      payment_checkout_session_id: cart.id,
      contact_email: contact,
      contact_phone: '0901234567',
      guest: 'Nguyễn Thị Lan',
    },
  });
  expect((await call('payments', PAY, { s: cart.id })).pay_with_wallet.status).toBe('SUCCESSFUL');

  // The result page says booked and leads to the booking.
  await page.goto(`/checkout/success-hotel?cart=${encodeURIComponent(cart.cart_token)}`);
  await expect(page.getByRole('heading', { name: 'Your room is booked', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My bookings' }).last()).toBeVisible();
  await page.getByRole('link', { name: 'See booking details' }).click();

  await expect(page.getByRole('heading', { name: 'Booking details', level: 1 })).toBeVisible();
  await expect(page.locator('[data-booking-code]')).toHaveText(/^WF\d{8}$/);
  await expect(page.getByText(/^Free cancellation until/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Price details' })).toBeVisible();

  // The hotel voucher, downloaded as the traveller would: a PDF whose text keeps the guest's
  // Vietnamese name whole and whose first page is drawn.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download hotel voucher (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^hotel-voucher-[0-9A-F]{8}\.pdf$/);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdf).normalize('NFC');
  expect(text).toContain('Hotel voucher');
  expect(text).toContain('Nguyễn Thị Lan');
  expect(text).toMatch(/WF\d{8}/);
  expect(inkShare(firstPagePng(pdf))).toBeGreaterThan(0.01);
  await expectNoSeriousViolations(page, '/account/bookings/detail');
  await fits(page, 320, 'booking detail');
  await fits(page, 1600, 'booking detail');

  const wallet = async () => {
    await page.goto('/account/wallet');
    return page.getByRole('main');
  };
  const url = page.url();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByRole('button', { name: 'Keep booking' })).toBeFocused();
  await expectNoSeriousViolations(page, 'cancel dialog');
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(page.getByText(/refunded to your Wayfare wallet/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

  // The refund in the wallet.
  const main = await wallet();
  await expect(main.getByText('Booking refund').first()).toBeVisible();

  // The e-mails, to the contact, in the traveller's language.
  await expect
    .poll(async () => {
      const answer = await request.get(`/dev/outbox?to=${encodeURIComponent(contact)}`);
      const subjects = ((await answer.json()) as { subject: string | null }[]).map(
        (m) => m.subject,
      );
      return subjects.sort();
    })
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^(Đã huỷ đặt chỗ|Booking cancelled)/),
        expect.stringMatching(/^(Wayfare đã hoàn tiền|Wayfare refunded)/),
        expect.stringMatching(/^(Xác nhận đặt phòng|Hotel booking confirmed)/),
      ]),
    );

  // The cancelled booking in Vietnamese.
  await context.addCookies([{ name: 'i18n_redirected', value: 'vi', url: baseURL! }]);
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Chi tiết đặt chỗ', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Đã huỷ lúc/)).toBeVisible();
  await expect(page.getByText(/^Đã hoàn .* về Ví Wayfare\.$/i)).toBeVisible();
  await expectNoSeriousViolations(page, '/account/bookings/detail (vi)');
});

/*
 * Cash back after the trip (docs/manage-booking.md "Cash back after the trip"): the demo traveller
 * (a rank that earns cash back) books a stay paid from the wallet; the booking page shows the
 * cash back pending until the trip's end; the job's step runs for that one order with its clock
 * moved past check-out (the test hook, not a wait); the page then says it is in the wallet, the
 * wallet lists it, and the page reads the same in Vietnamese. Axe on each state.
 */
test('a cash back pending after booking, credited after the stay by the job with its clock moved', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await useEnglish(context, baseURL!);
  await signInAs(page, 'traveller@mail.example');
  const call = api(page, request);
  await topUpWallet(page, call, 5_000_000);

  // The cheapest stay 24 days ahead, one night (no other journey books that night).
  const stay = { check_in: day(24), check_out: day(25), n_o_a: 1 };
  const found = await staysByPrice(call, stay);
  const propertyId = found[0]!.id;
  const { property } = await call('property', PROPERTY, { input: { id: propertyId, ...stay } });
  const rate = (property.room_types as { rates: Rate[] }[])
    .flatMap((r) => r.rates)
    .sort((a, b) => a.price - b.price)[0]!;
  const cart = (
    await call('payments', CART, {
      input: { hotel: { property_id: propertyId, rate_id: rate.id, n_o_a: 1 } },
    })
  ).create_cart as { id: string; cart_token: string };
  await call('payments', DETAILS, {
    i: {
      payment_checkout_session_id: cart.id,
      contact_email: `cashback.${Date.now()}@mail.example`,
      contact_phone: '0901234567',
      guest: 'Trần Văn Minh',
    },
  });
  expect((await call('payments', PAY, { s: cart.id })).pay_with_wallet.status).toBe('SUCCESSFUL');

  // Pending on the booking page, with the day it falls due.
  await page.goto(`/checkout/success-hotel?cart=${encodeURIComponent(cart.cart_token)}`);
  await page.getByRole('link', { name: 'See booking details' }).click();
  await expect(page.getByRole('heading', { name: 'Booking details', level: 1 })).toBeVisible();
  const url = page.url();
  const cashBack = page.locator('[data-cash-back]');
  await expect(cashBack).toHaveAttribute('data-cash-back', 'PENDING');
  await expect(cashBack).toContainText(/^Cash back: ₫[\d,]+/);
  await expect(cashBack.getByText(/^Goes to your wallet after the trip \(.+\)$/)).toBeVisible();
  const amount = ((await cashBack.textContent()) ?? '').match(/^Cash back: ₫([\d,]+)/)?.[1];
  expect(amount, 'a cash back amount').toBeTruthy();
  await expectNoSeriousViolations(page, '/account/bookings/detail (cash back pending)');

  // Nothing is paid before the trip ends: the job at today's clock leaves it pending.
  const early = await request.post('/test-hooks/rewards/cash-back', {
    data: { payment_checkout_session_id: cart.id, at: new Date().toISOString() },
  });
  expect(early.status()).toBe(200);
  expect(((await early.json()) as { paid: number }).paid).toBe(0);

  // The job's step with its clock a minute past check-out pays it once; a second run pays nothing.
  const step = await request.post('/test-hooks/rewards/cash-back', {
    data: { payment_checkout_session_id: cart.id },
  });
  expect(step.status()).toBe(200);
  expect(((await step.json()) as { paid: number }).paid).toBe(1);
  const again = await request.post('/test-hooks/rewards/cash-back', {
    data: { payment_checkout_session_id: cart.id },
  });
  expect(again.status(), 'no pending cash back left').toBe(404);

  await page.goto(url);
  await expect(cashBack).toHaveAttribute('data-cash-back', 'CREDITED');
  await expect(cashBack.getByText('In your wallet', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, '/account/bookings/detail (cash back credited)');
  await page.goto('/account/wallet');
  await expect(page.getByRole('main').getByText('Cash back').first()).toBeVisible();

  await context.addCookies([{ name: 'i18n_redirected', value: 'vi', url: baseURL! }]);
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Chi tiết đặt chỗ', level: 1 })).toBeVisible();
  await expect(cashBack.getByText('Đã vào ví', { exact: true })).toBeVisible();
  await expect(cashBack).toContainText(new RegExp(`${amount!.replace(/,/g, '\\.')}\\s₫`));
  await expectNoSeriousViolations(page, '/account/bookings/detail (vi, cash back credited)');
});

const BOOKING = `query($id: ID!) { user_booking(id: $id) {
  order { price } cancellation { can_cancel refund_fee refund_amount } } }`;

/*
 * A refundable ticket cancelled by its fare's rules (docs/manage-booking.md "Cancelling"): a new
 * traveller (their own wallet) books Đà Nẵng → Hà Nội 38 days ahead (no other journey flies it)
 * on a fare with a refund fee, paid from the wallet; the booking page says the fee and the net,
 * the dialog lists paid, fee and what comes back (axe), the wallet shows the net back, and the
 * page reads the same in Vietnamese.
 */
test('a refundable ticket cancelled with its fee shown and the net back in the wallet', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await useEnglish(context, baseURL!);
  await page.goto('/');
  await signUpByEmail(page, request, { email: uniqueEmail('refund'), first: 'Tùng', last: 'Lê' });
  const call = api(page, request);
  await topUpWallet(page, call, 20_000_000);

  // A fare refundable for a fee that is never waived (so the fee applies now).
  type Fare = SearchedFare & {
    fare_rules: { refundable: boolean; refund_fee: number | null; free_cancellation_hours: number };
  };
  const booked = await payFlightFromWallet<Fare>(
    call,
    {
      from: 'DAD',
      to: 'HAN',
      date: vietnamDate(38),
      fareRules: 'refundable refund_fee free_cancellation_hours',
    },
    (f) =>
      f.fare_rules.refundable &&
      (f.fare_rules.refund_fee ?? 0) > 0 &&
      f.fare_rules.free_cancellation_hours === 0 &&
      f.price > (f.fare_rules.refund_fee ?? 0),
    { first_name: 'TUNG', last_name: 'LE', date_of_birth: '1990-04-12' },
    'a demo fare refundable for a fee',
  );
  const before = (await call('payments', BOOKING, { id: booked.order })).user_booking;
  const fee = booked.fare.fare_rules.refund_fee!;
  expect(before.cancellation).toEqual({
    can_cancel: true,
    refund_fee: fee,
    refund_amount: before.order.price - fee,
  });
  const n = (v: number) => v.toLocaleString('en-US');
  const net = before.order.price - fee;

  await page.goto(`/account/bookings/detail?id=${booked.order}`);
  await expect(page.getByRole('heading', { name: 'Booking details', level: 1 })).toBeVisible();
  await expect(
    page.getByText(new RegExp(`refund fee of \\D*${n(fee)} is kept and \\D*${n(net)} comes back`)),
  ).toBeVisible();
  await expectNoSeriousViolations(page, '/account/bookings/detail (ticket)');
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByRole('button', { name: 'Keep booking' })).toBeFocused();
  await expect(dialog.getByText('Refund fee (fare rules)')).toBeVisible();
  await expect(dialog.getByText(new RegExp(`^−\\D*${n(fee)}$`))).toBeVisible();
  await expectNoSeriousViolations(page, 'cancel dialog (ticket)');
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(
    page.getByText(new RegExp(`${n(net)}.* refunded to your Wayfare wallet`)),
  ).toBeVisible();
  await expect(page.getByText(new RegExp(`Refund fee kept: \\D*${n(fee)}\\.`))).toBeVisible();

  // The net back in the wallet.
  await page.goto('/account/wallet');
  const refund = page.getByRole('listitem').filter({ hasText: 'Booking refund' }).first();
  await expect(refund).toContainText(new RegExp(`\\+\\D*${n(net)}`));

  // The same in Vietnamese.
  await context.addCookies([{ name: 'i18n_redirected', value: 'vi', url: baseURL! }]);
  await page.goto(`/account/bookings/detail?id=${booked.order}`);
  await expect(page.getByRole('heading', { name: 'Chi tiết đặt chỗ', level: 1 })).toBeVisible();
  await expect(
    page.getByText(/^Đã hoàn .* về Ví Wayfare\. Phí hoàn vé đã giữ lại: /i),
  ).toBeVisible();
  await expectNoSeriousViolations(page, '/account/bookings/detail (ticket, vi)');
});
