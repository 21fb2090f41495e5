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

/**
 * What every rate of a stay shares: its last night and how many days ahead it is booked. A search
 * prices every room × rate plan × surcharge × promotion of every candidate hotel (each with a
 * Stay of its own, for its time zone and check-in time) for the same dates, so the dates are
 * kept by the dates themselves and parsed once a search. Parsing them per night was 12 % of the
 * main thread under the bench's mix, per hotel 1.6 % (docs/capacity.md).
 */
const stayDates = new Map<string, { lastNight: string; daysBefore: number }>();

function datesOf(stay: Stay) {
  const key = `${stay.checkIn} ${stay.nights} ${stay.today}`;
  let dates = stayDates.get(key);
  if (!dates) {
    if (stayDates.size > 5000) stayDates.clear();
    dates = {
      lastNight: addDays(stay.checkIn, stay.nights - 1),
      daysBefore: daysBetween(stay.today, stay.checkIn),
    };
    stayDates.set(key, dates);
  }
  return dates;
}

export function promotionApplies(p: PromotionInfo, roomTypeId: string, stay: Stay): boolean {
  const before = datesOf(stay).daysBefore;
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
  // The nights from checkIn to the last night that fall within [date_from, date_to]: dates
  // compare as strings, so only the overlap's two ends are parsed.
  const { lastNight } = datesOf(stay);
  const first = s.date_from && s.date_from > stay.checkIn ? s.date_from : stay.checkIn;
  const last = s.date_to && s.date_to < lastNight ? s.date_to : lastNight;
  const nights = first <= last ? daysBetween(first, last) + 1 : 0;
  return s.kind === 'PER_ROOM_NIGHT'
    ? s.amount * nights * stay.rooms
    : s.amount * nights * stay.children;
}

/** Free-cancellation deadlines repeat for every room of a search: computed once each. */
const deadlines = new Map<string, Date>();

/** The stay's local check-in time `daysBefore` days before its check-in date, as an instant. */
function cancellationDeadline(stay: Stay, daysBefore: number): Date {
  const key = `${stay.checkIn} ${daysBefore} ${stay.checkInTime} ${stay.timezone}`;
  let at = deadlines.get(key);
  if (!at) {
    if (deadlines.size > 5000) deadlines.clear();
    at = zonedInstant(addDays(stay.checkIn, -daysBefore), stay.checkInTime, stay.timezone);
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
      ? cancellationDeadline(stay, plan.free_cancellation_days)
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
