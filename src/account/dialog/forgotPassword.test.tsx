import { screen, within } from '@testing-library/react';
import md5 from 'md5';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountService, GOOD_CODE } from '../testing/accountService';
import { until, useFakeClock } from '../testing/clock';
import { renderDialog } from '../testing/renderAccount';

describe('forgot password', () => {
  // The Enter debounce, the wait before the code is asked for and the code's submit delay run
  // on a fake clock `until` moves.
  beforeEach(useFakeClock);

  it('sign-in → forgot → code → new password → back to sign-in', async () => {
    const calls = accountService();
    const { user, dialog } = await renderDialog('sign-in', 'en', {
      form: { email: 'lan@example.com' },
    });
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: 'Forgot password?' }));
    expect(await until(() => d.getByRole('heading', { name: 'Forgot password' }))).toBeVisible();
    expect(d.getByRole('textbox', { name: 'Email' })).toHaveValue('lan@example.com');
    await user.click(d.getByRole('button', { name: 'Send code' }));
    expect(
      await until(() => d.getByRole('heading', { name: 'Enter the verification code' })),
    ).toBeVisible();
    await until(() =>
      expect(calls.find((c) => c.path === '/api/v1/user/reset-password')?.body).toEqual({
        token: 'flow-1',
        lang: 'en',
        email: 'lan@example.com',
      }),
    );

    const boxes = d.getAllByRole('textbox', { name: /^Digit/ });
    await user.click(boxes[0]);
    await user.paste('111111');
    expect(await until(() => d.getByText('Invalid Code'))).toBeVisible();
    await user.click(boxes[0]);
    await user.paste(GOOD_CODE);
    expect(
      await until(() => d.getByRole('heading', { name: 'Create a new password' })),
    ).toBeVisible();

    await user.type(d.getByLabelText('New password'), 'brandnew1');
    await user.type(d.getByLabelText('Confirm password'), 'brandnew1{Enter}');
    expect(await until(() => screen.getByText('Password updated successful'))).toBeVisible();
    expect(await until(() => d.getByRole('heading', { name: 'Sign in' }))).toBeVisible();
    expect(calls.find((c) => c.path === '/api/v1/user/reset-password/update')?.body).toEqual({
      token: 'reset-1',
      user: { password: md5('brandnew1'), password_confirmation: md5('brandnew1') },
    });
  });

  it('verify-code-forgot links back to forgot-password', async () => {
    accountService();
    const { user, dialog } = await renderDialog('verify-code-forgot', 'vi', {
      form: { email: 'lan@example.com' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Quay lại quên mật khẩu' }));
    expect(await within(dialog).findByRole('heading', { name: 'Quên mật khẩu' })).toBeVisible();
  });
});
