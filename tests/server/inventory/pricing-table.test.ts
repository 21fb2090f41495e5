import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../../common/calendar';
import { priceRate, type Stay } from '../../../server/domain/inventory/properties/pricing';
import { zonedInstant } from '../../../server/domain/inventory/geo';
import type {
  PromotionInfo,
  RatePlanInfo,
  SurchargeInfo,
} from '../../../server/providers/inventory/types';

/*
 * Prices are unchanged by computing a stay's nights once: priceRate against the night-by-night
 * definition (each night's date tested against each surcharge's window, days ahead per
 * promotion), over some thousands of stays across month, year and leap-day ends, surcharge
 * windows before, inside, across and after the stay, and open-ended ones.
 */

/** A small deterministic generator (mulberry32), so a failure names a reproducible case. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round1000 = (n: number) => Math.round(n / 1000) * 1000;

/** The definition: every night of the stay, one by one. */
function expectedPrice(
  baseTotal: number,
  roomTypeId: string,
  plan: RatePlanInfo,
  promotions: PromotionInfo[],
  surcharges: SurchargeInfo[],
  stay: Stay,
) {
  const original = stay.rooms * round1000(baseTotal * plan.price_factor);
  const before = daysBetween(stay.today, stay.checkIn);
  const applies = (p: PromotionInfo) =>
    (!p.room_type_id || p.room_type_id === roomTypeId) &&
    stay.nights >= p.min_nights &&
    (p.min_days_before == null || before >= p.min_days_before) &&
    (p.max_days_before == null || before <= p.max_days_before) &&
    (!p.stay_from || stay.checkIn >= p.stay_from) &&
    (!p.stay_to || stay.checkIn <= p.stay_to);
  const best = promotions.filter(applies).sort((a, b) => b.percent_off - a.percent_off)[0];
  const discount = best ? round1000((original * best.percent_off) / 100) : 0;
  const charged = surcharges
    .map((s) => {
      if (s.kind === 'PER_STAY')
        return { name_vi: s.name_vi, name_en: s.name_en, amount: s.amount * stay.rooms };
      let nights = 0;
      for (let i = 0; i < stay.nights; i++) {
        const night = addDays(stay.checkIn, i);
        if ((!s.date_from || night >= s.date_from) && (!s.date_to || night <= s.date_to)) nights++;
      }
      const per = s.kind === 'PER_ROOM_NIGHT' ? stay.rooms : stay.children;
      return { name_vi: s.name_vi, name_en: s.name_en, amount: s.amount * nights * per };
    })
    .filter((s) => s.amount > 0);
  const extra = charged.reduce((sum, s) => sum + s.amount, 0);
  const price = original - discount + extra;
  const until =
    plan.refundable && plan.free_cancellation_days != null
      ? zonedInstant(
          addDays(stay.checkIn, -plan.free_cancellation_days),
          stay.checkInTime,
          stay.timezone,
        )
      : null;
  return {
    price,
    original_price: original + extra,
    price_per_night: Math.round(price / (stay.rooms * stay.nights)),
    percent_discount: best?.percent_off ?? 0,
    discount,
    promotion: best ?? null,
    surcharges: charged,
    free_cancellation_until: until,
    free_cancellation: until !== null && until.getTime() > stay.now.getTime(),
  };
}

const KINDS: SurchargeInfo['kind'][] = ['PER_ROOM_NIGHT', 'PER_STAY', 'PER_CHILD_NIGHT'];
const STARTS = ['2026-01-27', '2026-02-25', '2027-12-28', '2028-02-26', '2026-06-14'];

describe('stay pricing computed once per stay', () => {
  it('prices every stay as the night-by-night definition does', () => {
    const next = random(24);
    const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)];
    const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
    let surchargedNights = 0;
    let cases = 0;
    for (const start of STARTS) {
      for (let n = 0; n < 500; n++) {
        const checkIn = addDays(start, int(0, 10));
        const nights = int(1, 14);
        const today = addDays(checkIn, -int(0, 90));
        const stay: Stay = {
          checkIn,
          checkOut: addDays(checkIn, nights),
          nights,
          rooms: int(1, 3),
          children: int(0, 2),
          today,
          now: new Date(`${today}T05:00:00Z`),
          timezone: pick(['Asia/Ho_Chi_Minh', 'Asia/Bangkok', 'Asia/Tokyo']),
          checkInTime: pick(['14:00', '15:00']),
        };
        const edge = () => (next() < 0.25 ? null : addDays(checkIn, int(-5, nights + 5)));
        const surcharges: SurchargeInfo[] = Array.from({ length: int(0, 4) }, (_, i) => {
          const a = edge();
          const b = edge();
          const [from, to] = a && b && a > b ? [b, a] : [a, b];
          return {
            name_vi: `phụ thu ${i}`,
            name_en: `surcharge ${i}`,
            kind: pick(KINDS),
            amount: int(1, 9) * 50_000,
            date_from: from,
            date_to: next() < 0.1 ? addDays(checkIn, -1) : to, // sometimes a window before the stay
          };
        });
        const promotions: PromotionInfo[] = Array.from({ length: int(0, 3) }, (_, i) => ({
          id: `p${i}`,
          room_type_id: next() < 0.3 ? 'rt-1' : null,
          name_vi: `ưu đãi ${i}`,
          name_en: `deal ${i}`,
          percent_off: int(5, 30),
          min_nights: int(1, 4),
          min_days_before: next() < 0.5 ? int(0, 40) : null,
          max_days_before: next() < 0.5 ? int(0, 10) : null,
          stay_from: next() < 0.3 ? addDays(checkIn, -int(0, 3)) : null,
          stay_to: next() < 0.3 ? addDays(checkIn, int(-2, 3)) : null,
        }));
        const plans: RatePlanInfo[] = [
          {
            id: 'flex',
            name_vi: 'Linh hoạt',
            name_en: 'Flexible',
            breakfast_included: true,
            refundable: true,
            free_cancellation_days: int(0, 5),
            price_factor: 1.15,
          },
          {
            id: 'saver',
            name_vi: 'Tiết kiệm',
            name_en: 'Saver',
            breakfast_included: false,
            refundable: false,
            free_cancellation_days: null,
            price_factor: 1,
          },
        ];
        for (const room of ['rt-1', 'rt-2']) {
          for (const plan of plans) {
            const base = int(5, 40) * 100_000 * nights;
            const got = priceRate(base, room, plan, promotions, surcharges, stay);
            const want = expectedPrice(base, room, plan, promotions, surcharges, stay);
            expect(got, JSON.stringify({ stay, surcharges, promotions, plan })).toEqual(want);
            cases++;
            if (got.surcharges.some((s) => s.amount > 0)) surchargedNights++;
          }
        }
      }
    }
    expect(cases).toBe(STARTS.length * 500 * 4);
    // The table exercised surcharges, not only empty lists.
    expect(surchargedNights).toBeGreaterThan(cases / 3);
  });

  it('counts a surcharge window that covers part of a stay across a month end', () => {
    const stay: Stay = {
      checkIn: '2028-02-27',
      checkOut: '2028-03-03',
      nights: 5,
      rooms: 2,
      children: 1,
      today: '2028-02-01',
      now: new Date('2028-02-01T00:00:00Z'),
      timezone: 'Asia/Ho_Chi_Minh',
      checkInTime: '14:00',
    };
    const plan: RatePlanInfo = {
      id: 'p',
      name_vi: 'p',
      name_en: 'p',
      breakfast_included: false,
      refundable: false,
      free_cancellation_days: null,
      price_factor: 1,
    };
    const tet: SurchargeInfo = {
      name_vi: 'Tết',
      name_en: 'Tet',
      kind: 'PER_ROOM_NIGHT',
      amount: 100_000,
      date_from: '2028-02-29',
      date_to: '2028-03-05',
    };
    // Nights 29 Feb, 1 Mar, 2 Mar: 3 nights × 2 rooms.
    expect(priceRate(5_000_000, 'r', plan, [], [tet], stay).surcharges).toEqual([
      { name_vi: 'Tết', name_en: 'Tet', amount: 600_000 },
    ]);
  });
});
