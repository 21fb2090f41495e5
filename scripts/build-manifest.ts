import type { Plugin } from 'vite';

/**
 * Writes dist/builds/latest.json ({ id, built_at }) and dist/builds/meta/<id>.json: the browser
 * polls the first every hour and reloads on the next navigation when the id changed (spec §2).
 */
export function buildManifest(id: string): Plugin {
  return {
    name: 'wayfare-build-manifest',
    apply: 'build',
    generateBundle() {
      const body = JSON.stringify({ id, built_at: new Date().toISOString() });
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: body });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source: body });
    },
  };
}
