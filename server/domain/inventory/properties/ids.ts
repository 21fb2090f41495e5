/**
 * Property ids as clients see them (and favourites store them). A local property keeps its
 * UUID, as before suppliers (saved favourites and links keep working); another supplier's is
 * `<supplier>:<the supplier's id>`, like flight option ids. See docs/inventory.md.
 */
import type { PropertySummary, StaySupplier } from '../../../providers/inventory/types.js';

const LOCAL = 'local';

export function propertyKey(supplier: string, id: string): string {
  return supplier === LOCAL ? id : `${supplier}:${id}`;
}

/** The supplier id and its property id of a key; a bare key is local. */
export function splitPropertyKey(key: string): { supplier: string; id: string } {
  const colon = key.indexOf(':');
  // Local ids are UUIDs, compared case-insensitively (as the uuid columns do).
  if (colon < 0) return { supplier: LOCAL, id: key.toLowerCase() };
  const supplier = key.slice(0, colon);
  const id = key.slice(colon + 1);
  return { supplier, id: supplier === LOCAL ? id.toLowerCase() : id };
}

/** The key in the form favourites store it (`local:<uuid>` and upper case become the UUID). */
export function canonicalPropertyKey(key: string): string {
  const { supplier, id } = splitPropertyKey(key);
  return propertyKey(supplier, id);
}

/** The supplier in use for a key and its own property id, or null (an unknown supplier). */
export function resolveProperty(
  suppliers: StaySupplier[],
  key: string,
): { supplier: StaySupplier; id: string; key: string } | null {
  const { supplier: supplierId, id } = splitPropertyKey(key);
  const supplier = suppliers.find((s) => s.id === supplierId);
  return supplier && id ? { supplier, id, key: propertyKey(supplierId, id) } : null;
}

/** Keys grouped by their supplier in use; keys of unknown suppliers are left out. */
export function groupBySupplier(
  suppliers: StaySupplier[],
  keys: string[],
): { supplier: StaySupplier; ids: string[] }[] {
  const groups = new Map<StaySupplier, string[]>();
  for (const key of keys) {
    const ref = resolveProperty(suppliers, key);
    if (!ref) continue;
    const ids = groups.get(ref.supplier) ?? [];
    if (!ids.includes(ref.id)) ids.push(ref.id);
    groups.set(ref.supplier, ids);
  }
  return [...groups].map(([supplier, ids]) => ({ supplier, ids }));
}

/** Summaries of the properties of `keys` from their suppliers, by canonical key. */
export async function summariesByKey(
  suppliers: StaySupplier[],
  keys: string[],
): Promise<Map<string, PropertySummary>> {
  const answers = await Promise.all(
    groupBySupplier(suppliers, keys).map(async ({ supplier, ids }) =>
      (await supplier.propertySummaries(ids)).map(
        (s) => [propertyKey(supplier.id, s.property.id), s] as const,
      ),
    ),
  );
  return new Map(answers.flat());
}
