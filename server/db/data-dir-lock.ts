import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

// PGlite is a single-process database: two processes writing one data directory corrupt it.
// Whoever opens the embedded database first writes `<DATA_DIR>/wayfare.lock` (pid, command,
// start time); a second opener reads it and refuses, naming that process. A lock whose process
// is gone (kill -9, a crash) is stale and taken over.

export const LOCK_FILE = 'wayfare.lock';

interface LockOwner {
  pid: number;
  command: string;
  started_at: string;
  host: string;
}

export class DataDirLockedError extends Error {
  readonly owner: LockOwner;

  constructor(dataDir: string, owner: LockOwner) {
    super(
      `DATA_DIR ${dataDir} is in use by another Wayfare process: pid ${owner.pid} ` +
        `(${owner.command}, started ${owner.started_at}). The embedded database (PGlite) serves ` +
        `one process at a time: stop that process first (kill ${owner.pid}), or give this one ` +
        `another DATA_DIR or a DATABASE_URL.`,
    );
    this.name = 'DataDirLockedError';
    this.owner = owner;
  }
}

/**
 * Takes the data directory for this process; returns the release function (also run at exit).
 * Throws DataDirLockedError while another live process holds it.
 */
export function lockDataDir(dataDir: string, command = describeThisProcess()): () => void {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const mine: LockOwner = {
    pid: process.pid,
    command,
    started_at: new Date().toISOString(),
    host: hostname(),
  };
  const text = JSON.stringify(mine);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, text, { flag: 'wx' }); // fails with EEXIST: creation is the test
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
    }
    const raw = readFileSafe(file);
    const held = parseOwner(raw);
    if (held && isAlive(held)) throw new DataDirLockedError(dir, held);
    // Stale (its process is gone) or unreadable (a writer died mid-write): take it over, unless
    // someone else already did between our read and now.
    if (readFileSafe(file) === raw) {
      try {
        unlinkSync(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // Only our own lock: never remove one another process took over.
    if (readFileSafe(file) === text) {
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', release);
  return release;
}

function describeThisProcess(): string {
  const script = process.argv[1] ? path.relative(process.cwd(), process.argv[1]) : 'node';
  const npm = process.env.npm_lifecycle_event;
  return npm ? `npm run ${npm}: ${script}` : script;
}

function readFileSafe(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function parseOwner(text: string | undefined): LockOwner | null {
  if (!text) return null;
  try {
    const owner = JSON.parse(text) as LockOwner;
    return Number.isInteger(owner.pid) && owner.pid > 0 ? owner : null;
  } catch {
    return null;
  }
}

/**
 * Whether the lock's process still runs. Another host's lock (a shared volume) is trusted as
 * held. A pid that now belongs to this process (a container restarted with the same pid), or
 * to a process that is not Node (the pid was reused), is stale.
 */
function isAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const cmdline = readFileSafe(`/proc/${owner.pid}/cmdline`);
  if (cmdline === undefined) return true; // not Linux, or not ours to read: assume it runs
  return /node/.test(cmdline);
}
