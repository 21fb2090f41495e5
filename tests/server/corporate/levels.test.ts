import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { buildCorporate, userIdOf } from '../support/corporate-builders';

const LIST = 'query($c: ID) { corporate_levels(corporate_id: $c) { id name } }';
const CREATE = `mutation($i: CreateCorporateLevelInput!) { create_corporate_level(input: $i) {
  id name } }`;

const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

// Two tenants: Sông Hồng (owner, admin, approver) and Mê Kông (owner).
const t = useAccountsApp({}, async (host) => {
  const db = host.database.db;
  for (const who of ['owner', 'admin', 'approver', 'other']) {
    tokens[who] = (await signInAs(host, { email: `${who}@levels.example` })).access_token;
    ids[who] = await userIdOf(db, `${who}@levels.example`);
  }
  ids.song = await buildCorporate(db, {
    name: 'Sông Hồng',
    owner: ids.owner,
    members: [
      { user: ids.admin, role: 'ADMIN' },
      { user: ids.approver, role: 'APPROVER' },
    ],
  });
  ids.mekong = await buildCorporate(db, { name: 'Mê Kông', owner: ids.other });
});

const gql = (who: string | null, query: string, variables: Record<string, unknown>) =>
  call(t().app, 'POST', '/graphql/corporate', {
    body: { query, variables },
    token: who ? tokens[who] : undefined,
  });

const create = (who: string, name: string, corporate = ids.song) =>
  gql(who, CREATE, { i: { corporate_id: corporate, name } });

describe('corporate levels', () => {
  it('are created by the owner and admins and listed by name', async () => {
    const senior = await create('owner', '  Senior ');
    expect(senior.body.errors).toBeUndefined();
    expect(senior.body.data.create_corporate_level).toEqual({
      id: expect.any(String),
      name: 'Senior',
    });
    await create('admin', 'Giám đốc');
    await create('admin', 'associate');
    const r = await gql('admin', LIST, {});
    expect(r.body.data.corporate_levels.map((l: { name: string }) => l.name)).toEqual([
      'associate',
      'Giám đốc',
      'Senior',
    ]);
  });

  it('name a missing or taken name', async () => {
    const blank = await create('owner', ' ');
    expect(blank.body.errors[0].extensions.fields).toEqual([
      { field: 'name', rule: 'too_small', message: 'is required' },
    ]);
    const taken = await create('owner', 'SENIOR');
    expect(taken.body.errors[0].extensions.fields).toEqual([
      { field: 'name', rule: 'unique', message: 'another level of this corporate has this name' },
    ]);
  });

  it('are refused to other roles and to another corporate', async () => {
    const approver = await gql('approver', LIST, {});
    expect(approver.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await create('approver', 'Intern')).body.errors[0].extensions.code).toBe('FORBIDDEN');
    await create('other', 'Bí mật', ids.mekong);
    for (const who of ['owner', 'admin']) {
      const theirs = await gql(who, LIST, { c: ids.mekong });
      expect(theirs.body.errors[0].extensions.code, who).toBe('FORBIDDEN');
      expect(JSON.stringify(theirs.body), who).not.toContain('Bí mật');
      const into = await create(who, 'Lạ', ids.mekong);
      expect(into.body.errors[0].extensions.code, who).toBe('FORBIDDEN');
    }
    const other = await gql('other', LIST, {});
    expect(other.body.data.corporate_levels.map((l: { name: string }) => l.name)).toEqual([
      'Bí mật',
    ]);
    const count = await t().database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from corporate_levels where name in ('Intern', 'Lạ')`,
    );
    expect(count.rows[0].n).toBe(0);
  });
});
