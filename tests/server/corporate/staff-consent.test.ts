/**
 * Issue 19 holes 1 and 2: a company never changes how a person signs in or what their profile
 * says, and nobody becomes staff without accepting (docs/corporate-staff.md "Consent").
 * Each test here failed before the fix: the company's phone number was written to the
 * person's account (one-time code to it opened the account), the company's names overwrote
 * theirs, and the person was staff at once — delegator, acted for, blocked elsewhere.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { delegatePolicies, delegatePolicyMembers } from '../../../server/db/schema';
import { call, PROFILE, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { buildCorporate, userIdOf } from '../support/corporate-builders';
import { csvOf, upload } from './staff-import-files';

const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const mail = (who: string) => `${who}@consent.example`;
const PEOPLE = [
  'owner',
  'admin',
  'member',
  'other',
  'victim',
  'victim2',
  'victim3',
  'traveller',
  'racer',
  'decliner',
  'twice',
];

const STAFF = `id user_id active invitation invitation_expires_at email first_name last_name
  phone_number user { first_name last_name setting { national_phone_number } }`;
const CREATE = `mutation($i: CreateCorporateStaffInput!) { create_corporate_staff(input: $i) { ${STAFF} } }`;
const UPDATE = `mutation($i: UpdateCorporateStaffInput!) { update_corporate_staff(input: $i) { ${STAFF} } }`;
const ONE = `query($c: ID!, $u: ID!) { corporate_staff(corporate_id: $c, user_id: $u) { ${STAFF} } }`;
const BEFORE = `query($c: ID!, $e: String!) { before_create_corporate_staff(corporate_id: $c, email: $e) {
  user_exists already_staff in_other_corporate invitation } }`;
const INVITATION = 'id corporate_id company_name inviter role status expires_at';
const MINE = `{ my_staff_invitations { ${INVITATION} } }`;
const BY_TOKEN = `query($t: String!) { staff_invitation(token: $t) { ${INVITATION} } }`;
const ACCEPT = `mutation($id: ID, $t: String) { accept_staff_invitation(id: $id, token: $t) { ${INVITATION} } }`;
const DECLINE = `mutation($id: ID, $t: String) { decline_staff_invitation(id: $id, token: $t) { ${INVITATION} } }`;
const RESEND = `mutation($c: ID!, $u: ID!) { resend_corporate_staff_invitation(corporate_id: $c, user_id: $u) { ${STAFF} } }`;
const CANCEL = `mutation($c: ID!, $u: ID!) { cancel_corporate_staff_invitation(corporate_id: $c, user_id: $u) { ${STAFF} } }`;
const POLICY = `mutation($i: CreateDelegatePolicyInput!) { create_delegate_policy(input: $i) { id } }`;
const CORPORATE = '{ corporate { id your_role } }';

const t = useAccountsApp({}, async (host) => {
  const db = host.database.db;
  for (const who of PEOPLE) {
    tokens[who] = (await signInAs(host, { email: mail(who) })).access_token;
    ids[who] = await userIdOf(db, mail(who));
  }
  // The traveller has names of their own (the victims signed up by e-mail code: no phone).
  await db.execute(sql`update users set first_name = 'Thảo', last_name = 'Phạm'
    where id in (${ids.traveller}::uuid, ${ids.victim}::uuid)`);
  ids.song = await buildCorporate(db, {
    name: 'Sông Hồng',
    owner: ids.owner,
    members: [
      { user: ids.admin, role: 'ADMIN' },
      { user: ids.member, role: 'STAFF' },
    ],
  });
  ids.mekong = await buildCorporate(db, { name: 'Mê Kông', owner: ids.other });
});

const gql = (
  who: string | null,
  query: string,
  variables: Record<string, unknown> = {},
  headers?: Record<string, string>,
) =>
  call(t().app, 'POST', '/graphql/corporate', {
    body: { query, variables },
    token: who ? tokens[who] : undefined,
    headers,
  });

const profileOf = async (token: string) =>
  (await call(t().app, 'POST', '/graphql/main', { body: { query: PROFILE }, token })).body.data
    .profile;

/** The token of the newest invitation link mailed to `email`. */
async function linkTokenFor(email: string): Promise<string> {
  const outbox = await call(t().app, 'GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
  const mails = (outbox.body as Array<{ code: string | null; text: string }>).filter(
    (m) => m.code === null,
  );
  const match = /invitations\?token=([A-Za-z0-9_%-]+)/.exec(mails[0]?.text ?? '');
  if (!match) throw new Error(`no invitation link to ${email}`);
  return decodeURIComponent(match[1]);
}

/** Signing in by one-time code to this phone opens which account? */
async function accountOfPhone(phone: string) {
  t().clock.advance(61);
  const signedIn = await signInAs(t(), { phone_number: phone });
  return (await profileOf(signedIn.access_token)).id as string;
}

describe('hole 1: a staff phone number never signs anyone in', () => {
  it('create_corporate_staff keeps the number on the staff row, not on the account', async () => {
    const r = await gql('owner', CREATE, {
      i: {
        corporate_id: ids.song,
        email: mail('victim'),
        phone_number: '0912345601',
        first_name: 'Kẻ',
        last_name: 'Giả',
      },
    });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.create_corporate_staff.phone_number).toBe('84912345601');
    // One-time code to that number: a new, empty account, not the victim's.
    expect(await accountOfPhone('84912345601')).not.toBe(ids.victim);
    const profile = await profileOf(tokens.victim);
    expect(profile.setting.national_phone_number).toBeNull();
    expect([profile.first_name, profile.last_name]).toEqual(['Thảo', 'Phạm']);
  });

  it('update_corporate_staff keeps the number on the staff row, not on the account', async () => {
    const r = await gql('admin', UPDATE, {
      i: { corporate_id: ids.song, user_id: ids.member, phone_number: '0912345602' },
    });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.update_corporate_staff.phone_number).toBe('84912345602');
    expect(await accountOfPhone('84912345602')).not.toBe(ids.member);
    expect((await profileOf(tokens.member)).setting.national_phone_number).toBeNull();
    // The company may change or clear its contact number: it is its own record.
    const cleared = await gql('admin', UPDATE, {
      i: { corporate_id: ids.song, user_id: ids.member, phone_number: null },
    });
    expect(cleared.body.data.update_corporate_staff.phone_number).toBeNull();
  });

  it('the staff import keeps the number on the staff row, not on the account', async () => {
    const file = csvOf([
      ['email', 'first_name', 'last_name', 'phone_number'],
      [mail('victim2'), 'Kẻ', 'Giả', '0912345603'],
    ]);
    const preview = await upload(t().app, {
      token: tokens.owner,
      corporateId: ids.song,
      fileName: 'staff.csv',
      data: file,
    });
    expect(preview.status).toBe(201);
    const confirm = await gql(
      'owner',
      `mutation($c: ID!, $id: ID!) { confirm_corporate_staff_import(corporate_id: $c, id: $id) {
        created_count } }`,
      { c: ids.song, id: preview.body.data.id },
    );
    expect(confirm.body.data.confirm_corporate_staff_import.created_count).toBe(1);
    expect(await accountOfPhone('84912345603')).not.toBe(ids.victim2);
    const profile = await profileOf(tokens.victim2);
    expect(profile.setting.national_phone_number).toBeNull();
    expect(profile.first_name).not.toBe('Kẻ');
    const row = await gql('owner', ONE, { c: ids.song, u: ids.victim2 });
    expect(row.body.data.corporate_staff).toMatchObject({
      phone_number: '84912345603',
      first_name: 'Kẻ',
      invitation: 'INVITED',
      active: false,
    });
  });
});

describe('hole 2: joining a company is the person’s choice', () => {
  it('adding an existing account invites them: no membership, profile untouched, nothing told', async () => {
    const r = await gql('owner', CREATE, {
      i: { corporate_id: ids.song, email: mail('traveller'), first_name: 'Tên', last_name: 'Sai' },
    });
    expect(r.body.errors).toBeUndefined();
    const staff = r.body.data.create_corporate_staff;
    expect(staff).toMatchObject({
      active: false,
      invitation: 'INVITED',
      first_name: 'Tên', // what the company typed, on its own record
      last_name: 'Sai',
      user: { first_name: null, last_name: null }, // the person's own names are not told
    });
    const profile = await profileOf(tokens.traveller);
    expect([profile.first_name, profile.last_name]).toEqual(['Thảo', 'Phạm']);
    // Not staff: no corporate, and Mê Kông may still invite them.
    const corporate = await gql('traveller', CORPORATE);
    expect(corporate.body.data?.corporate?.id ?? null).not.toBe(ids.song);
    const there = await gql('other', BEFORE, { c: ids.mekong, e: mail('traveller') });
    expect(there.body.data.before_create_corporate_staff).toMatchObject({
      in_other_corporate: false,
      invitation: null,
    });
    const here = await gql('owner', BEFORE, { c: ids.song, e: mail('traveller') });
    expect(here.body.data.before_create_corporate_staff).toMatchObject({
      already_staff: true,
      invitation: 'INVITED',
    });
    // The company cannot make them staff by reactivating the row.
    const forced = await gql('owner', UPDATE, {
      i: { corporate_id: ids.song, user_id: ids.traveller, active: true },
    });
    expect(forced.body.errors[0].extensions.fields[0]).toMatchObject({
      field: 'active',
      rule: 'not_accepted',
    });
  });

  it('no delegation to or from an invited person, and nobody acts for them', async () => {
    const policy = await gql('owner', POLICY, {
      i: { corporate_id: ids.song, delegatee_ids: [ids.owner], delegator_ids: [ids.traveller] },
    });
    expect(policy.body.errors[0].extensions.fields[0]).toMatchObject({
      field: 'delegator_ids',
      rule: 'unknown',
    });
    // Nor by changing an existing policy.
    const own = await gql('owner', POLICY, {
      i: { corporate_id: ids.song, delegatee_ids: [ids.owner], delegator_ids: [ids.member] },
    });
    expect(own.body.errors).toBeUndefined();
    const changed = await gql(
      'owner',
      `mutation($i: UpdateDelegatePolicyInput!) { update_delegate_policy(input: $i) { id } }`,
      { i: { id: own.body.data.create_delegate_policy.id, delegator_ids: [ids.traveller] } },
    );
    expect(changed.body.errors[0].extensions.fields[0]).toMatchObject({
      field: 'delegator_ids',
      rule: 'unknown',
    });
    // Even a policy written around the checks does not let the company act for them.
    const db = t().database.db;
    const [row] = await db
      .insert(delegatePolicies)
      .values({ corporate_id: ids.song, active: true })
      .returning();
    await db.insert(delegatePolicyMembers).values([
      { policy_id: row.id, corporate_id: ids.song, side: 'DELEGATEE', user_id: ids.owner },
      { policy_id: row.id, corporate_id: ids.song, side: 'DELEGATOR', user_id: ids.traveller },
    ]);
    const acting = await call(t().app, 'POST', '/graphql/main', {
      body: { query: '{ profile { id } }' },
      token: tokens.owner,
      headers: { 'x-patron-id': ids.traveller },
    });
    expect(acting.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const delegators = await gql('owner', '{ my_delegators(input: { limit: 300 }) { user_id } }');
    expect(JSON.stringify(delegators.body)).not.toContain(ids.traveller);
  });

  it('the person sees the invitation in the app and through the link, and accepts it', async () => {
    const mine = await gql('traveller', MINE);
    expect(mine.body.data.my_staff_invitations).toEqual([
      expect.objectContaining({ corporate_id: ids.song, company_name: 'Sông Hồng', role: 'STAFF' }),
    ]);
    const token = await linkTokenFor(mail('traveller'));
    const shown = await gql(null, BY_TOKEN, { t: token });
    expect(shown.body.data.staff_invitation).toMatchObject({
      company_name: 'Sông Hồng',
      status: 'INVITED',
    });
    // Someone else cannot answer it by id.
    const stranger = await gql('other', ACCEPT, { id: mine.body.data.my_staff_invitations[0].id });
    expect(stranger.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const accepted = await gql(null, ACCEPT, { t: token });
    expect(accepted.body.data.accept_staff_invitation.status).toBe('ACCEPTED');
    const corporate = await gql('traveller', CORPORATE);
    expect(corporate.body.data.corporate).toEqual({ id: ids.song, your_role: 'STAFF' });
    // Single use.
    const again = await gql(null, ACCEPT, { t: token });
    expect(again.body.errors[0].extensions.fields[0]).toMatchObject({
      field: 'token',
      rule: 'invalid',
    });
    const row = await gql('owner', ONE, { c: ids.song, u: ids.traveller });
    expect(row.body.data.corporate_staff).toMatchObject({ active: true, invitation: 'ACCEPTED' });
    // Joining told the company who the person is, but never rewrote their profile.
    const profile = await profileOf(tokens.traveller);
    expect([profile.first_name, profile.last_name]).toEqual(['Thảo', 'Phạm']);
  });

  it("declining leaves them outside, and the company's list says so", async () => {
    await gql('owner', CREATE, { i: { corporate_id: ids.song, email: mail('decliner') } });
    const [invitation] = (await gql('decliner', MINE)).body.data.my_staff_invitations;
    const declined = await gql('decliner', DECLINE, { id: invitation.id });
    expect(declined.body.data.decline_staff_invitation.status).toBe('DECLINED');
    expect((await gql('decliner', MINE)).body.data.my_staff_invitations).toEqual([]);
    const row = await gql('owner', ONE, { c: ids.song, u: ids.decliner });
    expect(row.body.data.corporate_staff).toMatchObject({ active: false, invitation: 'DECLINED' });
  });

  it('a cancelled invitation cannot be accepted', async () => {
    await gql('owner', CREATE, { i: { corporate_id: ids.song, email: mail('twice') } });
    const token = await linkTokenFor(mail('twice'));
    // A role given before they answer is not announced: they have not joined.
    const role = await gql('owner', UPDATE, {
      i: { corporate_id: ids.song, user_id: ids.twice, role: 'OPERATION' },
    });
    expect(role.body.errors).toBeUndefined();
    const mails = await call(t().app, 'GET', `/dev/outbox?to=${encodeURIComponent(mail('twice'))}`);
    expect(mails.body.filter((m: { code: string | null }) => m.code === null)).toHaveLength(1);
    const cancelled = await gql('admin', CANCEL, { c: ids.song, u: ids.twice });
    expect(cancelled.body.data.cancel_corporate_staff_invitation.invitation).toBe('CANCELLED');
    const r = await gql(null, ACCEPT, { t: token });
    expect(r.body.errors[0].extensions.fields[0].rule).toBe('invalid');
    expect((await gql('twice', MINE)).body.data.my_staff_invitations).toEqual([]);
  });

  it('a new person is enrolled when they first sign in through the invitation', async () => {
    const r = await gql('owner', CREATE, {
      i: { corporate_id: ids.song, email: mail('newcomer'), first_name: 'Lan', last_name: 'Lê' },
    });
    expect(r.body.data.create_corporate_staff).toMatchObject({ invitation: 'INVITED' });
    t().clock.advance(61);
    const signedIn = await signInAs(t(), { email: mail('newcomer') });
    const corporate = await call(t().app, 'POST', '/graphql/corporate', {
      body: { query: CORPORATE },
      token: signedIn.access_token,
    });
    expect(corporate.body.data.corporate).toEqual({ id: ids.song, your_role: 'STAFF' });
  });
});

describe('accepting one invitation 50 times at once', () => {
  it('makes one membership; the others are told the link is used', async () => {
    await gql('owner', CREATE, { i: { corporate_id: ids.song, email: mail('racer') } });
    const token = await linkTokenFor(mail('racer'));
    const results = await Promise.all(
      Array.from({ length: 50 }, () => gql(null, ACCEPT, { t: token })),
    );
    expect(results.filter((r) => !r.body.errors)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.errors)) {
      expect(r.body.errors[0].extensions.fields[0].rule).toBe('invalid');
    }
    const rows = await t().database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from corporate_staffs
      where user_id = ${ids.racer}::uuid and active`);
    expect(rows.rows[0].n).toBe(1);
    const audits = await t().database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from audit_log
      where action = 'corporate.staff_invitation.accept' and actor_user_id = ${ids.racer}::uuid`);
    expect(audits.rows[0].n).toBe(1);
  });
});

describe('before_create_corporate_staff', () => {
  it('is audited and counts against the per-account look-up limit', async () => {
    const db = t().database.db;
    const ask = (ip: string) =>
      call(t().app, 'POST', '/graphql/corporate', {
        body: { query: BEFORE, variables: { c: ids.song, e: mail('victim') } },
        token: tokens.admin,
        ip,
      });
    const first = await ask('198.51.100.1');
    expect(first.body.errors).toBeUndefined();
    const audited = await db.execute<{ metadata: { email: string } }>(sql`
      select metadata from audit_log where action = 'corporate.staff.email_check'
        and actor_user_id = ${ids.admin}::uuid`);
    expect(audited.rows[0].metadata.email).toBe(mail('victim'));
    // From a new address each time: still 60 per account per 10 minutes.
    let refused = null;
    for (let n = 2; n <= 61 && !refused; n += 1) {
      const r = await ask(`198.51.100.${n}`);
      if (r.body.errors) refused = r.body.errors[0];
    }
    expect(refused?.extensions.code).toBe('RATE_LIMITED');
  });
});

describe('an invitation left unanswered', () => {
  it('can be re-sent after a decline, and its link expires after 14 days', async () => {
    const resent = await gql('owner', RESEND, { c: ids.song, u: ids.decliner });
    expect(resent.body.data.resend_corporate_staff_invitation.invitation).toBe('INVITED');
    const token = await linkTokenFor(mail('decliner'));
    t().clock.advance(15 * 86_400);
    const late = await gql(null, ACCEPT, { t: token });
    expect(late.body.errors[0].extensions.fields[0].rule).toBe('invalid');
    // Sessions expired with the clock: sign in again.
    tokens.owner = (await signInAs(t(), { email: mail('owner') })).access_token;
    tokens.decliner = (await signInAs(t(), { email: mail('decliner') })).access_token;
    const expired = await gql('owner', ONE, { c: ids.song, u: ids.decliner });
    expect(expired.body.data.corporate_staff.invitation).toBe('EXPIRED');
    const corporate = await gql('decliner', CORPORATE);
    expect(corporate.body.data?.corporate?.id ?? null).not.toBe(ids.song);
  });
});
