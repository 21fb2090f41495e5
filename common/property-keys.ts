/**
 * Property ids as clients see them (and favourites store them). A local property keeps its
 * UUID, as before suppliers (saved favourites and links keep working); another supplier's is
 * `<supplier>:<the supplier's id>`, like flight option ids. See docs/inventory.md. Pure and
 * importing nothing: inventory owns the suppliers, but the policy (a cart's stay) and the
 * browser read the same format.
 */

export const LOCAL_SUPPLIER = 'local';

export function propertyKey(supplier: string, id: string): string {
  return supplier === LOCAL_SUPPLIER ? id : `${supplier}:${id}`;
}

/** The supplier id and its property id of a key; a bare key is local. */
export function splitPropertyKey(key: string): { supplier: string; id: string } {
  const colon = key.indexOf(':');
  // Local ids are UUIDs, compared case-insensitively (as the uuid columns do).
  if (colon < 0) return { supplier: LOCAL_SUPPLIER, id: key.toLowerCase() };
  const supplier = key.slice(0, colon);
  const id = key.slice(colon + 1);
  return { supplier, id: supplier === LOCAL_SUPPLIER ? id.toLowerCase() : id };
}

/** The key in the form favourites store it (`local:<uuid>` and upper case become the UUID). */
export function canonicalPropertyKey(key: string): string {
  const { supplier, id } = splitPropertyKey(key);
  return propertyKey(supplier, id);
}
