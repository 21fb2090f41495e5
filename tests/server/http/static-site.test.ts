import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app';

// A small stand-in for dist/: the server must treat it exactly as a vite build.
const dist = mkdtempSync(path.join(tmpdir(), 'wayfare-dist-'));
mkdirSync(path.join(dist, 'assets'));
mkdirSync(path.join(dist, 'builds'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
const bundle = `console.log(${JSON.stringify('wayfare '.repeat(2000))});`;
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), bundle);
writeFileSync(path.join(dist, 'builds', 'latest.json'), JSON.stringify({ id: 'build-42' }));
// As the build leaves them (vite.config.ts): a brotli file beside an asset. Compressed at a
// quality the server's own compression does not use, so the bytes tell which one answered.
const precompressed = `console.log(${JSON.stringify('voyage '.repeat(2000))});`;
const precompressedBr = brotliCompressSync(precompressed);
writeFileSync(path.join(dist, 'assets', 'page-def456.js'), precompressed);
writeFileSync(path.join(dist, 'assets', 'page-def456.js.br'), precompressedBr);

const testApp = useTestApp({ STATIC_DIR: dist });
const get = (url: string, headers: Record<string, string> = {}) =>
  testApp().app.inject({ method: 'GET', url, headers });

describe('static web app', () => {
  it('serves hashed assets with immutable caching', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses assets for clients that accept gzip', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(bundle.length / 10);
    expect(gunzipSync(response.rawPayload).toString()).toBe(bundle);
  });

  it("sends the build's brotli file as it is, to clients that accept brotli", async () => {
    const response = await get('/assets/page-def456.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(response.rawPayload, precompressedBr)).toBe(0);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(precompressed);
  });

  it('sends the plain file to clients that accept no encoding it has', async () => {
    const response = await get('/assets/page-def456.js', { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(precompressed);
  });

  it('answers routes of the browser app with index.html, never cached', async () => {
    for (const route of ['/', '/corporate/users', '/property/123', '/that/path']) {
      const response = await get(route, { accept: 'text/html' });
      expect(response.statusCode, route).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves the build manifest without caching and uses its id', async () => {
    const manifest = await get('/builds/latest.json');
    expect(manifest.json()).toEqual({ id: 'build-42' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const config = await get('/config.json');
    expect(config.json().buildId).toBe('build-42');
  });

  it('answers unknown API paths and missing assets with a JSON 404, not the app', async () => {
    const encoded = ['/%61pi/v1/nothing', '//graphql/nothing', '/GRAPHQL/nothing', '/%2Foauth2/x'];
    for (const url of [
      '/api/v1/nothing',
      '/assets/missing-file.js',
      '/graphql/nothing',
      ...encoded,
    ]) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });
});
