/**
 * Property ids (their format is common/property-keys.ts, shared with the policy and the
 * browser) resolved against the suppliers in use. See docs/inventory.md.
 */
import type { PropertySummary, StaySupplier } from '../../../providers/inventory/types.js';
import { propertyKey, splitPropertyKey } from '../../../../common/property-keys.js';

export {
  canonicalPropertyKey,
  propertyKey,
  splitPropertyKey,
} from '../../../../common/property-keys.js';

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
