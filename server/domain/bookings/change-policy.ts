/**
 * Whether a flight of a paid booking may be changed by its traveller, and what a change costs
 * (docs/manage-booking.md "Changing a flight"). Pure: the order, its flight item and the fare
 * plans in, the answer out.
 *   - each leg by its own fare plan (`fare_plans.changeable`, `change_fee`), read by the seat
 *     class sold, as refunds are;
 *   - online until CHANGE_CLOSE_HOURS before that leg departs (`change_closed` after);
 *   - the fee is the plan's `change_fee` per seat — adults and children; infants travel on a
 *     lap and pay none, as for the refund fee — on top of the fare difference;
 *   - a company-paid or split booking is changed through support (`company_paid`,
 *     `split_payment`): the company's approval and budget were given for the flight it paid.
 */
import { planIdOf, type PolicyFarePlan, type PolicyItem, type PolicyOrder } from './policy.js';

/** A flight can be changed online until this many hours before it departs. */
export const CHANGE_CLOSE_HOURS = 3;

export type ChangeRefusal =
  | 'not_paid'
  | 'cancelled'
  | 'flight'
  | 'not_changeable'
  | 'change_closed'
  | 'company_paid'
  | 'split_payment';

export type LegKey = 'departure' | 'return';

export interface ChangePlan extends PolicyFarePlan {
  changeable: boolean;
  change_fee: number | null;
}

export interface LegChangeRules {
  leg: LegKey;
  flight_code: string;
  can_change: boolean;
  reason: ChangeRefusal | null;
  /** The last moment to change online (null when the plan is unknown). */
  deadline: Date | null;
  /** The plan's fee per seat (null: not changeable). */
  change_fee: number | null;
  /** Seats the fee is paid for: adults + children. */
  seats: number;
  currency: string;
}

type Json = Record<string, unknown>;

/** Seats a change fee is paid for: infants sit on a lap. */
export function seatsOf(item: PolicyItem): number {
  const party = (item.metadata.party ?? {}) as Json;
  return Number(party.n_o_a ?? 0) + Number(party.n_o_c ?? 0);
}

/** The item's flights by leg key, outbound first. */
export function legEntries(item: { product: unknown }): [LegKey, Json][] {
  const p = (item.product ?? {}) as Json;
  const out: [LegKey, Json][] = [];
  if (p.departure_flight) out.push(['departure', p.departure_flight as Json]);
  if (p.return_flight) out.push(['return', p.return_flight as Json]);
  return out;
}

export const departsAtOf = (leg: Json) =>
  new Date(String((leg.departure as Json | undefined)?.date ?? ''));

function orderRefusal(order: PolicyOrder): ChangeRefusal | null {
  if (order.cancelled_at || order.status === 'CANCELLED' || order.status === 'REFUNDED') {
    return 'cancelled';
  }
  if (order.status !== 'SUCCESSFUL') return 'not_paid';
  const details = order.payment_details ?? {};
  if (details.first_pay != null || details.second_pay != null) return 'split_payment';
  if (order.payment_method === 'CORPORATE_WALLET') return 'company_paid';
  return null;
}

/** The change rules of each flight of a booking's flight items. */
export function changeRulesOf(
  order: PolicyOrder,
  items: PolicyItem[],
  plans: ReadonlyMap<string, ChangePlan>,
  now: Date,
): LegChangeRules[] {
  const refusal = orderRefusal(order);
  return items
    .filter((i) => i.kind === 'FLIGHT_BOOKING')
    .flatMap((item) =>
      legEntries(item).map(([key, leg]): LegChangeRules => {
        const plan = plans.get(planIdOf(leg) ?? '');
        const departs = departsAtOf(leg);
        const known = plan && plan.currency === order.currency && !Number.isNaN(departs.getTime());
        const deadline = known
          ? new Date(departs.getTime() - CHANGE_CLOSE_HOURS * 3_600_000)
          : null;
        const reason: ChangeRefusal | null = !known
          ? 'flight'
          : !plan.changeable
            ? 'not_changeable'
            : (refusal ?? (now.getTime() >= deadline!.getTime() ? 'change_closed' : null));
        return {
          leg: key,
          flight_code: String(leg.code ?? ''),
          can_change: reason === null,
          reason,
          deadline,
          change_fee: known && plan.changeable ? Math.max(0, plan.change_fee ?? 0) : null,
          seats: seatsOf(item),
          currency: order.currency,
        };
      }),
    );
}

/** What a change costs: the fare difference for the party, the fee, and their sum. */
export function changePrice(oldLegPrice: number, newLegPrice: number, rules: LegChangeRules) {
  const fare_difference = newLegPrice - oldLegPrice;
  const change_fee = (rules.change_fee ?? 0) * rules.seats;
  return { fare_difference, change_fee, total: fare_difference + change_fee };
}
