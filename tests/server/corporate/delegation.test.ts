import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, newIp, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { buildCorporate, userIdOf } from '../support/corporate-builders';

const FIELDS = 'id active corporate_id delegatee_ids delegator_ids inserted_at';
const CREATE = `mutation($i: CreateDelegatePolicyInput!) { create_delegate_policy(input: $i) {
  ${FIELDS} } }`;
const UPDATE = `mutation($i: UpdateDelegatePolicyInput!) { update_delegate_policy(input: $i) {
  ${FIELDS} } }`;
const DELETE = `mutation($i: DeleteDelegatePolicyInput!) { delete_delegate_policy(input: $i) {
  ${FIELDS} } }`;
const LIST = `query($i: DelegatePoliciesInput!) { delegate_policies(input: $i) {
  total_count entries { ${FIELDS} } } }`;
const ONE = `query($c: ID, $id: ID!) { delegate_policy(corporate_id: $c, id: $id) { ${FIELDS} } }`;
const MINE = `query($i: MyDelegatorsInput) { my_delegators(input: $i) {
  id user_id first_name last_name email role user { id email role } } }`;

const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const WHO = ['owner', 'admin', 'assistant', 'boss', 'staff', 'former', 'other', 'otheradmin'];
const WHO_EXTRA = ['loner'];

// Two tenants: Sông Hồng (owner, admin, an assistant, a boss, staff, a former member) and
// Mê Kông (owner, admin); and a user in no corporate.
const t = useAccountsApp({}, async (host) => {
  const db = host.database.db;
  for (const who of [...WHO, ...WHO_EXTRA]) {
    tokens[who] = (await signInAs(host, { email: `${who}@deleg.example` })).access_token;
    ids[who] = await userIdOf(db, `${who}@deleg.example`);
  }
  ids.song = await buildCorporate(db, {
    name: 'Sông Hồng',
    owner: ids.owner,
    members: [
      { user: ids.admin, role: 'ADMIN' },
      { user: ids.assistant, role: 'STAFF' },
      { user: ids.boss, role: 'APPROVER' },
      { user: ids.staff, role: 'STAFF' },
      { user: ids.former, role: 'STAFF', active: false },
    ],
  });
  ids.mekong = await buildCorporate(db, {
    name: 'Mê Kông',
    owner: ids.other,
    members: [{ user: ids.otheradmin, role: 'ADMIN' }],
  });
});

const gql = (who: string | null, query: string, variables: Record<string, unknown>) =>
  call(t().app, 'POST', '/graphql/corporate', {
    body: { query, variables },
    token: who ? tokens[who] : undefined,
    ip: newIp(),
  });

const create = (who: string, delegatees: string[], delegators: string[], corporate = ids.song) =>
  gql(who, CREATE, {
    i: { corporate_id: corporate, delegatee_ids: delegatees, delegator_ids: delegators },
  });

async function made(who: string, delegatees: string[], delegators: string[], corporate?: string) {
  const r = await create(who, delegatees, delegators, corporate);
  expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
  return r.body.data.create_delegate_policy;
}

const policiesOf = async (corporate: string) =>
  (
    await t().database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from delegate_policies where corporate_id = ${corporate}::uuid`,
    )
  ).rows[0].n;

const clear = () => t().database.db.execute(sql`delete from delegate_policies`);

describe('delegate policies', () => {
  it('are created, read, changed and deleted by the owner and admins', async () => {
    await clear();
    const policy = await made('owner', [ids.assistant], [ids.boss, ids.owner]);
    expect(policy).toMatchObject({
      active: true,
      corporate_id: ids.song,
      delegatee_ids: [ids.assistant],
      delegator_ids: expect.arrayContaining([ids.boss, ids.owner]),
    });
    const one = await gql('admin', ONE, { id: policy.id });
    expect(one.body.data.delegate_policy).toEqual(policy);
    const updated = await gql('admin', UPDATE, {
      i: { id: policy.id, delegator_ids: [ids.boss], active: false },
    });
    expect(updated.body.data.update_delegate_policy).toMatchObject({
      delegatee_ids: [ids.assistant],
      delegator_ids: [ids.boss],
      active: false,
    });
    const page = await gql('owner', LIST, { i: { active: false, limit: 10 } });
    expect(page.body.data.delegate_policies).toEqual({
      total_count: 1,
      entries: [updated.body.data.update_delegate_policy],
    });
    const deleted = await gql('admin', DELETE, { i: { id: policy.id } });
    expect(deleted.body.data.delete_delegate_policy.id).toBe(policy.id);
    expect((await gql('owner', ONE, { id: policy.id })).body.data.delegate_policy).toBeNull();
    expect(await policiesOf(ids.song)).toBe(0);
    const again = await gql('admin', DELETE, { i: { id: policy.id } });
    expect(again.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('are refused to the other roles', async () => {
    await clear();
    for (const who of ['assistant', 'boss', 'loner']) {
      const r = await create(who, [ids.assistant], [ids.boss]);
      expect(r.body.errors[0].extensions.code, who).toBe('FORBIDDEN');
      const list = await gql(who, LIST, { i: {} });
      expect(list.body.errors[0].extensions.code, who).toBe('FORBIDDEN');
    }
    expect(await policiesOf(ids.song)).toBe(0);
  });

  it('name the side that breaks a rule', async () => {
    await clear();
    const empty = await create('owner', [], [ids.boss]);
    expect(empty.body.errors[0].extensions.fields).toEqual([
      { field: 'delegatee_ids', rule: 'too_small', message: 'name at least one staff member' },
    ]);
    const former = await create('owner', [ids.assistant], [ids.former]);
    expect(former.body.errors[0].extensions.fields).toEqual([
      {
        field: 'delegator_ids',
        rule: 'unknown',
        message: 'everyone must be an active staff member of this corporate',
      },
    ]);
    const both = await create('owner', [ids.assistant, ids.boss], [ids.boss]);
    expect(both.body.errors[0].extensions.fields[0]).toMatchObject({
      field: 'delegator_ids',
      rule: 'not_allowed',
    });
    const malformed = await create('owner', ['x'], [ids.boss]);
    expect(malformed.body.errors[0].extensions.fields[0]).toMatchObject({
      field: 'delegatee_ids.0',
      rule: 'format',
    });
    await made('owner', [ids.assistant, ids.staff], [ids.boss]);
    const overlap = await create('admin', [ids.staff], [ids.boss, ids.owner]);
    expect(overlap.body.errors[0].extensions.fields[0]).toMatchObject({
      field: 'delegator_ids',
      rule: 'unique',
    });
    expect(await policiesOf(ids.song)).toBe(1);
  });

  it('never hold one pair twice, however many requests race (50 at once)', async () => {
    await clear();
    const creates = Array.from({ length: 50 }, (_, i) =>
      create(i % 2 ? 'owner' : 'admin', [ids.assistant], [ids.boss]),
    );
    const results = await Promise.all(creates);
    const won = results.filter((r) => !r.body.errors);
    const lost = results.filter((r) => r.body.errors);
    expect(won).toHaveLength(1);
    expect(lost.map((r) => r.body.errors[0].extensions.fields[0].rule)).toEqual(
      Array(49).fill('unique'),
    );
    expect(await policiesOf(ids.song)).toBe(1);

    // Another policy, and 50 updates racing to give it the same pair (with a new one each):
    // none may, whatever the order.
    const other = await made('owner', [ids.staff], [ids.owner]);
    const updates = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        gql(i % 2 ? 'owner' : 'admin', UPDATE, {
          i: { id: other.id, delegatee_ids: [ids.assistant, ids.staff], delegator_ids: [ids.boss] },
        }),
      ),
    );
    expect(updates.every((r) => r.body.errors?.[0].extensions.fields[0].rule === 'unique')).toBe(
      true,
    );
    const pairs = await t().database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from delegate_policy_members e
      join delegate_policy_members r on r.policy_id = e.policy_id and r.side = 'DELEGATOR'
      where e.side = 'DELEGATEE' and e.user_id = ${ids.assistant}::uuid
        and r.user_id = ${ids.boss}::uuid`);
    expect(pairs.rows[0].n).toBe(1);

    // 50 racing creates and updates that each give the same new pair (admin for owner): it ends
    // in one policy, and either one create won and every update lost, or no create won.
    const mixed = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2
          ? create('admin', [ids.admin], [ids.owner])
          : gql('owner', UPDATE, { i: { id: other.id, delegatee_ids: [ids.staff, ids.admin] } }),
      ),
    );
    const createsWon = mixed.filter((r, i) => i % 2 === 1 && !r.body.errors).length;
    const updatesWon = mixed.filter((r, i) => i % 2 === 0 && !r.body.errors).length;
    expect(createsWon + (updatesWon > 0 ? 1 : 0)).toBe(1);
    expect(createsWon).toBeLessThanOrEqual(1);
    const adminForOwner = await t().database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from delegate_policy_members e
      join delegate_policy_members r on r.policy_id = e.policy_id and r.side = 'DELEGATOR'
      where e.side = 'DELEGATEE' and e.user_id = ${ids.admin}::uuid
        and r.user_id = ${ids.owner}::uuid`);
    expect(adminForOwner.rows[0].n).toBe(1);
    expect(await policiesOf(ids.song)).toBe(2 + createsWon);
  });

  describe("answer nobody about another corporate's policies", () => {
    it('lists and reads', async () => {
      await clear();
      const theirs = await made('other', [ids.otheradmin], [ids.other], ids.mekong);
      for (const who of ['owner', 'admin']) {
        const list = await gql(who, LIST, { i: { corporate_id: ids.mekong } });
        expect(list.body.errors[0].extensions.code, who).toBe('FORBIDDEN');
        const own = await gql(who, LIST, { i: {} });
        expect(own.body.data.delegate_policies.total_count, who).toBe(0);
        const one = await gql(who, ONE, { id: theirs.id });
        expect(one.body.data.delegate_policy, who).toBeNull();
        const named = await gql(who, ONE, { c: ids.mekong, id: theirs.id });
        expect(named.body.errors[0].extensions.code, who).toBe('FORBIDDEN');
      }
    });

    it('creates, updates and deletes', async () => {
      await clear();
      const theirs = await made('other', [ids.otheradmin], [ids.other], ids.mekong);
      for (const who of ['owner', 'admin']) {
        const created = await create(who, [ids.otheradmin], [ids.other], ids.mekong);
        expect(created.body.errors[0].extensions.code, who).toBe('FORBIDDEN');
        const theirPeople = await create(who, [ids.otheradmin], [ids.other]);
        expect(theirPeople.body.errors[0].extensions.fields[0], who).toMatchObject({
          rule: 'unknown',
        });
        const updated = await gql(who, UPDATE, { i: { id: theirs.id, active: false } });
        expect(updated.body.errors[0].extensions.code, who).toBe('NOT_FOUND');
        const deleted = await gql(who, DELETE, { i: { id: theirs.id } });
        expect(deleted.body.errors[0].extensions.code, who).toBe('NOT_FOUND');
      }
      const still = await gql('other', ONE, { id: theirs.id });
      expect(still.body.data.delegate_policy).toMatchObject({ id: theirs.id, active: true });
      expect(await policiesOf(ids.song)).toBe(0);
    });
  });
});

describe('my_delegators', () => {
  it('answers whom the caller may book for through active policies, searched', async () => {
    await clear();
    await made('owner', [ids.assistant], [ids.boss, ids.owner, ids.staff]);
    const off = await made('owner', [ids.assistant], [ids.admin]);
    await gql('owner', UPDATE, { i: { id: off.id, active: false } });
    await made('other', [ids.otheradmin], [ids.other], ids.mekong);
    const r = await gql('assistant', MINE, {});
    expect(r.body.errors).toBeUndefined();
    const emails = r.body.data.my_delegators.map((d: { email: string }) => d.email).sort();
    expect(emails).toEqual(['boss@deleg.example', 'owner@deleg.example', 'staff@deleg.example']);
    expect(r.body.data.my_delegators[0]).toMatchObject({
      user: { id: expect.any(String), role: 'USER' },
    });
    const searched = await gql('assistant', MINE, { i: { search: 'BOSS' } });
    expect(searched.body.data.my_delegators.map((d: { user_id: string }) => d.user_id)).toEqual([
      ids.boss,
    ]);
    const paged = await gql('assistant', MINE, { i: { limit: 2, offset: 2 } });
    expect(paged.body.data.my_delegators).toHaveLength(1);
  });

  it('is empty for a delegator, another tenant and a user with no corporate', async () => {
    for (const who of ['boss', 'otheradmin', 'loner']) {
      const r = await gql(who, MINE, {});
      expect(r.body.errors, who).toBeUndefined();
      const text = JSON.stringify(r.body.data.my_delegators);
      if (who === 'otheradmin') expect(text).toContain('other@deleg.example');
      else expect(r.body.data.my_delegators, who).toEqual([]);
      expect(text, who).not.toContain('boss@deleg.example');
    }
  });

  it('keeps the spec’s page size within 1–500', async () => {
    const r = await gql('assistant', MINE, { i: { limit: 501 } });
    expect(r.body.errors[0].extensions.fields[0]).toMatchObject({ field: 'limit' });
    const anonymous = await gql(null, MINE, {});
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
