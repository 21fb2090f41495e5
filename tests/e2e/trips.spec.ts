import { expect, test } from '@playwright/test';
import { signInAs, useEnglish } from './accounts/helpers';
import { expectNoSeriousViolations } from './axe';

// Trips on the demo data (issue 21, docs/trips.md): a VinaSteel staff member's /trip/list, a
// trip's detail, and one of its bookings in the mobile embed at 375 px; axe on each.

test('a VinaSteel traveller opens a trip from /trip/list and its booking in the embed', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await useEnglish(context, baseURL ?? '');
  await signInAs(page, 'staff@vinasteel.example');

  await page.goto('/trip/list');
  const list = page.getByRole('list', { name: 'Trips' });
  // The demo gives them business and personal trips, upcoming first.
  await expect(list.getByText('Business').first()).toBeVisible();
  await expect(list.getByText('Personal').first()).toBeVisible();
  await expect(list.getByRole('listitem').first().getByText('Upcoming')).toBeVisible();
  await expectNoSeriousViolations(page, 'trip list');

  const detail = page.waitForResponse(
    (r) =>
      r.url().endsWith('/graphql/trips') && r.request().postData()?.includes('TripDetail') === true,
  );
  await list
    .getByRole('link', { name: /^View details/ })
    .first()
    .click();
  const trip = (await (await detail).json()).data.trip as { bookings: { id: string }[] };
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first().getByText('Booking codes')).toBeVisible();
  await expectNoSeriousViolations(page, 'trip detail');

  await page.getByRole('link', { name: 'Back to trips' }).click();
  await expect(list).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/m/corporate-booking-detail?id=${trip.bookings[0].id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Booking codes')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousViolations(page, 'mobile booking embed');
});

test('the VinaSteel traveller compares a trip proposal at 375 px and picks an option', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await useEnglish(context, baseURL ?? '');
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page, 'staff@vinasteel.example');

  // The demo's open proposal from operation@ (server/db/demo/trip-proposals.ts).
  await page.goto('/corporate/trip-proposal');
  await page.getByText(/^Công tác TP\. Hồ Chí Minh/).click();
  const options = page.getByRole('region', { name: /^Option \d$/ });
  await expect(options).toHaveCount(3);
  await expect(options.nth(2).getByRole('heading', { name: 'Option 3 · Hotel' })).toBeVisible();
  await expectNoSeriousViolations(page, 'trip proposal');

  await options.first().getByRole('button', { name: 'Pick this option' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /confirm/i })
    .click();
  await expect(page.getByText('Option picked. Open the booking page to finish.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book this option' })).toHaveAttribute(
    'href',
    /^\/flight\?from=HAN&to=SGN&depart=/,
  );
});
