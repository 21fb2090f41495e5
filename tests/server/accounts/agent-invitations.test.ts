import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listOutbox } from '../../../server/providers/messaging/outbox-repository';
import { gql, newIp, useAccountsApp } from './support';
import { signInAs } from '../support/sessions';

// The travel agent's desk (docs/accounts-ui.md "Travel agent"): a client joins only by their own
// consent, each side sees only its own invitations and links (scoped in SQL), invitations are
// rate-limited and accepting is idempotent.

const people = ['agent', 'rival', 'lan', 'bao', 'many'] as const;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const ips: Record<string, string> = {};

const t = useAccountsApp({}, async (host) => {
  for (const who of people) {
    tokens[who] = (await signInAs(host, { email: `${who}@desk.example` })).access_token;
    ips[who] = newIp();
  }
  const { rows } = await host.database.db.execute<{ id: string; email: string }>(
    sql`select id, email from users where email like '%@desk.example'`,
  );
  for (const row of rows) ids[row.email.split('@')[0]] = row.id;
  await host.database.db.execute(sql`update users set role = 'AGENT', last_name = 'Trần',
    first_name = 'Minh' where email in ('agent@desk.example', 'rival@desk.example', 'many@desk.example')`);
  await host.database.db.execute(sql`update users set last_name = 'Phạm', first_name = 'Lan',
    locale = 'en' where email = 'lan@desk.example'`);
});

const as = (who: string, query: string, variables = {}, headers: Record<string, string> = {}) =>
  gql(t().app, query, variables, { token: tokens[who], ip: ips[who], headers });

const INVITE = `mutation($e: String!) { invite_travel_agent_client(email: $e) { id email status agent_name } }`;
const ACCEPT = `mutation($id: ID!) { accept_travel_agent_invitation(id: $id) { id status } }`;
const CANCEL = `mutation($id: ID!) { cancel_travel_agent_invitation(id: $id) { id status } }`;
const REMOVE = `mutation($a: ID!) { remove_travel_agent(agent_id: $a) }`;
const MINE = `{ my_travel_agent_invitations { id agent_name status } }`;
const CLIENTS = `query($s: String) { travel_agent_accounts(search: $s) { id last_name } }`;
const SENT = `{ travel_agent_invitations { id email status } }`;
const ORDERS = `{ user_spend { currency } }`;

const errorCode = (body: { errors?: { extensions?: { code?: string } }[] }) =>
  body.errors?.[0]?.extensions?.code;
const mailsTo = async (to: string) =>
  (await listOutbox(t().database.db, { limit: 500 })).filter(
    (m) => m.channel === 'email' && m.to === to,
  );

describe("a travel agent's clients join by consent", () => {
  let invitationId = '';

  it('an invitation is mailed in the client’s language and grants nothing until accepted', async () => {
    const sent = await as('agent', INVITE, { e: ' Lan@Desk.example ' });
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data.invite_travel_agent_client).toMatchObject({
      email: 'lan@desk.example',
      status: 'PENDING',
      agent_name: 'Trần Minh',
    });
    invitationId = sent.body.data.invite_travel_agent_client.id;
    const mails = await mailsTo('lan@desk.example');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Trần Minh would like to book for you on Wayfare');
    expect(mails[0].text).toContain('/account/invitations');
    // Asking again while it waits: the same invitation, no second e-mail.
    const again = await as('agent', INVITE, { e: 'lan@desk.example' });
    expect(again.body.data.invite_travel_agent_client.id).toBe(invitationId);
    expect(await mailsTo('lan@desk.example')).toHaveLength(1);
    // Not yet a client: not in the list, and the agent cannot act for her.
    expect((await as('agent', CLIENTS)).body.data.travel_agent_accounts).toEqual([]);
    const acting = await as('agent', ORDERS, {}, { 'x-patron-id': ids.lan });
    expect(acting.body.data?.user_spend ?? null).toBeNull();
    expect(errorCode(acting.body)).toBe('FORBIDDEN');
  });

  it('only the addressee sees and answers it; only its agent withdraws it', async () => {
    expect((await as('lan', MINE)).body.data.my_travel_agent_invitations).toEqual([
      { id: invitationId, agent_name: 'Trần Minh', status: 'PENDING' },
    ]);
    expect((await as('bao', MINE)).body.data.my_travel_agent_invitations).toEqual([]);
    expect((await as('rival', SENT)).body.data.travel_agent_invitations).toEqual([]);
    expect(errorCode((await as('bao', ACCEPT, { id: invitationId })).body)).toBe('NOT_FOUND');
    expect(errorCode((await as('agent', ACCEPT, { id: invitationId })).body)).toBe('NOT_FOUND');
    expect(errorCode((await as('rival', CANCEL, { id: invitationId })).body)).toBe('NOT_FOUND');
    expect(errorCode((await as('lan', INVITE, { e: 'bao@desk.example' })).body)).toBe('FORBIDDEN');
    const { rows } = await t().database.db.execute(
      sql`select status from travel_agent_invitations where id = ${invitationId}::uuid`,
    );
    expect(rows).toEqual([{ status: 'PENDING' }]);
  });

  it('50 accepts at once make one link; the agent then finds and books for her', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => as('lan', ACCEPT, { id: invitationId })),
    );
    for (const a of answers) {
      expect(a.body.data?.accept_travel_agent_invitation, JSON.stringify(a.body.errors)).toEqual({
        id: invitationId,
        status: 'ACCEPTED',
      });
    }
    const { rows } = await t().database.db.execute(sql`select count(*)::int as n
      from travel_agent_travellers where traveller_user_id = ${ids.lan}::uuid`);
    expect(rows).toEqual([{ n: 1 }]);
    // Search folds accents and case; another agent's search finds none of her.
    expect((await as('agent', CLIENTS, { s: 'pham LAN' })).body.data.travel_agent_accounts).toEqual(
      [{ id: ids.lan, last_name: 'Phạm' }],
    );
    expect((await as('agent', CLIENTS, { s: 'bao' })).body.data.travel_agent_accounts).toEqual([]);
    expect((await as('rival', CLIENTS, { s: 'pham' })).body.data.travel_agent_accounts).toEqual([]);
    const acting = await as('agent', ORDERS, {}, { 'x-patron-id': ids.lan });
    expect(acting.body.errors).toBeUndefined();
    // Acting for her is no way to answer for her: her consent stays hers.
    const removing = await as('agent', REMOVE, { a: ids.agent }, { 'x-patron-id': ids.lan });
    expect(errorCode(removing.body)).toBe('FORBIDDEN');
  });

  it('the client removes the agent; the agent can no longer act for her', async () => {
    expect((await as('bao', REMOVE, { a: ids.agent })).body.data.remove_travel_agent).toBe(true);
    expect((await as('agent', CLIENTS)).body.data.travel_agent_accounts).toHaveLength(1);
    expect((await as('lan', REMOVE, { a: ids.agent })).body.data.remove_travel_agent).toBe(true);
    expect((await as('agent', CLIENTS)).body.data.travel_agent_accounts).toEqual([]);
    const acting = await as('agent', ORDERS, {}, { 'x-patron-id': ids.lan });
    expect(errorCode(acting.body)).toBe('FORBIDDEN');
  });

  it('invitations are rate-limited per agent', async () => {
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await as('many', INVITE, { e: `client${i}@desk.example` });
      codes.push(errorCode(r.body));
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(undefined));
    expect(codes[10]).toBe('RATE_LIMITED');
    expect(await mailsTo('client10@desk.example')).toEqual([]);
  });
});
