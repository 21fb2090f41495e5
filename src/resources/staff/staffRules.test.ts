import { describe, expect, it } from 'vitest';
import {
  airlineCode,
  emailAddress,
  employeeId,
  moneyAmount,
  pastDate,
  phoneNumber,
  requiredValue,
} from './staffRules';

describe('staff form rules (mirroring the server)', () => {
  it('answers the catalogue key of the rule that failed, nothing when it holds', async () => {
    expect(requiredValue('')).toBe('validate.rules.required');
    expect(emailAddress('lan@')).toBe('validate.rules.invalid_format');
    expect(emailAddress('lan@songhong.example')).toBeUndefined();
    expect(moneyAmount(1.5)).toBe('validate.rules.integer');
    expect(moneyAmount(-1)).toBe('validate.rules.range');
    expect(moneyAmount(15_000_000)).toBeUndefined();
    expect(moneyAmount(null)).toBeUndefined();
    expect(employeeId('NV 7')).toBe('validate.rules.format');
    expect(employeeId('VS-0007')).toBeUndefined();
    await expect(phoneNumber('0912 345 678')).resolves.toBeUndefined();
    await expect(phoneNumber('abc')).resolves.toBe('validate.rules.format');
    await expect(phoneNumber('')).resolves.toBeUndefined();
    expect(airlineCode('VNA')).toBe('validate.rules.format');
    expect(pastDate('2999-01-01')).toBe('validate.rules.future');
    expect(pastDate('1990-02-03')).toBeUndefined();
  });
});
