import { describe, expect, it } from 'vitest';
import { isPhoneNumber, parsePhone, phoneDigits } from './phone';

const vn = { country_calling_code: '84', national_phone_number: '912345678' };

describe('the phone rule', () => {
  it('reads one Vietnamese number however it is typed or stored', () => {
    for (const typed of [
      '+84 912 345 678',
      '0912345678',
      '091.234.5678',
      '(091) 234-5678',
      '84912345678',
      '840912345678',
      '+840912345678',
      '912345678',
    ]) {
      expect(parsePhone(typed), typed).toEqual(vn);
    }
    expect(phoneDigits(vn)).toBe('84912345678');
  });

  it('keeps other countries’ calling codes', () => {
    expect(parsePhone('+1 415 555 2671')).toEqual({
      country_calling_code: '1',
      national_phone_number: '4155552671',
    });
    expect(parsePhone('6591234567')).toEqual({
      country_calling_code: '65',
      national_phone_number: '91234567',
    });
    expect(parsePhone('024 3826 1234')).toEqual({
      country_calling_code: '84',
      national_phone_number: '2438261234',
    });
  });

  it('refuses what is not a possible number for its country', () => {
    for (const wrong of [
      '',
      '+',
      'abc',
      '09123x5678',
      '0912',
      '+8412345',
      '+849123456789012',
      '1'.repeat(21),
    ]) {
      expect(isPhoneNumber(wrong), wrong).toBe(false);
    }
    // A length the old shared "9 to 15 digits" let through, that no Singapore number has.
    expect(isPhoneNumber('+65 123 456 789')).toBe(false);
  });
});
