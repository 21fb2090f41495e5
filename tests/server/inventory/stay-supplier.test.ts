/**
 * Hotel detail and favourites go through the StaySupplier interface: a channel supplier's
 * property (in no table) can be searched, opened, priced by the domain and saved; local
 * properties keep their content (photos of the property and of each room type).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaySupplier } from '../../../server/providers/inventory/index';
import * as s from '../../../server/db/schema';
import { call, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import {
  buildHotel,
  buildHotelReference,
  buildPlaces,
  inDays,
} from '../support/inventory-builders';
import {
  fakePropertyInfo,
  fakeRoomType,
  fakeStaySupplier,
  type FakeStaySupplier,
} from '../support/inventory/fake-stay-supplier';

const DETAIL = `query($input: PropertyInput!) { property(input: $input) {
  id name is_favourite city_id address { raw_address } photos { url label } amenities { code name }
  stay_price { price room_type_name rate_plan_name }
  room_types { id name available photos { url } amenities { name }
    rates { price original_price percent_discount rooms_left rate_plan { name free_cancellation_until }
      promotions { name amount_off } surcharges { name amount } room_stayings { available_at_date price rooms_left } } } } }`;
const SEARCH = `query($input: SearchPropertiesInput!) { search_properties(input: $input) {
  entries { id name photos { url } stay_price { price room_type_name } } } }`;
const FAVS = `query($input: FavPropertiesInput) { fav_properties(input: $input) {
  entries { property_id property { id name is_favourite photos { url } room_types { name rates { id } available } } }
  metadata { total_count } } }`;
const ADD = `mutation($input: AddFavPropertyInput!) { add_fav_property(input: $input) { property_id property { name } } }`;
const REMOVE = `mutation($input: RemoveFavPropertyInput!) { remove_fav_property(input: $input) { property_id } }`;

const KEY = 'channel:H-1';
const IN = inDays(10);
const OUT = inDays(13);

describe('stay supplier interface: detail and favourites', () => {
  const t = useAccountsApp();
  let channel: FakeStaySupplier;
  let token: string;
  let local: Awaited<ReturnType<typeof buildHotel>>;
  const send = (query: string, input?: unknown, headers: Record<string, string> = {}) =>
    call(t().app, 'POST', '/graphql/property', {
      body: { query, variables: input === undefined ? {} : { input } },
      token,
      headers,
    });
  const run = async (query: string, input?: unknown, headers: Record<string, string> = {}) => {
    const r = await send(query, input, headers);
    if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
    return r.body.data;
  };

  beforeAll(async () => {
    const db = t().database.db;
    await buildPlaces(db);
    await buildHotelReference(db);
    channel = fakeStaySupplier('channel', [
      {
        info: fakePropertyInfo('H-1', { name: 'Channel Riverside' }),
        photos: [{ url: '/channel/h1.jpg', label_vi: 'Mặt tiền', label_en: 'Front' }],
        roomTypes: [
          fakeRoomType('STD', {
            name_vi: 'Tiêu chuẩn',
            name_en: 'Standard',
            amenity_codes: ['WIFI'],
            photos: [{ url: '/channel/std.jpg', label_vi: null, label_en: null }],
          }),
          fakeRoomType('FAM', {
            name_vi: 'Gia đình',
            name_en: 'Family',
            max_adults: 4,
            max_children: 2,
            max_occupancy: 6,
          }),
        ],
        plans: [
          {
            id: 'RO',
            name_vi: 'Chỉ phòng',
            name_en: 'Room only',
            breakfast_included: false,
            refundable: false,
            free_cancellation_days: null,
            price_factor: 1,
          },
          {
            id: 'FLEX',
            name_vi: 'Linh hoạt',
            name_en: 'Flexible',
            breakfast_included: true,
            refundable: true,
            free_cancellation_days: 2,
            price_factor: 1.2,
          },
        ],
        promotions: [
          {
            id: 'P3',
            room_type_id: null,
            name_vi: 'Ở 3 đêm giảm 10%',
            name_en: 'Stay 3, save 10%',
            percent_off: 10,
            min_nights: 3,
            min_days_before: null,
            max_days_before: null,
            stay_from: null,
            stay_to: null,
          },
        ],
        surcharges: [
          {
            name_vi: 'Ăn sáng trẻ em',
            name_en: "Children's breakfast",
            kind: 'PER_CHILD_NIGHT',
            amount: 150_000,
            date_from: null,
            date_to: null,
          },
        ],
        night: (room, date) =>
          room === 'STD'
            ? { price: 1_500_000, rooms_left: 3 }
            : date === inDays(11)
              ? null // the channel has no rate that night: sold out
              : { price: 2_500_000, rooms_left: 2 },
      },
    ]);
    addStaySupplier(t().database, channel);
    local = await buildHotel(db, { name: 'Local Lagoon' });
    await db.insert(s.propertyPhotos).values([
      { property_id: local.id, url: '/local/front.jpg', label_vi: 'Mặt tiền', position: 0 },
      { property_id: local.id, room_type_id: local.rooms[0], url: '/local/room.jpg', position: 1 },
    ]);
    token = (await signInAs(t(), { email: 'channel-fav@mail.example' })).access_token;
  });

  it("opens a channel property with the domain's pricing for the party", async () => {
    channel.calls.length = 0;
    const { property: p } = await run(DETAIL, {
      id: KEY,
      check_in: IN,
      check_out: OUT,
      n_o_a: 2,
      n_o_c: 1,
    });
    expect(channel.calls).toEqual(['propertyDetail(H-1)']);
    expect(p).toMatchObject({
      id: KEY,
      name: 'Channel Riverside',
      is_favourite: false,
      city_id: 'city:da-nang',
      photos: [{ url: '/channel/h1.jpg', label: 'Mặt tiền' }],
      amenities: [
        { code: 'WIFI', name: 'WIFI' },
        { code: 'POOL', name: 'POOL' },
      ],
    });
    const [std, fam] = p.room_types;
    expect(std).toMatchObject({ id: 'STD', name: 'Tiêu chuẩn', available: true });
    expect(std.photos).toEqual([{ url: '/channel/std.jpg' }]);
    // 3 nights of 1,500,000: 10% off for 3 nights, plus breakfast for the child each night.
    const [roomOnly, flexible] = std.rates;
    expect(roomOnly).toMatchObject({
      price: 4_500_000 - 450_000 + 450_000,
      original_price: 4_950_000,
      percent_discount: 10,
      rooms_left: 3,
      rate_plan: { name: 'Chỉ phòng', free_cancellation_until: null },
      promotions: [{ name: 'Ở 3 đêm giảm 10%', amount_off: 450_000 }],
      surcharges: [{ name: 'Ăn sáng trẻ em', amount: 450_000 }],
    });
    expect(roomOnly.room_stayings).toEqual(
      [IN, inDays(11), inDays(12)].map((d) => ({
        available_at_date: d,
        price: 1_500_000,
        rooms_left: 3,
      })),
    );
    expect(flexible.price).toBe(5_400_000 - 540_000 + 450_000);
    expect(flexible.room_stayings[0].price).toBe(1_800_000);
    expect(fam).toMatchObject({ name: 'Gia đình', available: false, rates: [] });
    expect(p.stay_price).toEqual({
      price: 4_500_000,
      room_type_name: 'Tiêu chuẩn',
      rate_plan_name: 'Chỉ phòng',
    });
  });

  it('finds the channel property in search at the price its page shows', async () => {
    const data = await run(SEARCH, {
      place_id: 'city:da-nang',
      check_in: IN,
      check_out: OUT,
      n_o_a: 2,
      n_o_c: 1,
    });
    const entry = data.search_properties.entries.find((e: { id: string }) => e.id === KEY);
    expect(entry).toEqual({
      id: KEY,
      name: 'Channel Riverside',
      photos: [{ url: '/channel/h1.jpg' }],
      stay_price: { price: 4_500_000, room_type_name: 'Tiêu chuẩn' },
    });
  });

  it('answers null for ids no supplier knows', async () => {
    for (const id of ['channel:H-404', 'nowhere:H-1', 'not-a-uuid']) {
      expect((await run(DETAIL, { id })).property).toBeNull();
    }
  });

  it('saves, lists, flags and removes a channel property among local ones', async () => {
    const added = await run(ADD, { property_id: KEY });
    expect(added.add_fav_property).toEqual({
      property_id: KEY,
      property: { name: 'Channel Riverside' },
    });
    await run(ADD, { property_id: local.id });
    channel.calls.length = 0;
    const list = (await run(FAVS, {}, { 'x-locale': 'en' })).fav_properties;
    expect(channel.calls).toContain('propertySummaries(H-1)');
    expect(list.metadata.total_count).toBe(2);
    expect(list.entries).toEqual([
      {
        property_id: local.id,
        property: {
          id: local.id,
          name: 'Local Lagoon',
          is_favourite: true,
          photos: [{ url: '/local/front.jpg' }],
          room_types: [{ name: 'Standard', rates: [], available: null }],
        },
      },
      {
        property_id: KEY,
        property: {
          id: KEY,
          name: 'Channel Riverside',
          is_favourite: true,
          photos: [{ url: '/channel/h1.jpg' }],
          room_types: [
            { name: 'Standard', rates: [], available: null },
            { name: 'Family', rates: [], available: null },
          ],
        },
      },
    ]);
    expect((await run(DETAIL, { id: KEY })).property.is_favourite).toBe(true);
    const unknown = await send(ADD, { property_id: 'channel:H-404' });
    expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await run(REMOVE, { property_id: KEY })).remove_fav_property).toEqual({
      property_id: KEY,
    });
    const after = (await run(FAVS)).fav_properties.entries;
    expect(after.map((e: { property_id: string }) => e.property_id)).toEqual([local.id]);
  });

  it('keeps local content: property photos, room type photos, upper-case ids', async () => {
    const { property: p } = await run(DETAIL, {
      id: local.id.toUpperCase(),
      check_in: IN,
      check_out: OUT,
    });
    expect(p.id).toBe(local.id);
    expect(p.is_favourite).toBe(true);
    expect(p.photos).toEqual([{ url: '/local/front.jpg', label: 'Mặt tiền' }]);
    expect(p.room_types[0]).toMatchObject({
      photos: [{ url: '/local/room.jpg' }],
      amenities: [{ name: 'TV' }],
      available: true,
    });
    expect(p.room_types[0].rates[0].room_stayings).toHaveLength(3);
    const removed = await run(REMOVE, { property_id: local.id.toUpperCase() });
    expect(removed.remove_fav_property).toEqual({ property_id: local.id });
  });
});
