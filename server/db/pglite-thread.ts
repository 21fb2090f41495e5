import { Worker } from 'node:worker_threads';
import type { SerializedError, WorkerReply, WorkerRequest } from './pglite-worker.js';

// PGlite on its own thread, seen from the server's thread through the part of PGlite's
// interface drizzle uses (query, exec, transaction). Like PGlite itself it runs one statement
// or one transaction at a time. PGlite ignores statement_timeout (WebAssembly has no timer
// signal), so the deadline is kept here: a statement past it is answered with PostgreSQL's
// query_canceled (57014), the thread is terminated (the only way to stop WebAssembly
// mid-statement) and a new one opens the same data directory; PostgreSQL's crash recovery
// discards the cut transaction. See docs/database.md, "Statement time limit".

export interface PgliteThreadOptions {
  /** On-disk directory of the database files. */
  dataDir: string;
  /** Longest a statement may run, in ms; 0: no limit. */
  statementTimeoutMs?: number;
  /** Told when a statement was cut off and the database thread restarted. */
  onRestart?: (info: { sql: string; ms: number; reopenMs?: number; error?: Error }) => void;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
  sql: string;
  started: number;
}

export interface PgliteThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<unknown>;
  exec(sql: string): Promise<unknown>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

const WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './pglite-worker.ts' : './pglite-worker.js',
  import.meta.url,
);

export function statementTimeoutError(ms: number): Error {
  return Object.assign(
    new Error(`canceling statement due to statement timeout (${ms} ms on the embedded database)`),
    { name: 'DatabaseError', code: '57014', severity: 'ERROR' },
  );
}

function toError(serialized: SerializedError): Error {
  const { message, ...rest } = serialized;
  return Object.assign(new Error(message), rest);
}

export class PgliteThread {
  /** 0: no limit. Settable: migrations and seeding run without one. */
  statementTimeoutMs: number;
  closed = false;
  readonly waitReady: Promise<void>;
  readonly #dataDir: string;
  readonly #onRestart: PgliteThreadOptions['onRestart'];
  #worker!: Worker;
  #ready!: Promise<void>;
  /** Bumped when the thread is replaced: work of an older generation is void. */
  #generation = 0;
  #nextId = 0;
  #pending = new Map<number, Pending>();
  #queue: Promise<unknown> = Promise.resolve();

  constructor(options: PgliteThreadOptions) {
    this.#dataDir = options.dataDir;
    this.statementTimeoutMs = options.statementTimeoutMs ?? 0;
    this.#onRestart = options.onRestart;
    this.#spawn();
    this.waitReady = this.#ready;
  }

  static async start(options: PgliteThreadOptions): Promise<PgliteThread> {
    const thread = new PgliteThread(options);
    await thread.waitReady;
    return thread;
  }

  query(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<unknown> {
    return this.#exclusive(() => this.#send(request('query', sql, params, options)));
  }

  exec(sql: string): Promise<unknown> {
    return this.#exclusive(() => this.#send({ op: 'exec', sql }));
  }

  transaction<T>(fn: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    return this.#exclusive(async () => {
      const generation = this.#generation;
      let closed = false;
      const live = () => {
        if (closed) throw new Error('Transaction is closed');
        if (generation !== this.#generation) {
          throw new Error('Transaction is closed: a statement in it ran out of time');
        }
      };
      await this.#send({ op: 'exec', sql: 'BEGIN' });
      const tx: PgliteThreadTransaction = {
        query: async (sql, params = [], options) => {
          live();
          return this.#send(request('query', sql, params, options));
        },
        exec: async (sql) => {
          live();
          return this.#send({ op: 'exec', sql });
        },
        rollback: async () => {
          live();
          await this.#send({ op: 'exec', sql: 'ROLLBACK' });
          closed = true;
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await fn(tx);
        if (!closed) {
          live();
          closed = true;
          const [commit] = (await this.#send({ op: 'exec', sql: 'COMMIT' })) as Array<{
            command?: string;
          }>;
          if (commit?.command === 'ROLLBACK') throw new Error('The transaction was rolled back');
        }
        return result;
      } catch (error) {
        if (!closed && generation === this.#generation) {
          closed = true;
          await this.#send({ op: 'exec', sql: 'ROLLBACK' }).catch(() => undefined);
        }
        throw error;
      }
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.#exclusive(async () => {
      this.closed = true;
      await this.#send({ op: 'close' }).catch(() => undefined);
      await this.#worker.terminate();
    });
  }

  /** One statement or transaction at a time, in call order (as PGlite does). */
  #exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(() => {
      if (this.closed) throw new Error('PGlite is closed');
      return fn();
    });
    this.#queue = run.catch(() => undefined);
    return run;
  }

  #spawn(): void {
    const generation = this.#generation;
    const fromSource = WORKER_URL.pathname.endsWith('.ts');
    // Source runs (tsx, tests): the thread registers the TypeScript loader before loading it.
    const worker = fromSource
      ? new Worker(
          `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL.href)}); });`,
          { eval: true, workerData: { dataDir: this.#dataDir } },
        )
      : new Worker(WORKER_URL, { workerData: { dataDir: this.#dataDir } });
    this.#worker = worker;
    let opened = false;
    this.#ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (reply: WorkerReply) => {
        if ('ready' in reply) {
          opened = true;
          return resolve();
        }
        if ('fatal' in reply) return reject(toError(reply.fatal));
        const pending = this.#pending.get(reply.id);
        if (!pending) return; // cut off already
        this.#pending.delete(reply.id);
        clearTimeout(pending.timer);
        if (reply.ok) pending.resolve(reply.result);
        else pending.reject(toError(reply.error));
      });
      worker.on('error', reject);
      worker.on('exit', (code) => {
        const error = new Error(`the embedded database thread stopped (exit code ${code})`);
        reject(error);
        if (generation !== this.#generation || this.closed) return;
        this.#failAll(error);
        // It crashed after it had opened (not cut off by us): open the directory again.
        if (opened) this.#replace(error.message, Date.now());
      });
    });
    this.#ready.catch(() => undefined);
  }

  async #send(message: Omit<WorkerRequest, 'id'>): Promise<unknown> {
    await this.#ready;
    const id = ++this.#nextId;
    const worker = this.#worker;
    const timeoutMs = message.op === 'close' ? 0 : this.statementTimeoutMs;
    return new Promise((resolve, reject) => {
      const pending: Pending = { resolve, reject, sql: message.sql ?? '', started: Date.now() };
      try {
        worker.postMessage({ ...message, id } satisfies WorkerRequest);
      } catch (error) {
        return reject(error as Error); // a parameter that cannot be copied to the thread
      }
      if (timeoutMs > 0) pending.timer = setTimeout(() => this.#cutOff(id, timeoutMs), timeoutMs);
      this.#pending.set(id, pending);
    });
  }

  /** A statement ran out of time: answer 57014, replace the thread. */
  #cutOff(id: number, timeoutMs: number): void {
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    pending.reject(statementTimeoutError(timeoutMs));
    this.#replace(pending.sql, pending.started);
  }

  /** Terminates the thread (if it still runs) and opens the directory in a new one. */
  #replace(sql: string, since: number): void {
    const old = this.#worker;
    this.#generation++;
    this.#failAll(new Error('the embedded database restarted'));
    const started = Date.now();
    this.#spawn();
    const info = { sql, ms: started - since };
    this.#ready.then(
      () => this.#onRestart?.({ ...info, reopenMs: Date.now() - started }),
      (error: Error) => this.#onRestart?.({ ...info, error }),
    );
    void old.terminate();
  }

  #failAll(error: Error): void {
    for (const [id, pending] of this.#pending) {
      this.#pending.delete(id);
      clearTimeout(pending.timer);
      pending.reject(error);
    }
  }
}

function request(
  op: 'query',
  sql: string,
  params: unknown[],
  options: QueryOptions | undefined,
): Omit<WorkerRequest, 'id'> {
  return {
    op,
    sql,
    params,
    rowMode: options?.rowMode,
    rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
  };
}
