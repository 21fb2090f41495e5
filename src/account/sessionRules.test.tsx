import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp';
import { graphqlService } from '../test/graphqlService';
import { server } from '../test/server';
import { accountService, PASSWORD } from './testing/accountService';
import { profileOf, renderDialog, renderSiteHeader } from './testing/renderAccount';

/**
 * The app's own delays (3 s name guard, 0.5 s redirect) run on a fake clock the test moves.
 * It also ticks with real time (`shouldAdvanceTime`), so rendering, fetches and Testing
 * Library's polling settle as usual; a window is measured only between `advance` calls, with
 * nothing slow in between. `Date` is faked too, so `Date.now()` reads the fake clock.
 */
function useFakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
}

/** Moves the fake clock by `ms`, running the timers due meanwhile and the imports they start. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await vi.dynamicImportSettled();
}

function signedInAs(profile: ReturnType<typeof profileOf>) {
  Cookies.set('uts_token', 'access-0');
  Cookies.set('account.renewal_token', 'renewal-0');
  graphqlService('main', { SessionProfile: () => ({ profile }) });
  // The header's delegate picker asks for the traveller's corporate: none.
  graphqlService('corporate', { MyCorporate: () => ({ corporate: null }) });
}

describe('session rules (spec §2, §4)', () => {
  it('logs out 3 s after the dialog closes while the account has no first name', async () => {
    useFakeClock();
    const calls = accountService();
    signedInAs(profileOf({ first_name: null, last_name: null }));
    window.sessionStorage.setItem('XPatronId', 'p1');
    const { dialog } = await renderDialog('create-password', 'en');
    // Past the 3 s after mount: the dialog was open then, so that check lets it be.
    await advance(3_200);
    expect(Cookies.get('uts_token')).toBe('access-0');
    // The exact timing is useNameGuard.test.tsx's; here the account host follows it.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await advance(2_700);
    expect(Cookies.get('uts_token')).toBe('access-0');
    await advance(300);
    await waitFor(() => expect(Cookies.get('uts_token')).toBeUndefined());
    expect(calls.find((c) => c.method === 'DELETE')?.authorization).toBe('Bearer access-0');
    expect(window.sessionStorage.getItem('XPatronId')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  it('logs out 3 s after page mount too', async () => {
    useFakeClock();
    accountService();
    signedInAs(profileOf({ first_name: null }));
    const rendered = Date.now();
    renderSiteHeader({ path: '/about', locale: 'en' });
    expect(await screen.findByRole('button', { name: 'Account menu of Nguyễn' })).toBeVisible();
    // The page mounted at or after `rendered`: still signed in 2.7 s after it.
    await advance(Math.max(0, 2_700 - (Date.now() - rendered)));
    expect(Cookies.get('uts_token')).toBe('access-0');
    // …and signed out 3 s after the mount, which came before the button showed.
    await advance(3_100);
    await waitFor(() => expect(Cookies.get('uts_token')).toBeUndefined());
  });

  it('keeps a named account signed in', async () => {
    useFakeClock();
    signedInAs(profileOf());
    renderSiteHeader({ path: '/about', locale: 'en' });
    expect(await screen.findByRole('button', { name: 'Account menu of Lan' })).toBeVisible();
    await advance(3_300);
    expect(Cookies.get('uts_token')).toBe('access-0');
    expect(screen.getByRole('button', { name: 'Account menu of Lan' })).toBeVisible();
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

describe('guard and redirect (spec §2)', () => {
  it('/corporate/register without a token goes home and opens the login popup', async () => {
    renderApp('/corporate/register', 'en');
    expect(await screen.findByRole('dialog', { name: "Let's get you onboard" })).toBeVisible();
    // The home page is a lazy chunk: it may arrive after the dialog.
    expect(await screen.findByRole('heading', { level: 1, hidden: true })).toHaveTextContent(
      'Flights, hotels and business travel',
    );
  });

  it('after sign-in follows redirect with the carried query after 0.5 s', async () => {
    useFakeClock();
    accountService();
    graphqlService('corporate', { MyCorporate: () => ({ corporate: null }) });
    graphqlService('main', {
      HasName: () => ({ has_name: true }),
      HasPassword: () => ({ has_password: true }),
      SessionProfile: () => ({ profile: profileOf() }),
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderApp('/?redirect=%2Fabout&rl=true&id=9', 'en');
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Email' }),
      'lan@example.com{Enter}',
    );
    await user.type(await within(dialog).findByLabelText('Password'), `${PASSWORD}{Enter}`);
    await advance(300);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await advance(500);
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  });

  it('service=sign-up-for-corporate-account opens the sign-up popup on load', async () => {
    renderSiteHeader({ path: '/?service=sign-up-for-corporate-account', locale: 'vi' });
    expect(
      await screen.findByRole('dialog', { name: 'Cùng bắt đầu hành trình nhé' }),
    ).toBeVisible();
  });
});

describe('expired session (spec §4, §8)', () => {
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
    renderSiteHeader({ path: '/', locale: 'en' });
    // The header's own profile look-up is an excluded area: no popup for it.
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    // The failed renewal clears the cookies after the header has already settled on "Sign in".
    await waitFor(() => expect(Cookies.get('uts_token')).toBeUndefined());
    expect(screen.queryByRole('dialog')).toBeNull();

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
