import { describe, expect, it } from 'vitest';
import { interpolate, lookup } from './interpolate';
import { localeHeaderValue } from './locale';

describe('interpolate', () => {
  it('replaces %{name} and leaves unknown variables as written', () => {
    expect(interpolate('Page Not Found: %{path}', { path: '/a' })).toBe('Page Not Found: /a');
    expect(interpolate('%{a} and %{b}', { a: 1 })).toBe('1 and %{b}');
  });

  it('picks plural forms with smart_count', () => {
    const text = '1 item |||| %{smart_count} items';
    expect(interpolate(text, { smart_count: 1 }, 'en')).toBe('1 item');
    expect(interpolate(text, { smart_count: 3 }, 'en')).toBe('3 items');
    expect(interpolate('%{smart_count} mục', { smart_count: 3 }, 'vi')).toBe('3 mục');
  });

  it('looks up dot paths', () => {
    expect(lookup({ a: { b: 'x' } }, 'a.b')).toBe('x');
    expect(lookup({ a: { b: 'x' } }, 'a.c')).toBeUndefined();
    expect(lookup({ a: { b: 'x' } }, 'a')).toBeUndefined();
  });

  it('sends zh_TW as zh-TW', () => {
    expect(localeHeaderValue('zh_TW')).toBe('zh-TW');
    expect(localeHeaderValue('vi')).toBe('vi');
  });
});
