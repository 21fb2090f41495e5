/**
 * Vietnamese name order for lists the browser sorts itself (the member list: corporate_members
 * answers everyone at once). The server's pages sort the same way in SQL
 * (server/db/people-search.ts): by given name (first_name: "Nguyễn Văn An" under "An"), then by
 * family and middle names (last_name), accents and case ignored, people without a name last.
 */
export interface PersonNames {
  first_name?: string | null;
  last_name?: string | null;
}

// Built on the first comparison, not when the module loads: a Vietnamese collator's first build
// is a long task of its own (~60 ms at Lighthouse's 4× slow-down), and the checkout loads this
// module without sorting anyone until a saved traveller list needs it.
let collator: Intl.Collator | null = null;

function compareName(a: string | null | undefined, b: string | null | undefined): number {
  if (!a || !b) return (a ? 0 : 1) - (b ? 0 : 1); // a missing name sorts last
  collator ??= new Intl.Collator('vi', { sensitivity: 'base' });
  return collator.compare(foldName(a), foldName(b));
}

/** A name without accents ('đ' → 'd'), lower case: what the database's wf_fold gives. */
export const foldName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();

export function compareByGivenName(a: PersonNames, b: PersonNames): number {
  return compareName(a.first_name, b.first_name) || compareName(a.last_name, b.last_name);
}
