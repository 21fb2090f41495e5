import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/** Demo accounts (server/db/demo/accounts.ts) sign in with this password in development. */
export const DEMO_PASSWORD = 'wayfare-demo';
export const DEMO_EMAIL = 'staff@vinasteel.example';

let counter = 0;
/** A fresh e-mail nobody has used yet. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@e2e.example`;
}

/** A fresh Vietnamese mobile number: national 9 digits starting with 9. */
export function uniqueNationalPhone(): string {
  const digits = `${Date.now()}${process.pid}${++counter}`.slice(-8);
  return `9${digits}`;
}

interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  code: string | null;
  created_at: string;
}

/** The newest code sent to `to` after `since` (ms), read from the development outbox. */
export async function codeSentTo(
  request: APIRequestContext,
  to: string,
  since: number,
): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
        const messages = (await answer.json()) as OutboxMessage[];
        const fresh = messages.find((m) => m.code && Date.parse(m.created_at) >= since - 2000);
        code = fresh?.code ?? null;
        return code;
      },
      { message: `a code sent to ${to}` },
    )
    .not.toBeNull();
  return code as unknown as string;
}

/** English, so the spec's English texts are what the tests read. */
export async function useEnglish(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL }]);
}

export function accountDialog(page: Page) {
  return page.getByRole('dialog');
}

export async function openSignIn(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await expect(
    accountDialog(page).getByRole('heading', { name: "Let's get you onboard" }),
  ).toBeVisible();
}

/** Types a code into the six boxes. */
export async function enterCode(page: Page, code: string): Promise<void> {
  await accountDialog(page).getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

/** Sign-up by an e-mail code, with names and a password; ends signed in, prompt dismissed. */
export async function signUpByEmail(
  page: Page,
  request: APIRequestContext,
  user: { email: string; first: string; last: string; password?: string },
): Promise<void> {
  const dialog = accountDialog(page);
  await openSignIn(page);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(user.email);
  const since = Date.now();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Enter the verification code' })).toBeVisible();
  await enterCode(page, await codeSentTo(request, user.email, since));
  await finishCreatePassword(page, user);
}

/** create-password with names (English order: first, last) and an optional password. */
export async function finishCreatePassword(
  page: Page,
  user: { first: string; last: string; password?: string },
): Promise<void> {
  const dialog = accountDialog(page);
  await expect(dialog.getByRole('heading', { name: 'One last step' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'First name' }).fill(user.first);
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(user.last);
  if (user.password) {
    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByLabel('Confirm password', { exact: true }).fill(user.password);
  }
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Create successful!')).toBeVisible();
  const prompt = page.getByRole('dialog', { name: 'Create a corporate account?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Account menu of ${user.first}` })).toBeVisible();
}

export async function signOut(page: Page, first: string): Promise<void> {
  await page.getByRole('button', { name: `Account menu of ${first}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
}

/** Password sign-in from the header; the account must have a name and a password. */
export async function signInWithPassword(
  page: Page,
  identifier: { email?: string; phone?: string },
  password: string,
): Promise<void> {
  const dialog = accountDialog(page);
  await openSignIn(page);
  if (identifier.phone) {
    await dialog.getByRole('button', { name: 'Phone' }).click();
    await dialog.getByRole('textbox', { name: 'Phone' }).fill(identifier.phone);
  } else {
    await dialog.getByRole('textbox', { name: 'Email' }).fill(identifier.email ?? '');
  }
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * A demo account's session without the sign-in dialog, for journeys about something else (the
 * dialog has its own journeys in accounts/*.spec.ts): the account service's sign-in call as the
 * dialog makes it (the password's MD5, src/account/accountApi.ts), sent through the page's
 * context so the HttpOnly renewal cookie it sets is kept, and the access token in the cookie
 * the app reads (src/api/tokens.ts). Then the home page, where the dialog would have left you.
 */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post('/api/v1/user/session/new', {
    data: { email, password: createHash('md5').update(password).digest('hex'), lang: 'en' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { access_token: string } };
  await page
    .context()
    .addCookies([
      { name: 'uts_token', value: data.access_token, url: new URL(response.url()).origin },
    ]);
  await page.goto('/');
}

/** Google sign-in through the development identity provider's popup, with a free-form e-mail. */
export async function signUpWithGoogle(
  page: Page,
  user: { email: string; given: string; family: string },
): Promise<void> {
  await openSignIn(page);
  const popupOpened = page.waitForEvent('popup');
  await accountDialog(page).getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupOpened;
  await popup.getByLabel('E-mail').fill(user.email);
  await popup.getByLabel('Given name (optional)').fill(user.given);
  await popup.getByLabel('Family name (optional)').fill(user.family);
  await popup.getByRole('button', { name: 'Continue' }).click();
  await popup.waitForEvent('close');
  await expect(accountDialog(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Account menu of ${user.given}` })).toBeVisible();
}
