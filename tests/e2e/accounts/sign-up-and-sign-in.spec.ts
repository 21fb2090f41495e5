import { expect, test } from '@playwright/test';
import {
  accountDialog,
  codeSentTo,
  enterCode,
  finishCreatePassword,
  openSignIn,
  signInWithPassword,
  signOut,
  signUpByEmail,
  signUpWithGoogle,
  uniqueEmail,
  uniqueNationalPhone,
  useEnglish,
  DEMO_EMAIL,
} from './helpers';

test.beforeEach(async ({ context, baseURL }) => useEnglish(context, baseURL!));

test('e-mail sign-up by code → create password → sign out → password sign-in', async ({
  page,
  request,
}) => {
  const user = { email: uniqueEmail('signup'), first: 'Ann', last: 'Trần', password: 'trip-2026!' };
  await page.goto('/');
  await signUpByEmail(page, request, user);
  await signOut(page, user.first);

  await signInWithPassword(page, { email: user.email }, user.password);
  await expect(accountDialog(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu of Ann' })).toBeVisible();
});

test('phone sign-up by an SMS code, then sign-in with the phone and password', async ({
  page,
  request,
}) => {
  const national = uniqueNationalPhone();
  const dialog = accountDialog(page);
  await page.goto('/');
  await openSignIn(page);
  await dialog.getByRole('button', { name: 'Phone' }).click();
  await expect(dialog.getByText('+84')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Phone' }).fill(`0${national}`);
  const since = Date.now();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(`We sent a 6-digit code to +84 0${national}.`)).toBeVisible();
  // The SMS goes to the number with its country code, the trunk zero dropped.
  await enterCode(page, await codeSentTo(request, `84${national}`, since));
  await finishCreatePassword(page, { first: 'Bình', last: 'Lê', password: 'phone-pass-1' });
  await signOut(page, 'Bình');

  await signInWithPassword(page, { phone: national }, 'phone-pass-1');
  await expect(page.getByRole('button', { name: 'Account menu of Bình' })).toBeVisible();
});

test('a wrong password shows the server message under the username field', async ({ page }) => {
  await page.goto('/');
  await signInWithPassword(page, { email: DEMO_EMAIL }, 'not-the-password');
  await expect(
    accountDialog(page).getByRole('textbox', { name: 'Email' }),
  ).toHaveAccessibleDescription('Incorrect email, phone number or password');
  await expect(accountDialog(page)).toBeVisible();
});

test('forgot password → new password → sign in with it', async ({ page, request }) => {
  const email = uniqueEmail('forgot');
  const dialog = accountDialog(page);
  await page.goto('/');
  // An account with a password whose e-mail has had no code yet (codes wait 60 s between sends):
  // Google sign-in, then the security toast's 'Learn more' to create the password.
  await signUpWithGoogle(page, { email, given: 'Chi', family: 'Phạm' });
  await expect(page.getByText('Improve your account security')).toBeVisible();
  await expect(page.getByText('By creating password')).toBeVisible();
  await page.getByRole('button', { name: 'Learn more' }).click();
  await expect(dialog.getByRole('heading', { name: 'One last step' })).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('first-pass-1');
  await dialog.getByLabel('Confirm password', { exact: true }).fill('first-pass-1');
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Create successful!')).toBeVisible();
  await signOut(page, 'Chi');

  await openSignIn(page);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  const since = Date.now();
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await enterCode(page, await codeSentTo(request, email, since));
  await expect(dialog.getByRole('heading', { name: 'Create a new password' })).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill('second-pass-2');
  await dialog.getByLabel('Confirm password', { exact: true }).fill('second-pass-2');
  await dialog.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated successful')).toBeVisible();

  await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('first-pass-1');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Incorrect email, phone number or password',
  );
  await dialog.getByLabel('Password', { exact: true }).fill('second-pass-2');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Account menu of Chi' })).toBeVisible();
});
