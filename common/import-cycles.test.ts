import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Issue 20: the import graph of server/, src/ and common/ has no cycle. Every kind of import
// counts, type-only ones too: a cycle of types is still two modules that cannot be understood,
// moved or tested one without the other. The check finds strongly connected components
// (Tarjan), so it reports every cycle, not only the first one a walk happens to meet.
// `npx dpdm server src common` shows the same graph with paths, for a human.

const ROOT = path.resolve(import.meta.dirname, '..');
const DIRS = ['server', 'src', 'common'];
const SOURCE = /\.(ts|tsx|mts|cts)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return SOURCE.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [rel] : [];
  });
}

/** The repository file a relative specifier names (`./a.js` → `a.ts`, `./dir` → `dir/index.ts`). */
function resolve(from: string, specifier: string): string | undefined {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const stem = base.replace(/\.(m|c)?jsx?$/, '');
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mts', '.cts'].map((ext) => stem + ext),
    ...['index.ts', 'index.tsx'].map((index) => path.posix.join(base, index)),
  ];
  return candidates.find((file) => {
    const full = path.join(ROOT, file);
    return SOURCE.test(file) && existsSync(full) && statSync(full).isFile();
  });
}

export function importGraph(dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap(sourceFiles)) {
    const { importedFiles } = ts.preProcessFile(
      readFileSync(path.join(ROOT, file), 'utf8'),
      true,
      true,
    );
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => resolve(file, name))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Groups of files that reach each other (strongly connected components with more than one
 *  file, or a file importing itself), each sorted, the list sorted. */
export function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The graph between the areas of server/domain (`server/domain/<area>/…`): an area is a module,
 *  and modules depend one way (checkout may use the ledger; the ledger never uses checkout). */
export function areaGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const areaOf = (file: string) => /^server\/domain\/([^/]+)\//.exec(file)?.[1];
  const areas = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = areaOf(file);
    if (!from) continue;
    const set = areas.get(from) ?? new Set<string>();
    areas.set(from, set);
    for (const target of targets) {
      const to = areaOf(target);
      if (to && to !== from) set.add(to);
    }
  }
  return new Map([...areas].map(([area, set]) => [area, [...set]]));
}

// The cycles found when this check was written (issue 20). Each fix removes its entry; the list
// only shrinks, and a cycle not on it fails the test at once.
const KNOWN_FILE_CYCLES: string[][] = [];
const KNOWN_AREA_CYCLES: string[][] = [];

describe('import cycles', () => {
  it('finds a cycle of any length and ignores a shared dependency', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['d']],
      ['f', ['f']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c'], ['f']]);
  });

  it('resolves the .js specifiers the code writes to the .ts files on disk', () => {
    const graph = importGraph(['common']);
    expect(graph.get('common/import-cycles.test.ts')).toEqual([]);
    expect(graph.get('common/calendar.test.ts')).toContain('common/calendar.ts');
  });

  it('server/, src/ and common/ import each other without a cycle', () => {
    expect(cycles(importGraph(DIRS))).toEqual(KNOWN_FILE_CYCLES);
  });

  it('the modules of server/domain depend on each other one way', () => {
    expect(cycles(areaGraph(importGraph(['server'])))).toEqual(KNOWN_AREA_CYCLES);
  });
});
