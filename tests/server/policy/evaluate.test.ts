import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../common/calendar';
import {
  CABINS,
  POLICY_ACTIONS,
  flightVerdict,
  highestCabin,
  hotelCapFor,
  hotelVerdict,
  type Cabin,
  type FlightOffer,
  type HotelOffer,
  type PolicyRules,
} from '../../../server/domain/policy/evaluate';

// The travel policy's evaluator (issue 21): each rule alone, their combinations, and properties
// over random offers and policies. Pure: no database.

const TODAY = '2026-11-27';

const policy = (over: Partial<PolicyRules> = {}): PolicyRules => ({
  allowed_cabins: ['ECONOMY', 'PREMIUM_ECONOMY'],
  one_way_cost: 2_000_000,
  round_trip_cost: 3_500_000,
  min_days_ahead: 3,
  out_of_policy_action: 'APPROVAL',
  hotel_caps: [],
  enable_split_payment: false,
  ...over,
});

const flight = (over: Partial<FlightOffer> = {}): FlightOffer => ({
  cabin: 'ECONOMY',
  price: 1_500_000,
  round_trip: false,
  departure_date: addDays(TODAY, 10),
  ...over,
});

const hotel = (over: Partial<HotelOffer> = {}): HotelOffer => ({
  city_id: 'da-nang',
  star_rating: 4,
  price: 2_400_000,
  nights: 2,
  check_in: addDays(TODAY, 10),
  ...over,
});

describe('flightVerdict, rule by rule', () => {
  it('passes an offer within every rule: the company pays it all', () => {
    expect(flightVerdict(policy(), flight(), TODAY)).toEqual({
      type: 'IN_POLICY',
      remainCost: 500_000,
      first_pay: 1_500_000,
      second_pay: 0,
      visible: true,
      reason_required: false,
      reasons: [],
      cabin: 'ECONOMY',
      one_way_cost: 2_000_000,
      round_trip_cost: 3_500_000,
      seat_class: 'PREMIUM_ECONOMY',
    });
  });

  it('passes everything without a policy, with no caps to show', () => {
    const v = flightVerdict(null, flight({ cabin: 'FIRST', price: 90_000_000 }), TODAY);
    expect(v).toMatchObject({
      type: 'IN_POLICY',
      remainCost: null,
      first_pay: 90_000_000,
      second_pay: 0,
      visible: true,
      seat_class: null,
      one_way_cost: null,
      reasons: [],
    });
  });

  it('breaks the cabin rule for a cabin the level may not fly', () => {
    const v = flightVerdict(policy(), flight({ cabin: 'BUSINESS' }), TODAY);
    expect(v.type).toBe('APPROVAL');
    expect(v.reasons).toEqual([
      { rule: 'CABIN', allowed: ['ECONOMY', 'PREMIUM_ECONOMY'], actual: 'BUSINESS' },
    ]);
    expect(v.cabin).toBe('BUSINESS');
  });

  it('caps a one-way fare by one_way_cost and a round trip by round_trip_cost', () => {
    const oneWay = flightVerdict(policy(), flight({ price: 2_000_001 }), TODAY);
    expect(oneWay.reasons).toEqual([{ rule: 'PRICE', cap: 2_000_000, price: 2_000_001 }]);
    expect(oneWay.remainCost).toBe(0);
    // At the cap exactly: in policy, nothing left.
    const atCap = flightVerdict(policy(), flight({ price: 2_000_000 }), TODAY);
    expect(atCap).toMatchObject({ type: 'IN_POLICY', remainCost: 0 });
    // The same price as a round trip is under round_trip_cost.
    const round = flightVerdict(policy(), flight({ price: 2_000_001, round_trip: true }), TODAY);
    expect(round).toMatchObject({ type: 'IN_POLICY', remainCost: 1_499_999 });
    const roundOver = flightVerdict(
      policy(),
      flight({ price: 3_600_000, round_trip: true }),
      TODAY,
    );
    expect(roundOver.reasons).toEqual([{ rule: 'PRICE', cap: 3_500_000, price: 3_600_000 }]);
  });

  it('has no price rule when the cap is not set', () => {
    const v = flightVerdict(policy({ one_way_cost: null }), flight({ price: 50_000_000 }), TODAY);
    expect(v).toMatchObject({ type: 'IN_POLICY', remainCost: null, first_pay: 50_000_000 });
  });

  it('counts days ahead in the Vietnam calendar: min_days_ahead days before is enough', () => {
    const onTime = flightVerdict(policy(), flight({ departure_date: addDays(TODAY, 3) }), TODAY);
    expect(onTime.type).toBe('IN_POLICY');
    const late = flightVerdict(policy(), flight({ departure_date: addDays(TODAY, 2) }), TODAY);
    expect(late.reasons).toEqual([{ rule: 'DAYS_AHEAD', min_days: 3, days: 2 }]);
    const sameDay = flightVerdict(policy(), flight({ departure_date: TODAY }), TODAY);
    expect(sameDay.reasons).toEqual([{ rule: 'DAYS_AHEAD', min_days: 3, days: 0 }]);
  });
});

describe('flightVerdict, what out-of-policy does', () => {
  const outside = flight({ cabin: 'FIRST' });

  it('BLOCK: not buyable, and the company pays none of it', () => {
    const v = flightVerdict(policy({ out_of_policy_action: 'BLOCK' }), outside, TODAY);
    expect(v).toMatchObject({
      type: 'BLOCK',
      visible: false,
      first_pay: 0,
      second_pay: 1_500_000,
      reason_required: false,
    });
  });

  it('APPROVAL: buyable after approval, the company pays it', () => {
    const v = flightVerdict(policy({ out_of_policy_action: 'APPROVAL' }), outside, TODAY);
    expect(v).toMatchObject({ type: 'APPROVAL', visible: true, first_pay: 1_500_000 });
    expect(v.reason_required).toBe(false);
  });

  it('ALLOW_WITH_REASON: buyable with a reason code', () => {
    const v = flightVerdict(policy({ out_of_policy_action: 'ALLOW_WITH_REASON' }), outside, TODAY);
    expect(v).toMatchObject({ type: 'ALLOW_WITH_REASON', visible: true, reason_required: true });
  });

  it('the action applies only outside the policy', () => {
    const v = flightVerdict(policy({ out_of_policy_action: 'BLOCK' }), flight(), TODAY);
    expect(v).toMatchObject({ type: 'IN_POLICY', visible: true });
  });
});

describe('flightVerdict, combinations', () => {
  it('names every rule an offer breaks, in the order cabin, days ahead, price', () => {
    const v = flightVerdict(
      policy(),
      flight({ cabin: 'BUSINESS', price: 9_000_000, departure_date: addDays(TODAY, 1) }),
      TODAY,
    );
    expect(v.reasons.map((r) => r.rule)).toEqual(['CABIN', 'DAYS_AHEAD', 'PRICE']);
    expect(v.type).toBe('APPROVAL');
  });

  it('with split payment, a price over the cap is the traveller’s to top up, not a breach', () => {
    const v = flightVerdict(
      policy({ enable_split_payment: true }),
      flight({ price: 2_600_000 }),
      TODAY,
    );
    expect(v).toMatchObject({
      type: 'IN_POLICY',
      first_pay: 2_000_000,
      second_pay: 600_000,
      remainCost: 0,
      reasons: [],
    });
  });

  it('split payment still splits an offer that breaks another rule', () => {
    const v = flightVerdict(
      policy({ enable_split_payment: true, out_of_policy_action: 'ALLOW_WITH_REASON' }),
      flight({ price: 2_600_000, cabin: 'BUSINESS' }),
      TODAY,
    );
    expect(v).toMatchObject({
      type: 'ALLOW_WITH_REASON',
      first_pay: 2_000_000,
      second_pay: 600_000,
    });
    expect(v.reasons.map((r) => r.rule)).toEqual(['CABIN']);
  });

  it('split payment does not make a blocked offer the company’s', () => {
    const v = flightVerdict(
      policy({ enable_split_payment: true, out_of_policy_action: 'BLOCK' }),
      flight({ price: 2_600_000, departure_date: TODAY }),
      TODAY,
    );
    expect(v).toMatchObject({ type: 'BLOCK', visible: false, first_pay: 0, second_pay: 2_600_000 });
  });

  it('seat_class is the highest allowed cabin, whatever the order they were given in', () => {
    expect(highestCabin(['BUSINESS', 'ECONOMY'])).toBe('BUSINESS');
    expect(highestCabin(['FIRST'])).toBe('FIRST');
    expect(highestCabin([])).toBeNull();
  });
});

describe('hotelVerdict', () => {
  const caps = [
    { city_id: null, star_rating: null, nightly_cost: 800_000 },
    { city_id: null, star_rating: 5, nightly_cost: 2_000_000 },
    { city_id: 'da-nang', star_rating: null, nightly_cost: 1_000_000 },
    { city_id: 'da-nang', star_rating: 4, nightly_cost: 1_300_000 },
  ];

  it('takes the most specific cap: city and stars, city, stars, then any', () => {
    expect(hotelCapFor(caps, { city_id: 'da-nang', star_rating: 4 })?.nightly_cost).toBe(1_300_000);
    expect(hotelCapFor(caps, { city_id: 'da-nang', star_rating: 4.5 })?.nightly_cost).toBe(
      1_300_000,
    );
    expect(hotelCapFor(caps, { city_id: 'da-nang', star_rating: 5 })?.nightly_cost).toBe(1_000_000);
    expect(hotelCapFor(caps, { city_id: 'ha-noi', star_rating: 5 })?.nightly_cost).toBe(2_000_000);
    expect(hotelCapFor(caps, { city_id: 'ha-noi', star_rating: 3 })?.nightly_cost).toBe(800_000);
    expect(hotelCapFor(caps.slice(1), { city_id: 'ha-noi', star_rating: 3 })).toBeNull();
  });

  it('caps the stay at the nightly cap times the nights', () => {
    const rules = policy({ hotel_caps: caps });
    const within = hotelVerdict(rules, hotel({ price: 2_600_000, nights: 2 }), TODAY);
    expect(within).toMatchObject({
      type: 'IN_POLICY',
      nightly_cost: 1_300_000,
      remainCost: 0,
      first_pay: 2_600_000,
    });
    const over = hotelVerdict(rules, hotel({ price: 2_600_001, nights: 2 }), TODAY);
    expect(over.type).toBe('APPROVAL');
    expect(over.reasons).toEqual([{ rule: 'PRICE', cap: 2_600_000, price: 2_600_001 }]);
  });

  it('has no price rule for a hotel no cap matches, and keeps the days-ahead rule', () => {
    const rules = policy({ hotel_caps: [{ city_id: 'hue', star_rating: null, nightly_cost: 1 }] });
    const v = hotelVerdict(rules, hotel({ price: 99_000_000, check_in: TODAY }), TODAY);
    expect(v.nightly_cost).toBeNull();
    expect(v.remainCost).toBeNull();
    expect(v.reasons).toEqual([{ rule: 'DAYS_AHEAD', min_days: 3, days: 0 }]);
  });

  it('splits a stay over its cap with split payment, and blocks with BLOCK', () => {
    const split = hotelVerdict(
      policy({ hotel_caps: caps, enable_split_payment: true }),
      hotel({ price: 3_000_000, nights: 2 }),
      TODAY,
    );
    expect(split).toMatchObject({ type: 'IN_POLICY', first_pay: 2_600_000, second_pay: 400_000 });
    const blocked = hotelVerdict(
      policy({ hotel_caps: caps, out_of_policy_action: 'BLOCK' }),
      hotel({ price: 3_000_000, nights: 2 }),
      TODAY,
    );
    expect(blocked).toMatchObject({ type: 'BLOCK', visible: false, first_pay: 0 });
  });

  it('passes everything without a policy', () => {
    expect(hotelVerdict(null, hotel({ price: 5 }), TODAY)).toMatchObject({
      type: 'IN_POLICY',
      first_pay: 5,
      second_pay: 0,
      nightly_cost: null,
    });
  });
});

// --- Properties over random policies and offers ---------------------------------------------

const money = fc.integer({ min: 1, max: 200_000_000 });
const cabin = fc.constantFrom<Cabin>(...CABINS);
const rulesArb: fc.Arbitrary<PolicyRules> = fc.record({
  allowed_cabins: fc.uniqueArray(cabin, { minLength: 1, maxLength: 4 }),
  one_way_cost: fc.option(money, { nil: null }),
  round_trip_cost: fc.option(money, { nil: null }),
  min_days_ahead: fc.integer({ min: 0, max: 365 }),
  out_of_policy_action: fc.constantFrom(...POLICY_ACTIONS),
  hotel_caps: fc.array(
    fc.record({
      city_id: fc.option(fc.constantFrom('da-nang', 'ha-noi', 'hue'), { nil: null }),
      star_rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      nightly_cost: money,
    }),
    { maxLength: 5 },
  ),
  enable_split_payment: fc.boolean(),
});
const flightArb: fc.Arbitrary<FlightOffer> = fc.record({
  cabin,
  price: money,
  round_trip: fc.boolean(),
  departure_date: fc.integer({ min: 0, max: 400 }).map((d) => addDays(TODAY, d)),
});
const hotelArb: fc.Arbitrary<HotelOffer> = fc.record({
  city_id: fc.constantFrom('da-nang', 'ha-noi', 'hue', 'nha-trang'),
  star_rating: fc.integer({ min: 0, max: 10 }).map((half) => half / 2),
  price: money,
  nights: fc.integer({ min: 1, max: 30 }),
  check_in: fc.integer({ min: 0, max: 400 }).map((d) => addDays(TODAY, d)),
});

interface AnyVerdict {
  type: string;
  first_pay: number;
  second_pay: number;
  visible: boolean;
  reason_required: boolean;
  remainCost: number | null;
  reasons: { rule: string }[];
}

/** What holds of every verdict, whatever the offer: `cap` is the cap over the whole price. */
function consistent(rules: PolicyRules, price: number, cap: number | null, v: AnyVerdict) {
  expect(v.first_pay + v.second_pay).toBe(price);
  expect(v.first_pay).toBeGreaterThanOrEqual(0);
  expect(v.second_pay).toBeGreaterThanOrEqual(0);
  expect(Number.isInteger(v.first_pay) && Number.isInteger(v.second_pay)).toBe(true);
  expect(v.type === 'IN_POLICY').toBe(v.reasons.length === 0);
  if (v.reasons.length) expect(v.type).toBe(rules.out_of_policy_action);
  expect(v.visible).toBe(v.type !== 'BLOCK');
  if (v.type === 'BLOCK') expect(v.first_pay).toBe(0);
  expect(v.reason_required).toBe(v.type === 'ALLOW_WITH_REASON');
  if (cap == null) {
    expect(v.remainCost).toBeNull();
    expect(v.reasons.some((r) => r.rule === 'PRICE')).toBe(false);
    expect(v.second_pay).toBe(v.type === 'BLOCK' ? price : 0);
  } else {
    expect(v.remainCost).toBe(Math.max(cap - price, 0));
    // The company never pays more than the cap unless the policy's exception was taken.
    if (v.type === 'IN_POLICY' || rules.enable_split_payment) {
      expect(v.first_pay).toBeLessThanOrEqual(cap);
    }
    // Over the cap: a breach, or (split payment) the traveller tops it up.
    if (price > cap && v.type !== 'BLOCK') {
      expect(
        rules.enable_split_payment
          ? v.second_pay === price - cap
          : v.reasons.some((r) => r.rule === 'PRICE'),
      ).toBe(true);
    }
  }
}

describe('verdict properties (fast-check)', () => {
  it('every flight verdict is consistent', () => {
    fc.assert(
      fc.property(rulesArb, flightArb, (rules, offer) => {
        const v = flightVerdict(rules, offer, TODAY);
        const cap = offer.round_trip ? rules.round_trip_cost : rules.one_way_cost;
        consistent(rules, offer.price, cap, v);
        expect(v.reasons.some((r) => r.rule === 'CABIN')).toBe(
          !rules.allowed_cabins.includes(offer.cabin),
        );
        expect(v.seat_class).toBe(highestCabin(rules.allowed_cabins));
      }),
      { numRuns: 2000 },
    );
  });

  it('every hotel verdict is consistent', () => {
    fc.assert(
      fc.property(rulesArb, hotelArb, (rules, offer) => {
        const v = hotelVerdict(rules, offer, TODAY);
        const applied = hotelCapFor(rules.hotel_caps, offer);
        expect(v.nightly_cost).toBe(applied?.nightly_cost ?? null);
        consistent(rules, offer.price, applied ? applied.nightly_cost * offer.nights : null, v);
      }),
      { numRuns: 2000 },
    );
  });

  it('a cheaper or earlier-booked offer never breaks more rules', () => {
    fc.assert(
      fc.property(
        rulesArb,
        flightArb,
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 30 }),
        (rules, offer, cheaper, sooner) => {
          const broken = (o: FlightOffer) => flightVerdict(rules, o, TODAY).reasons.length;
          const better = {
            ...offer,
            price: Math.max(1, offer.price - cheaper),
            departure_date: addDays(offer.departure_date, sooner),
          };
          expect(broken(better)).toBeLessThanOrEqual(broken(offer));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('no policy passes every offer whole', () => {
    fc.assert(
      fc.property(flightArb, hotelArb, (f, h) => {
        expect(flightVerdict(null, f, TODAY)).toMatchObject({ type: 'IN_POLICY', second_pay: 0 });
        expect(hotelVerdict(null, h, TODAY)).toMatchObject({ type: 'IN_POLICY', second_pay: 0 });
      }),
    );
  });
});
