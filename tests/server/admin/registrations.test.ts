import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, corporates, users } from '../../../server/db/schema';
import { buildCorporate, userIdOf } from '../support/corporate-builders';
import { outboxTo } from '../tickets/helpers';
import { admin, staffToken, useSupportApp } from './helpers';

const t = useSupportApp();

const CORPORATE_FIELDS = `id company_name display_name status approved_at rejected_at
  rejection_reason owner { email locale }`;
const APPROVE = `mutation($id: ID!) { approve_corporate(corporate_id: $id) { ${CORPORATE_FIELDS} } }`;
const REJECT = `mutation($input: RejectCorporateInput!) { reject_corporate(input: $input) {
  ${CORPORATE_FIELDS} } }`;
const FIND = `query($input: AdminCorporatesInput) { corporates(input: $input) { total_count
  entries { ${CORPORATE_FIELDS} } } }`;
const USERS = `query($input: AdminUsersInput) { users(input: $input) { total_count
  entries { id email role corporates { display_name status } } } }`;

let seq = 0;
/** A new owner (in `locale`) with a PENDING registration. */
async function pendingRegistration(locale: 'vi' | 'en' = 'vi') {
  seq += 1;
  const email = `registrant${seq}@company.example`;
  const [owner] = await t()
    .database.db.insert(users)
    .values({ email, first_name: 'Minh', last_name: 'Trần', locale })
    .returning({ id: users.id });
  const id = await buildCorporate(t().database.db, {
    owner: owner.id,
    name: `Registrant ${seq}`,
    status: 'PENDING',
  });
  return { id, email, name: `Registrant ${seq}` };
}

describe('corporate registrations (support)', () => {
  it('lists the pending ones and approves one: APPROVED with approved_at, owner e-mailed', async () => {
    const token = await staffToken(t());
    const reg = await pendingRegistration('en');
    const pending = await admin(t(), token, FIND, { input: { status: ['PENDING'], limit: 100 } });
    const found = pending.body.data.corporates.entries.map((c: { id: string }) => c.id);
    expect(found).toContain(reg.id);
    for (const c of pending.body.data.corporates.entries) expect(c.status).toBe('PENDING');

    const approved = await admin(t(), token, APPROVE, { id: reg.id });
    expect(approved.body.data.approve_corporate).toMatchObject({
      status: 'APPROVED',
      approved_at: t().clock.now().toISOString(),
      owner: { email: reg.email },
    });
    const mail = (await outboxTo(t(), reg.email)).find((m) => m.text.includes(reg.name));
    expect(mail?.text).toContain(`Wayfare approved the company registration of ${reg.name}`);
    const [row] = await t().database.db.select().from(corporates).where(eq(corporates.id, reg.id));
    expect(row.status).toBe('APPROVED');
    // The audit log names the company and what changed (it read "—" and {} before).
    const log = await admin(
      t(),
      token,
      `query($input: AuditLogsInput) { audit_logs(input: $input) { entries {
        action corporate_id corporate_name metadata } } }`,
      { input: { action: 'support.corporate_approved', limit: 100 } },
    );
    const entry = log.body.data.audit_logs.entries.find(
      (e: { corporate_id: string }) => e.corporate_id === reg.id,
    );
    expect(entry).toMatchObject({
      corporate_name: reg.name,
      metadata: {
        company_name: `${reg.name} JSC`,
        changes: {
          status: { from: 'PENDING', to: 'APPROVED' },
          approved_at: { from: null, to: t().clock.now().toISOString() },
        },
      },
    });
  });

  it('rejects with a reason (required), tells the owner in their language', async () => {
    const token = await staffToken(t());
    const reg = await pendingRegistration('vi');
    const noReason = await admin(t(), token, REJECT, {
      input: { corporate_id: reg.id, reason: ' ' },
    });
    expect(noReason.body.errors[0].extensions.fields[0]).toMatchObject({ field: 'reason' });
    const reason = 'Mã số thuế không khớp với tên doanh nghiệp';
    const rejected = await admin(t(), token, REJECT, { input: { corporate_id: reg.id, reason } });
    expect(rejected.body.data.reject_corporate).toMatchObject({
      status: 'REJECTED',
      approved_at: null,
      rejection_reason: reason,
      rejected_at: t().clock.now().toISOString(),
    });
    const mail = (await outboxTo(t(), reg.email)).find((m) => m.text.includes(reason));
    expect(mail?.text).toContain('chưa thể duyệt');
    // Decided once: approving it now is refused with a field error, and nothing changes.
    const again = await admin(t(), token, APPROVE, { id: reg.id });
    expect(again.body.errors[0].extensions.fields[0]).toMatchObject({
      field: 'status',
      rule: 'transition',
    });
    const unknown = await admin(t(), token, APPROVE, {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('decides once when 50 approvals arrive at the same time', async () => {
    const token = await staffToken(t());
    const reg = await pendingRegistration();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => admin(t(), token, APPROVE, { id: reg.id })),
    );
    const ok = answers.filter((a) => !a.body.errors);
    expect(ok).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.errors)) {
      expect(a.body.errors[0].extensions.fields[0].rule).toBe('transition');
    }
    const audits = await t()
      .database.db.select()
      .from(auditLog)
      .where(eq(auditLog.corporate_id, reg.id));
    expect(audits.map((a) => a.action)).toEqual(['support.corporate_approved']);
    const mails = (await outboxTo(t(), reg.email)).filter((m) => m.text.includes(reg.name));
    expect(mails).toHaveLength(1);
  });

  it('finds people by e-mail, phone or name, with their corporates', async () => {
    const token = await staffToken(t());
    const byEmail = await admin(t(), token, USERS, { input: { search: 'owner@vinasteel' } });
    expect(byEmail.body.data.users.entries).toEqual([
      expect.objectContaining({
        email: 'owner@vinasteel.example',
        corporates: [{ display_name: 'VinaSteel', status: 'APPROVED' }],
      }),
    ]);
    const ownerId = await userIdOf(t().database.db, 'owner@vinasteel.example');
    const byId = await admin(t(), token, USERS, { input: { search: ownerId } });
    expect(byId.body.data.users.total_count).toBe(1);
    const byName = await admin(t(), token, FIND, { input: { search: 'vinasteel' } });
    expect(byName.body.data.corporates.entries[0].display_name).toBe('VinaSteel');
    // Company names are searched as people are: accents and case ignored.
    const unaccented = await admin(t(), token, FIND, { input: { search: 'THIET KE LA XANH' } });
    expect(
      unaccented.body.data.corporates.entries.map((c: { display_name: string }) => c.display_name),
    ).toEqual([expect.stringMatching(/Lá Xanh/)]);
    const none = await admin(t(), token, USERS, { input: { search: '%' } });
    expect(none.body.data.users.total_count).toBe(0);
  });
});
