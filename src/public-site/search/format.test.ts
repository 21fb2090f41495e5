import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDuration,
  formatLocalDate,
  formatLocalTime,
  formatMoney,
  formatTimeZone,
} from './format';

const plain = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('formatMoney', () => {
  it('writes VND the Vietnamese way in vi and with a leading symbol in en', () => {
    expect(plain(formatMoney(1250000, 'VND', 'vi'))).toBe('1.250.000 ₫');
    expect(formatMoney(1250000, 'VND', 'en')).toBe('₫1,250,000');
  });

  it('reads amounts as minor units of currencies that have them', () => {
    expect(formatMoney(4921, 'USD', 'en')).toBe('$49.21');
    expect(formatMoney(500, 'JPY', 'en')).toBe('¥500');
  });
});

describe('times in the place’s zone', () => {
  it('shows a UTC instant as local wall time of the airport', () => {
    // 23:05 UTC is 06:05 the next day in Hồ Chí Minh City and 08:05 in Tokyo.
    expect(formatLocalTime('2026-03-01T23:05:00Z', 'Asia/Ho_Chi_Minh', 'en')).toBe('06:05');
    expect(formatLocalTime('2026-03-01T23:05:00Z', 'Asia/Tokyo', 'vi')).toBe('08:05');
    expect(formatLocalDate('2026-03-01T23:05:00Z', 'Asia/Ho_Chi_Minh', 'en')).toBe('Mon, Mar 2');
  });

  it('writes calendar dates without shifting them', () => {
    expect(formatCalendarDate('2026-03-12', 'en')).toBe('Thu, Mar 12');
    expect(formatCalendarDate('2026-03-12', 'vi')).toBe('Thứ 5, 12 thg 3');
  });
});

describe('formatDuration', () => {
  it.each([
    [125, 'en', '2h 5m'],
    [125, 'vi', '2 giờ 5 phút'],
    [60, 'en', '1h'],
    [45, 'en', '45m'],
  ] as const)('%i minutes in %s is %s', (minutes, locale, text) => {
    expect(formatDuration(minutes, locale)).toBe(text);
  });
});

describe('formatTimeZone', () => {
  it('names the zone and its offset in the page language, never the raw id', () => {
    expect(formatTimeZone('Asia/Ho_Chi_Minh', 'vi')).toBe('Giờ Đông Dương (GMT+7)');
    expect(formatTimeZone('Asia/Ho_Chi_Minh', 'en')).toBe('Indochina Time (GMT+7)');
    expect(formatTimeZone('Asia/Tokyo', 'en')).toBe('Japan Standard Time (GMT+9)');
  });

  it('keeps an id the browser does not know', () => {
    expect(formatTimeZone('Mars/Olympus_Mons', 'en')).toBe('Mars/Olympus_Mons');
  });
});
