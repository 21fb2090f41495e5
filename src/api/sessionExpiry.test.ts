import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announceSessionExpired,
  isExcludedArea,
  onSessionExpired,
  reportSessionExpired,
  rootFields,
} from './sessionExpiry';

describe('excluded areas (spec §8)', () => {
  it.each([
    'profile',
    'corporate_staffs',
    'user_spend',
    'payment_checkout_session',
    'booking_request',
    'saved_rate_packages',
    'approver_trip_list',
  ])('%s does not open the popup', (area) => {
    expect(isExcludedArea(['unauthorized', area])).toBe(true);
  });

  it('other areas do', () => {
    expect(isExcludedArea(['unauthorized', 'update_email', 'platform_promotion'])).toBe(false);
  });
});

describe('rootFields', () => {
  it('reads the operation’s root fields, aliases and fragments aside', () => {
    expect(
      rootFields(`# c
        query Q($a: ID, $b: String = "x { y }") { me: profile { id } user_spend(id: $a) { amount } ...F }
        fragment F on Query { corporate { id } }`),
    ).toEqual(['profile', 'user_spend']);
    expect(rootFields('mutation { update_email(input: {email: "a"}) { id } }')).toEqual([
      'update_email',
    ]);
  });
});

describe('session-expired notice', () => {
  const listener = vi.fn();
  const off = onSessionExpired(listener);
  afterEach(() => listener.mockClear());

  it('notifies at most once per 5 s and stays quiet for excluded areas', () => {
    expect(reportSessionExpired(['profile'], 1_000)).toBe(false);
    expect(listener).not.toHaveBeenCalled();
    expect(reportSessionExpired(['update_email'], 10_000)).toBe(true);
    reportSessionExpired(['update_email'], 12_000);
    announceSessionExpired(15_001);
    expect(listener.mock.calls.map(([e]) => e.notify)).toEqual([true, false, true]);
  });

  it('stops notifying after unsubscribing', () => {
    off();
    announceSessionExpired(100_000);
    expect(listener).not.toHaveBeenCalled();
  });
});
