// The embedded database's own thread (started by pglite-thread.ts): PGlite runs synchronously
// in WebAssembly, so a long statement here blocks only this thread, never the HTTP server's.
// Messages: { id, op: 'query' | 'exec' | 'close', sql, params, rowMode, rawTypes }.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from './pglite-options.js';

export interface WorkerRequest {
  id: number;
  op: 'query' | 'exec' | 'close';
  sql?: string;
  params?: unknown[];
  rowMode?: 'array' | 'object';
  /** Type oids whose text is returned as is (drizzle's identity parsers cannot be cloned). */
  rawTypes?: number[];
}

export type WorkerReply =
  | { ready: true }
  | { fatal: SerializedError }
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: SerializedError };

export type SerializedError = Record<string, unknown> & { message: string };

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
const { dataDir } = workerData as { dataDir: string };
const identity = (value: unknown) => value;

function serialize(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error) };
  const copy: SerializedError = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) copy[key] = value;
  }
  return copy;
}

let db: PGlite;
try {
  db = await PGlite.create({ ...PGLITE_OPTIONS, dataDir });
} catch (error) {
  port.postMessage({ fatal: serialize(error) } satisfies WorkerReply);
  throw error;
}

port.on('message', (request: WorkerRequest) => {
  void handle(request).then(
    (result) => port.postMessage({ id: request.id, ok: true, result } satisfies WorkerReply),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        ok: false,
        error: serialize(error),
      } satisfies WorkerReply),
  );
});
port.postMessage({ ready: true } satisfies WorkerReply);

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const parsers = Object.fromEntries((request.rawTypes ?? []).map((oid) => [oid, identity]));
      return db.query(request.sql ?? '', request.params ?? [], {
        rowMode: request.rowMode,
        parsers,
      });
    }
    case 'exec':
      return db.exec(request.sql ?? '');
    case 'close':
      if (!db.closed) await db.close();
      return null;
  }
}
