import { describe, expect, it } from 'vitest';
import { isPatronRoute, patronHeaderFor, PATRON_STORAGE_KEY, readPatronId } from './patron';

describe('patronHeaderFor', () => {
  it.each([
    '/',
    '/property/abc',
    '/checkout/hotel',
    '/flight',
    '/checkout/flight',
    '/flight/',
    '/?x=1',
  ])('sends X-Patron-Id on %s', (path) => {
    expect(isPatronRoute(path)).toBe(true);
    expect(patronHeaderFor(path, 'd-1')).toEqual({ 'X-Patron-Id': 'd-1' });
  });

  it.each([
    '/p',
    '/property',
    '/property/a/b',
    '/checkout/success-hotel',
    '/account/wallet',
    '/corporate',
    '/trip/detail',
  ])('does not send it on %s', (path) => {
    expect(isPatronRoute(path)).toBe(false);
    expect(patronHeaderFor(path, 'd-1')).toEqual({});
  });

  it('sends nothing without a stored patron', () => {
    expect(patronHeaderFor('/', null)).toEqual({});
    expect(patronHeaderFor('/', '')).toEqual({});
  });

  it('reads the patron id from session storage key XPatronId', () => {
    expect(readPatronId()).toBeNull();
    window.sessionStorage.setItem(PATRON_STORAGE_KEY, 'd-9');
    expect(readPatronId()).toBe('d-9');
  });
});
