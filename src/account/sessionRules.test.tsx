import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';
import { accountService, PASSWORD } from './testing/accountService';
import { mainService, profileOf, renderDialog } from './testing/renderAccount';

function signedInAs(profile: ReturnType<typeof profileOf>) {
  Cookies.set('uts_token', 'access-0');
  Cookies.set('account.renewal_token', 'renewal-0');
  mainService({ SessionProfile: () => ({ profile }) });
}

describe('session rules (spec §2, §4)', { timeout: 20_000 }, () => {
  it('logs out 3 s after the dialog closes while the account has no first name', async () => {
    const calls = accountService();
    signedInAs(profileOf({ first_name: null, last_name: null }));
    window.sessionStorage.setItem('XPatronId', 'p1');
    const { user, dialog } = await renderDialog('create-password', 'en');
    // Past the 3 s after mount (the dialog was open then, so that check let it be).
    await new Promise((resolve) => setTimeout(resolve, 3200));
    expect(Cookies.get('uts_token')).toBe('access-0');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const closed = performance.now();
    await waitFor(() => expect(Cookies.get('uts_token')).toBeUndefined(), { timeout: 4500 });
    expect(performance.now() - closed).toBeGreaterThanOrEqual(2900);
    expect(calls.find((c) => c.method === 'DELETE')?.authorization).toBe('Bearer access-0');
    expect(window.sessionStorage.getItem('XPatronId')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  it('logs out 3 s after page mount too', async () => {
    accountService();
    signedInAs(profileOf({ first_name: null }));
    renderApp('/about', 'en');
    expect(await screen.findByRole('button', { name: 'Account menu of Nguyễn' })).toBeVisible();
    await waitFor(() => expect(Cookies.get('uts_token')).toBeUndefined(), { timeout: 4500 });
  });

  it('keeps a named account signed in', async () => {
    signedInAs(profileOf());
    renderApp('/about', 'en');
    expect(await screen.findByRole('button', { name: 'Account menu of Lan' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 3300));
    expect(Cookies.get('uts_token')).toBe('access-0');
  });

  it('cannot be closed by Escape; the close button closes it', async () => {
    const { user, dialog } = await renderDialog('review', 'en');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBe(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the promo panel beside the step', async () => {
    const { dialog } = await renderDialog('review', 'en');
    const promo = within(dialog).getByRole('complementary', { name: 'Member rewards' });
    expect(within(promo).getByText('A voucher when you sign up')).toBeInTheDocument();
    expect(
      within(promo).getByText('A voucher when you create a corporate account'),
    ).toBeInTheDocument();
    expect(within(promo).getByText('Cashback on every booking')).toBeInTheDocument();
  });

  it('is full-screen on a phone', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
    try {
      const { dialog } = await renderDialog('review', 'en');
      expect(dialog.className).toMatch(/paperFullScreen/);
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('guard and redirect (spec §2)', { timeout: 20_000 }, () => {
  it('/corporate/register without a token goes home and opens the login popup', async () => {
    renderApp('/corporate/register', 'en');
    expect(
      await screen.findByRole('dialog', { name: "Let's get you onboard" }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, hidden: true })).toHaveTextContent(
      'Flights, hotels and business travel',
    );
  });

  it('after sign-in follows redirect with the carried query after 0.5 s', async () => {
    accountService();
    mainService({
      HasName: () => ({ has_name: true }),
      HasPassword: () => ({ has_password: true }),
      SessionProfile: () => ({ profile: profileOf() }),
    });
    const user = userEvent.setup();
    renderApp('/?redirect=%2Fabout&rl=true&id=9', 'en');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Email' }),
      'lan@example.com{Enter}',
    );
    await user.type(await within(dialog).findByLabelText('Password'), `${PASSWORD}{Enter}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  });

  it('service=sign-up-for-corporate-account opens the sign-up popup on load', async () => {
    renderApp('/?service=sign-up-for-corporate-account', 'vi');
    expect(
      await screen.findByRole('dialog', { name: 'Cùng bắt đầu hành trình nhé' }, { timeout: 5000 }),
    ).toBeVisible();
  });
});

describe('expired session (spec §4, §8)', { timeout: 20_000 }, () => {
  it('a call outside the excluded areas that renewal cannot fix shows the notice and the popup', async () => {
    Cookies.set('uts_token', 'dead');
    Cookies.set('account.renewal_token', 'dead-too');
    server.use(
      http.post('*/api/v1/user/session/renew', () =>
        HttpResponse.json(
          { error: { code: 'UNAUTHENTICATED', message: 'unauthorized' } },
          { status: 401 },
        ),
      ),
      http.post('*/graphql/main', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'unauthorized', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      ),
    );
    renderApp('/', 'en');
    // The header's own profile look-up is an excluded area: no popup for it.
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(Cookies.get('uts_token')).toBeUndefined();

    const { graphqlRequest } = await import('../api/graphql');
    Cookies.set('uts_token', 'dead');
    Cookies.set('account.renewal_token', 'dead-too');
    await expect(
      graphqlRequest(
        'main',
        'mutation { update_email(input: {email: "a@b.c", code: "1", token: "t"}) { id } }',
      ),
    ).rejects.toMatchObject({ status: 401 });
    expect(await screen.findByText('Session timed out!')).toBeVisible();
    expect(screen.getByText('For your security, please sign back in to continue.')).toBeVisible();
    expect(await screen.findByRole('dialog', { name: "Let's get you onboard" })).toBeVisible();
  });
});
