/** Rows of the places tables (countries, cities, areas, airports), airlines and fare plans. */
import { AIRLINES } from '../../../domain/inventory/data/airlines.js';
import airportsJson from '../../../domain/inventory/data/airports.json' with { type: 'json' };
import { AREAS, HOTELS_PER_CITY } from '../../../domain/inventory/data/areas.js';
import { CITIES } from '../../../domain/inventory/data/cities.js';
import { COUNTRIES } from '../../../domain/inventory/data/countries.js';
import { baggageOffersOf, FARE_PLANS } from '../../../domain/inventory/data/fare-plans.js';
import { searchText } from '../../../domain/inventory/normalize.js';
import type { airlines, airports, areas, cities, countries, farePlans } from '../../schema.js';

export function countryRows(): (typeof countries.$inferInsert)[] {
  return Object.entries(COUNTRIES).map(([code, n]) => ({ code, name_vi: n.vi, name_en: n.en }));
}

export function cityRows(): (typeof cities.$inferInsert)[] {
  return CITIES.map((c) => ({
    id: c.id,
    code: c.code,
    name_vi: c.vi,
    name_en: c.en,
    search_text: searchText(c.vi, c.en, c.code, ...(c.aliases ?? [])),
    country_code: c.country,
    latitude: c.lat,
    longitude: c.lng,
    timezone: c.tz,
    popularity: c.popularity,
  }));
}

export function areaRows(): (typeof areas.$inferInsert)[] {
  const cityNames = new Map(CITIES.map((c) => [c.id, c]));
  return AREAS.map((a) => {
    const city = cityNames.get(a.city)!;
    return {
      id: a.id,
      city_id: a.city,
      name_vi: a.vi,
      name_en: a.en,
      search_text: searchText(a.vi, a.en),
      latitude: a.lat,
      longitude: a.lng,
      popularity: Math.round(
        (city.popularity * a.weight) / 4 + (HOTELS_PER_CITY[a.city] ?? 0) / 10,
      ),
    };
  });
}

export function airportRows(): (typeof airports.$inferInsert)[] {
  const cityById = new Map(CITIES.map((c) => [c.id, c]));
  return airportsJson.map((a) => {
    const city = cityById.get(a.city_id)!;
    return {
      code: a.code,
      icao: a.icao,
      name_vi: a.name_vi,
      name_en: a.name_en,
      // Typing the city ('hanoi', 'sai gon') also finds its airports.
      search_text: searchText(
        a.name_vi,
        a.name_en,
        a.code,
        city.vi,
        city.en,
        ...(city.aliases ?? []),
      ),
      city_id: a.city_id,
      country_code: a.country_code,
      latitude: a.latitude,
      longitude: a.longitude,
      timezone: a.timezone,
      popularity: a.popularity,
    };
  });
}

export function airlineRows(): (typeof airlines.$inferInsert)[] {
  return AIRLINES.map((a) => ({
    code: a.code,
    name: a.name,
    country_code: a.country,
    logo: `/airlines/${a.code}.svg`,
    kind: a.kind,
  }));
}

export function farePlanRows(): (typeof farePlans.$inferInsert)[] {
  return AIRLINES.flatMap((airline) =>
    FARE_PLANS[airline.kind]
      .filter(
        (p) =>
          p.cabin === 'ECONOMY' || (p.cabin === 'BUSINESS' ? airline.business : airline.premium),
      )
      .map((p) => ({
        id: `${airline.code}-${p.code}`,
        airline_code: airline.code,
        code: p.code,
        cabin: p.cabin,
        name_vi: p.vi,
        name_en: p.en,
        booking_class: p.bookingClass,
        factor: p.factor,
        baggage_pieces: p.baggagePieces,
        baggage_kg: p.baggageKg,
        cabin_kg: p.cabinKg,
        meal: p.meal,
        seat_selection: p.seatSelection,
        refundable: p.refundable,
        refund_fee: p.refundFee,
        changeable: p.changeable,
        change_fee: p.changeFee,
        free_cancellation_hours: p.freeCancellationHours,
        baggage_offers: baggageOffersOf(p),
      })),
  );
}
