import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import md5 from 'md5';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountService, PASSWORD } from '../testing/accountService';
import { until, useFakeClock } from '../testing/clock';
import { graphqlService } from '../../test/graphqlService';
import { profileOf, renderDialog } from '../testing/renderAccount';

describe('password sign-in', () => {
  // The Enter debounce and the token-store wait run on a fake clock `until` moves.
  beforeEach(useFakeClock);

  it('review → sign-in; a refusal shows under the username; then signs in', async () => {
    const calls = accountService();
    graphqlService('main', {
      HasName: ({ user_name }) => ({ has_name: user_name === 'lan@example.com' }),
      HasPassword: () => ({ has_password: true }),
      SessionProfile: () => ({ profile: profileOf() }),
    });
    const { user, dialog } = await renderDialog('review', 'en');
    const d = within(dialog);
    await user.type(d.getByRole('textbox', { name: 'Email' }), ' Lan@Example.com ');
    await user.keyboard('{Enter}');
    expect(await until(() => d.getByRole('heading', { name: 'Sign in' }))).toBeVisible();

    await user.type(d.getByLabelText('Password'), 'wrong-pass{Enter}');
    await until(() =>
      expect(d.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'Incorrect email, phone number or password',
      ),
    );
    const refused = calls.find((c) => c.path === '/api/v1/user/session/new');
    expect(refused?.body).toEqual({
      email: 'lan@example.com',
      password: md5('wrong-pass'),
      lang: 'en',
    });
    expect(refused?.authorization).toBeNull();

    await user.clear(d.getByLabelText('Password'));
    await user.type(d.getByLabelText('Password'), PASSWORD);
    await user.click(d.getByRole('button', { name: 'Sign in' }));
    await until(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(Cookies.get('uts_token')).toBe('access-1');
    // The server sets the renewal token as an HttpOnly cookie; scripts never hold it.
    expect(Cookies.get('account.renewal_token')).toBeUndefined();
    expect(
      await until(() => screen.getByRole('button', { name: 'Account menu of Lan' })),
    ).toBeVisible();
  });

  it('a missing last name after sign-in leads to create-name with the known name', async () => {
    accountService();
    graphqlService('main', {
      SessionProfile: () => ({ profile: profileOf({ last_name: null }) }),
      HasPassword: () => ({ has_password: true }),
    });
    const { user, dialog } = await renderDialog('sign-in', 'vi', {
      form: { email: 'lan@example.com' },
    });
    const d = within(dialog);
    await user.type(d.getByLabelText('Mật khẩu'), `${PASSWORD}{Enter}`);
    expect(
      await until(() => d.getByRole('heading', { name: 'Chúng tôi nên gọi bạn là gì?' })),
    ).toBeVisible();
    const fields = d.getAllByRole('textbox');
    // Vietnamese order: last name first.
    expect(fields.map((f) => f.getAttribute('name'))).toEqual(['last_name', 'first_name']);
    expect(d.getByRole('textbox', { name: 'Tên' })).toHaveValue('Lan');
    expect(d.queryByRole('button', { name: 'Đóng' })).toBeNull();
  });

  it('change password: a refusal shows under the current password; success toasts', async () => {
    Cookies.set('uts_token', 'access-0');
    const calls = accountService();
    graphqlService('main', { SessionProfile: () => ({ profile: profileOf() }) });
    const { user, dialog } = await renderDialog('update-password', 'en');
    const d = within(dialog);
    await user.type(d.getByLabelText('Current password'), 'wrong-current');
    await user.type(d.getByLabelText('New password'), 'newpass1');
    await user.type(d.getByLabelText('Confirm password'), 'newpass1{Enter}');
    await until(() =>
      expect(d.getByLabelText('Current password')).toHaveAccessibleDescription(
        'The current password is incorrect',
      ),
    );
    await user.clear(d.getByLabelText('Current password'));
    await user.type(d.getByLabelText('Current password'), 'oldpass1{Enter}');
    expect(await until(() => screen.getByText('Password changed successfully!'))).toBeVisible();
    const sent = calls.filter((c) => c.path === '/api/v1/user/change-password').at(-1);
    expect(sent?.body).toEqual({
      current_password: md5('oldpass1'),
      password: md5('newpass1'),
      password_confirmation: md5('newpass1'),
    });
    expect(sent?.authorization).toBe('Bearer access-0');
  });
});
