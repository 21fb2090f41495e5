/**
 * Whether and how a booking may be cancelled by its traveller (docs/manage-booking.md
 * "Cancelling"). Pure: the order, its session and items in, the answer out.
 *   - a stay on a free-cancellation rate, paid, before its deadline (the rate's
 *     `free_cancellation_until`, fixed when it was sold): cancellable in one step, the whole
 *     price back by the method that paid;
 *   - a non-refundable rate: NON_REFUNDABLE, nothing offered;
 *   - past the deadline: FREE_CANCELLATION with `deadline_passed`, nothing offered;
 *   - a flight: the fare plan's rules are shown (AIRLINE_RULES); changes and refunds of a
 *     ticket are not self-service yet (`flight`);
 *   - a split payment (company part + traveller part) is not cancelled online (`split_payment`:
 *     two refunds to two payers; support does it).
 */
export type CancellationPolicy = 'FREE_CANCELLATION' | 'NON_REFUNDABLE' | 'AIRLINE_RULES';

export type CancelRefusal =
  'not_paid' | 'cancelled' | 'non_refundable' | 'deadline_passed' | 'flight' | 'split_payment';

export interface Cancellation {
  policy: CancellationPolicy;
  /** The last moment of free cancellation (stays on a refundable rate), else null. */
  deadline: Date | null;
  can_cancel: boolean;
  /** Why not, when it cannot. */
  reason: CancelRefusal | null;
  /** What would come back (whole minor units): the price, for a free cancellation. */
  refund_amount: number | null;
}

type Json = Record<string, unknown>;

export interface PolicyOrder {
  status: string;
  price: number;
  cancelled_at: Date | null;
  payment_details: Json | null;
}

export interface PolicyItem {
  kind: string;
  metadata: Json;
}

function deadlineOf(items: PolicyItem[]): Date | null {
  let earliest: Date | null = null;
  for (const item of items) {
    const raw = item.metadata.free_cancellation_until;
    if (raw == null) return null; // one non-refundable stay makes the booking non-refundable
    const at = new Date(String(raw));
    if (Number.isNaN(at.getTime())) return null;
    if (!earliest || at < earliest) earliest = at;
  }
  return earliest;
}

export function cancellationOf(order: PolicyOrder, items: PolicyItem[], now: Date): Cancellation {
  const flight = items.some((i) => i.kind === 'FLIGHT_BOOKING');
  const policy: CancellationPolicy = flight
    ? 'AIRLINE_RULES'
    : deadlineOf(items)
      ? 'FREE_CANCELLATION'
      : 'NON_REFUNDABLE';
  const deadline = flight ? null : deadlineOf(items);
  const no = (reason: CancelRefusal): Cancellation => ({
    policy,
    deadline,
    can_cancel: false,
    reason,
    refund_amount: null,
  });
  if (order.cancelled_at || order.status === 'CANCELLED' || order.status === 'REFUNDED') {
    return no('cancelled');
  }
  if (order.status !== 'SUCCESSFUL') return no('not_paid');
  if (flight) return no('flight');
  if (!deadline) return no('non_refundable');
  if (now.getTime() >= deadline.getTime()) return no('deadline_passed');
  const details = order.payment_details ?? {};
  if (details.first_pay != null || details.second_pay != null) return no('split_payment');
  return { policy, deadline, can_cancel: true, reason: null, refund_amount: order.price };
}
