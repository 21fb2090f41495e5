import { describe, expect, it } from 'vitest';
import { checkTaxCode } from '../../../common/tax-code';

describe('Vietnamese tax codes', () => {
  it('accepts 10 digits with a matching check digit, and branches written 10-3', () => {
    expect(checkTaxCode('0314409058')).toEqual({ code: '0314409058' });
    expect(checkTaxCode('0314409058-002')).toEqual({ code: '0314409058-002' });
    expect(checkTaxCode('0314409058002')).toEqual({ code: '0314409058-002' });
    expect(checkTaxCode(' 0314.409.058 ')).toEqual({ code: '0314409058' });
  });

  it('refuses a wrong check digit, a bad shape and branch 000', () => {
    for (let d = 0; d <= 9; d++) {
      if (d !== 8) expect(checkTaxCode(`031440905${d}`)).toEqual({ problem: 'check_digit' });
    }
    expect(checkTaxCode('031440905')).toEqual({ problem: 'format' });
    expect(checkTaxCode('0314409058-02')).toEqual({ problem: 'format' });
    expect(checkTaxCode('0314409058-000')).toEqual({ problem: 'format' });
    expect(checkTaxCode('03144O9058')).toEqual({ problem: 'format' });
  });
});
