/**
 * Search normalization for autocomplete without the unaccent extension (PGlite has none):
 * lower case, Vietnamese diacritics removed, đ → d, anything else than letters and digits a
 * single space. 'Đà Nẵng', 'da nang' and 'DA-NANG' all become 'da nang'.
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The stored search column: every name and alias normalized, each between '|' marks, e.g.
 * '|da nang|danang|dad|'. A name starts with q when it contains '|q'; a word starts with q when
 * it contains '|q' or ' q'.
 */
export function searchText(...parts: (string | null | undefined)[]): string {
  const names = [...new Set(parts.filter((p): p is string => !!p).map(normalizeSearch))];
  return `|${names.filter(Boolean).join('|')}|`;
}

/** Escapes LIKE wildcards in a normalized query (only letters, digits and spaces remain). */
export function likeSafe(normalized: string): string {
  return normalized.replace(/[%_\\]/g, '');
}
