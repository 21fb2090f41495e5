import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The layout of DESIGN.md: common/ holds the rules both tiers use and is imported by both; the
// server never imports the browser's src/, and common/ imports neither tier. A file that breaks
// this fails here, with the import that does it.

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return SOURCE.test(entry.name) ? [rel] : [];
  });
}

/** Every import, export … from, dynamic import() and require() of a file, resolved to a path
 *  from the repository root (bare package names are left as they are). */
function importsOf(file: string, text: string): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.map(({ fileName }) =>
    fileName.startsWith('.')
      ? path.posix.normalize(path.posix.join(path.posix.dirname(file), fileName))
      : fileName,
  );
}

function reaching(dirs: string[], forbidden: string[]): string[] {
  return dirs.flatMap((dir) =>
    sourceFiles(dir).flatMap((file) =>
      importsOf(file, readFileSync(path.join(ROOT, file), 'utf8'))
        .filter((target) =>
          forbidden.some((tier) => target === tier || target.startsWith(`${tier}/`)),
        )
        .map((target) => `${file} → ${target}`),
    ),
  );
}

describe('tier boundaries', () => {
  it('sees every kind of import', () => {
    const text = [
      "import { a } from '../../src/a.js';",
      "import type { B } from '../../src/b';",
      "export { c } from '../../src/c';",
      "const d = await import('../../src/d.js');",
      "import 'zod';",
    ].join('\n');
    expect(importsOf('server/x/y.ts', text)).toEqual([
      'src/a.js',
      'src/b',
      'src/c',
      'src/d.js',
      'zod',
    ]);
  });

  it('the server imports nothing from src/', () => {
    expect(reaching(['server'], ['src'])).toEqual([]);
  });

  it('common/ imports neither src/ nor server/', () => {
    expect(reaching(['common'], ['src', 'server'])).toEqual([]);
  });
});
