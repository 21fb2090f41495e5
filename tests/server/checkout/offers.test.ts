import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftVouchers, platformPromotions } from '../../../server/db/schema';
import { gql } from '../accounts/support';
import { pay, useCheckoutApp } from './support';

/* /account/voucher's reads: user_offers (main) and user_gift_vouchers (payments). */

const { t, world } = useCheckoutApp({}, { seats: 1, rooms: 1, people: ['thu', 'khac'] });

const OFFERS = `query($input: UserOffersInput) { user_offers(input: $input) {
  entries { offer_id type platform_promotion { code } } metadata { after total_count } } }`;
const GIFTS = `query($all: Boolean) { user_gift_vouchers(include_used: $all) { code price state expired_at } }`;

const main = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  gql(t().app, query, variables, { token: world.users[who].token }).then(
    (r) => r.body as { data: any; errors?: any[] }, // eslint-disable-line @typescript-eslint/no-explicit-any
  );
const day = 86_400_000;

describe('user_offers and user_gift_vouchers', () => {
  it('list what the traveller can use now, their own gift vouchers only', async () => {
    const db = t().database.db;
    const now = t().clock.now().getTime();
    await db.insert(platformPromotions).values([
      { name: 'Open', code: 'OPEN10', percent_off: 10, end_at: new Date(now + 5 * day) },
      { name: 'Later', code: 'LATER', amount_off: 50_000 },
      { name: 'Off', code: 'OFF', amount_off: 1, active: false },
      { name: 'Ended', code: 'ENDED', amount_off: 1, end_at: new Date(now - day) },
      { name: 'Gone', code: 'GONE', amount_off: 1, max_redemptions: 1, times_redeemed: 1 },
      { name: 'Referral', code: 'REF', amount_off: 1, referral_code: 'SOMEONE' },
    ]);
    await db.insert(giftVouchers).values([
      { code: 'THU-1', user_id: world.users.thu.id, price: 200_000, source: 'REWARD' },
      {
        code: 'THU-OLD',
        user_id: world.users.thu.id,
        price: 100_000,
        source: 'PROMOTION',
        expired_at: new Date(now - day),
      },
      { code: 'KHAC-1', user_id: world.users.khac.id, price: 300_000, source: 'PURCHASE' },
      { code: 'BEARER', price: 300_000, source: 'PURCHASE' },
    ]);
    // Each account has its own welcome voucher (90 days): Thu sees hers, never Khác's.
    const { rows: welcome } = await db.execute<{ code: string }>(sql`
      select code from platform_promotions
      where type = 'SIGN_UP' and user_id = ${world.users.thu.id}::uuid`);
    const offers = (await main('thu', OFFERS)).data.user_offers;
    expect(
      offers.entries.map(
        (e: { platform_promotion: { code: string } }) => e.platform_promotion.code,
      ),
    ).toEqual(['OPEN10', welcome[0].code, 'LATER']);
    expect(offers.entries[0]).toMatchObject({ type: 'PLATFORM_PROMOTION' });
    expect(offers.metadata).toEqual({ after: null, total_count: 3 });
    const paged = (await main('thu', OFFERS, { input: { limit: 1 } })).data.user_offers;
    expect(paged.metadata).toEqual({ after: '1', total_count: 3 });

    const mine = await pay(t().app, world.users.thu.token, GIFTS);
    expect(mine.data.user_gift_vouchers).toEqual([
      { code: 'THU-1', price: 200_000, state: 'AVAILABLE', expired_at: null },
    ]);
    const all = await pay(t().app, world.users.thu.token, GIFTS, { all: true });
    expect(all.data.user_gift_vouchers.map((g: { code: string }) => g.code)).toEqual([
      'THU-OLD',
      'THU-1',
    ]);
    const theirs = await pay(t().app, world.users.khac.token, GIFTS);
    expect(theirs.data.user_gift_vouchers.map((g: { code: string }) => g.code)).toEqual(['KHAC-1']);
    const bad = await main('thu', OFFERS, { input: { after: 'abc' } });
    expect(bad.errors?.[0].extensions.fields[0]).toMatchObject({ field: 'after', rule: 'cursor' });
  });
});
