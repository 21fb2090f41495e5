import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { monthStart } from '../../../common/calendar';
import {
  corporateCredits,
  corporatePayments,
  corporateStaffs,
  costCenterAssignees,
  costCenterBudgets,
  costCenters,
} from '../../../server/db/schema';
import { releaseCharge } from '../../../server/domain/checkout/corporate-charges';
import { buildCorporate } from '../support/corporate-builders';
import { addDetails, CREATE_CART, hotelInput, pay, useCheckoutApp } from './support';

// A traveller's monthly limit and a cost center's MONTHLY budget are one rule (common/calendar.ts,
// docs/decisions.md "One Vietnam calendar"): both count spending from Vietnam midnight on the
// 1st, so a charge at that instant counts against both and a charge one millisecond earlier
// against neither. The clock stays put; the charge is moved to either side of the boundary.
const { t, world } = useCheckoutApp(
  { CHECKOUT_HOLD_LIMITS: 'off' },
  { seats: 9, rooms: 20, people: ['boss', 'staff'] },
);

const PAY = `mutation($s: ID!) { pay_with_corporate(payment_checkout_session_id: $s) { id status } }`;
const CHOOSE = `mutation($i: UpdateCorporatePaymentInput!) { update_corporate_payment(input: $i) {
  id is_corporate } }`;

type Cart = { id: string; price: number };
let corporateId = '';
let costCenterId = '';

const db = () => t().database.db;
const ruleOf = (r: { errors?: { extensions?: { fields?: { rule: string }[] } }[] }) =>
  r.errors?.[0]?.extensions?.fields?.[0]?.rule;

async function cart(costCenter: boolean): Promise<Cart> {
  const token = world.users.staff.token;
  const r = await pay(t().app, token, CREATE_CART, { input: hotelInput(world) });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  await addDetails(t(), token, r.data.create_cart.id);
  if (costCenter) {
    const chosen = await pay(t().app, token, CHOOSE, {
      i: {
        payment_checkout_session_id: r.data.create_cart.id,
        corporate_id: corporateId,
        is_corporate: true,
        cost_center_id: costCenterId,
      },
    });
    if (chosen.errors) throw new Error(JSON.stringify(chosen.errors));
  }
  return r.data.create_cart;
}
const staffLimit = (limit: number | null) =>
  db()
    .update(corporateStaffs)
    .set({ monthly_limit: limit })
    .where(eq(corporateStaffs.user_id, world.users.staff.id));
const payFor = (s: Cart) => pay(t().app, world.users.staff.token, PAY, { s: s.id });

/** Moves every charge so far, and the budget's spending, to `at`. */
async function spentAt(at: Date) {
  await db().update(corporatePayments).set({ inserted_at: at });
  await db().update(costCenterBudgets).set({ used_since: at });
}

beforeAll(async () => {
  corporateId = await buildCorporate(db(), {
    owner: world.users.boss.id,
    name: 'Alpha',
    members: [{ user: world.users.staff.id }],
  });
  await db().insert(corporateCredits).values({ corporate_id: corporateId, max_debt: 100_000_000 });
  const [cc] = await db()
    .insert(costCenters)
    .values({ corporate_id: corporateId, name: 'Sales trips' })
    .returning();
  costCenterId = cc.id;
  await db()
    .insert(costCenterAssignees)
    .values({ corporate_id: corporateId, cost_center_id: cc.id, user_id: world.users.staff.id });
});

describe('a monthly limit and a monthly budget', () => {
  it('roll over at the same instant: Vietnam midnight on the 1st, and keep what came before out', async () => {
    const first = await cart(true);
    // Room for one trip in each: the second is refused while the first counts.
    const room = first.price + first.price / 2;
    await staffLimit(room);
    await db()
      .insert(costCenterBudgets)
      .values({ corporate_id: corporateId, cost_center_id: costCenterId, amount: room });
    expect((await payFor(first)).errors).toBeUndefined();

    const start = monthStart(t().clock.now());
    // Spent at the first instant of this month: it counts against both.
    await spentAt(start);
    expect(ruleOf(await payFor(await cart(false)))).toBe('monthly_limit');
    await staffLimit(null); // the limit is checked first: without it, the budget refuses
    expect(ruleOf(await payFor(await cart(true)))).toBe('cost_center_budget');
    await staffLimit(room);

    // Spent a millisecond before: last month's, and neither counts it any more.
    await spentAt(new Date(start.getTime() - 1));
    const next = await cart(true);
    expect((await payFor(next)).errors).toBeUndefined();
    const [budget] = await db()
      .select()
      .from(costCenterBudgets)
      .where(eq(costCenterBudgets.cost_center_id, costCenterId));
    expect(budget.used_balance).toBe(next.price);
    expect(new Date(budget.used_since).getTime()).toBeGreaterThanOrEqual(start.getTime());

    // Giving back last month's charge (its order could not be booked) leaves this month's use.
    expect(await releaseCharge(db(), first.id, t().clock.now())).toBe(true);
    const [after] = await db()
      .select()
      .from(costCenterBudgets)
      .where(eq(costCenterBudgets.cost_center_id, costCenterId));
    expect(after.used_balance).toBe(next.price);
    // This month's charge given back is.
    expect(await releaseCharge(db(), next.id, t().clock.now())).toBe(true);
    const [none] = await db()
      .select()
      .from(costCenterBudgets)
      .where(eq(costCenterBudgets.cost_center_id, costCenterId));
    expect(none.used_balance).toBe(0);
  });
});
