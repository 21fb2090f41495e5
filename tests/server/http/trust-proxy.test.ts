import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../../server/config';
import { useAccountsApp } from '../accounts/support';

// Per-IP limits are only as good as the client address: X-Forwarded-For counts only when it
// comes from a trusted peer. (The accounts app: its clock stays inside one limit window.)
const untrusting = useAccountsApp({ TRUST_PROXY: 'false', CAPTURE_EXCEPTION_PER_MINUTE: '2' });

describe('TRUST_PROXY', () => {
  it('parses booleans, hop counts and address lists', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('false')).toBe(false);
    const twoHops = parseTrustProxy('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
  });

  it('ignores X-Forwarded-For from an untrusted peer, so rotating it does not escape a limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await untrusting().app.inject({
        method: 'POST',
        url: '/api/captureException',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.0.${i}` },
        payload: { message: `spoofed ${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
