import { describe, expect, it } from 'vitest';
import { call, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { buildCorporate, userIdOf } from '../support/corporate-builders';

const MEMBERS = `query($c: ID!) { corporate_members(corporate_id: $c) {
  id email first_name last_name role department { id name }
  setting { locale } corporate_staff { id user_id corporate_id role active } } }`;

const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

// Two tenants: Sông Hồng (owner, admin, approver, staff, a deactivated member) and Mê Kông.
const t = useAccountsApp({}, async (host) => {
  const db = host.database.db;
  for (const who of ['owner', 'admin', 'approver', 'staff', 'former', 'other']) {
    tokens[who] = (await signInAs(host, { email: `${who}@members.example` })).access_token;
    ids[who] = await userIdOf(db, `${who}@members.example`);
  }
  ids.song = await buildCorporate(db, {
    name: 'Sông Hồng',
    owner: ids.owner,
    members: [
      { user: ids.staff, role: 'STAFF' },
      { user: ids.approver, role: 'APPROVER' },
      { user: ids.admin, role: 'ADMIN' },
      { user: ids.former, role: 'STAFF', active: false },
    ],
  });
  ids.mekong = await buildCorporate(db, { name: 'Mê Kông', owner: ids.other });
});

const members = (who: string, corporate: string) =>
  call(t().app, 'POST', '/graphql/corporate', {
    body: { query: MEMBERS, variables: { c: corporate } },
    token: tokens[who],
  });

describe('corporate_members', () => {
  it('lists the active members in the spec’s role order, for the owner and admins', async () => {
    for (const who of ['owner', 'admin']) {
      const r = await members(who, ids.song);
      expect(r.body.errors, who).toBeUndefined();
      const list = r.body.data.corporate_members;
      expect(list.map((m: { role: string }) => m.role)).toEqual([
        'OWNER',
        'ADMIN',
        'APPROVER',
        'STAFF',
      ]);
      expect(list.map((m: { id: string }) => m.id)).not.toContain(ids.former);
      expect(list[3]).toMatchObject({
        id: ids.staff,
        email: 'staff@members.example',
        department: null,
        setting: { locale: 'vi' },
        corporate_staff: {
          user_id: ids.staff,
          corporate_id: ids.song,
          role: 'STAFF',
          active: true,
        },
      });
    }
  });

  it('is refused to the other roles of the corporate', async () => {
    for (const who of ['approver', 'staff', 'former']) {
      const r = await members(who, ids.song);
      expect(r.body.errors[0].extensions.code, who).toBe('FORBIDDEN');
      expect(r.body.data, who).toBeNull();
    }
  });

  it("answers nobody about another corporate's members", async () => {
    for (const who of ['owner', 'admin', 'approver', 'staff']) {
      const r = await members(who, ids.mekong);
      expect(r.body.errors[0].extensions.code, who).toBe('FORBIDDEN');
      expect(JSON.stringify(r.body), who).not.toContain('other@members.example');
    }
    const theirs = await members('other', ids.song);
    expect(theirs.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(JSON.stringify(theirs.body)).not.toContain('staff@members.example');
  });

  it('needs a session and a well-formed id', async () => {
    const anonymous = await call(t().app, 'POST', '/graphql/corporate', {
      body: { query: MEMBERS, variables: { c: ids.song } },
    });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const bad = await members('owner', 'not-an-id');
    expect(bad.body.errors[0].extensions.fields).toEqual([
      { field: 'corporate_id', rule: 'format', message: 'corporate_id is not a valid id' },
    ]);
  });
});
