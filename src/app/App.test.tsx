import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { graphqlService } from '../test/graphqlService';
import { signInToSupport } from '../test/renderSupport';

describe('home', () => {
  it('renders in Vietnamese by default and switches to English', async () => {
    const user = userEvent.setup();
    renderApp('/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Chuyến bay, khách sạn và công tác doanh nghiệp — gọn trong một nơi',
      }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('vi');
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 }));

    await user.click(screen.getByRole('button', { name: 'EN – English' }));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Flights, hotels and business travel — all in one place',
      }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(Cookies.get('i18n_redirected')).toBe('en');
    expect(window.localStorage.getItem('locale')).toBe('en');
  });

  it('has a logo linking home, a theme switch and a footer linking every information page', async () => {
    const user = userEvent.setup();
    renderApp('/', 'en');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Wayfare — home' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(window.localStorage.getItem('theme')).toBe('dark');

    const footer = screen.getByRole('navigation', { name: 'Footer links' });
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.sort()).toEqual(
      [
        '/about',
        '/contact',
        '/complaint',
        '/privacy-policy',
        '/terms-of-use',
        '/rules',
        '/membership',
        '/corporate-program',
        '/payment-method',
        '/amendment',
        '/flight-amendment',
        '/hotel-amendment',
        '/check-in-policy',
        '/flight-check-in-policy',
        '/hotel-check-in-policy',
      ].sort(),
    );
  });

  it('sign-in button opens the account dialog', async () => {
    const user = userEvent.setup();
    renderApp('/', 'vi');
    await user.click(await screen.findByRole('button', { name: 'Đăng nhập' }));
    expect(
      await screen.findByRole('dialog', { name: 'Cùng bắt đầu hành trình nhé' }),
    ).toBeInTheDocument();
  });
});

describe('not found', () => {
  it.each([
    ['vi', 'Không tìm thấy trang: /x/y'],
    ['en', 'Page Not Found: /x/y'],
  ] as const)(
    'shows "Page Not Found: {path}" in the interface’s language (%s)',
    async (locale, name) => {
      renderApp('/x/y', locale);
      const heading = await screen.findByRole('heading', { level: 1, name });
      // Read aloud in the page's language: a Vietnamese heading is not marked English.
      expect(heading.closest('[lang]')?.getAttribute('lang') ?? locale).not.toBe(
        locale === 'vi' ? 'en' : 'vi',
      );
    },
  );
});

describe('error page', () => {
  it('shows the not-found variant for status 404', async () => {
    renderApp('/error?status=404', 'en');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it.each(['/error?status=500', '/error?status=503', '/error'])(
    'shows the server-error variant at %s',
    async (path) => {
      renderApp(path, 'en');
      expect(
        await screen.findByRole('heading', { name: 'Internal Server Error' }),
      ).toBeInTheDocument();
    },
  );

  it('is localized in Vietnamese', async () => {
    renderApp('/error?status=404', 'vi');
    expect(
      await screen.findByRole('heading', { name: 'Không tìm thấy trang' }),
    ).toBeInTheDocument();
  });
});

describe('other routes', () => {
  it('renders a policy page with its text and table of contents', async () => {
    renderApp('/privacy-policy', 'en');
    expect(await screen.findByRole('heading', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(await screen.findByText(/how Wayfare handles your personal data/)).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    expect(
      within(toc).getByRole('link', { name: '7. Your rights and how to use them' }),
    ).toHaveAttribute('href', '#rights');
  });

  it('renders a lazy account page inside its layout, its menu entry current', async () => {
    renderApp('/account/request-bookings', 'vi');
    expect(
      await screen.findByRole('heading', { name: 'Yêu cầu đặt chỗ của tôi' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Trang này đang được xây dựng.')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Tài khoản của tôi' });
    expect(within(nav).getByRole('link', { name: 'Yêu cầu đặt chỗ' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('renders the hotel detail route, which asks the property service', async () => {
    graphqlService('property', { PropertyDetail: () => ({ property: null }) });
    renderApp('/property/abc', 'en');
    expect(await screen.findByText('This hotel could not be found.')).toBeInTheDocument();
  });

  it('opens the support area at /support in its own lazy console', async () => {
    const calls = signInToSupport({
      CurrentActing: () => ({ acting_session: null }),
      InboxTickets: () => ({ support_tickets: { total_count: 0, entries: [] } }),
    });
    renderApp('/support/tickets', 'en');
    // The support area's own app bar (its title is the resource's), not the site header.
    expect(
      await screen.findByRole('heading', { name: 'Tickets' }, { timeout: 10_000 }),
    ).toBeVisible();
    await waitFor(() => expect(calls.map((call) => call.operationName)).toContain('InboxTickets'));
  });
});
