import { describe, expect, it } from 'vitest';
import {
  ACTING_STORAGE_KEY,
  isPatronRoute,
  patronHeaderFor,
  PATRON_STORAGE_KEY,
  readActingFor,
  readPatronId,
  readSelectedPatronId,
} from './patron';

describe('patronHeaderFor', () => {
  it.each([
    '/',
    '/p',
    '/p?to=city%3Ada-nang',
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
    '/px',
    '/p/1',
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

  it('sends it in the corporate console only while support acts for the member', () => {
    for (const path of ['/corporate', '/corporate/staff', '/corporate/bookings/1/show']) {
      expect(patronHeaderFor(path, 'm-1', true)).toEqual({ 'X-Patron-Id': 'm-1' });
      expect(patronHeaderFor(path, 'm-1', false)).toEqual({});
    }
    expect(patronHeaderFor('/corporatex', 'm-1', true)).toEqual({});
    expect(patronHeaderFor('/account/wallet', 'm-1', true)).toEqual({});
    expect(patronHeaderFor('/corporate', null, true)).toEqual({});
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

  it('prefers support’s acting-for session while it lasts, and never past its end', () => {
    window.sessionStorage.setItem(PATRON_STORAGE_KEY, 'd-9');
    const acting = {
      sessionId: 's-1',
      patronId: 'u-traveller',
      patronName: 'Ngô Thanh Tâm',
      expiresAt: '2026-03-02T08:30:00.000Z',
    };
    window.sessionStorage.setItem(ACTING_STORAGE_KEY, JSON.stringify(acting));
    const end = Date.parse(acting.expiresAt);
    expect(readActingFor(end - 1)).toEqual(acting);
    expect(readActingFor(end)).toBeNull();
    // The delegate picker's own selection is untouched by it.
    expect(readSelectedPatronId()).toBe('d-9');
    window.sessionStorage.setItem(ACTING_STORAGE_KEY, '{not json');
    expect(readActingFor(end - 1)).toBeNull();
    expect(readPatronId()).toBe('d-9');
  });
});
