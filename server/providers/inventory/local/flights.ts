/** Local flight supplier: SQL over flight_instances, flight_schedules, flight_fares. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { sqlArray } from '../../../db/sql-values.js';
import type { ScheduleSegment } from '../../../db/schema.js';
import type {
  CalendarDay,
  CalendarQuery,
  Cabin,
  FareOffer,
  FlightOffer,
  FlightQuery,
  FlightSupplier,
} from '../types.js';

interface Row extends Record<string, unknown> {
  id: string;
  code: string;
  airline_code: string;
  origin: string;
  destination: string;
  departs_at: string | Date;
  arrives_at: string | Date;
  depart_minute: number;
  arrive_minute: number;
  depart_date: string;
  arrive_date: string;
  duration_minutes: number;
  stops: number;
  segments: ScheduleSegment[] | string;
  plan_id: string;
  cabin: Cabin;
  adult_fare: string | number;
  adult_charge: string | number;
  child_fare: string | number;
  child_charge: string | number;
  infant_fare: string | number;
  infant_charge: string | number;
  currency: string;
  seats_left: number;
  name_vi: string;
  name_en: string;
  booking_class: string;
  baggage_pieces: number;
  baggage_kg: number;
  cabin_kg: number;
  meal: boolean;
  seat_selection: boolean;
  refundable: boolean;
  refund_fee: string | number | null;
  changeable: boolean;
  change_fee: string | number | null;
  free_cancellation_hours: number;
}

const num = (v: string | number | null) => (v == null ? null : Number(v));
const date = (v: string | Date) => (v instanceof Date ? v : new Date(v));

const SELECT = sql`
  select i.id, s.code, i.airline_code, i.origin, i.destination, i.departs_at, i.arrives_at,
    i.depart_minute, i.arrive_minute, i.depart_date::text as depart_date,
    i.arrive_date::text as arrive_date, i.duration_minutes, i.stops, s.segments,
    f.plan_id, f.cabin, f.adult_fare, f.adult_charge, f.child_fare, f.child_charge,
    f.infant_fare, f.infant_charge, f.currency, f.seats_left,
    p.name_vi, p.name_en, p.booking_class, p.baggage_pieces, p.baggage_kg, p.cabin_kg, p.meal,
    p.seat_selection, p.refundable, p.refund_fee, p.changeable, p.change_fee,
    p.free_cancellation_hours
  from flight_instances i
  join flight_schedules s on s.id = i.schedule_id
  join flight_fares f on f.instance_id = i.id
  join fare_plans p on p.id = f.plan_id`;

function group(rows: Row[]): FlightOffer[] {
  const offers = new Map<string, FlightOffer>();
  for (const r of rows) {
    let offer = offers.get(r.id);
    if (!offer) {
      offer = {
        supplier: 'local',
        instanceId: r.id,
        code: r.code,
        airline: r.airline_code,
        origin: r.origin.trim(),
        destination: r.destination.trim(),
        departsAt: date(r.departs_at),
        arrivesAt: date(r.arrives_at),
        departMinute: r.depart_minute,
        arriveMinute: r.arrive_minute,
        departDate: r.depart_date,
        arriveDate: r.arrive_date,
        durationMinutes: r.duration_minutes,
        stops: r.stops,
        segments: typeof r.segments === 'string' ? JSON.parse(r.segments) : r.segments,
        fares: [],
      };
      offers.set(r.id, offer);
    }
    const fare: FareOffer = {
      cabin: r.cabin,
      currency: r.currency,
      seatsLeft: r.seats_left,
      adult: { fare: Number(r.adult_fare), charge: Number(r.adult_charge) },
      child: { fare: Number(r.child_fare), charge: Number(r.child_charge) },
      infant: { fare: Number(r.infant_fare), charge: Number(r.infant_charge) },
      plan: {
        id: r.plan_id,
        name_vi: r.name_vi,
        name_en: r.name_en,
        booking_class: r.booking_class,
        baggage_pieces: r.baggage_pieces,
        baggage_kg: r.baggage_kg,
        cabin_kg: r.cabin_kg,
        meal: r.meal,
        seat_selection: r.seat_selection,
        refundable: r.refundable,
        refund_fee: num(r.refund_fee),
        changeable: r.changeable,
        change_fee: num(r.change_fee),
        free_cancellation_hours: r.free_cancellation_hours,
      },
    };
    offer.fares.push(fare);
  }
  return [...offers.values()];
}

const codes = (list: string[]) => sqlArray(list, 'bpchar');

export function localFlightSupplier(db: Db): FlightSupplier {
  return {
    id: 'local',
    async searchFlights(q: FlightQuery) {
      const result = await db.execute<Row>(sql`${SELECT}
        where i.origin = any(${codes(q.origins)}) and i.destination = any(${codes(q.destinations)})
          and i.depart_date = ${q.date}::date and f.cabin = ${q.cabin}
          and i.departs_at > ${q.notBefore.toISOString()}::timestamptz`);
      return group(result.rows);
    },
    async flightOffer(instanceId: string, cabin: Cabin) {
      const result = await db.execute<Row>(sql`${SELECT}
        where i.id = ${instanceId}::uuid and f.cabin = ${cabin}`);
      return group(result.rows)[0] ?? null;
    },
    async priceCalendar(q: CalendarQuery): Promise<CalendarDay[]> {
      const seats = q.adults + q.children;
      const result = await db.execute<{ date: string; min_price: string; flights: number }>(sql`
        select i.depart_date::text as date,
          min(${q.adults} * (f.adult_fare + f.adult_charge)
            + ${q.children} * (f.child_fare + f.child_charge)
            + ${q.infants} * (f.infant_fare + f.infant_charge)) as min_price,
          count(distinct i.id)::int as flights
        from flight_instances i
        join flight_fares f on f.instance_id = i.id
        where i.origin = any(${codes(q.origins)}) and i.destination = any(${codes(q.destinations)})
          and i.depart_date between ${q.from}::date and ${q.to}::date
          and f.cabin = ${q.cabin} and f.seats_left >= ${seats}
          and i.departs_at > ${q.notBefore.toISOString()}::timestamptz
        group by i.depart_date`);
      return result.rows.map((r) => ({
        date: r.date,
        minPrice: Number(r.min_price),
        flights: r.flights,
      }));
    },
  };
}
