/**
 * Whether and how a booking may be cancelled by its traveller (docs/manage-booking.md
 * "Cancelling"). Pure: the order, its session's items and the flights' fare plans in, the
 * answer out.
 *   - a stay on a free-cancellation rate, paid, before its deadline (the rate's
 *     `free_cancellation_until`, fixed when it was sold): cancellable in one step, the whole
 *     price back by the method that paid;
 *   - a non-refundable rate or fare: NON_REFUNDABLE, nothing offered;
 *   - past the deadline: FREE_CANCELLATION with `deadline_passed`, nothing offered;
 *   - a flight whose every leg's fare plan is refundable, no leg departed: FARE_REFUND, the
 *     price back minus each leg's `refund_fee` per adult and child (infants pay none); a leg's
 *     fee is waived until `free_cancellation_hours` before it departs (the promise the fare
 *     showed when it was sold: "free cancellation up to N hours before departure");
 *   - a flight whose plan is no longer known: AIRLINE_RULES, through support (`flight`);
 *   - a split payment (company part + traveller part) is not cancelled online (`split_payment`:
 *     two refunds to two payers; support does it), nor a company-paid ticket with a fee
 *     (`company_fee`: the company's accounts book a whole booking given back).
 */
export type CancellationPolicy =
  'FREE_CANCELLATION' | 'NON_REFUNDABLE' | 'AIRLINE_RULES' | 'FARE_REFUND';

export type CancelRefusal =
  | 'not_paid'
  | 'cancelled'
  | 'non_refundable'
  | 'deadline_passed'
  | 'flight'
  | 'departed'
  | 'fee_exceeds_price'
  | 'company_fee'
  | 'split_payment';

export interface Cancellation {
  policy: CancellationPolicy;
  /**
   * The last moment of free cancellation: a stay's (refundable rate), or a flight's last moment
   * without its refund fee while that is still ahead; else null.
   */
  deadline: Date | null;
  can_cancel: boolean;
  /** Why not, when it cannot. */
  reason: CancelRefusal | null;
  /** What would come back (whole minor units): the price less the fee. */
  refund_amount: number | null;
  /** The fare rules' fee kept on cancelling now (flights; 0 for a stay); null when none applies. */
  refund_fee: number | null;
}

type Json = Record<string, unknown>;

export interface PolicyOrder {
  status: string;
  price: number;
  currency: string;
  payment_method: string | null;
  cancelled_at: Date | null;
  payment_details: Json | null;
}

export interface PolicyItem {
  kind: string;
  product: unknown;
  metadata: Json;
}

/** A fare plan's refund rules, as `fare_plans` holds them. */
export interface PolicyFarePlan {
  id: string;
  refundable: boolean;
  refund_fee: number | null;
  currency: string;
  free_cancellation_hours: number;
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

/** The flights of a flight item, outbound first. */
export function legsOf(item: { product: unknown }): Json[] {
  const p = (item.product ?? {}) as Json;
  return [p.departure_flight, p.return_flight].filter(Boolean) as Json[];
}

/** The fare plan id of a flight as sold: the seat class id is `<supplier>:<instance>:<plan>`. */
export function planIdOf(leg: Json): string | null {
  const id = String((leg.seat_class as Json | undefined)?.id ?? '');
  const parts = id.split(':');
  return parts.length >= 3 ? parts.slice(2).join(':') : null;
}

type FlightRefund =
  | { ok: false; policy: CancellationPolicy; reason: CancelRefusal }
  | { ok: true; fee: number; feeFreeUntil: Date | null };

/** The refund fee of the booking's flights cancelled at `now`, or why there is no refund. */
function flightRefund(
  order: PolicyOrder,
  items: PolicyItem[],
  plans: ReadonlyMap<string, PolicyFarePlan>,
  now: Date,
): FlightRefund {
  let fee = 0;
  let feeFreeUntil: Date | null = null;
  let departed = false;
  for (const item of items) {
    if (item.kind !== 'FLIGHT_BOOKING') continue;
    const party = (item.metadata.party ?? {}) as Json;
    // Infants travel on a lap, without a seat of their own: the fee is the seats'.
    const seats = Number(party.n_o_a ?? 0) + Number(party.n_o_c ?? 0);
    const legs = legsOf(item);
    if (!legs.length) return { ok: false, policy: 'AIRLINE_RULES', reason: 'flight' };
    for (const leg of legs) {
      const plan = plans.get(planIdOf(leg) ?? '');
      if (!plan || plan.currency !== order.currency) {
        return { ok: false, policy: 'AIRLINE_RULES', reason: 'flight' };
      }
      if (!plan.refundable)
        return { ok: false, policy: 'NON_REFUNDABLE', reason: 'non_refundable' };
      const departs = new Date(String((leg.departure as Json | undefined)?.date ?? ''));
      if (Number.isNaN(departs.getTime())) {
        return { ok: false, policy: 'AIRLINE_RULES', reason: 'flight' };
      }
      if (now.getTime() >= departs.getTime()) departed = true;
      const legFee = Math.max(0, plan.refund_fee ?? 0) * seats;
      const freeUntil =
        plan.free_cancellation_hours > 0
          ? new Date(departs.getTime() - plan.free_cancellation_hours * 3_600_000)
          : null;
      if (legFee > 0 && freeUntil && now.getTime() < freeUntil.getTime()) {
        if (!feeFreeUntil || freeUntil < feeFreeUntil) feeFreeUntil = freeUntil;
      } else {
        fee += legFee;
      }
    }
  }
  if (departed) return { ok: false, policy: 'FARE_REFUND', reason: 'departed' };
  return { ok: true, fee, feeFreeUntil };
}

/** A cancellation refused for `reason`: the policy and deadline still shown, nothing refunded. */
function refused(
  policy: CancellationPolicy,
  deadline: Date | null,
  reason: CancelRefusal,
): Cancellation {
  return { policy, deadline, can_cancel: false, reason, refund_amount: null, refund_fee: null };
}

export function cancellationOf(
  order: PolicyOrder,
  items: PolicyItem[],
  now: Date,
  plans: ReadonlyMap<string, PolicyFarePlan> = new Map(),
): Cancellation {
  const flight = items.some((i) => i.kind === 'FLIGHT_BOOKING');
  const finished =
    order.cancelled_at || order.status === 'CANCELLED' || order.status === 'REFUNDED';
  const details = order.payment_details ?? {};
  const split = details.first_pay != null || details.second_pay != null;
  if (flight) {
    const refund = flightRefund(order, items, plans, now);
    const policy = refund.ok ? 'FARE_REFUND' : refund.policy;
    const deadline = refund.ok ? refund.feeFreeUntil : null;
    const no = (reason: CancelRefusal) => refused(policy, deadline, reason);
    if (finished) return no('cancelled');
    if (order.status !== 'SUCCESSFUL') return no('not_paid');
    if (!refund.ok) return no(refund.reason);
    if (split) return no('split_payment');
    if (refund.fee >= order.price) return no('fee_exceeds_price');
    if (refund.fee > 0 && order.payment_method === 'CORPORATE_WALLET') return no('company_fee');
    return {
      policy,
      deadline,
      can_cancel: true,
      reason: null,
      refund_amount: order.price - refund.fee,
      refund_fee: refund.fee,
    };
  }
  const deadline = deadlineOf(items);
  const policy: CancellationPolicy = deadline ? 'FREE_CANCELLATION' : 'NON_REFUNDABLE';
  const no = (reason: CancelRefusal) => refused(policy, deadline, reason);
  if (finished) return no('cancelled');
  if (order.status !== 'SUCCESSFUL') return no('not_paid');
  if (!deadline) return no('non_refundable');
  if (now.getTime() >= deadline.getTime()) return no('deadline_passed');
  if (split) return no('split_payment');
  return {
    policy,
    deadline,
    can_cancel: true,
    reason: null,
    refund_amount: order.price,
    refund_fee: 0,
  };
}
