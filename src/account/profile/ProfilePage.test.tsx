import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AccountProfileQuery } from '../../api/generated/main';
import type { Locale } from '../../i18n/types';
import { graphqlError } from '../../test/graphqlError';
import { graphqlService, type GraphqlCall } from '../../test/graphqlService';
import { server } from '../../test/server';
import { sessionStore } from '../store/sessionStore';
import { accountService, GOOD_CODE } from '../testing/accountService';
import { profileOf, renderAccountPage } from '../testing/renderAccount';
import { ProfilePage } from './ProfilePage';

/** /account/profile in the account layout, as the app mounts it. */
const renderProfile = (locale: Locale) =>
  renderAccountPage(<ProfilePage />, { route: '/account/profile', locale });

function fullProfile(
  patch: Partial<AccountProfileQuery['profile']> = {},
): AccountProfileQuery['profile'] {
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
  // The header's delegate picker asks for the traveller's corporate: none.
  graphqlService('corporate', { MyCorporate: () => ({ corporate: null }) });
  // The wallet payments' confirmation amount (WalletConfirmSection.test.tsx tests it).
  graphqlService('payments', {
    WalletConfirmSetting: () => ({ user_wallet: { currency: 'VND', confirm_above: 5_000_000 } }),
  });
}

describe('/account/profile', () => {
  it('asks an anonymous visitor to sign in and opens the popup', async () => {
    renderProfile('en');
    expect(await screen.findByRole('dialog')).toBeVisible();
    expect(
      screen.getByText('Sign in to see and edit your profile.', { ignore: false }),
    ).toBeTruthy();
  });

  it('shows the profile and saves names, birth date, gender and language', async () => {
    signedIn();
    let profile = fullProfile();
    const sent: Record<string, unknown> = {};
    graphqlService('main', {
      SessionProfile: () => ({ profile }),
      AccountProfile: () => ({ profile }),
      HasPassword: () => ({ has_password: true }),
      UpdateProfile: ({ input }) => {
        sent.UpdateProfile = input;
        profile = { ...profile, ...input };
        return {
          updateProfile: { id: 'u1', first_name: profile.first_name, last_name: profile.last_name },
        };
      },
      UpdateUserSetting: ({ input }) => {
        sent.UpdateUserSetting = input;
        const setting = { ...profile.setting!, ...input };
        return { update_user_setting: setting };
      },
    });
    const user = userEvent.setup();
    renderProfile('en');
    const personal = await screen.findByRole('region', { name: 'Personal details' });
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
    const attempts: unknown[] = [];
    graphqlService('main', {
      SessionProfile: () => ({ profile: fullProfile() }),
      AccountProfile: () => ({ profile: fullProfile() }),
      HasPassword: () => ({ has_password: false }),
      UpdateEmail: ({ input }) => {
        attempts.push(input);
        if (input.email === 'taken@example.com') {
          return graphqlError('BAD_USER_INPUT', 'unavailable_email');
        }
        if (input.code !== GOOD_CODE) return graphqlError('BAD_USER_INPUT', 'invalid_code');
        return { update_email: fullProfile({ email: input.email }) };
      },
    });
    const user = userEvent.setup();
    renderProfile('en');
    const email = await screen.findByRole('region', { name: 'Email' });
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
    );
    // Only the renewed access token is accepted.
    const unrenewed = (call: GraphqlCall) =>
      call.headers.get('authorization') === 'Bearer access-1'
        ? null
        : graphqlError('UNAUTHENTICATED', 'unauthorized');
    graphqlService('main', {
      SessionProfile: (_, call) => unrenewed(call) ?? { profile: fullProfile() },
      AccountProfile: (_, call) => unrenewed(call) ?? { profile: fullProfile() },
      HasPassword: (_, call) => unrenewed(call) ?? { has_password: true },
    });
    renderProfile('en');
    expect(await screen.findByRole('region', { name: 'Personal details' })).toBeVisible();
    expect(renewals).toBe(1);
    expect(Cookies.get('uts_token')).toBe('access-1');
    expect(Cookies.get('account.renewal_token')).toBeUndefined();
    expect(screen.queryByText('Session timed out!')).toBeNull();
  });

  it('announces the timed-out session the header found before this page loaded', async () => {
    sessionStore.set((s) => ({ ...s, expired: true }));
    renderProfile('en');
    expect(await screen.findByText('Session timed out!')).toBeVisible();
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
    renderProfile('vi');
    expect(await screen.findByText('Phiên đăng nhập đã hết hạn!')).toBeVisible();
    expect(
      await screen.findByRole('dialog', { name: 'Cùng bắt đầu hành trình nhé' }),
    ).toBeVisible();
    await waitFor(() => expect(Cookies.get('uts_token')).toBeUndefined());
  });
});
