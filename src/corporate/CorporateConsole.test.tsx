import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MyCorporateQuery } from '../api/generated/corporate';
import { graphqlError } from '../test/graphqlError';
import { graphqlService } from '../test/graphqlService';
import { renderApp } from '../test/renderApp';
import { CONSOLE_PROFILE, MY_CORPORATE, signInToConsole } from '../test/renderConsole';

type Corporate = MyCorporateQuery['corporate'];

function signedIn(corporate: Corporate = MY_CORPORATE) {
  return signInToConsole(
    {
      MyCorporate: () => ({ corporate }),
      MyDelegators: () =>
        graphqlError('NOT_IMPLEMENTED', 'Query my_delegators is not implemented yet'),
    },
    { profile: { ...CONSOLE_PROFILE, corporateRole: corporate?.your_role ?? null, setting: null } },
  );
}

const staffMember: Corporate = { ...MY_CORPORATE, is_owner: false, your_role: 'STAFF' };

describe('corporate console without a session', () => {
  it('opens the login popup and says why', async () => {
    renderApp('/corporate/users', 'en');
    expect(
      await screen.findByRole('dialog', { name: "Let's get you onboard" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Sign in to use the corporate console',
        hidden: true,
      }),
    ).toBeInTheDocument();
  }, 15_000);
});

describe('corporate console', () => {
  it("opens on the overview: the company, its status and the owner's role", async () => {
    signedIn();
    renderApp('/corporate', 'vi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sông Hồng' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Vai trò của bạn: Chủ sở hữu')).toBeInTheDocument();
    expect(screen.getByText('Trạng thái: Đã duyệt')).toBeInTheDocument();
    // The site's account menu and language switch are in the console's app bar.
    expect(screen.getByRole('button', { name: 'Menu tài khoản của Lan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EN – English' })).toBeInTheDocument();
    const menu = screen.getByRole('menu', { name: 'Điều hướng doanh nghiệp' });
    expect(within(menu).getByRole('menuitem', { name: 'Tổng quan' })).toBeInTheDocument();
  });

  it('serves the analysis dashboards in both languages (issue 25: no spec URL is unbuilt)', async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp('/corporate/analysis/hotel?start=2026-07-01&end=2026-09-30', 'vi');
    // The first analysis page in a worker transforms @mui/x-charts: slow on a loaded machine.
    // The heading shows while the console loads (ConsoleShell): the page is there with its filter.
    expect(
      await screen.findByRole('search', { name: 'Bộ lọc phân tích' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Phân tích khách sạn' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'EN – English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hotel analysis' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Analysis filter' })).toBeInTheDocument();
  }, 40_000);

  it('shows what a role may not use as access denied, by URL too', async () => {
    signedIn(staffMember);
    renderApp('/corporate/department', 'en');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'You do not have access to this page' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Departments' })).toBeNull();
    const menu = await screen.findByRole('menu', {}, { timeout: 8000 });
    expect(within(menu).queryByRole('menuitem', { name: 'Staff' })).toBeNull();
    // From src/resources/members/MemberList.test.tsx: members and roles are not for staff.
    expect(within(menu).queryByRole('menuitem', { name: 'Members and roles' })).toBeNull();
  });

  it('leads the spec’s detail URLs to react-admin routes, keeping the id', async () => {
    signedIn();
    const calls = graphqlService('corporate', {
      CorporateInvoice: () => ({
        corporate_invoice: null,
        corporate_payment_histories: { total_count: 0, entries: [] },
        corporate_invoice_wallet_available: 0,
      }),
    });
    renderApp('/corporate/invoice-detail?id=inv-7', 'en');
    // The invoice's show screen asks for invoice inv-7.
    await waitFor(
      () =>
        expect(calls.find((c) => c.operationName === 'CorporateInvoice')?.variables).toMatchObject({
          id: 'inv-7',
        }),
      { timeout: 8000 },
    );
  });

  it('fails loudly when the corporate cannot be loaded, and recovers on retry', async () => {
    signedIn();
    let fail = true;
    graphqlService('corporate', {
      MyCorporate: () =>
        fail
          ? graphqlError('INTERNAL', 'Internal error. Reference: r-1')
          : { corporate: MY_CORPORATE },
      MyDelegators: () => ({ my_delegators: [] }),
    });
    const user = userEvent.setup();
    renderApp('/corporate', 'en');
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(within(alert).getByText('Your permissions could not be loaded')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sông Hồng' })).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sông Hồng' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('nests analysis pages in the analysis layout, for the roles that may see them', async () => {
    signedIn({ ...MY_CORPORATE, is_owner: false, your_role: 'ACCOUTING' });
    renderApp('/corporate/analysis/flight?start=2026-07-01&end=2026-09-30&page=2', 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Flight analysis' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    // The heading shows before the console (ConsoleShell); the section tabs come with it.
    const sections = await screen.findByRole(
      'navigation',
      { name: 'Analysis sections' },
      { timeout: 8000 },
    );
    // The filter rides along to the other sections (not a detail page number).
    expect(within(sections).getByRole('tab', { name: 'Hotel analysis' })).toHaveAttribute(
      'href',
      '/corporate/analysis/hotel?start=2026-07-01&end=2026-09-30',
    );
  });

  it('opens the travel overview to a staff member, without the budgets’ section', async () => {
    signedIn(staffMember);
    renderApp('/corporate/analysis/travel-overview', 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Travel overview' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    const menu = await screen.findByRole('menu', {}, { timeout: 8000 });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Travel overview' })).toBeVisible(),
    );
    // The heading shows before the console (ConsoleShell); the section tabs come with it.
    const sections = await screen.findByRole(
      'navigation',
      { name: 'Analysis sections' },
      { timeout: 8000 },
    );
    expect(within(sections).getByRole('tab', { name: 'Hotel analysis' })).toBeInTheDocument();
    expect(within(sections).queryByRole('tab', { name: /cost cent/i })).toBeNull();
  });

  it('shows the not-found contract for unknown console paths', async () => {
    signedIn();
    renderApp('/corporate/nope', 'vi');
    expect(
      await screen.findByText('Không tìm thấy trang: /corporate/nope', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('lists the travel overview in the menu once built, for the roles that may see it', async () => {
    signedIn();
    renderApp('/corporate/analysis/travel-overview', 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Travel overview' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    const menu = await screen.findByRole('menu', {}, { timeout: 8000 });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Travel overview' })).toBeVisible(),
    );
    expect(within(menu).getByRole('menuitem', { name: 'Staff' })).toBeVisible();
  });

  it('carries the delegate picker in the app bar for someone with delegators', async () => {
    signedIn();
    graphqlService('corporate', {
      MyDelegators: () => ({
        my_delegators: [
          {
            id: 's9',
            user_id: 'u9',
            first_name: 'Minh',
            last_name: 'Trần',
            email: null,
            title: null,
          },
        ],
      }),
    });
    renderApp('/corporate', 'en');
    expect(
      await screen.findByRole('button', { name: 'Booking for: Myself' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
