import { beforeAll, describe, expect, it } from 'vitest';
import {
  corporateCredits,
  delegatePolicies,
  delegatePolicyMembers,
} from '../../../server/db/schema';
import { call } from '../accounts/support';
import { buildCorporate } from '../support/corporate-builders';
import { addDetails, CREATE_CART, hotelInput, useCheckoutApp } from './support';

/*
 * A delegate books for their delegator (docs/permissions.md "Acting for someone else"): the
 * company account is offered, and pays, when the delegator could charge it — the delegate's own
 * role (plain staff here, who may not charge others' trips) does not matter.
 */
const { t, world } = useCheckoutApp({}, { seats: 9, rooms: 20, people: ['boss', 'assistant'] });

const OPTIONS = `query($s: ID!) { corporate_payment_options(payment_checkout_session_id: $s) {
  corporate_id name } }`;
const PAY = `mutation($s: ID!) { pay_with_corporate(payment_checkout_session_id: $s) {
  id status payment_method { type } } }`;

let corp = '';
const asDelegate = (query: string, variables: Record<string, unknown>) =>
  call(t().app, 'POST', '/graphql/payments', {
    body: { query, variables },
    token: world.users.assistant.token,
    headers: { 'x-patron-id': world.users.boss.id },
  });

beforeAll(async () => {
  const db = t().database.db;
  const { boss, assistant } = world.users;
  corp = await buildCorporate(db, {
    owner: boss.id,
    name: 'Alpha',
    members: [{ user: assistant.id, role: 'STAFF' }],
  });
  await db.insert(corporateCredits).values({ corporate_id: corp, max_debt: 100_000_000 });
  const [policy] = await db
    .insert(delegatePolicies)
    .values({ corporate_id: corp, active: true })
    .returning({ id: delegatePolicies.id });
  await db.insert(delegatePolicyMembers).values([
    { policy_id: policy.id, corporate_id: corp, side: 'DELEGATEE', user_id: assistant.id },
    { policy_id: policy.id, corporate_id: corp, side: 'DELEGATOR', user_id: boss.id },
  ]);
});

describe('a delegate booking for their delegator', () => {
  it("is offered the delegator's company account and pays with it", async () => {
    const made = await asDelegate(CREATE_CART, { input: hotelInput(world) });
    expect(made.body.errors, JSON.stringify(made.body.errors)).toBeUndefined();
    const session = made.body.data.create_cart;
    await addDetails(t(), world.users.boss.token, session.id);
    const options = await asDelegate(OPTIONS, { s: session.id });
    expect(options.body.data.corporate_payment_options).toEqual([
      { corporate_id: corp, name: 'Alpha' },
    ]);
    const paid = await asDelegate(PAY, { s: session.id });
    expect(paid.body.errors, JSON.stringify(paid.body.errors)).toBeUndefined();
    expect(paid.body.data.pay_with_corporate).toMatchObject({
      status: 'SUCCESSFUL',
      payment_method: { type: 'CORPORATE_WALLET' },
    });
    // The delegator's booking, in their list.
    const list = await call(t().app, 'POST', '/graphql/payments', {
      body: { query: '{ user_orders { id booked_for { booker { id } } } }' },
      token: world.users.boss.token,
    });
    expect(list.body.data.user_orders).toEqual([
      {
        id: paid.body.data.pay_with_corporate.id,
        booked_for: { booker: { id: world.users.assistant.id } },
      },
    ]);
  });
});
