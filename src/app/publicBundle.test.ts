import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..');
// Static imports and re-exports; `import type` is erased and `import()` is a lazy chunk.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Every module the entry pulls in statically, and the packages they import. */
function staticGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (spec.startsWith('.')) {
        const target = resolveLocal(file, spec);
        if (target) queue.push(target);
      } else {
        packages.set(spec, file.slice(SRC.length + 1));
      }
    }
  }
  return { files, packages };
}

describe('public bundle', () => {
  it('does not statically import react-admin or any ra-* package', () => {
    const { files, packages } = staticGraph(join(SRC, 'main.tsx'));
    const offending = [...packages].filter(([spec]) => /^(react-admin|ra-[\w-]+)(\/|$)/.test(spec));
    expect(offending).toEqual([]);
    expect([...files].some((f) => f.endsWith('CorporateConsole.tsx'))).toBe(false);
    expect([...files].some((f) => f.endsWith('App.tsx'))).toBe(true);
  });
});
