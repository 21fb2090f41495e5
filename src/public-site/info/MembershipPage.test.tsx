import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RankConfigurationsQuery } from '../../api/generated/payments';
import type { Locale } from '../../i18n/types';
import { graphqlService } from '../../test/graphqlService';
import { renderSite } from '../testing/renderSite';
import { sessionProfile } from '../../test/profileFixtures';
import { MembershipPage } from './MembershipPage';

const RANKS: RankConfigurationsQuery['rank_configurations'] = [
  { rank: 'GOLD', price: 20_000_000, currency: 'VND', cash_back_rate: 1 },
  { rank: 'MEMBER', price: 0, currency: 'VND', cash_back_rate: 0 },
  { rank: 'SILVER', price: 5_000_000, currency: 'VND', cash_back_rate: 0.5 },
];

const ranks = () =>
  graphqlService('payments', { RankConfigurations: () => ({ rank_configurations: RANKS }) });

/** /membership, with the AccountHost loading who is signed in, as in the app. */
const renderMembership = (locale: Locale) =>
  renderSite(<MembershipPage />, { path: '/membership', locale, account: true });

describe('/membership', () => {
  it('shows the ranks from rank_configurations, lowest first, and asks a visitor to sign in', async () => {
    ranks();
    renderMembership('en');
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'Member₫00% per booking',
      'Silver₫5,000,0000.5% per booking',
      'Gold₫20,000,0001% per booking',
    ]);
    expect(screen.getByText('Sign in to see your rank and progress.')).toBeVisible();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a signed-in traveller’s rank and, past the highest price, the top rank', async () => {
    // A rank is "valid until" only while that day is ahead: the page is read on a day inside
    // the rank's year, whatever day the suite runs.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-27T03:00:00Z'));
    Cookies.set('uts_token', 'access-0');
    Cookies.set('account.renewal_token', 'renewal-0');
    ranks();
    graphqlService('main', {
      SessionProfile: () => ({ profile: sessionProfile() }),
      MembershipRank: () => ({
        profile: {
          id: 'u1',
          rank: {
            rank: 'GOLD',
            begin_time: '2026-05-08T00:00:00Z',
            expired_time: '2027-05-08T00:00:00Z',
          },
        },
      }),
      // What the server answers (server/domain/rewards/read.ts: the qualifying spend in VND).
      MembershipSpend: () => ({ user_spend: { amount: 23_400_000, currency: 'VND' } }),
    });
    renderMembership('en');
    const region = await screen.findByRole('region', { name: 'Your rank' });
    expect(
      await within(region).findByText(/Gold, since May 8, 2026 · valid until May 8, 2027/),
    ).toBeVisible();
    expect(within(region).getByText(/^Spend recorded: ₫23,400,000$/)).toBeVisible();
    expect(within(region).getByText('You are at the top rank.')).toBeVisible();
    expect(within(region).queryByText(/there is no spend figure yet/)).toBeNull();
  });

  it('shows recorded spend and what is left to the next rank', async () => {
    Cookies.set('uts_token', 'access-0');
    Cookies.set('account.renewal_token', 'renewal-0');
    ranks();
    graphqlService('main', {
      SessionProfile: () => ({ profile: sessionProfile() }),
      MembershipRank: () => ({ profile: { id: 'u1', rank: null } }),
      MembershipSpend: () => ({ user_spend: { amount: 7_250_000, currency: 'VND' } }),
    });
    renderMembership('vi');
    const region = await screen.findByRole('region', { name: 'Hạng của bạn' });
    expect(await within(region).findByText(/^Chi tiêu đã ghi nhận: 7\.250\.000\s₫$/)).toBeVisible();
    expect(within(region).getByText(/^Còn 12\.750\.000\s₫ nữa để lên hạng Vàng\.$/)).toBeVisible();
  });
});
