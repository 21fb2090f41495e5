/**
 * Season and holiday factors of nightly hotel prices, per night date and destination regime,
 * sent to the rates SQL as a small VALUES table (one row per date of the inventory).
 */
import { addDays } from '../../../domain/inventory/geo.js';
import type { Regime } from './regimes.js';

/** First day of the Lunar New Year (Tết). */
const TET: Record<number, string> = {
  2025: '2025-01-29',
  2026: '2026-02-17',
  2027: '2027-02-06',
  2028: '2028-01-26',
  2029: '2029-02-13',
};

export interface Holiday {
  vi: string;
  en: string;
  from: string;
  to: string;
  factor: number;
}

/** The public holidays of `year` and the next year. */
export function holidayRanges(year: number): Holiday[] {
  const out: Holiday[] = [];
  for (const y of [year, year + 1]) {
    const tet = TET[y];
    if (tet)
      out.push({
        vi: 'Tết Nguyên đán',
        en: 'Lunar New Year',
        from: addDays(tet, -2),
        to: addDays(tet, 4),
        factor: 1.5,
      });
    out.push({
      vi: 'Lễ 30/4 – 1/5',
      en: 'Reunification Day holiday',
      from: `${y}-04-29`,
      to: `${y}-05-02`,
      factor: 1.4,
    });
    out.push({
      vi: 'Quốc khánh 2/9',
      en: 'National Day holiday',
      from: `${y}-08-30`,
      to: `${y}-09-02`,
      factor: 1.3,
    });
    out.push({
      vi: 'Giáng sinh và Năm mới',
      en: 'Christmas and New Year',
      from: `${y}-12-24`,
      to: `${y + 1}-01-01`,
      factor: 1.25,
    });
  }
  return out;
}

function seasonFactor(date: string, regime: Regime): number {
  const month = Number(date.slice(5, 7));
  if (regime === 'beach') {
    if (month >= 6 && month <= 8) return 1.2;
    if (month === 10 || month === 11) return 0.85;
    return 1;
  }
  if (regime === 'highland')
    return month === 12 || month <= 3 ? 1.15 : month >= 6 && month <= 8 ? 1.1 : 0.95;
  return month === 7 || month === 8 ? 0.95 : 1;
}

export interface NightFactors {
  date: string;
  index: number;
  beach: number;
  city: number;
  highland: number;
}

export function nightFactors(firstDate: string, days: number): NightFactors[] {
  const holidays = holidayRanges(Number(firstDate.slice(0, 4)));
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(firstDate, index);
    const holiday = holidays.find((h) => date >= h.from && date <= h.to)?.factor ?? 1;
    return {
      date,
      index,
      beach: seasonFactor(date, 'beach') * holiday,
      city: seasonFactor(date, 'city') * holiday,
      highland: seasonFactor(date, 'highland') * holiday,
    };
  });
}
