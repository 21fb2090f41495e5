/**
 * Flight schedules of the default inventory, generated from data/routes.ts: flight numbers,
 * local departure times spread over the day, durations from the great-circle distance (with a
 * little wind: eastbound shorter), aircraft by distance and airline, base fares by distance, and
 * connections built from two legs of the same airline.
 */
import { AIRLINES } from '../../../domain/inventory/data/airlines.js';
import airportsJson from '../../../domain/inventory/data/airports.json' with { type: 'json' };
import { CONNECTIONS, ROUTES } from '../../../domain/inventory/data/routes.js';
import { distanceKm } from '../../../domain/inventory/geo.js';
import type { ScheduleSegment } from '../../schema.js';
import { createRng } from '../prng.js';

export interface ScheduleRow {
  id: string;
  seq: number;
  airline_code: string;
  code: string;
  origin: string;
  destination: string;
  stops: number;
  depart_minute: number;
  duration_minutes: number;
  days_of_week: number;
  base_fare: number;
  international: boolean;
  aircraft: string;
  segments: ScheduleSegment[];
}

const airports = new Map(airportsJson.map((a) => [a.code, a]));
const airlineKind = new Map(AIRLINES.map((a) => [a.code, a.kind]));

const round5 = (n: number) => Math.round(n / 5) * 5;
const round1000 = (n: number) => Math.round(n / 1000) * 1000;

/** Weekday masks for routes flown fewer than 7 days a week (bit 0 = Monday). */
const WEEKLY_MASKS: Record<number, number> = {
  1: 0b0010000,
  2: 0b0100010,
  3: 0b1010100,
  4: 0b1010101,
  5: 0b1110101,
  6: 0b1111101,
  7: 0b1111111,
};

function aircraftFor(airline: string, km: number, small: boolean): string {
  if (airline === '0V' || (small && km < 600)) return 'ATR 72-500';
  if (km > 7000) return airline === 'VN' ? 'Boeing 787-10' : 'Airbus A350-900';
  if (km > 3000) return airline === 'VJ' ? 'Airbus A330-300' : 'Boeing 787-9';
  if (airline === 'VJ') return 'Airbus A321neo';
  if (airline === 'QH') return 'Airbus A320neo';
  return 'Airbus A321';
}

/** Local departure window (minutes) by distance and direction. */
function windowFor(km: number, fromVietnam: boolean, index: number): [number, number] {
  if (km > 7000) return fromVietnam ? [1350, 1435] : [660, 840];
  if (km > 2500) return index % 2 === 0 ? [480, 840] : [1340, 1435];
  if (km > 1500) return [420, 1320];
  return [330, 1350];
}

function flightMinutes(from: string, to: string): { km: number; minutes: number } {
  const a = airports.get(from)!;
  const b = airports.get(to)!;
  const km = distanceKm(a.latitude, a.longitude, b.latitude, b.longitude);
  const eastbound = b.longitude > a.longitude;
  const minutes = round5((30 + km * 0.075) * (eastbound ? 0.97 : 1.03));
  return { km, minutes };
}

function baseFare(km: number, international: boolean, airline: string): number {
  const raw = international ? 1_000_000 + km * 1_100 : 450_000 + km * 900;
  const kind = airlineKind.get(airline);
  const factor = airline === 'QH' ? 0.92 : kind === 'LCC' ? 0.8 : airline === 'VN' ? 1 : 1.05;
  return round1000(raw * factor);
}

export function buildSchedules(): ScheduleRow[] {
  const rng = createRng('wayfare-inventory:schedules');
  const rows: ScheduleRow[] = [];
  const numbers = new Map<string, number>();
  let seq = 1;
  for (const route of ROUTES) {
    for (const [from, to] of [
      [route.a, route.b],
      [route.b, route.a],
    ]) {
      const { km, minutes } = flightMinutes(from, to);
      const international = airports.get(from)!.country_code !== airports.get(to)!.country_code;
      const fromVietnam = airports.get(from)!.country_code === 'VN';
      const small =
        ['VCS', 'CAH', 'DIN', 'VKG'].includes(from) || ['VCS', 'CAH', 'DIN', 'VKG'].includes(to);
      for (const [airline, perDay] of Object.entries(route.carriers)) {
        for (let i = 0; i < perDay; i++) {
          const [start, end] = windowFor(km, fromVietnam, i);
          const slot = start + ((end - start) * (i + 0.5)) / perDay;
          const depart = Math.min(1435, Math.max(0, round5(slot + rng.int(-20, 20))));
          const next = (numbers.get(airline) ?? (international ? 600 : 120)) + 1;
          numbers.set(airline, next);
          const code = `${airline}${next}`;
          const aircraft = aircraftFor(airline, km, small);
          rows.push({
            id: rng.uuid(),
            seq: seq++,
            airline_code: airline,
            code,
            origin: from,
            destination: to,
            stops: 0,
            depart_minute: depart,
            duration_minutes: minutes,
            days_of_week: WEEKLY_MASKS[route.weekly ?? 7],
            base_fare: baseFare(km, international, airline),
            international,
            aircraft,
            segments: [
              {
                code,
                airline,
                operating: null,
                origin: from,
                destination: to,
                depart_offset: 0,
                arrive_offset: minutes,
                aircraft,
              },
            ],
          });
        }
      }
    }
  }
  return [...rows, ...buildConnections(rows, rng, () => seq++)];
}

/** Connections: for each first leg, the earliest second leg 90-300 minutes after it lands. */
function buildConnections(
  direct: ScheduleRow[],
  rng: ReturnType<typeof createRng>,
  nextSeq: () => number,
): ScheduleRow[] {
  const rows: ScheduleRow[] = [];
  for (const c of CONNECTIONS) {
    for (const [from, to] of [
      [c.from, c.to],
      [c.to, c.from],
    ]) {
      const firsts = direct.filter(
        (s) => s.airline_code === c.airline && s.origin === from && s.destination === c.via,
      );
      const seconds = direct.filter(
        (s) => s.airline_code === c.airline && s.origin === c.via && s.destination === to,
      );
      let made = 0;
      for (const first of firsts) {
        if (made >= 3) break;
        // Origin and via are in the same time zone here (all connections are via HAN or SGN,
        // and every connection origin is in Vietnam or the second leg leaves Vietnam).
        const offset = tzOffsetMinutes(first.origin) - tzOffsetMinutes(c.via);
        const landsLocal = first.depart_minute + first.duration_minutes - offset;
        const second = seconds
          .filter((s) => s.depart_minute - landsLocal >= 90 && s.depart_minute - landsLocal <= 300)
          .sort((x, y) => x.depart_minute - y.depart_minute)[0];
        if (!second) continue;
        const wait = second.depart_minute - landsLocal;
        const secondStart = first.duration_minutes + wait;
        const total = secondStart + second.duration_minutes;
        made++;
        rows.push({
          id: rng.uuid(),
          seq: nextSeq(),
          airline_code: c.airline,
          code: first.code,
          origin: from,
          destination: to,
          stops: 1,
          depart_minute: first.depart_minute,
          duration_minutes: total,
          days_of_week: first.days_of_week & second.days_of_week,
          base_fare: round1000((first.base_fare + second.base_fare) * 0.8),
          international: first.international || second.international,
          aircraft: first.aircraft,
          segments: [
            first.segments[0],
            {
              ...second.segments[0],
              depart_offset: secondStart,
              arrive_offset: total,
            },
          ],
        });
      }
    }
  }
  return rows;
}

/** Standard UTC offset in minutes of the airports used as connection points and origins. */
function tzOffsetMinutes(code: string): number {
  const tz = airports.get(code)!.timezone;
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' })
    .formatToParts(new Date('2025-01-15T00:00:00Z'))
    .find((p) => p.type === 'timeZoneName')!.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(parts);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}
