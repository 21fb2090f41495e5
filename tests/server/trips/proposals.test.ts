import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CorporateRole } from '../../../common/permissions/corporate';
import { corporateLevels, corporateStaffs, travelPolicies } from '../../../server/db/schema';
import { call } from '../accounts/support';
import { buildCorporate } from '../support/corporate-builders';
import { useCheckoutApp } from '../checkout/support';

// Trip proposals (docs/trip-proposals.md): options re-priced by the server and refused by
// field, who sees which proposals, a pick that stands once under 50 concurrent picks, and the
// other company refused.

const ROLES: Record<string, CorporateRole> = {
  staff: 'STAFF',
  mate: 'STAFF',
  appr: 'APPROVER',
  ops: 'OPERATION',
};
const { t, world } = useCheckoutApp(
  { CHECKOUT_HOLD_LIMITS: 'off' },
  { seats: 9, rooms: 9, people: ['boss', ...Object.keys(ROLES), 'rival'] },
);
const db = () => t().database.db;

const FIELDS = `id title status option_count cheapest_price currency can_pick can_cancel
  traveller { id } created_by { id } picked_by { id name email } picked_option_id
  options { id position kind price currency start_date end_date title from_name to_name
    detail verdict next }`;
const CREATE = `mutation($input: CreateTripProposalInput!) {
  create_trip_proposal(input: $input) { ${FIELDS} } }`;
const LIST = `query($input: TripProposalFilterInput) { trip_proposals(input: $input) {
  total_count entries { id status } } }`;
const ONE = `query($id: ID!) { trip_proposal(id: $id) { ${FIELDS} } }`;
const PICK = `mutation($id: ID!, $o: ID!) { pick_trip_proposal_option(id: $id, option_id: $o) {
  next proposal { id status picked_option_id picked_by { id } } } }`;
const CANCEL = `mutation($id: ID!) { cancel_trip_proposal(id: $id) { id status } }`;

type Body = {
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  errors?: {
    message: string;
    extensions?: { code?: string; fields?: { field: string; rule: string }[] };
  }[];
};
async function ask(who: string, query: string, variables: Record<string, unknown> = {}) {
  const r = await call(t().app, 'POST', '/graphql/trips', {
    body: { query, variables },
    token: world.users[who].token,
  });
  return r.body as Body;
}
const codeOf = (r: Body) => r.errors?.[0]?.extensions?.code;
const fieldsOf = (r: Body) => r.errors?.[0]?.extensions?.fields?.map((f) => `${f.field}:${f.rule}`);

const flight = (w = world.flight) => ({
  kind: 'FLIGHT',
  flight: { id: w.optionId, seat_class_id: w.seatClassId },
});
const hotel = () => ({
  kind: 'HOTEL',
  hotel: { property_id: world.hotel.id, rate_id: world.hotel.rateId, n_o_a: 2 },
});
const proposal = (traveller: string, options: unknown[]) => ({
  traveller_id: world.users[traveller].id,
  title: 'Hà Nội - Sài Gòn',
  options,
});

let mine = '';

beforeAll(async () => {
  const u = world.users;
  const corp = await buildCorporate(db(), {
    owner: u.boss.id,
    name: 'Alpha',
    members: Object.keys(ROLES).map((w) => ({ user: u[w].id, role: ROLES[w] })),
  });
  await buildCorporate(db(), { owner: u.rival.id, name: 'Beta' });
  // The mate's level caps a one-way flight under the fare: their options need approval.
  const [level] = await db()
    .insert(corporateLevels)
    .values({ corporate_id: corp, name: 'Tiết kiệm' })
    .returning({ id: corporateLevels.id });
  await db()
    .insert(travelPolicies)
    .values({
      corporate_id: corp,
      corporate_level_id: level.id,
      allowed_cabins: ['ECONOMY'],
      one_way_cost: 1_000_000,
    });
  await db()
    .update(corporateStaffs)
    .set({ corporate_level_id: level.id })
    .where(and(eq(corporateStaffs.corporate_id, corp), eq(corporateStaffs.user_id, u.mate.id)));
}, 120_000);

describe('create_trip_proposal', () => {
  it('re-prices each option from live inventory and answers where to book it', async () => {
    const r = await ask('ops', CREATE, {
      input: proposal('staff', [flight(), flight(world.back), hotel()]),
    });
    expect(r.errors).toBeUndefined();
    const p = r.data.create_trip_proposal;
    mine = p.id;
    expect(p).toMatchObject({ status: 'OPEN', option_count: 3, currency: 'VND', can_cancel: true });
    expect(p.traveller.id).toBe(world.users.staff.id);
    expect(p.created_by.id).toBe(world.users.ops.id);
    const [out, back, stay] = p.options;
    expect(out).toMatchObject({ kind: 'FLIGHT', price: 1_350_000, from_name: expect.any(String) });
    expect(out.next).toBe(`/flight?from=HAN&to=SGN&depart=${out.start_date}&n_o_a=1`);
    expect(back.next).toContain('from=SGN&to=HAN');
    expect(stay).toMatchObject({
      kind: 'HOTEL',
      title: 'Sea Breeze',
      start_date: world.hotel.checkIn,
    });
    expect(stay.next).toBe(
      `/property/${encodeURIComponent(world.hotel.id)}?depart=${stay.start_date}&return=${stay.end_date}&n_o_a=2&n_o_c=0&rooms=1`,
    );
    expect(p.cheapest_price).toBe(Math.min(out.price, back.price, stay.price));
  });

  it('judges each option by the traveller’s policy, not the booker’s', async () => {
    const r = await ask('ops', CREATE, { input: proposal('mate', [flight(), hotel()]) });
    expect(r.errors).toBeUndefined();
    const [out, stay] = r.data.create_trip_proposal.options;
    expect(out.verdict).toBe('APPROVAL');
    expect(out.next).toContain('/flight?');
    expect(stay.verdict).toBe('IN_POLICY');
  });

  it('refuses options that are not live, naming each by its position', async () => {
    const gone = {
      ...flight(),
      flight: { id: world.flight.optionId, seat_class_id: 'local:x:NOPE' },
    };
    const bogus = { kind: 'HOTEL', hotel: { property_id: world.hotel.id, rate_id: 'nonsense' } };
    const r = await ask('staff', CREATE, { input: proposal('staff', [flight(), gone, bogus]) });
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(r)).toEqual([
      'options.1.flight.seat_class_id:sold_out',
      'options.2.hotel.rate_id:invalid_format',
    ]);
  });

  it('asks for 2 or 3 options, and the offer the kind names', async () => {
    const one = await ask('staff', CREATE, { input: proposal('staff', [flight()]) });
    expect(fieldsOf(one)?.[0]).toMatch(/^options:/);
    const four = await ask('staff', CREATE, {
      input: proposal('staff', [flight(), flight(), flight(), flight()]),
    });
    expect(fieldsOf(four)?.[0]).toMatch(/^options:/);
    const noOffer = await ask('staff', CREATE, {
      input: proposal('staff', [flight(), { kind: 'HOTEL' }]),
    });
    expect(fieldsOf(noOffer)?.[0]).toMatch(/^options\.1\.hotel:/);
  });

  it('lets a staff member propose only for themselves, and nobody for another company', async () => {
    const forMate = await ask('staff', CREATE, { input: proposal('mate', [flight(), hotel()]) });
    expect(codeOf(forMate)).toBe('FORBIDDEN');
    const rival = await ask('boss', CREATE, { input: proposal('rival', [flight(), hotel()]) });
    expect(codeOf(rival)).toBe('FORBIDDEN');
    expect(fieldsOf(rival)).toEqual(['traveller_id:not_bookable']);
  });
});

describe('who sees a proposal', () => {
  it('shows the traveller, the booker and the approvers; not a colleague or another company', async () => {
    for (const who of ['staff', 'ops', 'appr', 'boss']) {
      const r = await ask(who, LIST);
      expect(
        r.data.trip_proposals.entries.map((e: { id: string }) => e.id),
        who,
      ).toContain(mine);
    }
    const mate = await ask('mate', LIST);
    // Only the one they travel on (the policy test's), not their colleague's.
    const theirs = mate.data.trip_proposals.entries.map((e: { id: string }) => e.id);
    expect(theirs).toHaveLength(1);
    expect(theirs).not.toContain(mine);
    expect(codeOf(await ask('mate', ONE, { id: mine }))).toBe('NOT_FOUND');
    expect(codeOf(await ask('rival', ONE, { id: mine }))).toBe('NOT_FOUND');
    expect((await ask('rival', LIST)).data.trip_proposals.total_count).toBe(0);
    const opens = await ask('boss', LIST, { input: { status: 'PICKED' } });
    expect(opens.data.trip_proposals.entries).toEqual([]);
  });
});

describe('pick_trip_proposal_option', () => {
  it('lets 50 concurrent picks make one pick; the others hear who picked', async () => {
    const p = (await ask('staff', ONE, { id: mine })).data.trip_proposal;
    expect(p.can_pick).toBe(true);
    const picks = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        ask(i % 2 ? 'staff' : 'appr', PICK, { id: mine, o: p.options[i % 3].id }),
      ),
    );
    const won = picks.filter((r) => !r.errors);
    expect(won).toHaveLength(1);
    const lost = picks.filter((r) => r.errors);
    expect(new Set(lost.map(fieldsOf).flat())).toEqual(new Set(['id:already_picked']));
    const after = (await ask('staff', ONE, { id: mine })).data.trip_proposal;
    expect(after.status).toBe('PICKED');
    expect(after.picked_option_id).toBe(
      won[0].data.pick_trip_proposal_option.proposal.picked_option_id,
    );
    expect(lost[0].errors![0].message).toContain(after.picked_by.name ?? after.picked_by.email);
    expect(won[0].data.pick_trip_proposal_option.next).toBe(
      p.options.find((o: { id: string }) => o.id === after.picked_option_id).next,
    );
  });

  it('is refused to the booker who is not an approver, and after a cancel', async () => {
    const r = await ask('ops', CREATE, { input: proposal('staff', [flight(), hotel()]) });
    const p = r.data.create_trip_proposal;
    expect(codeOf(await ask('ops', PICK, { id: p.id, o: p.options[0].id }))).toBe('FORBIDDEN');
    expect((await ask('ops', CANCEL, { id: p.id })).data.cancel_trip_proposal.status).toBe(
      'CANCELLED',
    );
    expect(fieldsOf(await ask('staff', PICK, { id: p.id, o: p.options[0].id }))).toEqual([
      'id:cancelled',
    ]);
    expect(codeOf(await ask('rival', CANCEL, { id: p.id }))).toBe('NOT_FOUND');
  });
});
