// Flight and hotel bookings with the dimensions the analysis dashboards read (route, airline,
// cabin, passengers, departure; city, stars, nights, rooms), written through buildBooking.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { departments, users } from '../../../server/db/schema';
import { buildCorporate } from '../support/corporate-builders';
import { buildBooking, type BookingSpec, type BuiltBooking } from '../support/booking-builders';

export interface FlightLeg {
  from: string;
  to: string;
  departs: string;
  cabin?: 'ECONOMY' | 'PREMIUM_ECONOMY' | 'BUSINESS' | 'FIRST';
}

export interface FlightSpec extends Omit<BookingSpec, 'kind' | 'product' | 'metadata'> {
  out: FlightLeg;
  back?: FlightLeg;
  airline?: { code: string; name: string };
  passengers?: number;
}

const leg = (l: FlightLeg, airline: { code: string; name: string }) => ({
  code: `${airline.code}123`,
  airline,
  departure: { code: l.from, date: l.departs },
  arrival: { code: l.to },
  seat_class: { type: l.cabin ?? 'ECONOMY' },
});

export function buildFlightBooking(db: Db, f: FlightSpec): Promise<BuiltBooking> {
  const airline = f.airline ?? { code: 'VN', name: 'Vietnam Airlines' };
  return buildBooking(db, {
    ...f,
    kind: 'FLIGHT',
    product: {
      __typename: 'FlightBooking',
      type: f.back ? 'ROUND_TRIP' : 'ONE_WAY',
      departure_flight: leg(f.out, airline),
      return_flight: f.back ? leg(f.back, airline) : null,
      passengers: [],
    },
    metadata: { party: { n_o_a: f.passengers ?? 1, n_o_c: 0, n_o_i: 0 } },
  });
}

export interface HotelSpec extends Omit<BookingSpec, 'kind' | 'product' | 'metadata'> {
  property: { id: string; name: string };
  city: string;
  star: number;
  checkIn: string;
  checkOut: string;
  rooms?: number;
}

export function buildHotelBooking(db: Db, h: HotelSpec): Promise<BuiltBooking> {
  return buildBooking(db, {
    ...h,
    kind: 'HOTEL',
    product: {
      __typename: 'RoomType',
      id: 'room-1',
      name: 'Deluxe',
      property: { id: h.property.id, name: h.property.name },
      room_stayings: [],
    },
    metadata: {
      property_id: h.property.id,
      city_id: h.city,
      star_rating: h.star,
      check_in: h.checkIn,
      check_out: h.checkOut,
      rooms: h.rooms ?? 1,
    },
  });
}

/** A company of four people (two in department A, one in B, one in none) and two cost centers. */
export async function aCompany(db: Db, name: string, tag: string) {
  const people = await db
    .insert(users)
    .values(
      [0, 1, 2, 3].map((i) => ({
        email: `p${i}-${tag}@rollups.example`,
        last_name: `Người ${i}`,
      })),
    )
    .returning({ id: users.id });
  const ids = people.map((p) => p.id);
  const corp = await buildCorporate(db, {
    name,
    owner: ids[0],
    members: ids.slice(1).map((user) => ({ user })),
  });
  const depts = await db
    .insert(departments)
    .values([
      { corporate_id: corp, name: 'A' },
      { corporate_id: corp, name: 'B' },
    ])
    .returning({ id: departments.id });
  for (const [i, dept] of [depts[0].id, depts[0].id, depts[1].id, null].entries()) {
    await db.execute(sql`update corporate_staffs set department_id = ${dept}
      where corporate_id = ${corp} and user_id = ${ids[i]}`);
  }
  const centers = (
    await db.execute<{ id: string }>(sql`insert into cost_centers (corporate_id, name)
      values (${corp}, 'X'), (${corp}, 'Y') returning id`)
  ).rows.map((r) => r.id);
  return { corp, ids, depts, centers };
}
