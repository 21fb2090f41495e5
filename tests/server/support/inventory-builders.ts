/**
 * A small hand-built travel inventory for the inventory tests: a few real places, two
 * airlines with their fare plans, flights with exact times and fares, and hotels with exact
 * nightly prices and rooms left. Dates are relative to today in Vietnam.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import * as s from '../../../server/db/schema';
import { airlineRows, farePlanRows } from '../../../server/db/demo/inventory/places';
import { searchText } from '../../../server/domain/inventory/normalize';
import { vietnamDate, wallTimeIn } from '../../../common/calendar';
import { addDays, zonedInstant } from '../../../server/domain/inventory/geo';

export const today = () => vietnamDate(new Date());
export const inDays = (n: number) => addDays(today(), n);

const TZ: Record<string, string> = {
  HAN: 'Asia/Ho_Chi_Minh',
  SGN: 'Asia/Ho_Chi_Minh',
  DAD: 'Asia/Ho_Chi_Minh',
  NRT: 'Asia/Tokyo',
  BKK: 'Asia/Bangkok',
};

export async function buildPlaces(db: Db): Promise<void> {
  await db.insert(s.countries).values([
    { code: 'VN', name_vi: 'Việt Nam', name_en: 'Vietnam' },
    { code: 'JP', name_vi: 'Nhật Bản', name_en: 'Japan' },
    { code: 'TH', name_vi: 'Thái Lan', name_en: 'Thailand' },
  ]);
  const city = (
    id: string,
    code: string | null,
    vi: string,
    en: string,
    country: string,
    lat: number,
    lng: number,
    tz: string,
    popularity: number,
    aliases: string[] = [],
  ) => ({
    id,
    code,
    name_vi: vi,
    name_en: en,
    search_text: searchText(vi, en, code, ...aliases),
    country_code: country,
    latitude: lat,
    longitude: lng,
    timezone: tz,
    popularity,
  });
  await db
    .insert(s.cities)
    .values([
      city('ha-noi', 'HAN', 'Hà Nội', 'Hanoi', 'VN', 21.0285, 105.8542, TZ.HAN, 100),
      city(
        'ho-chi-minh',
        'SGN',
        'TP. Hồ Chí Minh',
        'Ho Chi Minh City',
        'VN',
        10.7769,
        106.7009,
        TZ.SGN,
        100,
        ['Sài Gòn'],
      ),
      city('da-nang', 'DAD', 'Đà Nẵng', 'Da Nang', 'VN', 16.0544, 108.2022, TZ.DAD, 95),
      city('tokyo', 'TYO', 'Tokyo', 'Tokyo', 'JP', 35.6762, 139.6503, TZ.NRT, 85),
      city('bangkok', 'BKK', 'Băng Cốc', 'Bangkok', 'TH', 13.7563, 100.5018, TZ.BKK, 90),
    ]);
  await db.insert(s.areas).values([
    {
      id: 'my-khe',
      city_id: 'da-nang',
      name_vi: 'Biển Mỹ Khê',
      name_en: 'My Khe Beach',
      search_text: searchText('Biển Mỹ Khê', 'My Khe Beach'),
      latitude: 16.06,
      longitude: 108.246,
      popularity: 50,
    },
    {
      id: 'hai-chau',
      city_id: 'da-nang',
      name_vi: 'Hải Châu',
      name_en: 'Hai Chau',
      search_text: searchText('Hải Châu', 'Hai Chau'),
      latitude: 16.0678,
      longitude: 108.2208,
      popularity: 40,
    },
  ]);
  const airport = (
    code: string,
    cityId: string,
    vi: string,
    en: string,
    country: string,
    lat: number,
    lng: number,
    popularity: number,
  ) => ({
    code,
    name_vi: vi,
    name_en: en,
    search_text: searchText(vi, en, code),
    city_id: cityId,
    country_code: country,
    latitude: lat,
    longitude: lng,
    timezone: TZ[code],
    popularity,
  });
  await db
    .insert(s.airports)
    .values([
      airport(
        'HAN',
        'ha-noi',
        'Sân bay quốc tế Nội Bài',
        'Noi Bai International Airport',
        'VN',
        21.2212,
        105.807,
        100,
      ),
      airport(
        'SGN',
        'ho-chi-minh',
        'Sân bay quốc tế Tân Sơn Nhất',
        'Tan Son Nhat International Airport',
        'VN',
        10.8188,
        106.652,
        100,
      ),
      airport(
        'DAD',
        'da-nang',
        'Sân bay quốc tế Đà Nẵng',
        'Da Nang International Airport',
        'VN',
        16.0439,
        108.199,
        90,
      ),
      airport(
        'NRT',
        'tokyo',
        'Sân bay quốc tế Narita',
        'Narita International Airport',
        'JP',
        35.7647,
        140.386,
        80,
      ),
      airport(
        'BKK',
        'bangkok',
        'Sân bay quốc tế Suvarnabhumi',
        'Suvarnabhumi Airport',
        'TH',
        13.681,
        100.747,
        90,
      ),
    ]);
  await db.insert(s.airlines).values(airlineRows().filter((a) => ['VN', 'VJ'].includes(a.code)));
  await db
    .insert(s.farePlans)
    .values(farePlanRows().filter((p) => ['VN', 'VJ'].includes(p.airline_code)));
}

export interface FareSpec {
  plan: string;
  adult: [number, number];
  child?: [number, number];
  infant?: [number, number];
  seats?: number;
}

export interface FlightSpec {
  code: string;
  from: string;
  to: string;
  date: string;
  depart: string;
  minutes: number;
  via?: { code: string; arriveAfter: number; departAfter: number };
  fares: FareSpec[];
}

let seq = 10_000;

/** One flight (or a one-stop connection) on one date, with exact fares. Returns the instance id. */
export async function buildFlight(db: Db, f: FlightSpec): Promise<string> {
  const airline = f.code.slice(0, 2);
  const departsAt = zonedInstant(f.date, f.depart, TZ[f.from]);
  const arrivesAt = new Date(departsAt.getTime() + f.minutes * 60_000);
  // The arrival's wall time at the destination, 'YYYY-MM-DDTHH:mm'.
  const arr = wallTimeIn(arrivesAt, TZ[f.to]);
  const [h, m] = f.depart.split(':').map(Number);
  const segments = f.via
    ? [
        {
          code: f.code,
          airline,
          operating: null,
          origin: f.from,
          destination: f.via.code,
          depart_offset: 0,
          arrive_offset: f.via.arriveAfter,
          aircraft: 'Airbus A321',
        },
        {
          code: `${airline}9${f.code.slice(3)}`,
          airline,
          operating: null,
          origin: f.via.code,
          destination: f.to,
          depart_offset: f.via.departAfter,
          arrive_offset: f.minutes,
          aircraft: 'Airbus A321',
        },
      ]
    : [
        {
          code: f.code,
          airline,
          operating: null,
          origin: f.from,
          destination: f.to,
          depart_offset: 0,
          arrive_offset: f.minutes,
          aircraft: 'Airbus A321',
        },
      ];
  const scheduleId = randomUUID();
  await db.insert(s.flightSchedules).values({
    id: scheduleId,
    seq: seq++,
    airline_code: airline,
    code: f.code,
    origin: f.from,
    destination: f.to,
    stops: f.via ? 1 : 0,
    depart_minute: h * 60 + m,
    duration_minutes: f.minutes,
    base_fare: 1_000_000,
    international: TZ[f.from] !== TZ[f.to],
    aircraft: 'Airbus A321',
    segments,
  });
  const id = randomUUID();
  await db.insert(s.flightInstances).values({
    id,
    schedule_id: scheduleId,
    depart_date: f.date,
    origin: f.from,
    destination: f.to,
    airline_code: airline,
    stops: f.via ? 1 : 0,
    departs_at: departsAt,
    arrives_at: arrivesAt,
    depart_minute: h * 60 + m,
    arrive_minute: Number(arr.slice(11, 13)) * 60 + Number(arr.slice(14, 16)),
    arrive_date: arr.slice(0, 10),
    duration_minutes: f.minutes,
  });
  const plans = new Map(farePlanRows().map((p) => [p.id, p]));
  await db.insert(s.flightFares).values(
    f.fares.map((fare) => ({
      instance_id: id,
      plan_id: fare.plan,
      cabin: plans.get(fare.plan)!.cabin,
      adult_fare: fare.adult[0],
      adult_charge: fare.adult[1],
      child_fare: (fare.child ?? fare.adult)[0],
      child_charge: (fare.child ?? fare.adult)[1],
      infant_fare: (fare.infant ?? [100_000, 0])[0],
      infant_charge: (fare.infant ?? [100_000, 0])[1],
      seats_left: fare.seats ?? 9,
    })),
  );
  return id;
}

export async function clearFlights(db: Db): Promise<void> {
  await db.execute(sql`truncate flight_fares, flight_instances, flight_schedules cascade`);
}

export { buildHotel, buildHotelReference, type HotelSpec } from './hotel-builders';
