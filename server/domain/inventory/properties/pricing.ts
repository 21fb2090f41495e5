/**
 * What a stay costs at a rate plan. One function for search and detail, so the price a list
 * shows is the price the property page shows:
 *   plan price per room = round1000(sum of the nights' prices × plan factor)
 *   original = rooms × plan price
 *   discount = round1000(original × best applicable promotion %)  (promotions do not stack)
 *   surcharges: per room-night in their dates, per stay (per room), per child-night
 *   price = original − discount + surcharges;  original_price = original + surcharges
 */
import type {
  PromotionInfo,
  RatePlanInfo,
  SurchargeInfo,
} from '../../../providers/inventory/types.js';
import { round1000 } from '../common.js';
import { addDays, daysBetween, zonedInstant } from '../geo.js';

export interface Stay {
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  children: number;
  /** Today in the property's calendar (for early-bird and last-minute promotions). */
  today: string;
  now: Date;
  timezone: string;
  checkInTime: string;
}

export interface RatePrice {
  price: number;
  original_price: number;
  price_per_night: number;
  percent_discount: number;
  discount: number;
  promotion: PromotionInfo | null;
  surcharges: { name_vi: string; name_en: string; amount: number }[];
  free_cancellation_until: Date | null;
  free_cancellation: boolean;
}

export function promotionApplies(p: PromotionInfo, roomTypeId: string, stay: Stay): boolean {
  const before = daysBetween(stay.today, stay.checkIn);
  if (p.room_type_id && p.room_type_id !== roomTypeId) return false;
  if (stay.nights < p.min_nights) return false;
  if (p.min_days_before != null && before < p.min_days_before) return false;
  if (p.max_days_before != null && before > p.max_days_before) return false;
  if (p.stay_from && stay.checkIn < p.stay_from) return false;
  if (p.stay_to && stay.checkIn > p.stay_to) return false;
  return true;
}

function surchargeAmount(s: SurchargeInfo, stay: Stay): number {
  if (s.kind === 'PER_STAY') return s.amount * stay.rooms;
  let nights = 0;
  for (let i = 0; i < stay.nights; i++) {
    const night = addDays(stay.checkIn, i);
    if ((!s.date_from || night >= s.date_from) && (!s.date_to || night <= s.date_to)) nights++;
  }
  return s.kind === 'PER_ROOM_NIGHT'
    ? s.amount * nights * stay.rooms
    : s.amount * nights * stay.children;
}

/** Free-cancellation deadlines repeat for every room of a search: computed once each. */
const deadlines = new Map<string, Date>();

function deadline(date: string, time: string, timezone: string): Date {
  const key = `${date} ${time} ${timezone}`;
  let at = deadlines.get(key);
  if (!at) {
    if (deadlines.size > 5000) deadlines.clear();
    at = zonedInstant(date, time, timezone);
    deadlines.set(key, at);
  }
  return at;
}

export function priceRate(
  baseTotal: number,
  roomTypeId: string,
  plan: RatePlanInfo,
  promotions: PromotionInfo[],
  surcharges: SurchargeInfo[],
  stay: Stay,
): RatePrice {
  const original = stay.rooms * round1000(baseTotal * plan.price_factor);
  const promotion =
    promotions
      .filter((p) => promotionApplies(p, roomTypeId, stay))
      .sort((a, b) => b.percent_off - a.percent_off)[0] ?? null;
  const discount = promotion ? round1000((original * promotion.percent_off) / 100) : 0;
  const charged = surcharges
    .map((s) => ({ name_vi: s.name_vi, name_en: s.name_en, amount: surchargeAmount(s, stay) }))
    .filter((s) => s.amount > 0);
  const extra = charged.reduce((sum, s) => sum + s.amount, 0);
  const price = original - discount + extra;
  const until =
    plan.refundable && plan.free_cancellation_days != null
      ? deadline(
          addDays(stay.checkIn, -plan.free_cancellation_days),
          stay.checkInTime,
          stay.timezone,
        )
      : null;
  return {
    price,
    original_price: original + extra,
    price_per_night: Math.round(price / (stay.rooms * stay.nights)),
    percent_discount: promotion?.percent_off ?? 0,
    discount,
    promotion,
    surcharges: charged,
    free_cancellation_until: until,
    free_cancellation: until !== null && until.getTime() > stay.now.getTime(),
  };
}
