/** airlines: the airlines the flight answers name, by name (public: no user, no arguments). */
import type { Db } from '../../../db/client.js';
import { airlineRefs, type AirlineRef } from './reference-repository.js';

export function listAirlines(db: Db): Promise<AirlineRef[]> {
  return airlineRefs(db);
}
