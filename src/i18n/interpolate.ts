import type { MessageVars } from './types';

const PLURAL_SEPARATOR = '||||';

/** Plural form index: Vietnamese has one form; English has "one" and "other". */
function pluralIndex(locale: string, count: number): number {
  if (locale.startsWith('vi')) return 0;
  return count === 1 ? 0 : 1;
}

/**
 * Polyglot-style formatting without polyglot: `%{name}` is replaced by `vars.name`;
 * a `smart_count` var picks a `||||`-separated plural form. Unknown vars stay as written.
 */
export function interpolate(template: string, vars: MessageVars = {}, locale = 'vi'): string {
  let text = template;
  if (text.includes(PLURAL_SEPARATOR) && typeof vars.smart_count === 'number') {
    const forms = text.split(PLURAL_SEPARATOR).map((form) => form.trim());
    text = forms[pluralIndex(locale, vars.smart_count)] ?? forms[0];
  } else if (text.includes(PLURAL_SEPARATOR)) {
    text = text.split(PLURAL_SEPARATOR)[0].trim();
  }
  return text.replace(/%\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : match,
  );
}

/** Reads a dot path (`'home.title'`) from a nested catalogue. */
export function lookup(catalogue: object, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
