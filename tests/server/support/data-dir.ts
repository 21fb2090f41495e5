/**
 * Data folders for server processes a test starts on PGlite (scripts/server-process.ts): the
 * run's migrated snapshot (global-setup) unpacked into `<folder>/pglite`, so the process opens a
 * migrated database instead of running initdb and every migration first — 3.9 s to /readyz
 * instead of 10.7 s measured for the compiled server (docs/decisions.md "Test suite speed").
 * tests/server/http/compiled-server.test.ts still starts from an empty folder, as a first
 * installation does.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { pgliteDataDir } from '../../../server/db/client';
import type { TestDbContext } from './database';

/**
 * A new folder under the system's temporary folder holding the migrated PGlite database, or
 * an empty one when there is no snapshot (TEST_DB=postgres, or no global setup): the server
 * then creates and migrates it itself. The caller removes it.
 */
export function migratedDataDir(prefix: string): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const context = inject('wayfareTestDb') as TestDbContext | undefined;
  if (context?.kind === 'pglite') {
    const target = pgliteDataDir(dataDir);
    mkdirSync(target);
    // The snapshot is pglite.dumpDataDir('none'): an uncompressed tar of the data directory.
    execFileSync('tar', ['-xf', context.snapshot, '-C', target]);
  }
  return dataDir;
}
