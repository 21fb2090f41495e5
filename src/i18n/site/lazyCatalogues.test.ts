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
import { rewardsEn } from './rewards.en';
import { tripsEn } from './trips.en';
import { tripsVi } from './trips.vi';
import { policyEn } from './policy.en';
import { policyVi } from './policy.vi';
import { expensesEn } from './expenses.en';
import { expensesVi } from './expenses.vi';
import { manageEn } from './manage.en';
import { manageVi } from './manage.vi';
import { deskEn } from './desk.en';
import { deskVi } from './desk.vi';

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
  ['trips', tripsVi, tripsEn],
  ['desk', deskVi, deskEn],
  ['policy', policyVi, policyEn],
  ['expenses', expensesVi, expensesEn],
  ['manage', manageVi, manageEn],
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

/**
 * English counts need their plural form ("1 adult", "2 adults"): a number placed before a
 * plural noun must come from a `smart_count` text. Listed here: numbers that are never 1.
 */
const ALWAYS_SEVERAL = new Set([
  'flights.stops.many', // two stops or more
  'support.fields.messageHint', // the message length limits
  'support.errors.messageTooLong',
  'support.errors.nameTooLong',
  'support.errors.messageTooShort',
  'support.errors.nameRequired',
  'support.errors.tooManyFiles', // the attachment limit
  'support.fields.attachmentsHint',
]);

describe('English counts', () => {
  it.each([
    ['search', searchEn],
    ['flights', flightsEn],
    ['hotels', hotelsEn],
    ['publicInfo', publicInfoEn],
    ['support', supportEn],
    ['rewards', rewardsEn],
    ['trips', tripsEn],
  ])('%s puts every count before its noun with a plural form', (name, en) => {
    const counted = /%\{\w+\}\s+(?!was\b|is\b|has\b)[a-z]+s\b/;
    for (const [key, text] of flatten(en)) {
      if (ALWAYS_SEVERAL.has(`${name}.${key}`) || !counted.test(text)) continue;
      const forms = text.split('||||').map((form) => form.trim());
      expect(forms, `${name}.${key}: ${text}`).toHaveLength(2);
      expect(forms[0], `${name}.${key}: ${text}`).not.toMatch(counted);
    }
  });
});
