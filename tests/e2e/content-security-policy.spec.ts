import { expect, test, type BrowserContext } from '@playwright/test';
import {
  accountDialog,
  DEMO_PASSWORD,
  openSignIn,
  signInWithPassword,
  signUpWithGoogle,
  uniqueEmail,
  useEnglish,
} from './accounts/helpers';
import { vietnamDate } from './search/dates';

// The production build under the server's Content-Security-Policy and Permissions-Policy
// (docs/security.md): real Chromium reports no violation on the public pages, the account
// dialog, the Google popup (development identity provider) or the corporate console.

test.describe.configure({ timeout: 90_000 });

/** Every CSP violation event and policy console error in any page of the context. */
async function watchPolicies(context: BrowserContext): Promise<string[]> {
  const problems: string[] = [];
  await context.exposeBinding('__wayfareCspViolation', ({ page }, text: string) => {
    problems.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)
        .__wayfareCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
          `(${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (
      /Content Security Policy|Permissions-Policy|Refused to (load|execute|apply|frame|connect)/i.test(
        text,
      )
    ) {
      problems.push(`${message.page()?.url()}: console ${message.type()}: ${text}`);
    }
  });
  return problems;
}

test('public pages and the account dialog run under the policy', async ({
  page,
  context,
  baseURL,
}) => {
  await useEnglish(context, baseURL!);
  const problems = await watchPolicies(context);

  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  // The landing-page preload script of index.html ran (it is allowed by its hash).
  await expect(page.locator('link[rel="modulepreload"][href*="/assets/home-"]')).toBeAttached();

  await page.goto(`/flight?from=HAN&to=SGN&depart=${vietnamDate(10)}&n_o_a=1&n_o_c=0&n_o_i=0`);
  await expect(page.getByRole('button', { name: /^Choose flight / }).first()).toBeVisible();

  await page.goto(
    `/p?to=city%3Ada-nang&depart=${vietnamDate(20)}&return=${vietnamDate(22)}&n_o_a=2&n_o_c=0&rooms=1`,
  );
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  const name = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  await page.goto('/m/corporate-booking-detail');
  await page.goto('/that/path');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/');
  await openSignIn(page);
  await accountDialog(page).getByRole('textbox', { name: 'Email' }).fill('staff@vinasteel.example');
  await accountDialog(page).getByRole('button', { name: 'Continue' }).click();
  await expect(accountDialog(page).getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await page.goto('/dev/outbox.html');
  await expect(page.getByRole('heading', { name: 'Development outbox' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('Google sign-in through a popup on another origin runs under the policy', async ({
  page,
  context,
  baseURL,
}) => {
  // The page on localhost, the identity provider on 127.0.0.1: the popup leaves the page's
  // origin and comes back, as with Google, under Cross-Origin-Opener-Policy.
  const app = baseURL!.replace('127.0.0.1', 'localhost');
  await useEnglish(context, app);
  const problems = await watchPolicies(context);
  await page.goto(`${app}/`);
  const visited: string[] = [];
  context.on('request', (request) => {
    if (request.isNavigationRequest()) visited.push(request.url());
  });
  await signUpWithGoogle(page, { email: uniqueEmail('csp'), given: 'An', family: 'Lê' });
  expect(visited.some((url) => url.startsWith(`${baseURL}/dev/idp/`))).toBe(true);
  expect(visited.some((url) => url.startsWith(`${app}/auth/google/callback?`))).toBe(true);
  expect(problems).toEqual([]);
});

test('the corporate console runs under the policy', async ({ page, context, baseURL }) => {
  await useEnglish(context, baseURL!);
  const problems = await watchPolicies(context);
  await page.goto('/');
  await signInWithPassword(page, { email: 'owner@vinasteel.example' }, DEMO_PASSWORD);
  await expect(accountDialog(page)).toHaveCount(0);
  // A built resource: react-admin's list, its lazy chunks and the staff page query.
  await page.goto('/corporate/users');
  await expect(page.locator('#react-admin-title')).toContainText('Staff');
  await expect(page.getByRole('table').getByRole('row').nth(25)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('menuitem', { name: 'Members and roles' }).click();
  await expect(page.locator('#react-admin-title')).toContainText('Members and roles');
  await expect(page.getByRole('table')).toContainText('Owner');
  await page.goto('/account/profile');
  await expect(page.getByRole('region', { name: 'Personal details' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a script injected into a page is refused', async ({ page, context, baseURL }) => {
  const problems = await watchPolicies(context);
  await page.goto(baseURL!);
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.appendChild(script);
    const remote = document.createElement('script');
    remote.src = 'https://evil.example/steal.js';
    const failed = new Promise((resolve) => (remote.onerror = resolve));
    document.head.appendChild(remote);
    await failed;
    return (window as unknown as { __injected?: boolean }).__injected ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(() => problems.length).toBeGreaterThanOrEqual(2);
  expect(problems.join('\n')).toMatch(/script-src(-elem)? blocked inline/);
  expect(problems.join('\n')).toMatch(/script-src(-elem)? blocked https:\/\/evil\.example/);
});
