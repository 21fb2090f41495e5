import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { profileOf, renderShell } from '../account/testing/renderAccount';
import type { Locale } from '../i18n/types';
import { graphqlError } from '../test/graphqlError';
import { graphqlService } from '../test/graphqlService';
import { server } from '../test/server';
import { SignInButton } from './SignInButton';

/** The header's session button, with the account host that loads who is signed in. */
const renderButton = (locale: Locale) =>
  renderShell(<Route path="*" element={<SignInButton />} />, { locale });

afterEach(() => Cookies.remove('uts_token'));

describe('header session', () => {
  it('shows the sign-in button without a session and asks the server nothing', async () => {
    let asked = false;
    server.use(
      http.post('*/graphql/main', () => {
        asked = true;
        return HttpResponse.json({ data: null });
      }),
    );
    renderButton('en');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(asked).toBe(false);
  });

  it('shows the traveller’s name when the main service knows the session', async () => {
    Cookies.set('uts_token', 'token-1');
    let authorization: string | null = null;
    graphqlService('main', {
      SessionProfile: (_, call) => {
        authorization = call.headers.get('authorization');
        return { profile: profileOf({ first_name: 'Lan', last_name: 'Nguyễn' }) };
      },
    });
    renderButton('en');
    expect(await screen.findByRole('button', { name: 'Account menu of Lan' })).toHaveTextContent(
      'Lan',
    );
    expect(authorization).toBe('Bearer token-1');
  });

  it('falls back to the sign-in button when the service refuses', async () => {
    Cookies.set('uts_token', 'expired');
    graphqlService('main', {
      SessionProfile: () =>
        graphqlError('NOT_IMPLEMENTED', 'Query profile is not implemented yet', {}, ['profile']),
    });
    renderButton('vi');
    const button = await screen.findByRole('button', { name: 'Đăng nhập' });
    await expect.poll(() => button.hasAttribute('disabled')).toBe(false);
  });
});
