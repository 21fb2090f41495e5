import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../../server/db/seed';
import { call, gql, md5, signInByPassword, useAccountsApp } from './support';
import { signInAs } from '../support/sessions';

// Seeded demo data: the travel agent and its travellers, VinaSteel's delegate policies.
const t = useAccountsApp({}, async ({ database }) => {
  await seedDemo(database.db, { staffInLargeCorporate: 52, now: new Date('2026-03-01T00:00:00Z') });
});

type Row = Record<string, string>;
async function rows(sql: string): Promise<Row[]> {
  return (await t().database.db.execute(sql as never)).rows as Row[];
}
const idOf = async (email: string) =>
  (await rows(`select id from users where email = '${email}'`))[0].id;

async function demoToken(email: string) {
  const r = await signInByPassword(t().app, { email }, DEMO_PASSWORD);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.access_token as string;
}

const INFO = '{ service_info { service } }';
const asPatron = (token: string | undefined, patron: string, service = 'main') =>
  call(t().app, 'POST', `/graphql/${service}`, {
    body: { query: INFO, operationName: null },
    ...(token ? { token } : {}),
    headers: { 'x-patron-id': patron },
  });

async function auditFor(actor: string, patron: string) {
  return rows(
    `select action, corporate_id, metadata from audit_log where actor_user_id = '${actor}' and patron_user_id = '${patron}' order by created_at`,
  );
}

async function refusals(actor: string) {
  return rows(
    `select patron_user_id, metadata->>'reason' as reason, metadata->>'patron_header' as header from audit_log where actor_user_id = '${actor}' and action = 'auth.patron_refused' order by metadata->>'reason'`,
  );
}

describe('demo accounts', () => {
  it('sign in with the printed demo password', async () => {
    const r = await signInByPassword(t().app, { email: 'owner@vinasteel.example' }, DEMO_PASSWORD);
    expect(r.status).toBe(200);
    const profile = await gql(
      t().app,
      '{ profile { email corporateRole first_name } }',
      {},
      { token: r.body.data.access_token },
    );
    expect(profile.body.data.profile).toMatchObject({
      email: 'owner@vinasteel.example',
      corporateRole: 'OWNER',
    });
    const byPhone = await call(t().app, 'POST', '/api/v1/user/session/new', {
      body: { phone_number: '84990000012', password: md5(DEMO_PASSWORD), lang: 'vi' },
    });
    expect(byPhone.status).toBe(200);
  });
});

describe('X-Patron-Id', () => {
  it('is honoured for an AGENT acting for a linked traveller, and audited', async () => {
    const agent = await idOf('agent@wayfare.example');
    const [linked] = await rows(
      `select traveller_user_id as id from travel_agent_travellers where agent_user_id = '${agent}'`,
    );
    const token = await demoToken('agent@wayfare.example');
    const r = await asPatron(token, linked.id);
    expect(r.body).toEqual({ data: { service_info: { service: 'main' } } });
    const places = await asPatron(token, linked.id, 'places');
    expect(places.body.data.service_info.service).toBe('places');
    const audit = await auditFor(agent, linked.id);
    expect(audit.map((a) => a.action)).toEqual(['graphql.main', 'graphql.places']);
    expect(audit[0].metadata).toMatchObject({ via: 'AGENT' });
    // Acting for someone does not change who the profile is.
    const profile = await call(t().app, 'POST', '/graphql/main', {
      token,
      body: { query: '{ profile { email } }' },
      headers: { 'x-patron-id': linked.id },
    });
    expect(profile.body.data.profile.email).toBe('agent@wayfare.example');
  });

  it('is refused with FORBIDDEN for a traveller the agent is not linked to', async () => {
    const agent = await idOf('agent@wayfare.example');
    const [unlinked] = await rows(
      `select u.id from users u where u.email like '%@mail.example' and u.id not in (select traveller_user_id from travel_agent_travellers where agent_user_id = '${agent}') limit 1`,
    );
    const r = await asPatron(await demoToken('agent@wayfare.example'), unlinked.id);
    expect(r.status).toBe(200);
    expect(r.body.data).toBeNull();
    expect(r.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const audit = await auditFor(agent, unlinked.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'auth.patron_refused',
      corporate_id: null,
      metadata: { reason: 'not_allowed' },
    });
    expect(audit[0].metadata).toHaveProperty('request_id');
  });

  it('is honoured for a delegatee of an active policy naming both, with the corporate audited', async () => {
    const assistant = await idOf('assistant@vinasteel.example');
    const owner = await idOf('owner@vinasteel.example');
    const r = await asPatron(await demoToken('assistant@vinasteel.example'), owner);
    expect(r.body.errors).toBeUndefined();
    const [audit] = await auditFor(assistant, owner);
    expect(audit.metadata).toMatchObject({ via: 'DELEGATE' });
    const [corporate] = await rows(`select id from corporates where display_name = 'VinaSteel'`);
    expect(audit.corporate_id).toBe(corporate.id);
  });

  it('is refused for a delegatee acting for someone the policy does not name', async () => {
    const staff = await idOf('staff@vinasteel.example');
    const r = await asPatron(await demoToken('assistant@vinasteel.example'), staff);
    expect(r.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('is refused when the only policy naming both is inactive', async () => {
    const [pair] = await rows(`
      select e.user_id as delegatee, o.user_id as delegator, u.email
      from delegate_policies p
      join delegate_policy_members e on e.policy_id = p.id and e.side = 'DELEGATEE'
      join delegate_policy_members o on o.policy_id = p.id and o.side = 'DELEGATOR'
      join users u on u.id = e.user_id
      where not p.active and not exists (
        select 1 from delegate_policies q
        join delegate_policy_members e2 on e2.policy_id = q.id and e2.side = 'DELEGATEE' and e2.user_id = e.user_id
        join delegate_policy_members o2 on o2.policy_id = q.id and o2.side = 'DELEGATOR' and o2.user_id = o.user_id
        where q.active)
      limit 1`);
    expect(pair).toBeTruthy();
    const session = await signInAs(t(), { email: pair.email });
    const r = await asPatron(session.access_token, pair.delegator);
    expect(r.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('is refused for an ordinary user, without a token, and for a malformed id', async () => {
    const traveller = await idOf('traveller@mail.example');
    const staffToken = await demoToken('staff@vinasteel.example');
    expect((await asPatron(staffToken, traveller)).body.errors[0].extensions.code).toBe(
      'FORBIDDEN',
    );
    expect((await asPatron(undefined, traveller)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await asPatron(staffToken, 'not-a-uuid')).body.errors[0].extensions.code).toBe(
      'FORBIDDEN',
    );
    // Each refusal leaves a row: who tried (none without a token), for whom, why.
    const staff = await idOf('staff@vinasteel.example');
    expect(await refusals(staff)).toEqual([
      { patron_user_id: null, reason: 'malformed', header: 'not-a-uuid' },
      { patron_user_id: traveller, reason: 'not_allowed', header: null },
    ]);
    expect(
      await rows(
        `select metadata->>'reason' as reason from audit_log where action = 'auth.patron_refused' and actor_user_id is null and patron_user_id = '${traveller}'`,
      ),
    ).toEqual([{ reason: 'anonymous' }]);
  });

  it('answers UNAUTHENTICATED (so the browser renews) when the token itself is refused', async () => {
    const traveller = await idOf('traveller@mail.example');
    const r = await asPatron('A'.repeat(43), traveller);
    expect(r.body.errors[0]).toMatchObject({
      message: 'unauthorized',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('is ignored when it names the signed-in user', async () => {
    const me = await idOf('staff@vinasteel.example');
    const r = await asPatron(await demoToken('staff@vinasteel.example'), me);
    expect(r.body.errors).toBeUndefined();
    expect(await auditFor(me, me)).toEqual([]);
  });
});
