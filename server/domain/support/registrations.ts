import { isUuid } from '../../db/sql-values.js';
import { AppError } from '../../errors.js';
import { email, recipientOf } from '../../mail/index.js';
import { writeAudit } from '../accounts/audit-repository.js';
import type { AuthUser } from '../accounts/sessions.js';
import type { RejectInput } from './input.js';
import { adminCorporates } from './people.js';
import { findCorporate, type CorporateRow } from './people-repository.js';
import { decidePending, ownerContact, type Decision } from './registrations-repository.js';
import { requireSupportStaff, type SupportServices } from './tickets.js';

/*
 * Support decides corporate registrations (spec §4: PENDING → APPROVED with approved_at, or
 * REJECTED). Only a PENDING registration can be decided; the decision is one conditional
 * UPDATE (./registrations-repository.ts), so of many simultaneous clicks exactly one decides and
 * the owner gets one e-mail. reject_corporate's arguments are parsed by the resolver (./input.ts).
 */

const notFound = () => new AppError('NOT_FOUND', 'corporate_not_found');
const notPending = (status: string) =>
  new AppError('BAD_USER_INPUT', 'registration_already_decided', [
    {
      field: 'status',
      rule: 'transition',
      message: `The registration is ${status}; only a PENDING one can be decided.`,
    },
  ]);

async function decide(
  s: SupportServices,
  staff: AuthUser,
  corporateId: string,
  decision: { status: 'APPROVED' } | { status: 'REJECTED'; reason: string },
): Promise<CorporateRow> {
  const db = s.accounts.db;
  if (!isUuid(corporateId)) throw notFound();
  const now = s.accounts.clock.now();
  const set: Decision =
    decision.status === 'APPROVED'
      ? { status: 'APPROVED' as const, approved_at: now, updated_at: now }
      : {
          status: 'REJECTED' as const,
          rejected_at: now,
          rejection_reason: decision.reason,
          updated_at: now,
        };
  const decided = await db.transaction(async (tx) => {
    const row = await decidePending(tx, corporateId, set);
    if (!row) return null;
    // The row names the company and what changed, so the log reads on its own (issue 19).
    const changes: Record<string, { from: string | null; to: string | null }> = {
      status: { from: 'PENDING', to: decision.status },
    };
    if (decision.status === 'APPROVED') {
      changes.approved_at = { from: null, to: now.toISOString() };
    } else {
      changes.rejected_at = { from: null, to: now.toISOString() };
      changes.rejection_reason = { from: null, to: decision.reason };
    }
    await writeAudit(tx, {
      actor_user_id: staff.id,
      corporate_id: row.id,
      action:
        decision.status === 'APPROVED'
          ? 'support.corporate_approved'
          : 'support.corporate_rejected',
      metadata: {
        company_name: row.company_name,
        display_name: row.display_name,
        tax_code: row.company_tax_code,
        changes,
        ...(decision.status === 'REJECTED' ? { reason: decision.reason } : {}),
      },
      created_at: now,
    });
    return row;
  });
  if (!decided) {
    const existing = await findCorporate(db, corporateId);
    if (!existing) throw notFound();
    throw notPending(existing.status);
  }
  await mailOwner(s, decided, decision);
  return decided;
}

async function mailOwner(
  s: SupportServices,
  corporate: CorporateRow,
  decision: { status: 'APPROVED' } | { status: 'REJECTED'; reason: string },
) {
  const owner = await ownerContact(s.accounts.db, corporate.user_id);
  const to = owner?.email ?? corporate.company_email;
  if (!to) return;
  const recipient = recipientOf(owner);
  const company = corporate.display_name || corporate.company_name;
  await s.accounts.messenger.deliver(
    decision.status === 'APPROVED'
      ? email(to, 'registration_approved', recipient, {
          company,
          link: `${s.appOrigin}/corporate`,
        })
      : email(to, 'registration_rejected', recipient, {
          company,
          reason: decision.reason,
          link: `${s.appOrigin}/contact`,
        }),
  );
}

export async function approveCorporate(
  s: SupportServices,
  user: AuthUser | null,
  corporateId: string,
) {
  const staff = requireSupportStaff(user);
  const row = await decide(s, staff, corporateId, { status: 'APPROVED' });
  return (await adminCorporates(s.accounts.db, [row]))[0];
}

export async function rejectCorporate(
  s: SupportServices,
  user: AuthUser | null,
  input: RejectInput,
) {
  const staff = requireSupportStaff(user);
  const row = await decide(s, staff, input.corporate_id, {
    status: 'REJECTED',
    reason: input.reason,
  });
  return (await adminCorporates(s.accounts.db, [row]))[0];
}
