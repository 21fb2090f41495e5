import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app';

// RFC 9116: where to report a vulnerability (docs/security.md).

const configured = useTestApp({ PUBLIC_BASE_URL: 'https://www.wayfare.vn' });
const explicit = useTestApp({ SECURITY_CONTACT: 'https://wayfare.vn/security' });
const bare = useTestApp();

function fields(text: string): Map<string, string> {
  return new Map(
    text
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
  );
}

describe('/.well-known/security.txt', () => {
  it('names security@ the public host, expires within a year, and says where it lives', async () => {
    const response = await configured().app.inject({ url: '/.well-known/security.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const txt = fields(response.body);
    expect(txt.get('Contact')).toBe('mailto:security@wayfare.vn');
    expect(txt.get('Canonical')).toBe('https://www.wayfare.vn/.well-known/security.txt');
    expect(txt.get('Preferred-Languages')).toBe('vi, en');
    const expires = Date.parse(txt.get('Expires') ?? '');
    expect(txt.get('Expires')).toMatch(/^\d{4}-\d\d-\d\dT00:00:00Z$/);
    expect(expires).toBeGreaterThan(Date.now() + 150 * 24 * 3600 * 1000);
    expect(expires).toBeLessThan(Date.now() + 365 * 24 * 3600 * 1000);
  });

  it('uses SECURITY_CONTACT, or the host the visitor used when nothing is configured', async () => {
    const given = await explicit().app.inject({ url: '/.well-known/security.txt' });
    expect(fields(given.body).get('Contact')).toBe('https://wayfare.vn/security');
    expect(fields(given.body).has('Canonical')).toBe(false);
    const fromHost = await bare().app.inject({
      url: '/.well-known/security.txt',
      headers: { host: 'www.example.vn:8443' },
    });
    expect(fields(fromHost.body).get('Contact')).toBe('mailto:security@example.vn');
    const unconfigured = await configured().app.inject({
      url: '/.well-known/security.txt',
      headers: { host: 'other.example.vn' },
    });
    // PUBLIC_BASE_URL wins over whatever Host the request claims.
    expect(fields(unconfigured.body).get('Contact')).toBe('mailto:security@wayfare.vn');
  });
});
