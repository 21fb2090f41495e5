import type { Database } from '../../../db/client.js';
import type { Listener } from '../../../db/notifications.js';

/*
 * Autocomplete answers kept for a moment on each API node (docs/capacity.md, "Places"): the
 * same few prefixes ("ha", "da n", "" for the popular places) are typed by everyone. An answer
 * is kept PLACES_CACHE_SECONDS (default 30; 0: off) and forgotten on every node as soon as any
 * node commits an inventory change that touches a place: the places triggers (migration
 * place_search) NOTIFY "wayfare_places", which every node LISTENs to (server/db/notifications.ts).
 * While a node is not listening (starting, reconnecting, PGlite on its own thread) it keeps
 * nothing, so a lost notification cannot leave a renamed hotel or a stale count for the TTL.
 */

export const PLACES_CHANNEL = 'wayfare_places';

export interface PlacesCacheOptions {
  ttlMs: number;
  /** Most answers kept (oldest dropped first). */
  maxEntries?: number;
  /** Monotonic milliseconds (tests may pass their own). */
  monotonic?: () => number;
}

export class PlacesCache<T = unknown> {
  readonly ttlMs: number;
  readonly #max: number;
  readonly #monotonic: () => number;
  readonly #entries = new Map<string, { value: T; at: number }>();
  #live = false;
  /** Bumped by every invalidation: an answer read before one must not be kept after it. */
  #generation = 0;
  #listener: Listener | null = null;

  constructor(opts: PlacesCacheOptions) {
    this.ttlMs = opts.ttlMs;
    this.#max = opts.maxEntries ?? 5000;
    this.#monotonic = opts.monotonic ?? (() => performance.now());
  }

  get enabled(): boolean {
    return this.#live && this.ttlMs > 0;
  }

  get generation(): number {
    return this.#generation;
  }

  get(key: string): T | undefined {
    if (!this.enabled) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#monotonic() - entry.at >= this.ttlMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps an answer read by a query that began at `generation`. */
  set(key: string, value: T, generation: number): void {
    if (!this.enabled || generation !== this.#generation) return;
    if (this.#entries.size >= this.#max && !this.#entries.has(key)) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { value, at: this.#monotonic() });
  }

  /** The answer for `key`, from the cache or from `read` (then kept). */
  async through(key: string, read: () => Promise<T>): Promise<T> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const generation = this.#generation;
    const value = await read();
    this.set(key, value, generation);
    return value;
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }

  /** Starts listening for inventory changes; without a bus the cache stays off. */
  listen(database: Database, onError?: (error: Error) => void): void {
    if (!database.listen || this.ttlMs <= 0 || this.#listener) return;
    this.#listener = database.listen(
      PLACES_CHANNEL,
      {
        message: () => this.clear(),
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
