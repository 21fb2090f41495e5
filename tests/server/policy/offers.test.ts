import { describe, expect, it } from 'vitest';
import type { PolicyRules } from '../../../server/domain/policy/evaluate';
import {
  journeyCabin,
  journeyVerdict,
  legOfStoredFlight,
  rateVerdict,
} from '../../../server/domain/policy/offers';

// From listed fares and carts to the evaluator's offers (server/domain/policy/offers.ts). Pure.

const TODAY = '2026-11-27';
const rules = (over: Partial<PolicyRules> = {}): PolicyRules => ({
  allowed_cabins: ['ECONOMY', 'BUSINESS'],
  one_way_cost: 2_000_000,
  round_trip_cost: 3_000_000,
  min_days_ahead: 3,
  out_of_policy_action: 'APPROVAL',
  hotel_caps: [{ city_id: 'da-nang', star_rating: null, nightly_cost: 1_000_000 }],
  enable_split_payment: false,
  ...over,
});
const leg = (cabin: 'ECONOMY' | 'PREMIUM_ECONOMY' | 'BUSINESS', price: number) => ({
  cabin,
  price,
  local_date: '2026-12-10',
});

describe('journeyCabin', () => {
  it('is the first leg cabin the policy does not allow, else the highest', () => {
    expect(journeyCabin(rules(), ['ECONOMY', 'PREMIUM_ECONOMY'])).toBe('PREMIUM_ECONOMY');
    expect(journeyCabin(rules(), ['BUSINESS', 'ECONOMY'])).toBe('BUSINESS');
    expect(journeyCabin(null, ['ECONOMY', 'BUSINESS'])).toBe('BUSINESS');
  });
});

describe('journeyVerdict', () => {
  it('caps a round trip by the round-trip cap on both legs together', () => {
    const v = journeyVerdict(
      rules(),
      [leg('ECONOMY', 1_600_000), leg('ECONOMY', 1_600_000)],
      TODAY,
    );
    expect(v.reasons).toEqual([{ rule: 'PRICE', cap: 3_000_000, price: 3_200_000 }]);
  });

  it("judges a round trip's outbound alone against the round-trip cap (a lower bound)", () => {
    const v = journeyVerdict(rules(), [leg('ECONOMY', 2_500_000)], TODAY, true);
    expect(v).toMatchObject({ type: 'IN_POLICY', remainCost: 500_000 });
  });

  it('breaks the cabin rule when any leg is in a cabin not allowed', () => {
    const v = journeyVerdict(rules(), [leg('ECONOMY', 1), leg('PREMIUM_ECONOMY', 1)], TODAY);
    expect(v.reasons).toEqual([
      { rule: 'CABIN', allowed: ['ECONOMY', 'BUSINESS'], actual: 'PREMIUM_ECONOMY' },
    ]);
  });
});

describe('rateVerdict', () => {
  it('caps a rate per room and night', () => {
    const rate = {
      city_id: 'da-nang',
      star_rating: 4,
      nights: 2,
      rooms: 2,
      check_in: '2026-12-10',
    };
    expect(rateVerdict(rules(), { ...rate, price: 4_000_000 }, TODAY).type).toBe('IN_POLICY');
    expect(rateVerdict(rules(), { ...rate, price: 4_000_001 }, TODAY).reasons).toEqual([
      { rule: 'PRICE', cap: 4_000_000, price: 4_000_001 },
    ]);
  });
});

describe('legOfStoredFlight', () => {
  it("reads a cart's stored flight, and nothing from a malformed one", () => {
    const stored = {
      price: 1_350_000,
      seat_class: { type: 'ECONOMY' },
      departure: { local_time: '2026-12-07T08:00' },
    };
    expect(legOfStoredFlight(stored)).toEqual({
      cabin: 'ECONOMY',
      price: 1_350_000,
      local_date: '2026-12-07',
    });
    expect(legOfStoredFlight({ ...stored, seat_class: { type: 'ROCKET' } })).toBeNull();
    expect(legOfStoredFlight(null)).toBeNull();
  });
});
