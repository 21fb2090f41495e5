import { describe, expect, it } from 'vitest';
import { call, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { buildCorporate, userIdOf } from '../support/corporate-builders';
import { setCorporateBalance } from '../support/corporate-ledger';

const CORPORATE = `query($c: ID, $u: ID) { corporate(corporate_id: $c, user_id: $u) {
  id company_name display_name is_owner your_role your_corporate_level_id status approved_at
  balance commission_rate webhook_url } }`;

// Two real tenants: Sông Hồng (owner, admin, accounting, staff) and Mê Kông (owner), plus a
// user in no corporate and the owner of a corporate still waiting for approval.
const t = useAccountsApp({}, async (host) => {
  const db = host.database.db;
  for (const who of ['owner', 'admin', 'accounting', 'staff', 'other', 'loner', 'pending']) {
    tokens[who] = (await signInAs(host, { email: `${who}@corp.example` })).access_token;
  }
  const id = (who: string) => userIdOf(db, `${who}@corp.example`);
  ids.song = await buildCorporate(db, {
    name: 'Sông Hồng',
    owner: await id('owner'),
    members: [
      { user: await id('admin'), role: 'ADMIN' },
      { user: await id('accounting'), role: 'ACCOUTING' },
      { user: await id('staff'), role: 'STAFF' },
    ],
  });
  ids.mekong = await buildCorporate(db, { name: 'Mê Kông', owner: await id('other') });
  ids.pending = await buildCorporate(db, {
    name: 'Chờ Duyệt',
    owner: await id('pending'),
    status: 'PENDING',
  });
  ids.staffUser = await id('staff');
  ids.otherUser = await id('other');
});
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

const gql = (query: string, variables: Record<string, unknown>, token?: string) =>
  call(t().app, 'POST', '/graphql/corporate', { body: { query, variables }, token });

async function read(who: string, variables: Record<string, unknown> = {}) {
  return gql(CORPORATE, variables, tokens[who]);
}

describe('corporate query', () => {
  it('needs a signed-in user', async () => {
    const r = await gql(CORPORATE, {});
    expect(r.body.errors[0].extensions.code, JSON.stringify(r.body)).toBe('UNAUTHENTICATED');
  });

  it("answers the caller's corporate with the caller's role in it", async () => {
    const owner = await read('owner');
    expect(owner.body.errors).toBeUndefined();
    expect(owner.body.data.corporate).toMatchObject({
      id: ids.song,
      display_name: 'Sông Hồng',
      is_owner: true,
      your_role: 'OWNER',
      status: 'APPROVED',
      balance: 0,
    });
    const staff = await read('staff');
    expect(staff.body.data.corporate).toMatchObject({
      id: ids.song,
      is_owner: false,
      your_role: 'STAFF',
    });
  });

  it('answers money fields only to the roles the matrix lets see them', async () => {
    expect((await read('accounting')).body.data.corporate.balance).toBe(0);
    const staff = (await read('staff')).body.data.corporate;
    expect(staff.balance).toBeNull();
    expect(staff.commission_rate).toBeNull();
  });

  it("reads the balance from the corporate's own ledger account", async () => {
    await setCorporateBalance(t().database.db, ids.song, 7_500_000);
    expect((await read('accounting')).body.data.corporate.balance).toBe(7_500_000);
    expect((await read('other')).body.data.corporate).toMatchObject({ id: ids.mekong, balance: 0 });
    await setCorporateBalance(t().database.db, ids.song, 0);
  });

  it('is null for a user in no corporate', async () => {
    const r = await read('loner');
    expect(r.body).toEqual({ data: { corporate: null } });
  });

  it("refuses another corporate's id to every role, and leaks nothing", async () => {
    for (const who of ['owner', 'admin', 'accounting', 'staff', 'loner']) {
      const r = await read(who, { c: ids.mekong });
      expect(r.body.errors[0].extensions.code, who).toBe('FORBIDDEN');
      expect(r.body.data.corporate, who).toBeNull();
      expect(JSON.stringify(r.body), who).not.toContain('Mê Kông');
    }
    const own = await read('other', { c: ids.mekong });
    expect(own.body.data.corporate.display_name).toBe('Mê Kông');
  });

  it("reads a colleague's corporate for those who may see staff, never another tenant's user", async () => {
    const admin = await read('admin', { u: ids.staffUser });
    expect(admin.body.data.corporate.id).toBe(ids.song);
    const staff = await read('staff', { u: ids.otherUser });
    expect(staff.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const owner = await read('owner', { u: ids.otherUser });
    expect(owner.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(JSON.stringify(owner.body)).not.toContain('Mê Kông');
  });

  it('shows a corporate waiting for approval to its owner', async () => {
    const r = await read('pending');
    expect(r.body.data.corporate).toMatchObject({
      id: ids.pending,
      status: 'PENDING',
      approved_at: null,
      your_role: 'OWNER',
    });
  });

  it('names a bad id as a field error', async () => {
    const r = await read('owner', { c: 'not-an-id' });
    expect(r.body.errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [
        { field: 'corporate_id', rule: 'format', message: 'corporate_id is not a valid id' },
      ],
    });
  });
});
