import { sql, type SQL } from 'drizzle-orm';

/*
 * How people are found and ordered, in one place (docs/decisions.md, "People search"): every
 * people search (staff, members, delegators, the support directory, the pickers) and every list
 * sorted by name goes through these. The folding functions come from migration 0018.
 */

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `text` folded as the database folds names: no accents ('đ' → 'd'), lower case. */
export const folded = (text: SQL) => sql`wf_fold(${text})`;

/**
 * Whether `text` (a name: a company's, a ticket sender's) contains `search`, accents and case
 * ignored: "thep viet" finds "Thép Việt".
 */
export function foldedContains(text: SQL, search: string): SQL {
  return sql`${folded(text)} like wf_fold(${`%${likeLiteral(search.trim())}%`})`;
}

/**
 * Whether the person with these names and e-mail contains `search`, accents and case ignored:
 * "nguyen van" finds "Nguyễn Văn An", "an nguyen" too (given name first), and so does part of
 * the e-mail. Over `users`' own columns the trigram index of migration 0018 serves it.
 */
export function personMatches(
  person: { firstName: SQL; lastName: SQL; email: SQL },
  search: string,
): SQL {
  const pattern = `%${likeLiteral(search.trim())}%`;
  return sql`wf_person_search(${person.firstName}, ${person.lastName}, ${person.email})
    like wf_fold(${pattern})`;
}

/**
 * Vietnamese name order: by given name (first_name; "Nguyễn Văn An" under "An"), then by family
 * and middle names (last_name), accents and case ignored; people without a name last. For
 * ORDER BY, followed by the caller's own tie-breaker (an id).
 */
export function personNameOrder(
  person: { firstName: SQL; lastName: SQL },
  direction: 'ASC' | 'DESC' = 'ASC',
): SQL {
  const dir = sql.raw(direction === 'DESC' ? 'desc' : 'asc');
  return sql`wf_fold(nullif(${person.firstName}, '')) ${dir} nulls last,
    wf_fold(nullif(${person.lastName}, '')) ${dir} nulls last`;
}

/** Family name first, then given name: the order a "sort by family name" column asks for. */
export function familyNameOrder(
  person: { firstName: SQL; lastName: SQL },
  direction: 'ASC' | 'DESC' = 'ASC',
): SQL {
  const dir = sql.raw(direction === 'DESC' ? 'desc' : 'asc');
  return sql`wf_fold(nullif(${person.lastName}, '')) ${dir} nulls last,
    wf_fold(nullif(${person.firstName}, '')) ${dir} nulls last`;
}
