import { describe, expect, it } from 'vitest';
import { toNationalPhone, toWirePhone } from './phone';
import { identityOf, userNameOf } from './accountApi';

describe('phone numbers (spec §9)', () => {
  it('prefixes the country code 84, dropping one trunk zero', () => {
    expect(toWirePhone('912345678')).toBe('84912345678');
    expect(toWirePhone('0912345678')).toBe('84912345678');
    expect(toWirePhone(' +84912345678 ')).toBe('84912345678');
  });

  it('does not prefix a number that already starts with 84', () => {
    expect(toWirePhone('84912345678')).toBe('84912345678');
    // typed with its trunk zero, an 084… number stays national
    expect(toWirePhone('0842345678')).toBe('84842345678');
  });

  it('shows the national part', () => {
    expect(toNationalPhone('84912345678')).toBe('912345678');
    expect(toNationalPhone('912345678')).toBe('912345678');
  });

  it('builds the wire identity and user name', () => {
    expect(identityOf('email', ' Lan@Example.com ')).toEqual({ email: 'lan@example.com' });
    expect(identityOf('phone', '0912345678')).toEqual({ phone_number: '84912345678' });
    expect(userNameOf({ phone_number: '84912345678' })).toBe('84912345678');
  });
});
