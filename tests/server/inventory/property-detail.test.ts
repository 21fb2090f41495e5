import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../support/app';
import { addDays } from '../../../server/domain/inventory/geo';
import {
  buildHotel,
  buildHotelReference,
  buildPlaces,
  inDays,
} from '../support/inventory-builders';

const DETAIL = `query($input: PropertyInput!) { property(input: $input) {
  id name setting { star_rating timezone check_in_time } stay_price { price rate_plan_name }
  room_types { name available rates { id price original_price price_per_night percent_discount rooms_left
    rate_plan { name refundable free_cancellation_until cancellation_policy }
    promotions { name percent_off amount_off } surcharges { name amount }
    room_stayings { available_at_date available_at price rooms_left } } } } }`;

describe('property detail', () => {
  const t = useTestApp();
  let hotel: Awaited<ReturnType<typeof buildHotel>>;
  const detail = async (input: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const { body } = await graphql(
      t().app,
      'property',
      { query: DETAIL, variables: { input: { id: hotel.id, ...input } } },
      headers,
    );
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data.property;
  };

  beforeAll(async () => {
    const db = t().database.db;
    await buildPlaces(db);
    await buildHotelReference(db);
    hotel = await buildHotel(db, {
      name: 'Sea Breeze',
      rooms: [
        { name: 'Deluxe', night: (_d, i) => ({ price: 1_000_000 + i * 100_000, allotment: 4 }) },
        { name: 'Suite', night: (_d, i) => ({ price: 3_000_000, allotment: i === 11 ? 0 : 2 }) },
      ],
      plans: [
        { name: 'Room only', factor: 1 },
        { name: 'Free cancellation', refundable: true, freeDays: 3, factor: 1.1 },
      ],
      promotions: [
        {
          name_vi: 'Ở 3 đêm giảm 12%',
          name_en: 'Stay 3 nights, save 12%',
          percent_off: 12,
          min_nights: 3,
        },
      ],
      surcharges: [
        {
          name_vi: 'Phụ thu lễ',
          name_en: 'Holiday surcharge',
          kind: 'PER_ROOM_NIGHT',
          amount: 200_000,
          date_from: inDays(11),
          date_to: inDays(11),
        },
        {
          name_vi: 'Phụ thu ăn sáng trẻ em',
          name_en: "Children's breakfast",
          kind: 'PER_CHILD_NIGHT',
          amount: 100_000,
        },
      ],
    });
  });

  it('lists every rate plan of each room type for the stay, night by night', async () => {
    const p = await detail({ check_in: inDays(10), check_out: inDays(12) });
    const deluxe = p.room_types[0];
    expect(deluxe.available).toBe(true);
    expect(deluxe.rates.map((r: { rate_plan: { name: string } }) => r.rate_plan.name)).toEqual([
      'Room only',
      'Free cancellation',
    ]);
    const [roomOnly, flexible] = deluxe.rates;
    // Nights of 2,000,000 and 2,100,000, plus the holiday surcharge on the second night.
    expect(roomOnly).toMatchObject({
      price: 4_100_000 + 200_000,
      original_price: 4_300_000,
      price_per_night: 2_150_000,
      percent_discount: 0,
      rooms_left: 4,
    });
    expect(roomOnly.surcharges).toEqual([{ name: 'Phụ thu lễ', amount: 200_000 }]);
    expect(
      roomOnly.room_stayings.map((n: { available_at_date: string; price: number }) => [
        n.available_at_date,
        n.price,
      ]),
    ).toEqual([
      [inDays(10), 2_000_000],
      [inDays(11), 2_100_000],
    ]);
    expect(roomOnly.room_stayings[0].available_at).toBe(`${inDays(10)}T07:00:00.000Z`);
    expect(flexible.price).toBe(Math.round((4_100_000 * 1.1) / 1000) * 1000 + 200_000);
    expect(flexible.rate_plan.free_cancellation_until).toBe(`${inDays(7)}T07:00:00.000Z`);
    expect(roomOnly.rate_plan.cancellation_policy).toContain('Không hoàn hủy');
    expect(p.stay_price).toEqual({ price: 4_300_000, rate_plan_name: 'Room only' });
  });

  it('shows no rate for a room type with a sold-out night', async () => {
    const p = await detail({ check_in: inDays(10), check_out: inDays(12) });
    expect(p.room_types[1]).toMatchObject({ name: 'Suite', available: false, rates: [] });
    const other = await detail({ check_in: inDays(12), check_out: inDays(13) });
    expect(other.room_types[1].available).toBe(true);
  });

  it('applies promotions and per-child surcharges for the party', async () => {
    const p = await detail({ check_in: inDays(2), check_out: inDays(5), n_o_a: 2, n_o_c: 1 });
    const [roomOnly] = p.room_types[0].rates;
    const base = 1_200_000 + 1_300_000 + 1_400_000;
    const discount = Math.round((base * 0.12) / 1000) * 1000;
    expect(roomOnly.promotions).toEqual([
      { name: 'Ở 3 đêm giảm 12%', percent_off: 12, amount_off: discount },
    ]);
    expect(roomOnly.surcharges).toEqual([{ name: 'Phụ thu ăn sáng trẻ em', amount: 3 * 100_000 }]);
    expect(roomOnly.price).toBe(base - discount + 300_000);
    expect(roomOnly.percent_discount).toBe(12);
  });

  it('without dates lists room types with no rates; unknown ids answer null', async () => {
    const p = await detail({}, { 'x-locale': 'en' });
    expect(
      p.room_types.map((r: { rates: unknown[]; available: unknown }) => [
        r.rates.length,
        r.available,
      ]),
    ).toEqual([
      [0, null],
      [0, null],
    ]);
    expect(p.stay_price).toBeNull();
    const { body } = await graphql(t().app, 'property', {
      query: DETAIL,
      variables: { input: { id: '00000000-0000-4000-8000-000000000000' } },
    });
    expect(body.data.property).toBeNull();
  });

  it('refuses a stay longer than 30 nights', async () => {
    const { body } = await graphql(t().app, 'property', {
      query: DETAIL,
      variables: {
        input: { id: hotel.id, check_in: inDays(1), check_out: addDays(inDays(1), 31) },
      },
    });
    expect(body.errors[0].extensions.fields[0]).toMatchObject({
      field: 'check_out',
      rule: 'max_nights',
    });
  });
});
