/**
 * The inventory suppliers in use. Today only the embedded local supplier (the inventory
 * tables); a real adapter (airline NDC, GDS, hotel channel manager) is added to these lists,
 * configured from the environment.
 */
import type { Database } from '../../db/client.js';
import { localFlightSupplier } from './local/flights.js';
import { localStaySupplier } from './local/stays.js';
import type { FlightSupplier, StaySupplier } from './types.js';

const flightCache = new WeakMap<Database, FlightSupplier[]>();

export function flightSuppliers(database: Database): FlightSupplier[] {
  let list = flightCache.get(database);
  if (!list) {
    list = [localFlightSupplier(database.db)];
    flightCache.set(database, list);
  }
  return list;
}

const stayCache = new WeakMap<Database, StaySupplier[]>();

export function staySuppliers(database: Database): StaySupplier[] {
  let list = stayCache.get(database);
  if (!list) {
    list = [localStaySupplier(database.db)];
    stayCache.set(database, list);
  }
  return list;
}
