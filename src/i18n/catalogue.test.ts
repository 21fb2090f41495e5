import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { siteEn, siteVi } from './site';
import { vi } from './vi';

function keys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    keys(value, prefix ? `${prefix}.${key}` : key),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
}

describe('catalogues', () => {
  it('vi and en have identical key sets', () => {
    expect(keys(en).sort()).toEqual(keys(vi).sort());
    expect(keys(siteEn).sort()).toEqual(keys(siteVi).sort());
  });

  it('vi translates every react-admin key of ra-language-english', () => {
    expect(keys({ ra: vi.ra }).sort()).toEqual(keys({ ra: englishMessages.ra }).sort());
  });

  // Vietnamese has one plural form, so it may drop a variable only the English plural uses.
  it('every text is non-empty and uses only placeholders the English text has', () => {
    const flatEn = new Map(
      keys(en).map((k) => [
        k,
        k.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], en) as string,
      ]),
    );
    for (const key of keys(vi)) {
      const viText = key
        .split('.')
        .reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], vi) as string;
      const enText = flatEn.get(key) ?? '';
      if (key !== 'ra.boolean.null') expect(viText.trim(), key).not.toBe('');
      const enVars = placeholders(enText);
      for (const name of placeholders(viText)) expect(enVars, key).toContain(name);
      if (!key.startsWith('ra.')) expect(placeholders(viText), key).toEqual(enVars);
    }
  });

  it('keeps the spec’s not-found message in English and says it in Vietnamese', () => {
    expect(en.notFound.contract).toBe('Page Not Found: %{path}');
    expect(vi.notFound.contract).toBe('Không tìm thấy trang: %{path}');
  });
});
