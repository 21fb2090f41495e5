import { describe, expect, it } from 'vitest';
import { flightTerminals, terminalOf } from './airport-terminals';

const vn = (code: string) => ({ code, country: 'VN' });

describe('terminals (docs/inventory.md "Terminals")', () => {
  it('a domestic flight uses the domestic terminal, by airline at Tân Sơn Nhất', () => {
    expect(flightTerminals({ airline: 'VN', from: vn('HAN'), to: vn('SGN') })).toEqual({
      departure: 'T1',
      arrival: 'T3',
    });
    expect(flightTerminals({ airline: 'VJ', from: vn('SGN'), to: vn('DAD') })).toEqual({
      departure: 'T1',
      arrival: 'T1',
    });
  });

  it('an international flight uses the international terminal at either end', () => {
    expect(
      flightTerminals({ airline: 'VN', from: vn('SGN'), to: { code: 'BKK', country: 'TH' } }),
    ).toEqual({ departure: 'T2', arrival: null });
    expect(terminalOf('CXR', 'VJ', true)).toBe('T2');
    expect(terminalOf('DAD', 'QH', false)).toBe('T1');
  });

  it('single-terminal airports and unknown countries show none', () => {
    expect(flightTerminals({ airline: 'VN', from: vn('PQC'), to: vn('HUI') })).toEqual({
      departure: null,
      arrival: null,
    });
    expect(
      flightTerminals({ airline: 'VN', from: vn('HAN'), to: { code: 'XXX', country: null } }),
    ).toEqual({ departure: null, arrival: null });
  });
});
