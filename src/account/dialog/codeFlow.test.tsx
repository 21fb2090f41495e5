import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import md5 from 'md5';
import { describe, expect, it } from 'vitest';
import { accountService, GOOD_CODE } from '../testing/accountService';
import { until, useFakeClock } from '../testing/clock';
import { graphqlService } from '../../test/graphqlService';
import { profileOf, renderDialog } from '../testing/renderAccount';

function digits(dialog: HTMLElement) {
  return within(dialog).getAllByRole('textbox', { name: /^(Digit|Chữ số)/ }) as HTMLInputElement[];
}

// The flow's own delays (Enter debounce, the wait before a code is asked for, the code's
// submit delay, the corporate prompt's 2 s) run on a fake clock that `until` moves on.
describe('sign-up and sign-in by code', { timeout: 30_000 }, () => {
  it('phone → code → create-password → success, then the corporate prompt', async () => {
    useFakeClock();
    const calls = accountService();
    let profile = profileOf({ first_name: null, last_name: null, email: null });
    const mutations: unknown[] = [];
    graphqlService('main', {
      HasName: () => ({ has_name: false }),
      HasPassword: () => ({ has_password: false }),
      SessionProfile: () => ({ profile }),
      UpdateProfile: (v) => {
        mutations.push(v);
        const { first_name, last_name } = v.input;
        profile = { ...profile, first_name, last_name };
        return { updateProfile: { id: 'u1', first_name, last_name } };
      },
    });
    const { user, dialog } = await renderDialog('review', 'vi');
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: 'Số điện thoại' }));
    await user.type(d.getByRole('textbox', { name: 'Số điện thoại' }), '0912345678{Enter}');
    expect(await until(() => d.getByRole('heading', { name: 'Nhập mã xác minh' }))).toBeVisible();

    // The code is requested to the number with its country code (the ~500 ms wait after the
    // step mounts is CodeEntry.test.tsx's).
    await until(() => expect(calls.some((c) => c.path === '/oauth2/otp')).toBe(true));
    expect(calls.find((c) => c.path === '/oauth2/otp')?.body).toEqual({
      token: 'flow-1',
      lang: 'vi',
      phone_number: '84912345678',
    });
    expect(
      await until(() => d.getByText('Chúng tôi đã gửi mã gồm 6 chữ số đến +84 0912345678.')),
    ).toBeVisible();
    expect(d.getByRole('button', { name: /Gửi lại mã sau (60|59) giây/ })).toBeDisabled();

    // A wrong code: 'Invalid Code' (vi), cleared on the next key press.
    await user.click(digits(dialog)[0]);
    await user.keyboard('000000');
    expect(await until(() => d.getByText('Mã không hợp lệ'))).toBeVisible();
    await user.click(digits(dialog)[0]);
    await user.keyboard('1');
    expect(d.queryByText('Mã không hợp lệ')).toBeNull();

    await user.click(digits(dialog)[0]);
    await user.paste(GOOD_CODE);
    expect(await until(() => d.getByRole('heading', { name: 'Bước cuối cùng' }))).toBeVisible();
    expect(calls.find((c) => c.path === '/api/v1/auth/otp/callback')?.body).toEqual({
      code: 'auth-code-1',
      session_params: 'sp-1',
    });
    expect(Cookies.get('uts_token')).toBe('access-1');
    expect(d.getByText('Bạn có thể quay lại tạo mật khẩu sau.')).toBeVisible();

    await user.type(d.getByRole('textbox', { name: 'Họ' }), 'Nguyễn');
    await user.type(d.getByRole('textbox', { name: 'Tên' }), 'Lan');
    await user.type(d.getByLabelText('Mật khẩu'), 'secret1');
    await user.type(d.getByLabelText('Xác nhận mật khẩu'), 'secret1{Enter}');
    expect(await until(() => screen.getByText('Tạo tài khoản thành công!'))).toBeVisible();
    await until(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mutations).toEqual([{ input: { first_name: 'Lan', last_name: 'Nguyễn' } }]);
    expect(calls.find((c) => c.path === '/api/v1/user/change-password')?.body).toEqual({
      current_password: md5('UTS'),
      password: md5('secret1'),
      password_confirmation: md5('secret1'),
    });
    expect(
      await until(() => screen.getByRole('dialog', { name: 'Tạo tài khoản doanh nghiệp?' })),
    ).toBeVisible();
    // The header behind the prompt already shows the new name.
    expect(
      screen.getByRole('button', { name: 'Menu tài khoản của Lan', hidden: true }),
    ).toBeTruthy();
  });

  it('a failed session-params request empties the boxes and says nothing', async () => {
    useFakeClock();
    const calls = accountService({ sessionParamsFail: true });
    const { user, dialog } = await renderDialog('verify-code', 'en', {
      form: { email: 'new@example.com' },
    });
    await until(() => expect(calls.some((c) => c.path === '/oauth2/otp')).toBe(true));
    await user.click(digits(dialog)[0]);
    await user.paste(GOOD_CODE);
    await until(() => expect(calls.some((c) => c.path === '/api/v1/auth/otp/new')).toBe(true));
    await until(() =>
      expect(
        digits(dialog)
          .map((b) => b.value)
          .join(''),
      ).toBe(''),
    );
    expect(within(dialog).queryByRole('alert', { name: /./ })).toBeNull();
    expect(screen.queryByText('Something went wrong!')).toBeNull();
  });

  it('a known name without a password: the dialog closes, then the security toast', async () => {
    useFakeClock();
    accountService();
    graphqlService('main', {
      HasName: () => ({ has_name: true }),
      HasPassword: () => ({ has_password: false }),
      SessionProfile: () => ({ profile: profileOf() }),
    });
    const { user, dialog } = await renderDialog('review', 'en');
    const d = within(dialog);
    await user.type(d.getByRole('textbox', { name: 'Email' }), 'lan@example.com{Enter}');
    expect(
      await until(() => d.getByRole('heading', { name: 'Enter the verification code' })),
    ).toBeVisible();
    expect(
      await until(() => d.getByText('We sent a 6-digit code to lan@example.com.')),
    ).toBeVisible();
    await user.click(digits(dialog)[0]);
    await user.paste(GOOD_CODE);
    await until(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await until(() => screen.getByText('Improve your account security'))).toBeVisible();
    expect(screen.getByText('By creating password')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Learn more' }));
    const next = await screen.findByRole('dialog', { name: 'One last step' });
    // A name exists: no name fields, no close button, no promo panel.
    expect(within(next).queryByRole('textbox', { name: 'First name' })).toBeNull();
    expect(within(next).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(within(next).queryByRole('complementary')).toBeNull();
  });
});
