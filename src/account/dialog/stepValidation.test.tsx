import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/types';
import { until, useFakeClock } from '../testing/clock';
import { renderDialog } from '../testing/renderAccount';

const TEXT = {
  en: {
    continue: 'Continue',
    phone: 'Phone',
    email: 'Email',
    emailRequired: 'Email is required',
    phoneRequired: 'Phone is required',
    emailInvalid: 'Email is invalid',
    phoneInvalid: 'Phone number is invalid',
    phoneLength: 'Phone number must be between 8 -16 digits',
    password: 'Password',
    passwordRequired: 'Password is required',
    passwordMin: 'Password must be at least 6 characters long',
    confirmRequired: 'Confirm password is required',
    mismatch: 'The Confirm password and Password fields must match',
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    currentRequired: 'Current password is required',
    currentMin: 'Current password must be at least 6 characters long',
    newRequired: 'New password is required',
    newMin: 'New password must be at least 6 characters long',
    signIn: 'Sign in',
    sendCode: 'Send code',
    finish: 'Finish',
    save: 'Save',
    changePassword: 'Change password',
    updatePassword: 'Update password',
    current: 'Current password',
    newPassword: 'New password',
    confirm: 'Confirm password',
  },
  vi: {
    continue: 'Tiếp tục',
    phone: 'Số điện thoại',
    email: 'Email',
    emailRequired: 'Vui lòng nhập email',
    phoneRequired: 'Vui lòng nhập số điện thoại',
    emailInvalid: 'Email không hợp lệ',
    phoneInvalid: 'Số điện thoại không hợp lệ',
    phoneLength: 'Số điện thoại phải có từ 8 - 16 chữ số',
    password: 'Mật khẩu',
    passwordRequired: 'Vui lòng nhập mật khẩu',
    passwordMin: 'Mật khẩu phải có ít nhất 6 ký tự',
    confirmRequired: 'Vui lòng xác nhận mật khẩu',
    mismatch: 'Mật khẩu xác nhận và mật khẩu phải trùng khớp',
    firstNameRequired: 'Vui lòng nhập tên',
    lastNameRequired: 'Vui lòng nhập họ',
    currentRequired: 'Vui lòng nhập mật khẩu hiện tại',
    currentMin: 'Mật khẩu hiện tại phải có ít nhất 6 ký tự',
    newRequired: 'Vui lòng nhập mật khẩu mới',
    newMin: 'Mật khẩu mới phải có ít nhất 6 ký tự',
    signIn: 'Đăng nhập',
    sendCode: 'Gửi mã',
    finish: 'Hoàn tất',
    save: 'Lưu',
    changePassword: 'Đổi mật khẩu',
    updatePassword: 'Cập nhật mật khẩu',
    current: 'Mật khẩu hiện tại',
    newPassword: 'Mật khẩu mới',
    confirm: 'Xác nhận mật khẩu',
  },
} as const;

const LOCALES: Locale[] = ['en', 'vi'];

async function expectMessages(dialog: HTMLElement, messages: string[]) {
  for (const message of messages) {
    expect(await until(() => within(dialog).getByText(message))).toBeVisible();
  }
}

describe.each(LOCALES)('account dialog validation (spec §5) in %s', (locale) => {
  const t = TEXT[locale];
  // A submit shows the messages after the 200 ms Enter debounce: a fake clock `until` moves.
  beforeEach(useFakeClock);

  it('review: required, invalid email, a numeric phone its country could have', async () => {
    const { user, dialog } = await renderDialog('review', locale);
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: t.continue }));
    await expectMessages(dialog, [t.emailRequired]);
    await user.type(d.getByRole('textbox', { name: t.email }), 'lan@example');
    await expectMessages(dialog, [t.emailInvalid]);

    await user.click(d.getByRole('button', { name: t.phone }));
    // Changing the login type clears the identifier error (spec §4).
    expect(d.queryByText(t.emailInvalid)).toBeNull();
    const phone = d.getByRole('textbox', { name: t.phone });
    expect(d.getByText('+84')).toBeVisible();
    await user.click(d.getByRole('button', { name: t.continue }));
    await expectMessages(dialog, [t.phoneRequired]);
    await user.type(phone, '09a');
    await expectMessages(dialog, [t.phoneInvalid]);
    await user.clear(phone);
    await user.type(phone, '123456');
    await expectMessages(dialog, [t.phoneLength]);
    await user.type(phone, '78901');
    await expectMessages(dialog, [t.phoneLength]);
  });

  it('sign-in: username and password required, minimum 6', async () => {
    const { user, dialog } = await renderDialog('sign-in', locale);
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: t.signIn }));
    await expectMessages(dialog, [t.emailRequired, t.passwordRequired]);
    await user.type(d.getByLabelText(t.password), '12345');
    await expectMessages(dialog, [t.passwordMin]);
    await user.click(d.getByRole('button', { name: t.phone }));
    await user.type(d.getByRole('textbox', { name: t.phone }), 'abc');
    await user.click(d.getByRole('button', { name: t.signIn }));
    await expectMessages(dialog, [t.phoneInvalid]);
  });

  it('forgot password: identifier required and valid', async () => {
    const { user, dialog } = await renderDialog('forgot-password', locale);
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: t.sendCode }));
    await expectMessages(dialog, [t.emailRequired]);
    await user.type(d.getByRole('textbox', { name: t.email }), 'nope');
    await expectMessages(dialog, [t.emailInvalid]);
  });

  it('create password: names when missing; both password fields once one is filled', async () => {
    const { user, dialog } = await renderDialog('create-password', locale);
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: t.finish }));
    await expectMessages(dialog, [t.firstNameRequired, t.lastNameRequired]);
    await user.type(d.getByLabelText(t.password), '123');
    await expectMessages(dialog, [t.passwordMin, t.confirmRequired]);
    await user.type(d.getByLabelText(t.confirm), '124');
    await expectMessages(dialog, [t.mismatch]);
  });

  it('create name: both names required', async () => {
    const { user, dialog } = await renderDialog('create-name', locale);
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    await expectMessages(dialog, [t.firstNameRequired, t.lastNameRequired]);
  });

  it('change password: all required, minimum 6, confirmation matches', async () => {
    const { user, dialog } = await renderDialog('update-password', locale);
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: t.changePassword }));
    await expectMessages(dialog, [t.currentRequired, t.newRequired, t.confirmRequired]);
    await user.type(d.getByLabelText(t.current), '123');
    await user.type(d.getByLabelText(t.newPassword), '456');
    await user.type(d.getByLabelText(t.confirm), '789');
    await expectMessages(dialog, [t.currentMin, t.newMin, t.mismatch]);
  });

  it('forgot-password update: both required, minimum 6, matching', async () => {
    const { user, dialog } = await renderDialog('forgot-password-update', locale);
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: t.updatePassword }));
    await expectMessages(dialog, [t.passwordRequired, t.confirmRequired]);
    await user.type(d.getByLabelText(t.newPassword), 'abcdef');
    await user.type(d.getByLabelText(t.confirm), 'abcdeg');
    await expectMessages(dialog, [t.mismatch]);
    expect(screen.queryByText(t.passwordRequired)).toBeNull();
  });
});
