import { describe, expect, it } from 'vitest';
import { flightsEn } from './flights.en';
import { flightsVi } from './flights.vi';
import { hotelsEn } from './hotels.en';
import { hotelsVi } from './hotels.vi';
import { searchEn } from './search.en';
import { searchVi } from './search.vi';
import { currencyEn } from './currency.en';
import { currencyVi } from './currency.vi';
import { publicInfoEn } from './publicInfo.en';
import { publicInfoVi } from './publicInfo.vi';
import { supportEn } from './support.en';
import { supportVi } from './support.vi';

function flatten(node: unknown, prefix = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    flatten(value, prefix ? `${prefix}.${key}` : key),
  );
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each([
  ['search', searchVi, searchEn],
  ['flights', flightsVi, flightsEn],
  ['hotels', hotelsVi, hotelsEn],
  ['currency', currencyVi, currencyEn],
  ['publicInfo', publicInfoVi, publicInfoEn],
  ['support', supportVi, supportEn],
])('lazy catalogue %s', (_name, vi, en) => {
  it('has the same keys, non-empty texts and the same placeholders in vi and en', () => {
    const viTexts = new Map(flatten(vi));
    const enTexts = new Map(flatten(en));
    expect([...enTexts.keys()].sort()).toEqual([...viTexts.keys()].sort());
    for (const [key, text] of viTexts) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(enTexts.get(key)!));
    }
  });
});
