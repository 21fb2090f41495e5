import { screen, waitFor, within } from '@testing-library/react';
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
    // The entry's time is Vietnam's (09:00), not the test machine's.
    expect(within(history).getByText('Nov 20, 2026 09:00')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'My account' });
    expect(within(nav).getByRole('link', { name: 'Points and rank' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('writes the cash-back rate and the points the Vietnamese way', async () => {
    signIn();
    graphqlService('payments', { RankConfigurations: () => ({ rank_configurations: RANKS }) });
    graphqlService('main', rewardAnswers(1500, []));
    renderRewardsPage('/account/reward', 'vi');
    expect(await screen.findByText('Hoàn tiền 0,5% mỗi đặt chỗ')).toBeVisible();
    expect(screen.getByText('1.500 điểm')).toBeVisible();
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
      RewardPoints: () => ({ user_point: { point: 0 } }),
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

describe('/account/voucher: rank rewards for points', () => {
  const plan = (id: string, name: string, price: number) => ({
    id,
    name,
    note: null,
    duration: 30,
    percent_off: 5,
    price,
    priority: 1,
  });

  it('asks, buys with the same key after a refusal, shows the code and what is left', async () => {
    signIn();
    graphqlService('payments', { AccountGiftVouchers: () => ({ user_gift_vouchers: [] }) });
    let tries = 0;
    const calls = graphqlService('main', {
      SessionProfile: () => ({ profile: profileOf() }),
      AccountOffers: () => ({
        user_offers: { entries: [], metadata: { after: null, total_count: 0 } },
      }),
      AccountPlanVouchers: () => ({
        promotion_plan_vouchers: [plan('v5', 'Giảm 5%', 500), plan('v12', 'Giảm 12%', 1500)],
      }),
      RewardPoints: () => ({ user_point: { point: 700 } }),
      RedeemPlanVoucher: () =>
        ++tries === 1
          ? graphqlError('INTERNAL', 'Something went wrong')
          : {
              redeem_promotion_plan_voucher: {
                id: 'promo-1',
                name: 'Giảm 5%',
                code: 'DIEM-ABCDEFGHJK',
                amount_off: null,
                percent_off: 5,
                currency: 'VND',
                begin_at: '2026-11-27T00:00:00Z',
                end_at: '2026-12-27T00:00:00Z',
                minimum: null,
                maximum: null,
                note: null,
                product_types: [],
              },
            },
    });
    const user = userEvent.setup();
    renderRewardsPage('/account/voucher', 'en');
    const rewards = await screen.findByRole(
      'region',
      { name: 'Rank rewards' },
      { timeout: 10_000 },
    );
    expect(screen.getByText('You have 700 points')).toBeVisible();
    const [five, twelve] = within(rewards).getAllByRole('listitem');
    expect(within(five).getByText('For 500 points')).toBeVisible();
    expect(within(twelve).getByRole('button', { name: 'Redeem' })).toBeDisabled();
    expect(within(twelve).getByText('You need 800 more points')).toBeVisible();

    await user.click(within(five).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem points for a voucher?' });
    expect(dialog).toHaveTextContent('Spend 500 points on “Giảm 5%”. Points left after this: 200.');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem points' }));
    expect(await within(dialog).findByText(/Your points are untouched/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Redeem points' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Both presses of one dialog carry one key: the server buys once however often it is sent.
    const keys = calls
      .filter((c) => c.operationName === 'RedeemPlanVoucher')
      .map((c) => c.variables.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(within(five).getByRole('button', { name: 'Copy code DIEM-ABCDEFGHJK' })).toBeVisible();
    expect(screen.getByText('You have 200 points')).toBeVisible();
    expect(screen.getByText(/^Redeemed “Giảm 5%”/)).toHaveTextContent(
      'Redeemed “Giảm 5%”. Your code: DIEM-ABCDEFGHJK.',
    );
    const offers = screen.getByRole('region', { name: 'Offers for you' });
    expect(within(offers).getByRole('button', { name: 'Copy code DIEM-ABCDEFGHJK' })).toBeVisible();
    expect(within(twelve).getByText('You need 1,300 more points')).toBeVisible();
  });

  it('is in Vietnamese, and says so when the points are gone', async () => {
    signIn();
    graphqlService('payments', { AccountGiftVouchers: () => ({ user_gift_vouchers: [] }) });
    graphqlService('main', {
      SessionProfile: () => ({ profile: profileOf() }),
      AccountOffers: () => ({
        user_offers: { entries: [], metadata: { after: null, total_count: 0 } },
      }),
      AccountPlanVouchers: () => ({ promotion_plan_vouchers: [plan('v9', 'Giảm 8%', 900)] }),
      RewardPoints: () => ({ user_point: { point: 1000 } }),
      RedeemPlanVoucher: () =>
        graphqlError('BAD_USER_INPUT', 'This voucher costs 900 points; you have 100.', {
          fields: [
            {
              field: 'id',
              rule: 'points',
              message: 'This voucher costs 900 points; you have 100.',
            },
          ],
        }),
    });
    const user = userEvent.setup();
    renderRewardsPage('/account/voucher', 'vi');
    const rewards = await screen.findByRole(
      'region',
      { name: 'Phần thưởng theo hạng' },
      { timeout: 10_000 },
    );
    expect(screen.getByText('Bạn đang có 1.000 điểm')).toBeVisible();
    await user.click(within(rewards).getByRole('button', { name: 'Đổi điểm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đổi điểm lấy mã giảm giá?' });
    await user.click(within(dialog).getByRole('button', { name: 'Đổi điểm' }));
    expect(
      await within(dialog).findByText('Bạn không còn đủ điểm để đổi phần thưởng này.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Giữ điểm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
