import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../common/calendar';
import type { Db } from '../../../server/db/client';
import { gateDecision } from '../../../server/domain/checkout/policy-gate';
import { judgeOptions } from '../../../server/domain/inventory/flights/policy';
import type { OptionOut } from '../../../server/domain/inventory/flights/present';
import { judgeRate } from '../../../server/domain/inventory/properties/policy';
import { CABINS, POLICY_ACTIONS, type PolicyRules } from '../../../server/domain/policy/evaluate';
import type { PolicyState } from '../../../server/domain/policy/offers';
import type { SearchPolicy } from '../../../server/domain/policy/search-policy';
import { itemVerdict } from '../../../server/domain/policy/session-verdict';

// Issue 21: the badge search shows for an offer and what checkout does with the cart made from
// it are one decision, over random offers and policies. Search's side: the flight list's and
// the property page's judging; checkout's side: the cart's item as products.ts stores it,
// judged by session-verdict.ts, and the gate's decision. Pure: no database (a stay's city and
// stars are in the cart), no clock.

const TODAY = '2026-11-27';
const noDb = null as unknown as Db;

const cabin = fc.constantFrom(...CABINS);
const money = fc.integer({ min: 100_000, max: 20_000_000 });
const rules: fc.Arbitrary<PolicyRules> = fc.record({
  allowed_cabins: fc.subarray([...CABINS], { minLength: 1 }),
  one_way_cost: fc.option(money, { nil: null }),
  round_trip_cost: fc.option(money, { nil: null }),
  min_days_ahead: fc.integer({ min: 0, max: 30 }),
  out_of_policy_action: fc.constantFrom(...POLICY_ACTIONS),
  hotel_caps: fc.array(
    fc.record({
      city_id: fc.option(fc.constantFrom('da-nang', 'ha-noi'), { nil: null }),
      star_rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      nightly_cost: money,
    }),
    { maxLength: 4 },
  ),
  enable_split_payment: fc.boolean(),
});
const fare = fc.record({ cabin, price: money, days: fc.integer({ min: 0, max: 60 }) });

/** A search option (only what judging reads) and the stored flight a cart makes of it. */
function option(f: { cabin: (typeof CABINS)[number]; price: number; days: number }, id: string) {
  const departure = { local_time: `${addDays(TODAY, f.days)}T08:00` };
  const seat = { id: `${id}:fare`, type: f.cabin, price: f.price, policy: null };
  const out = { id, departure, seat_class: seat, seat_classes: [seat], policy: null };
  const stored = { price: f.price, departure, seat_class: { type: f.cabin } };
  return { out: out as unknown as OptionOut, stored };
}

const decisionOf = (state: Pick<PolicyState, 'type'>, reason: boolean) =>
  gateDecision(state, reason);
const same = (search: PolicyState, checkout: PolicyState) => {
  expect(checkout).toEqual(search);
  for (const reason of [true, false]) {
    expect(decisionOf(checkout, reason)).toBe(decisionOf(search, reason));
  }
};

describe('search verdict = checkout decision', () => {
  it('for one-way flights', async () => {
    await fc.assert(
      fc.asyncProperty(rules, fare, async (r, f) => {
        const policy: SearchPolicy = {
          rules: r,
          today: TODAY,
          traveller_id: 't',
          corporate_id: 'c',
        };
        const { out, stored } = option(f, 'a');
        judgeOptions([out], policy, { roundTrip: false });
        const item = {
          session_id: 's',
          kind: 'FLIGHT_BOOKING' as const,
          price: f.price,
          product: { departure_flight: stored, return_flight: null },
          metadata: {},
        };
        same(out.policy!, await itemVerdict(noDb, item, r, TODAY));
      }),
      { numRuns: 300 },
    );
  });

  it('for round trips (the return list once the departure is chosen)', async () => {
    await fc.assert(
      fc.asyncProperty(rules, fare, fare, async (r, a, b) => {
        const policy: SearchPolicy = {
          rules: r,
          today: TODAY,
          traveller_id: 't',
          corporate_id: 'c',
        };
        const there = option(a, 'a');
        const back = option({ ...b, days: a.days + (b.days % 5) }, 'b');
        judgeOptions([back.out], policy, { roundTrip: true, departure: there.out });
        const item = {
          session_id: 's',
          kind: 'FLIGHT_BOOKING' as const,
          price: a.price + b.price,
          product: { departure_flight: there.stored, return_flight: back.stored },
          metadata: {},
        };
        same(back.out.policy!, await itemVerdict(noDb, item, r, TODAY));
      }),
      { numRuns: 300 },
    );
  });

  it('for hotel rates', async () => {
    const stay = fc.record({
      city: fc.constantFrom('da-nang', 'ha-noi', 'hue'),
      stars: fc.constantFrom(1, 2, 3, 3.5, 4, 4.5, 5),
      price: money,
      nights: fc.integer({ min: 1, max: 10 }),
      rooms: fc.integer({ min: 1, max: 4 }),
      days: fc.integer({ min: 0, max: 60 }),
    });
    await fc.assert(
      fc.asyncProperty(rules, stay, async (r, s) => {
        const policy: SearchPolicy = {
          rules: r,
          today: TODAY,
          traveller_id: 't',
          corporate_id: 'c',
        };
        const checkIn = addDays(TODAY, s.days);
        const search = judgeRate(
          policy,
          { city_id: s.city, star_rating: s.stars },
          { price: s.price, nights: s.nights, rooms: s.rooms },
          checkIn,
        );
        const item = {
          session_id: 's',
          kind: 'ROOM_TYPE' as const,
          price: s.price,
          product: {},
          metadata: {
            city_id: s.city,
            star_rating: s.stars,
            check_in: checkIn,
            check_out: addDays(checkIn, s.nights),
            rooms: s.rooms,
          },
        };
        same(search!, await itemVerdict(noDb, item, r, TODAY));
      }),
      { numRuns: 300 },
    );
  });
});
