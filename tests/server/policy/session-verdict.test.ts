import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { corporateLevels, corporateStaffs, corporates } from '../../../server/db/schema';
import { savePolicy } from '../../../server/domain/policy/repository';
import { sessionVerdict } from '../../../server/domain/policy/session-verdict';
import { buildCorporate } from '../support/corporate-builders';
import { CREATE_CART, flightInput, hotelInput, pay, useCheckoutApp } from '../checkout/support';

// The verdict on a checkout session for its traveller (server/domain/policy/session-verdict.ts):
// the cart's flight or stay against the traveller's level's policy, and never another company's.

const { t, world } = useCheckoutApp(
  { CHECKOUT_HOLD_LIMITS: 'off' },
  { seats: 20, rooms: 20, people: ['boss', 'staff', 'nolevel', 'rival'] },
);
const db = () => t().database.db;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const u = world.users;
  ids.corp = await buildCorporate(db(), {
    owner: u.boss.id,
    name: 'VinaSteel',
    members: [{ user: u.staff.id }, { user: u.nolevel.id }],
  });
  ids.other = await buildCorporate(db(), { owner: u.rival.id, name: 'Other' });
  const [staff, theirs] = await db()
    .insert(corporateLevels)
    .values([
      { corporate_id: ids.corp, name: 'Nhân viên' },
      { corporate_id: ids.other, name: 'Sếp' },
    ])
    .returning({ id: corporateLevels.id });
  ids.level = staff.id;
  const member = (corp: string, user: string) =>
    and(eq(corporateStaffs.corporate_id, corp), eq(corporateStaffs.user_id, user));
  await db()
    .update(corporateStaffs)
    .set({ corporate_level_id: staff.id })
    .where(member(ids.corp, u.staff.id));
  await db()
    .update(corporateStaffs)
    .set({ corporate_level_id: theirs.id })
    .where(member(ids.other, u.rival.id));
  const none = async () => {};
  await savePolicy(
    db(),
    ids.corp,
    staff.id,
    {
      allowed_cabins: ['ECONOMY'],
      one_way_cost: 1_200_000,
      round_trip_cost: 3_000_000,
      min_days_ahead: 7,
      out_of_policy_action: 'APPROVAL',
      hotel_caps: [{ city_id: 'da-nang', star_rating: 3, nightly_cost: 900_000 }],
    },
    u.boss.id,
    none,
  );
  // The other company lets its level fly anything for any price.
  await savePolicy(
    db(),
    ids.other,
    theirs.id,
    {
      allowed_cabins: ['ECONOMY', 'BUSINESS'],
      one_way_cost: null,
      round_trip_cost: null,
      min_days_ahead: 0,
      out_of_policy_action: 'BLOCK',
      hotel_caps: [],
    },
    u.rival.id,
    none,
  );
});

beforeEach(async () => {
  await db().update(corporates).set({ enable_split_payment: false });
});

async function cart(who: string, input: Record<string, unknown>) {
  const r = await pay(t().app, world.users[who].token, CREATE_CART, { input });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.create_cart as { id: string; shopping_items: { price: number }[] };
}
const verdictOf = (who: string, sessionId: string, corporateId = ids.corp) =>
  sessionVerdict(
    db(),
    {
      corporateId,
      travellerUserId: world.users[who].id,
      paymentCheckoutSessionId: sessionId,
    },
    t().clock.now(),
  );

describe('sessionVerdict', () => {
  it('asks for approval of a one-way fare over the cap, naming the breach', async () => {
    const s = await cart('staff', flightInput(world));
    const price = s.shopping_items[0].price;
    expect(price).toBe(1_350_000);
    expect(await verdictOf('staff', s.id)).toEqual({
      type: 'APPROVAL',
      remainCost: 0,
      first_pay: price,
      second_pay: 0,
      visible: true,
      cabin: 'ECONOMY',
      one_way_cost: 1_200_000,
      round_trip_cost: 3_000_000,
      seat_class: 'ECONOMY',
      reason_required: false,
      nightly_cost: null,
      breaches: [{ rule: 'PRICE', cap: 1_200_000, price }],
      has_policy: true,
    });
  });

  it('judges a round trip against the round-trip cap', async () => {
    const s = await cart(
      'staff',
      flightInput(world, {
        return: { id: world.back.optionId, seat_class_id: world.back.seatClassId },
      }),
    );
    const v = await verdictOf('staff', s.id);
    expect(v).toMatchObject({ type: 'IN_POLICY', remainCost: 300_000, breaches: [] });
    expect(v.first_pay + v.second_pay).toBe(2_700_000);
  });

  it('splits a fare over the cap when the company splits payments', async () => {
    await db()
      .update(corporates)
      .set({ enable_split_payment: true })
      .where(eq(corporates.id, ids.corp));
    const s = await cart('staff', flightInput(world));
    expect(await verdictOf('staff', s.id)).toMatchObject({
      type: 'IN_POLICY',
      first_pay: 1_200_000,
      second_pay: 150_000,
      breaches: [],
    });
  });

  it("caps a stay by the city's and stars' nightly cost, for every night", async () => {
    const s = await cart('staff', hotelInput(world));
    const price = s.shopping_items[0].price;
    expect(await verdictOf('staff', s.id)).toMatchObject({
      type: 'APPROVAL',
      nightly_cost: 900_000,
      cabin: null,
      breaches: [
        { rule: 'DAYS_AHEAD', min_days: 7, days: 5 },
        { rule: 'PRICE', cap: 1_800_000, price },
      ],
    });
  });

  it('finds everything in policy for a member without a level', async () => {
    const s = await cart('nolevel', flightInput(world));
    expect(await verdictOf('nolevel', s.id)).toMatchObject({
      type: 'IN_POLICY',
      has_policy: false,
      one_way_cost: null,
      breaches: [],
    });
  });

  it("never gives another company's traveller this company's verdict", async () => {
    const s = await cart('rival', flightInput(world));
    await expect(verdictOf('rival', s.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // Their own company judges them by their own policy.
    expect(await verdictOf('rival', s.id, ids.other)).toMatchObject({
      type: 'IN_POLICY',
      has_policy: true,
    });
  });

  it("does not judge another traveller's checkout", async () => {
    const s = await cart('nolevel', flightInput(world));
    await expect(verdictOf('staff', s.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
