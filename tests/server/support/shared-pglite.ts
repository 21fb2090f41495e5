/**
 * One PGlite per test worker, loaded from the migrated snapshot once and put back to the
 * snapshot's state when a file closes its database — instead of loading the 46 MB snapshot
 * into a new PGlite for every file (~0.8–1 s of CPU each; docs/decisions.md "Test suite
 * speed"). What a file sees is what a fresh load gives it:
 * - every table's rows and every sequence as the migrations left them (the tables are
 *   truncated, the rows the migrations inserted put back, the sequences set back);
 * - a new session (DISCARD ALL: settings, temporary tables, advisory locks, LISTENs), and no
 *   notification callback of the file before;
 * - the same schema: a file that changed it (DDL) leaves a different catalogue fingerprint,
 *   and the instance is then thrown away and the next file loads the snapshot again;
 * - nothing of the file before can reach it: its handle refuses every call once closed, as a
 *   closed PGlite does, so a query still in flight after its app closed fails there instead of
 *   writing into the next file's data.
 * A file that asks for a second database while it holds the shared one gets a fresh load.
 */
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../../../server/db/client';
import { PGLITE_OPTIONS } from '../../../server/db/pglite-options';
import { captureBaseline, schemaFingerprint, type Baseline } from './snapshot-state';

interface Shared {
  pglite: PGlite;
  baseline: Baseline;
  lent: boolean;
}

let shared: Promise<Shared> | undefined;

/**
 * The worker's PGlite as a database of its own until close(); undefined while another caller
 * of this worker holds it (the caller then loads a fresh one).
 */
export async function borrowSharedPglite(
  load: () => Promise<PGlite>,
): Promise<Database | undefined> {
  shared ??= (async () => {
    const pglite = await load();
    return { pglite, baseline: await captureBaseline(pglite), lent: false };
  })();
  let current: Shared;
  try {
    current = await shared;
  } catch (error) {
    shared = undefined;
    throw error;
  }
  if (current.lent) return undefined;
  current.lent = true;
  return lend(current);
}

async function lend(current: Shared): Promise<Database> {
  let closed = false;
  const channels = new Set<string>();
  // What a file sets on its handle (a spy on `query`, say) stays on that handle.
  const own = new Map<PropertyKey, PropertyDescriptor>();
  const handle = new Proxy(current.pglite, {
    get(target, property) {
      if (property === 'closed') return closed || target.closed;
      const set = own.get(property);
      if (set) return set.get ? set.get.call(handle) : set.value;
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (closed) throw new Error('PGlite is closed');
        if (property === 'listen') channels.add(args[0] as string);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
    set(_target, property, value) {
      own.set(property, { value, writable: true, enumerable: true, configurable: true });
      return true;
    },
    defineProperty(_target, property, descriptor) {
      own.set(property, { ...descriptor, configurable: true });
      return true;
    },
    deleteProperty(_target, property) {
      own.delete(property);
      return true;
    },
    getOwnPropertyDescriptor(target, property) {
      return own.get(property) ?? Reflect.getOwnPropertyDescriptor(target, property);
    },
    has(target, property) {
      return own.has(property) || Reflect.has(target, property);
    },
  });
  const database = await openDatabase({ dataDir: 'memory://', pglite: handle });
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      for (const channel of channels) await current.pglite.unlisten(channel);
      await restore(current);
      current.lent = false;
    } catch {
      // Not put back (a transaction left open, say): the next file loads the snapshot afresh.
      shared = undefined;
      await current.pglite.close().catch(() => {});
    }
  };
  return { ...database, close };
}

async function restore(current: Shared): Promise<void> {
  const { pglite, baseline } = current;
  await pglite.exec('discard all');
  if ((await schemaFingerprint(pglite)) !== baseline.fingerprint) {
    // The file changed the schema: this instance is not the snapshot any more.
    shared = undefined;
    await pglite.close();
    return;
  }
  await pglite.exec(baseline.restore);
}

/** A fresh PGlite from the snapshot, as every file loaded before. */
export function loadSnapshotPglite(snapshot: Blob): Promise<PGlite> {
  return PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: snapshot });
}
