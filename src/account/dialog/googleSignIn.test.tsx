import { act, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../test/fixtures';
import { server } from '../../test/server';
import { graphqlService } from '../../test/graphqlService';
import { profileOf, renderDialog } from '../testing/renderAccount';

/** /config.json with Google sign-in on. */
const withGoogle = {
  config: { ...testConfig, features: { ...testConfig.features, googleSignIn: true } },
};

describe('Google sign-in button', { timeout: 20_000 }, () => {
  it('is hidden when the config (/config.json) turns it off', async () => {
    const { dialog } = await renderDialog('review', 'en');
    expect(within(dialog).queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
  });

  it('opens the popup, then completes from the storage event and checks the name', async () => {
    let callback: unknown;
    server.use(
      http.get('*/api/v1/auth/google/new', () =>
        HttpResponse.json({ data: { url: 'https://idp.test/auth', session_params: 'sp-g' } }),
      ),
      http.post('*/api/v1/auth/google/callback', async ({ request }) => {
        callback = await request.json();
        return HttpResponse.json({ data: { access_token: 'ga', renewal_token: 'gr' } });
      }),
    );
    graphqlService('main', {
      SessionProfile: () => ({ profile: profileOf({ first_name: 'Lan', last_name: null }) }),
      HasPassword: () => ({ has_password: true }),
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, dialog } = await renderDialog('review', 'en', withGoogle);
    await user.click(await within(dialog).findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    const [url, , features] = open.mock.calls[0];
    expect(url).toBe('https://idp.test/auth');
    expect(features).toMatch(/^width=600,height=600,top=200,left=\d+$/);
    expect(window.localStorage.getItem('session')).toBe('"sp-g"');

    // What /auth/google/callback writes in the popup reaches this page as a storage event.
    const value = JSON.stringify({ code: 'g-code', state: 'g-state' });
    window.localStorage.setItem('myKey', value);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'myKey', newValue: value }));
    });
    expect(
      await within(dialog).findByRole(
        'heading',
        { name: 'How can we call you?' },
        { timeout: 4000 },
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Lan');
    expect(callback).toEqual({ code: 'g-code', state: 'g-state', session_params: 'sp-g' });
    expect(window.localStorage.getItem('myKey')).toBeNull();
    expect(Cookies.get('uts_token')).toBe('ga');
  });

  it('a refused Google login shows the error toast', async () => {
    server.use(
      http.post('*/api/v1/auth/google/callback', () =>
        HttpResponse.json({ error: { code: 'UNAUTHENTICATED', message: 'x' } }, { status: 401 }),
      ),
    );
    const { dialog } = await renderDialog('review', 'en', withGoogle);
    await within(dialog).findByRole('button', { name: 'Sign in with Google' });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'myKey', newValue: '{"code":"x"}' }));
    });
    expect(await screen.findByText('Something went wrong!')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
  });
});
