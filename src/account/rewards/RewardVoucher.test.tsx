import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import type { RewardPointHistoryQuery } from '../../api/generated/main';
import type { Locale } from '../../i18n/types';
import { graphqlError } from '../../test/graphqlError';
import { graphqlService, type ServiceAnswers } from '../../test/graphqlService';
import { profileOf, renderAccountPage } from '../testing/renderAccount';
import { RewardPage, VoucherPage } from './pages';

/** /account/reward or /account/voucher in the account layout, as the app mounts them. */
function renderRewardsPage(path: '/account/reward' | '/account/voucher', locale: Locale) {
  const page = path === '/account/reward' ? <RewardPage /> : <VoucherPage />;
  return renderAccountPage(page, { route: path, locale });
}

const RANKS = [
  { rank: 'SILVER', price: 5_000_000, currency: 'VND', cash_back_rate: 0.5 },
  { rank: 'GOLD', price: 20_000_000, currency: 'VND', cash_back_rate: 1 },
];
const signIn = () => {
  Cookies.set('uts_token', 'access-0');
  Cookies.set('account.renewal_token', 'renewal-0');
  // The header's delegate picker asks for the traveller's corporate: none.
  graphqlService('corporate', { MyCorporate: () => ({ corporate: null }) });
};
type PointEntry = RewardPointHistoryQuery['user_point_history']['entries'][number];
const rewardAnswers = (points: number, entries: PointEntry[]): ServiceAnswers<'main'> => ({
  SessionProfile: () => ({ profile: profileOf() }),
  MembershipRank: () => ({
    profile: {
      id: 'u1',
      rank: {
        rank: 'SILVER',
        begin_time: '2026-05-08T00:00:00Z',
        expired_time: '2027-05-08T00:00:00Z',
      },
    },
  }),
  MembershipSpend: () => ({ user_spend: { amount: 8_000_000, currency: 'VND' } }),
  RewardPoints: () => ({ user_point: { point: points } }),
  RewardPointHistory: () => ({
    user_point_history: { entries, metadata: { after: null, total_count: entries.length } },
  }),
});

describe('/account/reward', () => {
  it('shows the rank, the progress to the next, the points and their history', async () => {
    signIn();
    graphqlService('payments', { RankConfigurations: () => ({ rank_configurations: RANKS }) });
    graphqlService(
      'main',
      rewardAnswers(800, [
        {
          id: '2',
          point: 221,
          type: 'REWARD',
          action_type: 'BOOKING',
          metadata: { product_type: 'HOTEL' },
          inserted_at: '2026-11-20T02:00:00Z',
        },
      ]),
    );
    renderRewardsPage('/account/reward', 'en');
    expect(await screen.findByText('Silver')).toBeVisible();
    expect(screen.getByText('0.5% cash back on every booking')).toBeVisible();
    expect(screen.getByText('Spend over 12 months: ₫8,000,000')).toBeVisible();
    expect(screen.getByText('₫12,000,000 more to reach Gold')).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: 'Progress to Gold' });
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByText('800 points')).toBeVisible();
    const history = screen.getByRole('region', { name: 'Points history' });
    expect(within(history).getByText('Hotel booking')).toBeVisible();
    expect(within(history).getByText('+221')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'My account' });
    expect(within(nav).getByRole('link', { name: 'Points and rank' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says when there are no points yet, and offers a retry when loading fails', async () => {
    signIn();
    let fail = true;
    graphqlService('payments', {
      RankConfigurations: () =>
        fail ? graphqlError('INTERNAL', 'boom') : { rank_configurations: RANKS },
    });
    graphqlService('main', rewardAnswers(0, []));
    const user = userEvent.setup();
    renderRewardsPage('/account/reward', 'vi');
    expect(await screen.findByText('Không tải được dữ liệu. Vui lòng thử lại.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(
      await screen.findByText('Chưa có điểm nào. Đặt vé hoặc phòng để bắt đầu tích điểm.'),
    ).toBeVisible();
  });
});

describe('/account/voucher', () => {
  it('lists gift vouchers, offers and rank rewards, and copies a code', async () => {
    signIn();
    graphqlService('payments', {
      AccountGiftVouchers: () => ({
        user_gift_vouchers: [
          {
            id: 'g1',
            code: 'QUA-500K-DEMO',
            price: 500_000,
            currency: 'VND',
            source: 'REWARD',
            type: 'HOTEL',
            state: 'AVAILABLE',
            expired_at: '2026-12-31T16:59:59Z',
          },
        ],
      }),
    });
    graphqlService('main', {
      SessionProfile: () => ({ profile: profileOf() }),
      AccountOffers: () => ({
        user_offers: {
          entries: [
            {
              id: 'p1',
              platform_promotion: {
                id: 'p1',
                name: 'Summer sale',
                code: 'HE2025',
                amount_off: null,
                percent_off: 10,
                currency: 'VND',
                begin_at: null,
                end_at: null,
                minimum: 1_000_000,
                maximum: 300_000,
                note: null,
                product_types: [],
              },
            },
          ],
          metadata: { after: null, total_count: 1 },
        },
      }),
      AccountPlanVouchers: () => ({ promotion_plan_vouchers: [] }),
    });
    const user = userEvent.setup();
    renderRewardsPage('/account/voucher', 'en');
    const gifts = await screen.findByRole(
      'region',
      { name: 'Your gift vouchers' },
      { timeout: 10_000 },
    );
    expect(within(gifts).getByText('Worth ₫500,000')).toBeVisible();
    expect(within(gifts).getByText('For hotels')).toBeVisible();
    expect(within(gifts).getByText(/^Valid until /)).toBeVisible();
    const offers = screen.getByRole('region', { name: 'Offers for you' });
    expect(within(offers).getByText('10% off · up to ₫300,000')).toBeVisible();
    expect(within(offers).getByText('Minimum order ₫1,000,000')).toBeVisible();
    expect(within(offers).getByText('No end date')).toBeVisible();
    await user.click(within(offers).getByRole('button', { name: 'Copy code HE2025' }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe('HE2025');
    expect(within(offers).getByRole('button', { name: 'Copy code HE2025' })).toHaveTextContent(
      'Copied',
    );
    const plan = screen.getByRole('region', { name: 'Rank rewards' });
    expect(within(plan).getByText('No rewards yet.')).toBeVisible();
  });
});
