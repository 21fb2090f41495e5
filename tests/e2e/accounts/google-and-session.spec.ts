import { expect, test, type Page } from '@playwright/test';
import {
  accountDialog,
  signInWithPassword,
  signUpWithGoogle,
  uniqueEmail,
  useEnglish,
  DEMO_EMAIL,
  DEMO_PASSWORD,
} from './helpers';
import { alertsSeen, recordAlerts } from '../alerts';

test.beforeEach(async ({ context, baseURL }) => useEnglish(context, baseURL!));

test('Google sign-in through the popup with the development identity provider', async ({
  page,
}) => {
  await page.goto('/');
  await signUpWithGoogle(page, { email: uniqueEmail('google'), given: 'Dung', family: 'Võ' });
  expect(await page.evaluate(() => window.localStorage.getItem('myKey'))).toBeNull();
});

test('an expired access token is renewed silently', async ({ page, context, baseURL }) => {
  await page.goto('/');
  await signInWithPassword(page, { email: DEMO_EMAIL }, DEMO_PASSWORD);
  await expect(accountDialog(page)).toHaveCount(0);
  const before = await context.cookies();
  const renewalCookie = before.find((c) => c.name === 'account.renewal_token');
  const renewal = renewalCookie?.value;
  // The renewal token is out of scripts' reach, and sent to the session calls only.
  expect(renewalCookie).toMatchObject({
    httpOnly: true,
    path: '/api/v1/user/session',
    sameSite: 'Strict',
  });
  expect(await page.evaluate(() => document.cookie)).not.toContain('account.renewal_token');

  // The access token stops being accepted; the renewal token still is. Spoiled once the
  // signed-in page is left: its calls still in flight would renew first and rotate the token
  // this page then presents (a CI run's renewal answered 401 that way).
  await leaveSignedInPage(page);
  await context.addCookies([{ name: 'uts_token', value: 'no-longer-valid', url: baseURL! }]);
  const renewed = page.waitForResponse('**/api/v1/user/session/renew');
  await page.goto('/account/profile');
  expect((await renewed).status()).toBe(200);
  await expect(page.getByRole('region', { name: 'Personal details' })).toBeVisible();
  await expect(page.getByText('Session timed out!')).toHaveCount(0);
  const after = await context.cookies();
  expect(after.find((c) => c.name === 'uts_token')?.value).not.toBe('no-longer-valid');
  // The renewal token rotated.
  expect(after.find((c) => c.name === 'account.renewal_token')?.value).not.toBe(renewal);
});

/**
 * Leaves the page that just signed in before its cookies are spoiled. Its calls still in flight
 * would otherwise meet the dead token, fail to renew and clear the session in this tab: the next
 * page then finds no session at all and asks for a sign-in, with no "timed out" (a CI run caught
 * the home page's renewal instead of the profile page's, and no toast came).
 */
async function leaveSignedInPage(page: Page) {
  await page.goto('about:blank');
}

test('a session whose renewal cookie is gone times out with the login popup', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/');
  await signInWithPassword(page, { email: DEMO_EMAIL }, DEMO_PASSWORD);
  await expect(accountDialog(page)).toHaveCount(0);
  await leaveSignedInPage(page);
  await context.clearCookies({ name: 'account.renewal_token' });
  await context.addCookies([{ name: 'uts_token', value: 'dead-access', url: baseURL! }]);
  const renewal = page.waitForResponse('**/api/v1/user/session/renew');
  await recordAlerts(page);
  await page.goto('/account/profile');
  expect((await renewal).status()).toBe(401);
  await expect
    .poll(() => alertsSeen(page))
    .toContainEqual(expect.stringMatching(/^Session timed out!/));
  await expect(
    accountDialog(page).getByRole('heading', { name: "Let's get you onboard" }),
  ).toBeVisible();
});

test('a failed renewal shows “Session timed out!” and the login popup', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/');
  await signInWithPassword(page, { email: DEMO_EMAIL }, DEMO_PASSWORD);
  await expect(accountDialog(page)).toHaveCount(0);
  await leaveSignedInPage(page);
  // A readable renewal token left by an older session is still tried once, as authorization.
  await context.addCookies([
    { name: 'uts_token', value: 'dead-access', url: baseURL! },
    { name: 'account.renewal_token', value: 'dead-renewal', url: baseURL! },
  ]);
  await recordAlerts(page);
  await page.goto('/account/profile');
  await expect
    .poll(() => alertsSeen(page))
    .toContainEqual(
      expect.stringMatching(
        /Session timed out!.*For your security, please sign back in to continue\./,
      ),
    );
  await expect(
    accountDialog(page).getByRole('heading', { name: "Let's get you onboard" }),
  ).toBeVisible();
});

test('/corporate/register without a session goes home with the login popup', async ({ page }) => {
  await page.goto('/corporate/register');
  await expect(page).toHaveURL(/\/\?redirect=%2Fcorporate%2Fregister&rl=true$/);
  await expect(
    accountDialog(page).getByRole('heading', { name: "Let's get you onboard" }),
  ).toBeVisible();
});
