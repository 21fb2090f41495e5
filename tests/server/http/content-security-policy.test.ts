import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseCspExtraSources } from '../../../server/config';
import {
  buildPolicy,
  inlineScriptHashes,
  serializePolicy,
  templateSource,
} from '../../../server/http/content-security-policy';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the CSP builder', () => {
  it('hashes inline scripts only: not external, JSON or empty ones', () => {
    const html =
      '<head><script>var a=1</script><script type="module" src="/assets/x.js"></script>' +
      '<script type="application/json">{"b":2}</script><script></script>' +
      "<SCRIPT type='module'>import('/assets/y.js')</SCRIPT></head>";
    expect(inlineScriptHashes(html)).toEqual([sha256('var a=1'), sha256("import('/assets/y.js')")]);
    expect(inlineScriptHashes('')).toEqual([]);
  });

  it('turns a tile template into a host source with a wildcard only where CSP allows one', () => {
    expect(templateSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(templateSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org',
    );
    expect(templateSource('https://tiles-{s}.example.org/{z}.png')).toBe('https://*.example.org');
    expect(templateSource('https://{s}.org/{z}.png')).toBe('https:');
    expect(templateSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
  });

  it("adds a feature's origins, replacing 'none', and can replace a directive", () => {
    const policy = buildPolicy([
      { feature: 'a', sources: { 'frame-src': ['https://3ds.example'] } },
      { feature: 'b', sources: { 'form-action': ['https://pay.example', 'https://pay.example'] } },
    ]);
    const text = serializePolicy(policy);
    expect(text).toContain('frame-src https://3ds.example;');
    expect(text).toContain("form-action 'self' https://pay.example;");
    const framed = buildPolicy([{ feature: 'embed', sources: { 'frame-ancestors': [] } }], {
      replace: ['frame-ancestors'],
    });
    expect(serializePolicy(framed)).toMatch(/frame-ancestors 'none'$/);
  });
});

describe('security settings', () => {
  it('reads CSP_EXTRA_SOURCES per directive', () => {
    expect(
      parseCspExtraSources(
        'connect-src https://a.example wss://live.example; img-src https://*.cdn.example:8443',
      ),
    ).toEqual({
      'connect-src': ['https://a.example', 'wss://live.example'],
      'img-src': ['https://*.cdn.example:8443'],
    });
  });

  it('refuses keywords, wildcards and directives that would weaken the policy', () => {
    for (const value of [
      "script-src 'unsafe-inline'",
      "script-src 'unsafe-eval'",
      'script-src *',
      'script-src https:',
      'frame-ancestors https:',
      "default-src 'self'",
      'object-src https://a.example',
      'base-uri https://a.example',
      'connect-src https://a.example;script-src https://b.example https://c.example;x',
      "connect-src https://a.example'; script-src 'unsafe-inline",
    ]) {
      expect(() => parseCspExtraSources(value), value).toThrow(ConfigError);
    }
  });

  it('validates EMBED_ALLOWED_ORIGINS and SECURITY_CONTACT', () => {
    expect(() => loadConfig({ EMBED_ALLOWED_ORIGINS: "'self'" })).toThrow(/EMBED_ALLOWED_ORIGINS/);
    expect(() => loadConfig({ EMBED_ALLOWED_ORIGINS: '*' })).toThrow(/EMBED_ALLOWED_ORIGINS/);
    expect(() => loadConfig({ EMBED_ALLOWED_ORIGINS: 'https:' })).toThrow(/EMBED_ALLOWED_ORIGINS/);
    expect(
      loadConfig({ EMBED_ALLOWED_ORIGINS: 'https://a.example,https://b.example' }).security
        .embedAllowedOrigins,
    ).toEqual(['https://a.example', 'https://b.example']);
    expect(() => loadConfig({ SECURITY_CONTACT: 'javascript:alert(1)' })).toThrow(
      /SECURITY_CONTACT/,
    );
    expect(loadConfig({ SECURITY_CONTACT: 'sec@wayfare.vn' }).security.contact).toBe(
      'mailto:sec@wayfare.vn',
    );
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://www.wayfare.vn' }).security.contact).toBe(
      'mailto:security@wayfare.vn',
    );
    expect(loadConfig({}).security.contact).toBeNull();
  });
});
