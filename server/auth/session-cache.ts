import type { Database } from '../db/client.js';
import type { Listener } from '../db/notifications.js';

/*
 * Sessions without a query per request (docs/capacity.md, "Session cache"). Every signed-in
 * request looked its access token up in auth_sessions: measured at 0.18× a bare server's rate
 * for a trivial operation. Each API node now keeps what it found for SESSION_CACHE_SECONDS
 * (default 5), and forgets it:
 * - at once on this node, when this node revokes or renews the session (sessions.ts);
 * - on every node when any node commits a change to the session or to its user's role: a trigger
 *   NOTIFYs "wayfare_sessions" (migration session_notify) and every node LISTENs;
 * - when the entry is older than the TTL, or the token or the session has expired.
 * While the node is not listening (starting, connection lost, PGlite on its own thread, which
 * carries no notifications) nothing is cached: every request asks the database, as before.
 * Only live sessions are cached: an unknown token always asks the database.
 */

export const SESSION_CHANNEL = 'wayfare_sessions';

/** What a session look-up gives (domain/accounts/sessions.ts AuthUser, without importing it). */
export interface AuthUser {
  id: string;
  role: 'USER' | 'AGENT' | 'ADMIN';
  sessionId: string;
  loginTime: Date;
}

interface Entry {
  user: AuthUser;
  /** Ends of the access token and of the session (the request clock, moved in tests). */
  accessEnd: number;
  sessionEnd: number;
  /** When cached (monotonic ms): entries live ttlMs whatever the request clock says. */
  at: number;
}

export interface SessionCacheOptions {
  ttlMs: number;
  /** Most entries (oldest dropped first). */
  maxEntries?: number;
  /** Monotonic milliseconds (tests may pass their own). */
  monotonic?: () => number;
}

export class SessionCache {
  readonly ttlMs: number;
  readonly #max: number;
  readonly #monotonic: () => number;
  readonly #entries = new Map<string, Entry>();
  #live = false;
  /** Bumped by every invalidation: a look-up begun before one must not be cached after it. */
  #generation = 0;
  #listener: Listener | null = null;

  constructor(opts: SessionCacheOptions) {
    this.ttlMs = opts.ttlMs;
    this.#max = opts.maxEntries ?? 10_000;
    this.#monotonic = opts.monotonic ?? (() => performance.now());
  }

  /** Whether entries are kept: listening, and a TTL above zero. */
  get enabled(): boolean {
    return this.#live && this.ttlMs > 0;
  }

  get generation(): number {
    return this.#generation;
  }

  /** The cached user of a token hash, or undefined (ask the database). */
  get(tokenHash: string, now: Date): AuthUser | undefined {
    if (!this.enabled) return undefined;
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    const t = now.getTime();
    if (
      this.#monotonic() - entry.at >= this.ttlMs ||
      t >= entry.accessEnd ||
      t >= entry.sessionEnd
    ) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  /** Keeps a live session found by a look-up that began at `generation`. */
  set(
    tokenHash: string,
    user: AuthUser,
    ends: { accessEnd: Date; sessionEnd: Date },
    generation: number,
  ): void {
    if (!this.enabled || generation !== this.#generation) return;
    if (this.#entries.size >= this.#max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(tokenHash, {
      user,
      accessEnd: ends.accessEnd.getTime(),
      sessionEnd: ends.sessionEnd.getTime(),
      at: this.#monotonic(),
    });
  }

  forgetSession(sessionId: string): void {
    this.#generation++;
    for (const [key, entry] of this.#entries) {
      if (entry.user.sessionId === sessionId) this.#entries.delete(key);
    }
  }

  forgetUser(userId: string): void {
    this.#generation++;
    for (const [key, entry] of this.#entries) {
      if (entry.user.id === userId) this.#entries.delete(key);
    }
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }

  /** A notification's payload: 's:<session id>' or 'u:<user id>' (anything else: forget all). */
  heard(payload: string): void {
    if (payload.startsWith('s:')) this.forgetSession(payload.slice(2));
    else if (payload.startsWith('u:')) this.forgetUser(payload.slice(2));
    else this.clear();
  }

  /** Starts listening for other nodes' changes; without a bus the cache stays off. */
  listen(database: Database, onError?: (error: Error) => void): void {
    if (!database.listen || this.ttlMs <= 0 || this.#listener) return;
    this.#listener = database.listen(
      SESSION_CHANNEL,
      {
        message: (payload) => this.heard(payload),
        live: (isLive) => {
          this.clear(); // whatever was heard meanwhile may be lost
          this.#live = isLive;
        },
      },
      onError,
    );
  }

  async close(): Promise<void> {
    const listener = this.#listener;
    this.#listener = null;
    this.#live = false;
    this.clear();
    await listener?.close();
  }
}
