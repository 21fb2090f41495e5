/** Spec §7/§9: "all corporate users are loaded in pages of 500 until an empty page". */
export const ALL_PAGE_SIZE = 500;

/**
 * Loads a keyset list whole: asks for the page after the last id it has, until a page comes
 * back empty (not merely short: the spec's stop rule). A page that does not move past the last
 * id is an error, not an endless loop.
 */
export async function loadAllPages<T>(
  fetchPage: (lastId: string | null, limit: number) => Promise<readonly T[]>,
  idOf: (item: T) => string,
): Promise<T[]> {
  const all: T[] = [];
  let lastId: string | null = null;
  for (;;) {
    const page = await fetchPage(lastId, ALL_PAGE_SIZE);
    if (page.length === 0) return all;
    const next = idOf(page[page.length - 1]);
    if (next === lastId) throw new Error(`keyset paging did not move past ${lastId}`);
    all.push(...page);
    lastId = next;
  }
}
