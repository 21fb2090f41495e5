import { describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n/context';
import { interpolate, lookup } from '../../i18n/interpolate';
import { searchEn } from '../../i18n/site/search.en';
import { searchVi } from '../../i18n/site/search.vi';
import { hotelGuestsText } from './partyText';

const translator =
  (locale: 'vi' | 'en'): Translate =>
  (key, vars) =>
    interpolate(
      lookup({ search: locale === 'en' ? searchEn : searchVi }, key) ?? key,
      vars,
      locale,
    );

describe('hotelGuestsText', () => {
  it('uses English singular and plural forms per count', () => {
    const t = translator('en');
    expect(hotelGuestsText(t, { adults: 1, children: 0, rooms: 1 })).toBe(
      '1 adult, 0 children, 1 room',
    );
    expect(hotelGuestsText(t, { adults: 2, children: 1, rooms: 2 })).toBe(
      '2 adults, 1 child, 2 rooms',
    );
  });

  it('has one form in Vietnamese', () => {
    const t = translator('vi');
    expect(hotelGuestsText(t, { adults: 1, children: 2, rooms: 1 })).toBe(
      '1 người lớn, 2 trẻ em, 1 phòng',
    );
  });
});
