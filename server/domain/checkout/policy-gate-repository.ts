/**
 * The travel policy's part of a checkout's rows (policy-gate.ts): the reason code a session
 * carries and the one its corporate charge records, and what the checkout page's `policy` reads.
 * Each statement names the session (and the corporate for the charge). No rules.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export async function setSessionReason(tx: Db, sessionId: string, code: string | null) {
  await tx.execute(sql`
    update payment_checkout_sessions set policy_reason_code = ${code}
    where id = ${sessionId}::uuid`);
}

export async function setChargeReason(
  tx: Db,
  corporateId: string,
  sessionId: string,
  code: string,
) {
  await tx.execute(sql`
    update corporate_payments set policy_reason_code = ${code}
    where corporate_id = ${corporateId}::uuid and payment_checkout_session_id = ${sessionId}::uuid`);
}

export interface SessionPayerRow extends Record<string, unknown> {
  user_id: string;
  corporate_id: string | null;
  is_corporate: boolean;
  policy_reason_code: string | null;
}

/** Who travels on a session, the corporate chosen to pay it, and the reason code given. */
export async function sessionPayer(db: Db, sessionId: string): Promise<SessionPayerRow | null> {
  const result = await db.execute<SessionPayerRow>(sql`
    select s.user_id, s.corporate_id, s.is_corporate, s.policy_reason_code
    from payment_checkout_sessions s where s.id = ${sessionId}::uuid`);
  return result.rows[0] ?? null;
}

/**
 * Whether an approver approved a booking request for this session (booking_requests, status
 * APPROVED: set in the decision's transaction just before it pays).
 */
export async function approvedRequest(db: Db, corporateId: string, sessionId: string) {
  const result = await db.execute<{ id: string }>(sql`
    select r.id from booking_requests r
    where r.corporate_id = ${corporateId}::uuid and r.payment_checkout_session_id = ${sessionId}::uuid
      and r.status = 'APPROVED'`);
  return result.rows.length > 0;
}
