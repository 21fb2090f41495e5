import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { sessionStore } from '../store/sessionStore';
import { accountService, GOOD_CODE } from '../testing/accountService';
import { mainService, profileOf } from '../testing/renderAccount';

function fullProfile(patch: Record<string, unknown> = {}) {
  return {
    ...profileOf(),
    referred_by_code: null,
    login_time: null,
    setting: {
      country_calling_code: '84',
      national_phone_number: '912345678',
      locale: 'en',
      dob: '1990-04-05',
      gender: 'FEMALE',
    },
    ...patch,
  };
}

/** Signed in: the access token; the renewal token is in the HttpOnly cookie jsdom cannot see. */
function signedIn() {
  Cookies.set('uts_token', 'access-0');
}

describe('/account/profile', { timeout: 20_000 }, () => {
  it('asks an anonymous visitor to sign in and opens the popup', async () => {
    renderApp('/account/profile', 'en');
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeVisible();
    expect(
      screen.getByText('Sign in to see and edit your profile.', { ignore: false }),
    ).toBeTruthy();
  });

  it('shows the profile and saves names, birth date, gender and language', async () => {
    signedIn();
    let profile = fullProfile();
    const sent: Record<string, unknown> = {};
    mainService({
      SessionProfile: () => ({ profile }),
      AccountProfile: () => ({ profile }),
      HasPassword: () => ({ has_password: true }),
      UpdateProfile: (v) => {
        sent.UpdateProfile = v.input;
        profile = { ...profile, ...(v.input as object) };
        return { updateProfile: { id: 'u1', ...(v.input as object) } };
      },
      UpdateUserSetting: (v) => {
        sent.UpdateUserSetting = v.input;
        return { update_user_setting: { ...profile.setting, ...(v.input as object) } };
      },
    });
    const user = userEvent.setup();
    renderApp('/account/profile', 'en');
    const personal = await screen.findByRole(
      'region',
      { name: 'Personal details' },
      { timeout: 5000 },
    );
    expect(within(personal).getByText('Lan Nguyễn')).toBeVisible();
    expect(within(personal).getByText('5 April 1990')).toBeVisible();
    expect(within(personal).getByText('Female')).toBeVisible();
    expect(screen.getByText('+84 912345678')).toBeVisible();
    expect(screen.getByText('lan@example.com')).toBeVisible();

    await user.click(within(personal).getByRole('button', { name: 'Edit' }));
    const first = within(personal).getByRole('textbox', { name: 'First name' });
    await user.clear(first);
    await user.click(within(personal).getByRole('button', { name: 'Save' }));
    expect(await within(personal).findByText('First name is required')).toBeVisible();
    await user.type(first, 'Mai');
    await user.clear(within(personal).getByLabelText('Date of birth'));
    await user.type(within(personal).getByLabelText('Date of birth'), '1991-02-03');
    await user.click(within(personal).getByRole('button', { name: 'Save' }));
    expect(await within(personal).findByText('Changes saved.')).toBeVisible();
    expect(sent.UpdateProfile).toEqual({ first_name: 'Mai', last_name: 'Nguyễn' });
    expect(sent.UpdateUserSetting).toEqual({ dob: '1991-02-03', gender: 'FEMALE', locale: 'en' });
    expect(within(personal).getByText('Mai Nguyễn')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Account menu of Mai' })).toBeVisible();
  });

  it('changes the e-mail with a code sent to the new address; errors land by kind', async () => {
    signedIn();
    const calls = accountService();
    const attempts: Array<Record<string, unknown>> = [];
    server.use(
      http.post('*/graphql/main', async ({ request }) => {
        const body = (await request.json()) as {
          query: string;
          variables: Record<string, unknown>;
        };
        if (body.query.includes('UpdateEmail')) {
          const input = body.variables.input as Record<string, unknown>;
          attempts.push(input);
          if (input.email === 'taken@example.com') {
            return HttpResponse.json({
              errors: [{ message: 'unavailable_email', extensions: { code: 'BAD_USER_INPUT' } }],
            });
          }
          if (input.code !== GOOD_CODE) {
            return HttpResponse.json({
              errors: [{ message: 'invalid_code', extensions: { code: 'BAD_USER_INPUT' } }],
            });
          }
          return HttpResponse.json({ data: { update_email: fullProfile({ email: input.email }) } });
        }
        if (body.query.includes('HasPassword'))
          return HttpResponse.json({ data: { has_password: false } });
        const profile = fullProfile();
        return HttpResponse.json({ data: { profile } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/account/profile', 'en');
    const email = await screen.findByRole('region', { name: 'Email' }, { timeout: 5000 });
    await user.click(within(email).getByRole('button', { name: 'Change' }));
    const input = within(email).getByRole('textbox', { name: 'New email' });
    await user.type(input, 'lan@example.com{Enter}');
    expect(await within(email).findByText('This is your current address')).toBeVisible();
    await user.clear(input);
    await user.type(input, 'taken@example.com{Enter}');
    const boxes = await within(email).findAllByRole('textbox', { name: /^Digit/ });
    expect(calls.find((c) => c.path === '/oauth2/otp')?.body).toEqual({
      token: 'flow-1',
      lang: 'en',
      email: 'taken@example.com',
    });
    await user.click(boxes[0]);
    await user.paste(GOOD_CODE);
    expect(
      await within(email).findByText('This email cannot be used: it is already in use.'),
    ).toBeVisible();

    const again = within(email).getByRole('textbox', { name: 'New email' });
    await user.clear(again);
    await user.type(again, 'mai@example.com{Enter}');
    const next = await within(email).findAllByRole('textbox', { name: /^Digit/ });
    await user.click(next[0]);
    await user.paste('000000');
    expect(await within(email).findByText('The code is invalid or has expired')).toBeVisible();
    await user.click(within(email).getAllByRole('textbox', { name: /^Digit/ })[0]);
    await user.paste(GOOD_CODE);
    expect(await within(email).findByText('Email updated.')).toBeVisible();
    expect(within(email).getByText('mai@example.com')).toBeVisible();
    expect(attempts.at(-1)).toEqual({ email: 'mai@example.com', code: GOOD_CODE, token: 'flow-1' });

    const security = screen.getByRole('region', { name: 'Password' });
    await user.click(await within(security).findByRole('button', { name: 'Create password' }));
    expect(await screen.findByRole('dialog', { name: 'One last step' })).toBeVisible();
  });

  it('renews an expired access token silently', async () => {
    signedIn();
    let renewals = 0;
    server.use(
      http.post('*/api/v1/user/session/renew', ({ request }) => {
        renewals += 1;
        // The renewal token travels as the HttpOnly cookie, never from script.
        expect(request.headers.get('authorization')).toBeNull();
        return HttpResponse.json({ data: { access_token: 'access-1', expires_in: 900 } });
      }),
      http.post('*/graphql/main', ({ request }) => {
        if (request.headers.get('authorization') !== 'Bearer access-1') {
          return HttpResponse.json({
            errors: [{ message: 'unauthorized', extensions: { code: 'UNAUTHENTICATED' } }],
          });
        }
        return HttpResponse.json({ data: { profile: fullProfile(), has_password: true } });
      }),
    );
    renderApp('/account/profile', 'en');
    expect(
      await screen.findByRole('region', { name: 'Personal details' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(renewals).toBe(1);
    expect(Cookies.get('uts_token')).toBe('access-1');
    expect(Cookies.get('account.renewal_token')).toBeUndefined();
    expect(screen.queryByText('Session timed out!')).toBeNull();
  });

  it('announces the timed-out session the header found before this page loaded', async () => {
    sessionStore.set((s) => ({ ...s, expired: true }));
    renderApp('/account/profile', 'en');
    expect(await screen.findByText('Session timed out!', {}, { timeout: 5000 })).toBeVisible();
    expect(await screen.findByRole('dialog')).toBeVisible();
  });

  it('a failed renewal shows “Session timed out!” and the login popup', async () => {
    signedIn();
    server.use(
      http.post('*/api/v1/user/session/renew', () =>
        HttpResponse.json(
          { error: { code: 'UNAUTHENTICATED', message: 'unauthorized' } },
          { status: 401 },
        ),
      ),
      http.post('*/graphql/main', () =>
        HttpResponse.json({
          errors: [{ message: 'unauthorized', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      ),
    );
    renderApp('/account/profile', 'vi');
    expect(
      await screen.findByText('Phiên đăng nhập đã hết hạn!', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(
      await screen.findByRole('dialog', { name: 'Cùng bắt đầu hành trình nhé' }),
    ).toBeVisible();
    await waitFor(() => expect(Cookies.get('uts_token')).toBeUndefined());
  });
});
