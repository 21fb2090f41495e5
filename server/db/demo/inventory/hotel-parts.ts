/** Parts of a generated property: a unique name, its amenities and its map position. */
import type { AreaSeed } from '../../../domain/inventory/data/areas.js';
import type { PropertyTypeCode } from '../../../domain/inventory/data/hotel-catalog.js';
import type { Rng } from '../prng.js';
import type { Regime } from './regimes.js';
import { NAME_CORES, NAME_SUFFIX } from './hotel-words.js';

export function uniqueName(
  rng: Rng,
  type: PropertyTypeCode,
  area: AreaSeed,
  used: Set<string>,
): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const name = `${rng.pick(NAME_CORES)} ${rng.pick(NAME_SUFFIX[type])}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  const name = `${rng.pick(NAME_CORES)} ${area.en} ${rng.pick(NAME_SUFFIX[type])}`;
  used.add(name);
  return name;
}

export function amenitiesFor(
  rng: Rng,
  type: PropertyTypeCode,
  stars: number,
  regime: Regime,
  area: AreaSeed,
): string[] {
  const out = ['WIFI'];
  const add = (code: string, p: number) => rng.chance(p) && out.push(code);
  add('FRONT_DESK_24H', stars >= 3 ? 0.95 : 0.4);
  add('ELEVATOR', type === 'HOTEL' || type === 'APARTMENT' ? 0.9 : 0.2);
  add('PARKING', 0.7);
  add('POOL', type === 'RESORT' || type === 'VILLA' ? 1 : stars >= 4 ? 0.75 : 0.2);
  add('RESTAURANT', stars >= 4 ? 1 : 0.4);
  add('BAR', stars >= 4 ? 0.9 : 0.3);
  add('SPA', stars >= 4.5 ? 0.85 : 0.15);
  add('GYM', stars >= 4 ? 0.8 : 0.1);
  add(
    'BEACH',
    regime === 'beach' && area.spread >= 1.2 && (type === 'RESORT' || rng.chance(0.3)) ? 0.9 : 0,
  );
  add('AIRPORT_SHUTTLE', stars >= 4 ? 0.7 : 0.2);
  add('KIDS_CLUB', type === 'RESORT' ? 0.7 : 0.05);
  add('PETS', type === 'VILLA' || type === 'HOMESTAY' ? 0.4 : 0.08);
  add('LAUNDRY', 0.7);
  return out;
}

/** A point within `spread` km of the area centre (uniform in a disc). */
export function scatter(rng: Rng, area: AreaSeed): [number, number] {
  const r = area.spread * Math.sqrt(rng.next());
  const angle = rng.next() * 2 * Math.PI;
  const lat = area.lat + (r / 111) * Math.cos(angle);
  const lng = area.lng + (r / (111 * Math.cos((area.lat * Math.PI) / 180))) * Math.sin(angle);
  return [Math.round(lat * 1e6) / 1e6, Math.round(lng * 1e6) / 1e6];
}
