/**
 * The inventory suppliers in use. Today only the embedded local supplier (the inventory
 * tables); a real adapter (airline NDC, GDS, hotel channel manager) is added to these lists,
 * configured from the environment.
 */
import type { Database } from '../../db/client.js';
import { localFlightSupplier } from './local/flights.js';
import { localStaySupplier } from './local/stays.js';
import { localHolds } from './local/holds.js';
import type { FlightSupplier, InventoryHolds, StaySupplier } from './types.js';

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

/**
 * Puts one more stay supplier in use for `database` (an adapter configured at start; a fake
 * in tests). Its id must be new and free of ':', since it prefixes its property ids.
 */
export function addStaySupplier(database: Database, supplier: StaySupplier): void {
  const list = staySuppliers(database);
  if (!/^[a-z0-9_-]+$/i.test(supplier.id)) {
    throw new Error(`Stay supplier id '${supplier.id}': use letters, digits, '-' and '_'.`);
  }
  if (list.some((s) => s.id === supplier.id)) {
    throw new Error(`Stay supplier '${supplier.id}' is already in use.`);
  }
  list.push(supplier);
}

/** How each supplier in use holds inventory for a checkout (by supplier id). */
export function inventoryHolds(supplierId: string): InventoryHolds | null {
  return supplierId === localHolds.supplier ? localHolds : null;
}
