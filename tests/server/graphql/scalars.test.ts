import { describe, expect, it } from 'vitest';
import { DateScalar, DateTimeScalar, JsonScalar } from '../../../server/graphql/scalars';

// The shared scalars refuse malformed values with BAD_USER_INPUT (input-guard.ts then checks
// the date window, naming the field).

const code = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    return (error as { extensions?: { code?: string } }).extensions?.code;
  }
  return 'accepted';
};
const deep = (n: number): unknown => (n === 0 ? 1 : { a: deep(n - 1) });

describe('scalars', () => {
  it.each(['2026-02-30', '2026-1-1', '', 'tomorrow', 20260101, null])('Date refuses %j', (v) => {
    expect(code(() => DateScalar.parseValue(v))).toBe('BAD_USER_INPUT');
  });

  it('Date keeps a real calendar date', () => {
    expect(DateScalar.parseValue('2028-02-29')).toBe('2028-02-29');
  });

  it.each(['5', 'Tuesday', '2026-01-01', '2026-02-30T00:00:00Z', '2026-01-01T25:00:00Z', 0])(
    'DateTime refuses %j',
    (v) => {
      expect(code(() => DateTimeScalar.parseValue(v))).toBe('BAD_USER_INPUT');
    },
  );

  it('DateTime reads an offset', () => {
    const date = DateTimeScalar.parseValue('2026-11-22T17:00:00+07:00') as Date;
    expect(date.toISOString()).toBe('2026-11-22T10:00:00.000Z');
  });

  it.each([
    ['nested too deep', deep(30)],
    ['a NUL byte', { note: 'a\u0000b' }],
    ['a NUL byte in a key', { ['a\u0000']: 1 }],
    ['too many values', Array.from({ length: 20_000 }, () => 1)],
    ['too much text', ['x'.repeat(200_000)]],
    ['a function', () => 1],
  ])('JSON refuses %s', (_label, value) => {
    expect(code(() => JsonScalar.parseValue(value))).toBe('BAD_USER_INPUT');
  });

  it('JSON keeps ordinary metadata', () => {
    const value = { source: 'web', tags: ['a', 'b'], n: 1.5, ok: true, none: null };
    expect(JsonScalar.parseValue(value)).toEqual(value);
  });
});
