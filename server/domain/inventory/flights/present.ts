/** Turns supplier offers into the GraphQL FlightOption shape, named in the request's language. */
import type { FareOffer, FlightOffer } from '../../../providers/inventory/types.js';
import { formatMoney } from '../../../../common/money.js';
import { pick, type Lang } from '../common.js';
import { wallTimeIn } from '../../../../common/calendar.js';
import { daysBetween } from '../geo.js';
import { partyPrice, type Party } from './pricing.js';
import type { PolicyState } from '../../policy/offers.js';
import type { AirlineRef, AirportRef } from './reference-repository.js';

export interface Refs {
  airports: Map<string, AirportRef>;
  airlines: Map<string, AirlineRef>;
  lang: Lang;
}

export const optionId = (offer: FlightOffer, cabin: string) =>
  `${offer.supplier}:${offer.instanceId}:${cabin}`;

export function parseOptionId(id: string) {
  const m = /^([a-z0-9-]+):([0-9a-f-]{36}):(ECONOMY|PREMIUM_ECONOMY|BUSINESS|FIRST)$/.exec(id);
  return m ? { supplier: m[1], instanceId: m[2], cabin: m[3] as FareOffer['cabin'] } : null;
}

function airline(refs: Refs, code: string) {
  const a = refs.airlines.get(code);
  return {
    code,
    name: a?.name ?? code,
    logo: a?.logo ?? null,
    country_code: a?.country_code ?? null,
  };
}

function point(refs: Refs, code: string, at: Date) {
  const a = refs.airports.get(code);
  const timezone = a?.timezone ?? 'UTC';
  return {
    code,
    airport_name: a ? pick(refs.lang, a.name_vi, a.name_en) : null,
    city_name: a ? pick(refs.lang, a.city_vi, a.city_en) : null,
    date: at,
    timezone,
    local_time: wallTimeIn(at, timezone),
  };
}

const fare = (f: { fare: number; charge: number }, currency: string) => ({
  fare: f.fare,
  charge: f.charge,
  price: f.fare + f.charge,
  currency,
});

export function seatClass(offer: FlightOffer, f: FareOffer, party: Party, lang: Lang) {
  const p = f.plan;
  const notes: string[] = [];
  // Fees in the notes' own language (they were written the Vietnamese way in English too).
  const money = (n: number) => formatMoney(n, f.currency, lang === 'en' ? 'en' : 'vi');
  if (lang === 'en') {
    notes.push(
      p.baggage_pieces
        ? `Checked baggage ${p.baggage_pieces} × ${p.baggage_kg} kg.`
        : 'No checked baggage.',
    );
    notes.push(`Cabin baggage ${p.cabin_kg} kg.`);
    notes.push(
      p.refundable
        ? `Refundable, fee ${money(p.refund_fee ?? 0)} per passenger.`
        : 'Non-refundable.',
    );
    notes.push(
      p.changeable
        ? `Changes allowed, fee ${money(p.change_fee ?? 0)} plus any fare difference.`
        : 'No changes.',
    );
  } else {
    notes.push(
      p.baggage_pieces
        ? `Hành lý ký gửi ${p.baggage_pieces} × ${p.baggage_kg} kg.`
        : 'Không gồm hành lý ký gửi.',
    );
    notes.push(`Hành lý xách tay ${p.cabin_kg} kg.`);
    notes.push(
      p.refundable
        ? `Được hoàn vé, phí ${money(p.refund_fee ?? 0)} mỗi hành khách.`
        : 'Không được hoàn vé.',
    );
    notes.push(
      p.changeable
        ? `Được đổi vé, phí ${money(p.change_fee ?? 0)} cộng chênh lệch giá.`
        : 'Không được đổi vé.',
    );
  }
  return {
    id: `${offer.supplier}:${offer.instanceId}:${p.id}`,
    plan: pick(lang, p.name_vi, p.name_en),
    type: f.cabin,
    booking_class: p.booking_class,
    benefit: {
      baggage: { quantity: p.baggage_pieces, unit: 'pc', weight: p.baggage_kg },
      cabin_baggage: { quantity: 1, unit: 'pc', weight: p.cabin_kg },
      meal: p.meal,
      seat_selection: p.seat_selection,
    },
    adult_fare: fare(f.adult, f.currency),
    child_fare: fare(f.child, f.currency),
    infant_fare: fare(f.infant, f.currency),
    price: partyPrice(f, party),
    currency: f.currency,
    seats_left: f.seatsLeft,
    fare_rules: {
      refundable: p.refundable,
      refund_fee: p.refundable ? p.refund_fee : null,
      changeable: p.changeable,
      change_fee: p.changeable ? p.change_fee : null,
      currency: f.currency,
      free_cancellation_hours: p.free_cancellation_hours,
      notes,
    },
    /** The booking traveller's policy verdict on this fare (flights/policy.ts); null: none. */
    policy: null as PolicyState | null,
  };
}

export type SeatClassOut = ReturnType<typeof seatClass>;

export function presentOption(
  offer: FlightOffer,
  chosen: FareOffer,
  all: FareOffer[],
  party: Party,
  refs: Refs,
) {
  const segments = offer.segments.map((s) => {
    const departs = new Date(offer.departsAt.getTime() + s.depart_offset * 60_000);
    const arrives = new Date(offer.departsAt.getTime() + s.arrive_offset * 60_000);
    return {
      code: s.code,
      airline: airline(refs, s.airline),
      flight_airline: s.operating ? airline(refs, s.operating) : null,
      departure: point(refs, s.origin, departs),
      arrival: point(refs, s.destination, arrives),
      aircraft: s.aircraft,
      duration_minutes: s.arrive_offset - s.depart_offset,
    };
  });
  const transits = segments.slice(1).map((next, i) => {
    const prev = segments[i];
    const a = refs.airports.get(next.departure.code);
    return {
      code: next.departure.code,
      airport_name: next.departure.airport_name,
      city_name: next.departure.city_name,
      timezone: a?.timezone ?? null,
      arrival_date: prev.arrival.date,
      departure_date: next.departure.date,
      duration_minutes: Math.round(
        (next.departure.date.getTime() - prev.arrival.date.getTime()) / 60_000,
      ),
    };
  });
  const departure = point(refs, offer.origin, offer.departsAt);
  const arrival = point(refs, offer.destination, offer.arrivesAt);
  const price = partyPrice(chosen, party);
  return {
    id: optionId(offer, chosen.cabin),
    code: offer.code,
    airline: airline(refs, offer.airline),
    flight_airline: segments[0]?.flight_airline ?? null,
    departure,
    arrival,
    stops: offer.stops,
    transits,
    segments,
    duration_minutes: offer.durationMinutes,
    day_offset: daysBetween(departure.local_time.slice(0, 10), arrival.local_time.slice(0, 10)),
    seat_class: seatClass(offer, chosen, party, refs.lang),
    seat_classes: all.map((f) => seatClass(offer, f, party, refs.lang)),
    price,
    currency: chosen.currency,
    round_trip_price: null as number | null,
    /** The verdict on `seat_class` (flights/policy.ts); null: no policy to judge by. */
    policy: null as PolicyState | null,
    // For the domain's sorting and filtering (not in the schema).
    departsAt: offer.departsAt,
    arrivesAt: offer.arrivesAt,
  };
}

export type OptionOut = ReturnType<typeof presentOption>;
