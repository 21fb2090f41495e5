import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTING_ACTIONS, ACTING_KINDS, actingRule } from '../../../common/permissions/acting';
import { call } from '../accounts/support';
import { userIdOf } from '../support/corporate-builders';
import { demoToken } from '../tickets/helpers';
import { START, admin, staffToken, useSupportApp } from './helpers';

/*
 * Acting for someone else (docs/permissions.md "Acting for someone else"): every row of the
 * table, for each kind of actor, through the API a client uses. Allowed reads answer the
 * acted-for person's data (compared with what they see themselves); refused ones answer
 * FORBIDDEN `acting_not_allowed` (credentials: `credentials_are_own`). The demo data gives an
 * agent with their traveller, an assistant delegated by the VinaSteel owner, and support.
 */

const t = useSupportApp();

type Service = 'main' | 'payments' | 'corporate' | 'property';
interface Who {
  token: string;
  patron: string;
  patronToken: string;
}
const who = {} as Record<(typeof ACTING_KINDS)[number], Who>;

const ask = (
  service: Service,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
  patron?: string,
) =>
  call(t().app, 'POST', `/graphql/${service}`, {
    body: { query, variables },
    token,
    headers: patron ? { 'x-patron-id': patron } : {},
  });

beforeAll(async () => {
  const db = t().database.db;
  const owner = 'owner@vinasteel.example';
  who.AGENT = {
    token: await demoToken(t(), 'agent@wayfare.example'),
    patron: await userIdOf(db, 'traveller@mail.example'),
    patronToken: await demoToken(t(), 'traveller@mail.example'),
  };
  who.DELEGATE = {
    token: await demoToken(t(), 'assistant@vinasteel.example'),
    patron: await userIdOf(db, owner),
    patronToken: await demoToken(t(), owner),
  };
  const support = await staffToken(t());
  const ownerId = await userIdOf(db, owner);
  const started = await admin(t(), support, START, {
    input: { user_id: ownerId, reason: 'Phone call: the owner cannot find the console' },
  });
  expect(started.body.errors).toBeUndefined();
  who.SUPPORT = { token: support, patron: ownerId, patronToken: who.DELEGATE.patronToken };
});

const ANY_ID = randomUUID();

/** One operation per row: what to send, and (when allowed) what the answer must be. */
const PROBES: Record<
  (typeof ACTING_ACTIONS)[number],
  { service: Service; query: string; variables?: Record<string, unknown>; same?: boolean }
> = {
  'profile.read': {
    // The traveller's details checkout pre-fills: on the cart (null for an unknown one).
    service: 'payments',
    query: 'query($c: String!) { payment_checkout_session(cart_token: $c) { traveller { id } } }',
    variables: { c: 'no-such-cart' },
  },
  'profile.edit': {
    service: 'main',
    query: 'mutation { updateProfile(input: { first_name: "Mallory", last_name: "Evil" }) { id } }',
  },
  'credentials.edit': {
    service: 'main',
    query: `mutation { update_email(input: { email: "x@evil.example", code: "123456", token: "t" }) { id } }`,
  },
  'bookings.read': {
    service: 'payments',
    query: '{ user_orders(limit: 100) { id status price } }',
    same: true,
  },
  'checkout.book': {
    service: 'payments',
    query: 'query($c: String!) { payment_checkout_session_light(cart_token: $c) { id } }',
    variables: { c: 'no-such-cart' },
  },
  'wallet.read': {
    service: 'payments',
    query: '{ user_wallet(currency: "VND") { currency balance } }',
    same: true,
  },
  'wallet.pay': {
    service: 'payments',
    query: 'mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { id } }',
    variables: { s: ANY_ID },
  },
  'wallet.top_up': {
    service: 'main',
    query: 'mutation { begin_top_up(amount: 100000, currency: "VND") { cart_token } }',
  },
  'vouchers.read': {
    service: 'payments',
    query: '{ user_gift_vouchers(include_used: true) { code price } }',
    same: true,
  },
  'vouchers.apply': {
    service: 'payments',
    query: `mutation($s: ID!) { apply_voucher(payment_checkout_session_id: $s, voucher_code: "NOPE") { id } }`,
    variables: { s: ANY_ID },
  },
  'points.redeem': {
    service: 'main',
    query: `mutation($id: ID!) { redeem_promotion_plan_voucher(input: { id: $id, idempotency_key: "probe-key-1" }) { code } }`,
    variables: { id: ANY_ID },
  },
  'company.pay': {
    service: 'payments',
    query:
      'query($s: ID!) { corporate_payment_options(payment_checkout_session_id: $s) { corporate_id } }',
    variables: { s: ANY_ID },
  },
  'company.read': {
    service: 'corporate',
    query: '{ corporate { id is_owner your_role } }',
    same: true,
  },
  'company.edit': {
    service: 'corporate',
    query: `mutation($id: ID!) { update_corporate(input: { id: $id, display_name: "Taken" }) { id } }`,
    variables: { id: ANY_ID },
  },
  'agents.answer': {
    service: 'main',
    query: '{ my_travel_agents { id } }',
  },
  'favourites.read': {
    service: 'property',
    query: '{ fav_properties { entries { property_id user_id } } }',
    same: true,
  },
  'favourites.edit': {
    service: 'property',
    query: `mutation($p: ID!) { add_fav_property(input: { property_id: $p }) { property_id } }`,
    variables: { p: ANY_ID },
  },
  'tickets.read': {
    service: 'main',
    query: '{ support_tickets { total_count entries { id } } }',
    same: true,
  },
};

const refusalOf = (body: { errors?: Array<{ message: string; extensions?: { code?: string } }> }) =>
  body.errors?.find(
    (e) =>
      e.extensions?.code === 'FORBIDDEN' &&
      /acting_not_allowed|credentials_are_own/.test(e.message),
  );

describe('acting for someone else: every row of the table', () => {
  for (const action of ACTING_ACTIONS) {
    for (const kind of ACTING_KINDS) {
      const cell = actingRule(kind, action);
      const verb = cell === 'own' ? 'does as themselves' : cell ? 'may' : 'may not';
      it(`${kind} ${verb} ${action}`, async () => {
        const probe = PROBES[action];
        const w = who[kind];
        const r = await ask(probe.service, w.token, probe.query, probe.variables, w.patron);
        if (cell === 'own') {
          // Not the acted-for person's: the answer is the signed-in user's own.
          const own = await ask(probe.service, w.token, probe.query, probe.variables);
          expect(r.body).toEqual(own.body);
          return;
        }
        if (!cell) {
          expect(refusalOf(r.body), JSON.stringify(r.body)).toBeDefined();
          expect(Object.values(r.body.data ?? {}).every((v) => v === null)).toBe(true);
          return;
        }
        expect(refusalOf(r.body), JSON.stringify(r.body.errors)).toBeUndefined();
        // Reached the operation: any error is the operation's own (an unknown cart…).
        for (const e of r.body.errors ?? []) expect(e.extensions?.code).not.toBe('FORBIDDEN');
        expect(JSON.stringify(r.body.errors ?? [])).not.toContain('Cannot query field');
        if (probe.same) {
          // The acted-for person's own answer, not the actor's.
          expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
          const own = await ask(probe.service, w.patronToken, probe.query, probe.variables);
          expect(r.body.data).toEqual(own.body.data);
        }
      });
    }
  }

  it('a refused write changed nothing: the owner is still named as before', async () => {
    const q = '{ profile { first_name } }';
    const r = await ask('main', who.DELEGATE.patronToken, q);
    expect(r.body.data.profile.first_name).not.toBe('Mallory');
  });
});

describe('what stays the signed-in user’s own while acting', () => {
  it('the app’s profile is the actor’s: the header does not change who is signed in', async () => {
    for (const kind of ACTING_KINDS) {
      const w = who[kind];
      const q = '{ profile { id } }';
      const acting = await ask('main', w.token, q, {}, w.patron);
      const own = await ask('main', w.token, q);
      expect(acting.body.data.profile.id).toBe(own.body.data.profile.id);
      expect(acting.body.data.profile.id).not.toBe(w.patron);
    }
  });

  it('saved cards are never the acted-for person’s: the list is the booker’s own', async () => {
    const q = '{ stripe_payment_methods { id } }';
    for (const kind of ACTING_KINDS) {
      const w = who[kind];
      const acting = await ask('payments', w.token, q, {}, w.patron);
      const own = await ask('payments', w.token, q);
      expect(acting.body.data).toEqual(own.body.data);
    }
  });

  it('support in the console is the member: their company and their role', async () => {
    const q = '{ corporate { id is_owner your_role company_name } }';
    const w = who.SUPPORT;
    const plain = await ask('corporate', w.token, q);
    expect(plain.body.data?.corporate ?? null).toBeNull();
    const acting = await ask('corporate', w.token, q, {}, w.patron);
    expect(acting.body.data.corporate).toMatchObject({ is_owner: true });
    expect(acting.body.data.corporate.company_name).toMatch(/Thép Vina/);
  });

  it('support acting for a member stays inside that member’s company (cross-tenant)', async () => {
    const other = await ask(
      'corporate',
      await demoToken(t(), 'owner@saomaitech.example'),
      '{ corporate { id } }',
    );
    const saomai = other.body.data.corporate.id as string;
    const w = who.SUPPORT;
    for (const query of [
      '{ corporate(corporate_id: "ID") { id company_name } }',
      '{ corporate_staffs(corporate_id: "ID") { id user_id } }',
      '{ corporate_departments(corporate_id: "ID") { id name } }',
    ]) {
      const r = await ask('corporate', w.token, query.replace('ID', saomai), {}, w.patron);
      const codes = (r.body.errors ?? []).map(
        (e: { extensions?: { code?: string } }) => e.extensions?.code,
      );
      expect(Object.values(r.body.data ?? {}).every((v) => v === null)).toBe(true);
      expect(codes.every((c: string) => c === 'FORBIDDEN' || c === 'NOT_FOUND')).toBe(true);
    }
  });
});
