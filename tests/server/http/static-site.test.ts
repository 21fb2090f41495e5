import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
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
