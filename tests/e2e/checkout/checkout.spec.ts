import { expect, test, type Page } from '@playwright/test';
import { signInAs, useEnglish } from '../accounts/helpers';
import { expectNoSeriousViolations } from '../axe';
import { checkoutPaths, firstPropertyId } from '../../../bench/lighthouse-checkout';
import { measureJsDuring } from '../../../bench/page-js';
import { SESSION_COOKIE } from '../../../src/api/tokens';
import { vietnamDate } from '../search/dates';

const TRAVELLER = 'traveller@mail.example';

test.beforeEach(async ({ context, baseURL }) => {
  await useEnglish(context, baseURL ?? '');
});

/**
 * The hold banner (sticky at ≥ 900 px) stays above a field scrolled under it: an outlined field's
 * label is stacked at z-index 1 and, later in the page, once drew over the banner.
 */
async function expectBannerAboveScrolledLabel(page: Page, label: string) {
  const timer = await page.getByRole('timer', { name: 'Time held' }).elementHandle();
  const seen = await page.locator('label', { hasText: label }).evaluate((el, banner) => {
    const b = banner!.getBoundingClientRect();
    const y = b.top + b.height / 2;
    window.scrollBy(0, el.getBoundingClientRect().top + 2 - y);
    const l = el.getBoundingClientRect();
    const under = l.top <= y && l.bottom >= y && l.left < b.right && l.right > b.left;
    const hit = document.elementFromPoint(Math.max(l.left, b.left) + 2, y);
    const result = { under, onTop: hit !== null && banner!.contains(hit) };
    window.scrollTo(0, 0);
    return result;
  }, timer);
  expect(seen).toEqual({ under: true, onTop: true });
}

test('a room in Đà Nẵng: held, guest details, paid through the VNPay sandbox, confirmed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInAs(page, TRAVELLER);
  await page.goto(`/p?to=city%3Ada-nang&depart=${vietnamDate(20)}&return=${vietnamDate(22)}`);
  const first = page.getByRole('article').first();
  const name = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link', { name }).click();
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();

  // The choice becomes a held cart whose token replaces the choice in the history entry.
  await expect(page).toHaveURL(/\/checkout\/hotel\?.*cart=/);
  await expect(page.getByRole('heading', { name: 'Book your room', level: 1 })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time held' })).toContainText(
    /^Held for you for 1[45]:\d\d/,
  );
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Price details' })).toBeVisible();
  await expect(page.getByText(/Includes 10% VAT: /)).toBeVisible();
  await expect(page.getByText('Save the traveller details before paying.')).toBeVisible();

  // The traveller's own name is the lead guest until changed; the form's own check, then the
  // saved details.
  const guest = page.getByRole('textbox', { name: 'Name of the guest checking in' });
  await expect(guest).not.toHaveValue('');
  await guest.fill('');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Please enter name of the guest checking in.')).toBeVisible();
  await expect(guest).toBeFocused();
  await guest.fill('Ngô Thanh Tâm');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('0912345678');
  await page.getByRole('textbox', { name: 'Special requests (optional)' }).fill('High floor');
  await expectBannerAboveScrolledLabel(page, 'Special requests (optional)');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Details saved' })).toBeVisible();
  await expect(page.getByText('Ngô Thanh Tâm · High floor')).toBeVisible();
  await expectNoSeriousViolations(page, '/checkout/hotel');

  await page.getByRole('radio', { name: /^VNPay/ }).check();
  await page.getByRole('button', { name: 'Continue to VNPay' }).click();

  // The offline VNPay gateway: its page, then the signed return to the result page.
  await expect(page).toHaveURL(/\/dev\/vnpay\/paymentv2\/vpcpay\.html\?/);
  await page.getByRole('button', { name: 'Pay (succeeds)' }).click();
  await expect(page).toHaveURL(/\/checkout\/success-hotel\?cart=.*vnp_ResponseCode=00/);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByText(/^Hotel confirmation WF\d{8}$/)).toBeVisible();
  await expect(page.getByText(/^Paid .+ by VNPay/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expectNoSeriousViolations(page, '/checkout/success-hotel');
  const code = (await page.getByText(/^Hotel confirmation WF\d{8}$/).textContent())!
    .split(' ')
    .pop()!;

  // The booking is in the traveller's account, leading back to the same result page.
  await page.goto('/account/bookings');
  const booking = page.getByRole('listitem').filter({ hasText: `Booking code ${code}` });
  await expect(booking).toContainText('Confirmed');
  await expect(booking.getByRole('heading')).toContainText(name);
  await expectNoSeriousViolations(page, '/account/bookings');
  await booking.getByRole('link', { name: /^See details/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking details' })).toBeVisible();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a flight HAN → SGN: passengers, bank transfer by VietQR, paid by the bank notification', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // On a 375 px phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, TRAVELLER);
  await page.goto(`/flight?from=HAN&to=SGN&depart=${vietnamDate(9)}&n_o_a=1&n_o_c=0&n_o_i=0`);
  await page
    .getByRole('button', { name: /^Details of flight / })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Choose this fare' }).first().click();

  await expect(page).toHaveURL(/\/checkout\/flight\?.*cart=/);
  await expect(page.getByRole('heading', { name: 'Book your flight', level: 1 })).toBeVisible();
  await expect(page.getByText(/Fare: /).first()).toBeVisible();

  // Names with accents are refused at the field, and what was typed stays.
  await page.getByRole('textbox', { name: 'Last name' }).fill('Ngô');
  await page.getByRole('textbox', { name: 'First and middle names' }).fill('Thanh Tam');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('0912345678');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Use letters without accents, as in the passport.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First and middle names' })).toHaveValue(
    'Thanh Tam',
  );
  await page.getByRole('textbox', { name: 'Last name' }).fill('Ngo');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText(/^NGO THANH TAM · May 17, 1990$/)).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('radio', { name: 'Bank transfer (VietQR)' }).check();
  // On a phone the sticky bar's button runs the chosen method's own action.
  await page
    .getByRole('region', { name: 'Total and payment' })
    .getByRole('button', { name: 'Show the VietQR code to transfer' })
    .click();
  const qr = page.getByRole('img', { name: /^VietQR code to transfer / });
  await expect(qr).toBeVisible();
  const memo = page.getByText(/^WF[0-9A-F]{16}$/);
  await expect(memo).toBeVisible();
  await expectNoSeriousViolations(page, '/checkout/flight (QR)');
  await page.getByRole('button', { name: 'I have transferred' }).click();
  await expect(page.getByText(/^Waiting for the bank to report the credit/)).toBeVisible();

  // The sandbox bank "scans" the code the page shows and sends its signed notification.
  const payload = await qr.getAttribute('data-qr');
  const sent = await request.post('/dev/bank/transfers', { data: { qr: payload } });
  expect(sent.ok()).toBe(true);
  // The open page notices the credit on its own and shows the booking.
  await expect(page).toHaveURL(/\/checkout\/success-flight\?cart=/);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByText(/^Booking code \(PNR\) [A-Z0-9]{6}$/)).toBeVisible();
  await expect(page.getByText(/^Paid .+ by Bank transfer/)).toBeVisible();
});

test('VNPay cancelled, then a card: declined, then 3-D Secure through the Stripe sandbox', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAs(page, TRAVELLER);
  await page.goto(`/p?to=city%3Ada-nang&depart=${vietnamDate(24)}&return=${vietnamDate(25)}`);
  const first = page.getByRole('article').first();
  await first
    .getByRole('link', { name: (await first.getByRole('heading').textContent())! })
    .click();
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/checkout\/hotel\?.*cart=/);
  await page.getByRole('textbox', { name: 'Name of the guest checking in' }).fill('Ngo Thanh Tam');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('0912345678');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: /^VNPay/ }).check();
  await page.getByRole('button', { name: 'Continue to VNPay' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // VNPay sends no IPN for a cancellation: the page relays the signed return, then says so.
  await expect(page).toHaveURL(/\/checkout\/success-hotel\?.*vnp_ResponseCode=24/);
  await expect(
    page.getByText('You cancelled on the payment page. Nothing was charged.'),
  ).toBeVisible();
  await expectNoSeriousViolations(page, '/checkout/success-hotel (cancelled)');
  await page.getByRole('link', { name: 'Choose another way to pay' }).click();

  // Back on the same cart, details kept; the card goes to the offline Stripe card page.
  await expect(page.getByRole('heading', { name: 'Details saved' })).toBeVisible();
  await page.getByRole('radio', { name: 'Visa, Mastercard, JCB card' }).check();
  await expect(page.getByText(/use card 4242 4242 4242 4242/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue to enter card details' }).click();
  await expect(page).toHaveURL(/\/dev\/stripe\/pay\?/);
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('alert')).toContainText(/declined/i);
  await page.getByLabel('Card number').fill('4000 0025 0000 3155');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('button', { name: 'Complete authentication' }).click();

  await expect(page).toHaveURL(/\/checkout\/success-hotel\?cart=.*payment_intent=/);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByText(/^Paid .+ by Visa, Mastercard, JCB card$/)).toBeVisible();
});

/** A room in Đà Nẵng held for `nights` nights from `inDays`, with the lead guest saved. */
async function holdRoomWithDetails(page: Page, inDays: number, nights = 2) {
  await page.goto(
    `/p?to=city%3Ada-nang&depart=${vietnamDate(inDays)}&return=${vietnamDate(inDays + nights)}`,
  );
  const first = page.getByRole('article').first();
  await first
    .getByRole('link', { name: (await first.getByRole('heading').textContent())! })
    .click();
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/checkout\/hotel\?.*cart=/);
  await page.getByRole('textbox', { name: 'Name of the guest checking in' }).fill('Ngo Thanh Tam');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('0912345678');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Details saved' })).toBeVisible();
}

const totalOf = async (page: Page) =>
  (await page
    .getByRole('region', { name: 'Price details' })
    .getByRole('heading', { name: 'Total to pay' })
    .locator('xpath=..')
    .textContent())!;

test('a demo voucher and a gift voucher: refused, applied, removed, applied, then paid', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAs(page, TRAVELLER);
  await holdRoomWithDetails(page, 30);
  const price = page.getByRole('region', { name: 'Price details' });
  const before = await totalOf(page);
  const code = page.getByRole('textbox', { name: 'Voucher or gift voucher code' });

  // The ended demo promotion is refused at the field; what was typed stays.
  await code.fill('tet2025');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This code has ended.')).toBeVisible();
  await expect(code).toHaveValue('tet2025');

  await code.fill('HE2025');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(price.getByText('Vouchers')).toBeVisible();
  await expect.poll(() => totalOf(page)).not.toBe(before);
  await page.getByRole('button', { name: 'Remove HE2025' }).click();
  await expect(price.getByText('Vouchers')).toBeHidden();
  await expect.poll(() => totalOf(page)).toBe(before);
  await code.fill('HE2025');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(price.getByText('Vouchers')).toBeVisible();

  // The traveller's demo gift voucher, offered by the page.
  await page.getByRole('button', { name: 'Use QUA-500K-DEMO' }).click();
  await expect(price.getByText('Gift vouchers')).toBeVisible();
  await expectNoSeriousViolations(page, '/checkout/hotel (vouchers)');

  await page.getByRole('radio', { name: /^VNPay/ }).check();
  await page.getByRole('button', { name: 'Continue to VNPay' }).click();
  await page.getByRole('button', { name: 'Pay (succeeds)' }).click();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
});

// The board's travel policy (6,000,000 ₫ a night) allows the room; a staff member's would ask for
// approval (tests/e2e/travel-policy-verdicts.spec.ts).
test('a VinaSteel admin pays a room with the company account and a cost center', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin@vinasteel.example');
  await holdRoomWithDetails(page, 34, 1);
  await page.getByRole('radio', { name: 'Company account' }).check();
  const center = page.getByRole('combobox', { name: 'Cost center' });
  await expect(center).toBeVisible();
  // VinaSteel requires a cost center: paying without one is refused at the field.
  const pay = page.getByRole('button', { name: /^Pay .+ with the company account$/ });
  await pay.click();
  await expect(page.getByText('Choose a cost center for this trip.')).toBeVisible();
  await expect(center).toBeFocused();
  const first = center.locator('option').nth(1);
  await center.selectOption({ label: (await first.textContent())! });
  await expectNoSeriousViolations(page, '/checkout/hotel (company account)');
  await pay.click();
  await expect(page).toHaveURL(/\/checkout\/success-hotel\?cart=/);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByText(/^Paid .+ by Company account$/)).toBeVisible();
});

test('2C2P: a channel, the sandbox page, back to the confirmed booking', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, TRAVELLER);
  await holdRoomWithDetails(page, 38, 1);
  await page.getByRole('radio', { name: '2C2P (card, QR, e-wallet)' }).check();
  const channels = page.getByRole('radiogroup', { name: 'Channel on 2C2P' });
  await channels.getByRole('radio', { name: 'QR payment' }).check();
  await expectNoSeriousViolations(page, '/checkout/hotel (2C2P)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page
    .getByRole('region', { name: 'Total and payment' })
    .getByRole('button', { name: 'Continue to 2C2P' })
    .click();
  await expect(page).toHaveURL(/\/dev\/2c2p\/pay\//);
  await page.getByRole('button', { name: 'Pay (succeeds)' }).click();
  await expect(page).toHaveURL(/\/checkout\/success-hotel\?cart=.*paymentResponse=/);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByText(/^Paid .+ by 2C2P/)).toBeVisible();
  await expectNoSeriousViolations(page, '/checkout/success-hotel (2C2P)');
});

test('checkout without a sign-in asks for one; without a choice offers the way back', async ({
  page,
}) => {
  await page.goto('/checkout/hotel?property=x&rate=y');
  await expect(page.getByText(/^Sign in to hold your choice and pay/)).toBeVisible();
  await page.goto('/checkout/flight');
  await expect(page.getByText('This link has no flight chosen.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to search' })).toBeVisible();
  await expectNoSeriousViolations(page, '/checkout/flight without a choice');
});

test('checkout adds at most 100 KB of JavaScript (gzip) to what the home page loads', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // As a traveller meets it: signed in, a real held cart, the details form and payment panels
  // (their chunk loads after the first paint) — not the sign-in prompt.
  const checkout = await checkoutPaths(baseURL!, await firstPropertyId(baseURL!));
  await context.addCookies([{ name: SESSION_COOKIE, value: checkout.token, url: baseURL! }]);
  // What the home page loads, signed in, in a tab of its own that stays open while checkout is
  // measured: its header's signed-in parts (account menu, the "book for" pickers) and what it
  // loads when idle arrive in a chain of lazy chunks, and under load the network went quiet
  // between two links of it. Measured in one go, checkout was charged that header (130–146 KB
  // in three CI runs, 66 KB alone); the open tab has all of checkout's time to finish its chain.
  const home = await context.newPage();
  const homeFiles = new Set<string>();
  home.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      homeFiles.add(new URL(response.url()).pathname);
    }
  });
  await home.goto('/');
  await expect(home.getByRole('button', { name: /^Account menu of / })).toBeVisible();
  await home.waitForLoadState('networkidle');
  for (const path of checkout.paths) {
    const js = await measureJsDuring(page, async () => {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
    });
    await home.waitForLoadState('networkidle');
    const added = Object.entries(js.gzip_by_file).filter(([file]) => !homeFiles.has(file));
    const extra = added.reduce((sum, [, bytes]) => sum + bytes, 0);
    console.log(`${path.split('?')[0]} JS beyond /: ${extra} B gzip`);
    // The files, so a failure says which chunks were counted.
    expect(
      extra,
      `${path}\n${added.map(([f, b]) => `${f} ${b} B`).join('\n')}`,
    ).toBeLessThanOrEqual(100_000);
    // The public site never loads react-admin (its texts, e.g. ra.action.delete, are in its code).
    for (const file of js.files) {
      expect(await (await request.get(file)).text(), file).not.toMatch(/ra\.action\.delete/);
    }
  }
});
