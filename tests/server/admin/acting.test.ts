import { describe, expect, it } from 'vitest';
import { call } from '../accounts/support';
import { userIdOf } from '../support/corporate-builders';
import { demoToken, outboxTo } from '../tickets/helpers';
import {
  AUDIT,
  CURRENT,
  END,
  START,
  SUPPORT,
  TRAVELLER,
  admin,
  mainAs,
  staffToken,
  useSupportApp,
} from './helpers';

// SUPPORT_ACTING_MINUTES is configurable; 20 here, so the test proves the setting is used.
const t = useSupportApp({ SUPPORT_ACTING_MINUTES: '20' });

const REASON = 'Ticket WF-7Q4M-2XHD: she cannot find her hotel booking';

async function start(token: string, userId: string, reason = REASON) {
  return admin(t(), token, START, { input: { user_id: userId, reason } });
}

async function auditFor(token: string, patronId: string, action?: string) {
  const r = await admin(t(), token, AUDIT, {
    input: { patron_user_id: patronId, limit: 100, ...(action ? { action } : {}) },
  });
  expect(r.body.errors).toBeUndefined();
  return r.body.data.audit_logs.entries as Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('support acting for a user', () => {
  it('needs a reason: without one nothing starts and X-Patron-Id is refused', async () => {
    const token = await staffToken(t());
    const traveller = await userIdOf(t().database.db, TRAVELLER);
    for (const reason of ['', '   ', 'ok']) {
      const r = await start(token, traveller, reason);
      expect(r.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(r.body.errors[0].extensions.fields).toEqual([
        expect.objectContaining({ field: 'reason' }),
      ]);
    }
    expect((await admin(t(), token, CURRENT)).body.data.acting_session).toBeNull();
    const refused = await mainAs(t(), token, traveller);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const rows = await auditFor(token, traveller, 'auth.patron_refused');
    expect(rows[0]).toMatchObject({ metadata: expect.objectContaining({ reason: 'not_acting' }) });
  });

  it('honours X-Patron-Id for the time box only, naming both people in the audit log', async () => {
    const token = await staffToken(t());
    const traveller = await userIdOf(t().database.db, TRAVELLER);
    const supportId = await userIdOf(t().database.db, SUPPORT);
    const started = await start(token, traveller);
    expect(started.body.errors).toBeUndefined();
    const session = started.body.data.start_acting_for;
    expect(session).toMatchObject({
      reason: REASON,
      active: true,
      ended_at: null,
      support_user: { email: SUPPORT },
      patron: { id: traveller, email: TRAVELLER },
    });
    expect(Date.parse(session.expires_at) - Date.parse(session.started_at)).toBe(20 * 60_000);

    // The traveller is told, in their language (vi), with the reason.
    const mail = (await outboxTo(t(), TRAVELLER)).find((m) => m.text.includes(REASON));
    expect(mail?.text).toContain('thao tác thay bạn');

    const honoured = await mainAs(t(), token, traveller);
    expect(honoured.body.errors).toBeUndefined();
    expect(honoured.body.data.service_info.service).toBe('main');

    const rows = await auditFor(token, traveller);
    const request = rows.find((r) => r.action === 'graphql.main')!;
    expect(request).toMatchObject({
      actor_user_id: supportId,
      patron_user_id: traveller,
      actor: { email: SUPPORT },
      patron: { email: TRAVELLER },
      metadata: expect.objectContaining({ via: 'SUPPORT', acting_session_id: session.id }),
    });
    const startRow = rows.find((r) => r.action === 'support.acting_started')!;
    expect(startRow).toMatchObject({
      actor: { email: SUPPORT },
      patron: { email: TRAVELLER },
      metadata: expect.objectContaining({ reason: REASON, acting_session_id: session.id }),
    });

    // One second before the end it still holds; at the end it is refused. (A fresh sign-in
    // each time: access tokens live shorter than the time box.)
    t().clock.advance(20 * 60 - 1);
    const later = await staffToken(t());
    expect((await mainAs(t(), later, traveller)).body.errors).toBeUndefined();
    expect((await admin(t(), later, CURRENT)).body.data.acting_session.active).toBe(true);
    t().clock.advance(1);
    const expired = await mainAs(t(), later, traveller);
    expect(expired.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(expired.body.data ?? null).toBeNull();
    expect((await admin(t(), later, CURRENT)).body.data.acting_session).toBeNull();
  });

  it('ends on request: the header is refused afterwards and the end is audited', async () => {
    const token = await staffToken(t());
    const traveller = await userIdOf(t().database.db, TRAVELLER);
    const session = (await start(token, traveller)).body.data.start_acting_for;
    const ended = await admin(t(), token, END);
    expect(ended.body.data.end_acting_for).toMatchObject({ id: session.id, active: false });
    expect(ended.body.data.end_acting_for.ended_at).not.toBeNull();
    expect((await mainAs(t(), token, traveller)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    // Starting also ended the previous test's lapsed session at the same instant: find ours.
    const rows = await auditFor(token, traveller, 'support.acting_ended');
    expect(rows.filter((r) => r.metadata.acting_session_id === session.id)).toHaveLength(1);
    // Ending again is not an error: there is nothing open.
    expect((await admin(t(), token, END)).body.data.end_acting_for).toBeNull();
  });

  it('acts for one person at a time: a new session ends the previous one', async () => {
    const token = await staffToken(t());
    const traveller = await userIdOf(t().database.db, TRAVELLER);
    const other = await userIdOf(t().database.db, 'staff@vinasteel.example');
    await start(token, traveller);
    await start(token, other, 'Phone call: update the passport of this staff member');
    expect((await mainAs(t(), token, traveller)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await mainAs(t(), token, other)).body.errors).toBeUndefined();
    await admin(t(), token, END);
  });

  it('is refused for changing the password, e-mail or phone', async () => {
    const token = await staffToken(t());
    const traveller = await userIdOf(t().database.db, TRAVELLER);
    await start(token, traveller);
    const email = await mainAs(
      t(),
      token,
      traveller,
      'mutation($input: UpdateEmailInput!) { update_email(input: $input) { email } }',
      { input: { email: 'taken.over@mail.example', code: '123456', token: 'flow-token' } },
    );
    expect(email.body.errors[0].extensions.code, JSON.stringify(email.body)).toBe('FORBIDDEN');
    expect(email.body.errors[0].message).toContain('credentials_are_own');
    const phone = await mainAs(
      t(),
      token,
      traveller,
      `mutation($input: UpdatePhoneNumberInput!) { update_phone_number(input: $input) {
        email } }`,
      {
        input: {
          country_calling_code: '84',
          national_phone_number: '912000111',
          code: '123456',
          token: 'flow-token',
        },
      },
    );
    expect(phone.body.errors[0].extensions.code, JSON.stringify(phone.body)).toBe('FORBIDDEN');
    const password = await call(t().app, 'POST', '/api/v1/user/change-password', {
      token,
      headers: { 'x-patron-id': traveller },
      body: {
        current_password: 'a'.repeat(32),
        password: 'b'.repeat(32),
        password_confirmation: 'b'.repeat(32),
      },
    });
    expect(password.status).toBe(403);
    const refusals = await auditFor(token, traveller, 'auth.credential_change_refused');
    expect(refusals.map((r) => r.metadata.change).sort()).toEqual(['email', 'password', 'phone']);
    // The support account itself can still sign in with its unchanged password.
    expect(await demoToken(t(), SUPPORT)).toBeTruthy();
    await admin(t(), token, END);
  });

  it('cannot act for oneself or for another support account', async () => {
    const token = await staffToken(t());
    const supportId = await userIdOf(t().database.db, SUPPORT);
    const self = await start(token, supportId);
    expect(self.body.errors[0].extensions.fields[0]).toMatchObject({
      field: 'user_id',
      rule: 'not_self',
    });
    const unknown = await start(token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('lets the audit log be read by actor, patron or either', async () => {
    const token = await staffToken(t());
    const supportId = await userIdOf(t().database.db, SUPPORT);
    const byActor = await admin(t(), token, AUDIT, {
      input: { actor_user_id: supportId, action: 'support.acting', limit: 2 },
    });
    const page = byActor.body.data.audit_logs;
    expect(page.entries).toHaveLength(2);
    expect(page.total_count).toBeGreaterThan(2);
    for (const row of page.entries) {
      expect(row.actor.email).toBe(SUPPORT);
      expect(row.action).toMatch(/^support\.acting_/);
    }
    const bad = await admin(t(), token, AUDIT, { input: { actor_user_id: 'nope' } });
    expect(bad.body.errors[0].extensions.fields[0]).toMatchObject({ field: 'actor_user_id' });
  });

  it('answers nothing to a plain user who sends X-Patron-Id of someone', async () => {
    const traveller = await userIdOf(t().database.db, TRAVELLER);
    const token = await demoToken(t(), 'staff@vinasteel.example');
    expect((await mainAs(t(), token, traveller)).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
