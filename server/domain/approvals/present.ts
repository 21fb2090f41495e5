/**
 * A booking request as the corporate API answers it (BookingRequest), from its row.
 */
import type { EventRow, RequestRow } from './repository.js';

const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());
const who = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

export function presentRequest(row: RequestRow, now: Date, events?: EventRow[]) {
  const price = Number(row.price);
  const previous = row.previous_price == null ? null : Number(row.previous_price);
  return {
    id: row.id,
    corporate_id: row.corporate_id,
    kind: row.kind,
    status: row.status as 'PENDING' | 'APPROVED' | 'REJECTED' | 'EXPIRED' | 'CANCELLED' | 'BOOKED',
    summary: row.summary,
    payment_checkout_session_id: row.payment_checkout_session_id,
    price,
    previous_price: previous,
    price_difference: previous == null ? null : price - previous,
    currency: row.currency,
    held_until: iso(row.held_until)!,
    hold_lapsed: row.status === 'PENDING' && new Date(row.held_until) <= now,
    verdict: row.verdict,
    breaches: row.breaches,
    reason_code: row.reason_code,
    note: row.note,
    requester: who(row.requester_id, row.requester_name)!,
    traveller: who(row.traveller_id, row.traveller_name)!,
    approver: who(row.approver_id, row.approver_name),
    department: row.department_id
      ? { id: row.department_id, name: row.department_name ?? '' }
      : null,
    escalation_level: row.escalation_level,
    deadline_at: iso(row.deadline_at)!,
    reminded_at: iso(row.reminded_at),
    decided_by: who(row.decided_by, row.decided_by_name),
    decided_at: iso(row.decided_at),
    comment: row.comment,
    user_order_id: row.user_order_id,
    failure: row.failure,
    inserted_at: iso(row.inserted_at)!,
    updated_at: iso(row.updated_at)!,
    events: (events ?? []).map((e) => ({
      id: e.id,
      kind: e.kind,
      actor: who(e.actor_id, e.actor_name),
      approver: who(e.approver_id, e.approver_name),
      detail: e.detail,
      at: iso(e.at)!,
    })),
  };
}

export type PresentedRequest = ReturnType<typeof presentRequest>;
