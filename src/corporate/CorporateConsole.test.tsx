import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

/** A signed-in traveller who belongs to no corporate yet. */
function signedIn() {
  Cookies.set('uts_token', 'token-1');
  server.use(
    http.post('*/graphql/main', () =>
      HttpResponse.json({
        data: {
          profile: {
            id: 'u1',
            role: 'USER',
            email: 'lan@example.com',
            first_name: 'Lan',
            last_name: 'Nguyễn',
            avatar: null,
            corporateRole: null,
            setting: null,
          },
        },
      }),
    ),
    http.post('*/graphql/corporate', () => HttpResponse.json({ data: { corporate: null } })),
  );
}

describe('corporate console without a session', () => {
  it('opens the login popup instead of a login page', async () => {
    renderApp('/corporate', 'en');
    expect(
      await screen.findByRole('dialog', { name: "Let's get you onboard" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 15_000);
});

describe('corporate console', () => {
  beforeEach(signedIn);

  it('shows the localized dashboard being built', async () => {
    renderApp('/corporate', 'vi');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Tổng quan doanh nghiệp' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Bảng điều khiển doanh nghiệp đang được xây dựng.'),
    ).toBeInTheDocument();
  });

  it('renders a corporate route and follows the site language switch', async () => {
    const user = userEvent.setup();
    renderApp('/corporate/users', 'vi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nhân viên' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
  });

  it('nests analysis pages in the analysis layout', async () => {
    renderApp('/corporate/analysis/flight', 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Flight analysis' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Analysis sections' })).toBeInTheDocument();
  });

  it('shows the not-found contract for unknown console paths', async () => {
    renderApp('/corporate/nope', 'vi');
    expect(
      await screen.findByText('Page Not Found: /corporate/nope', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
