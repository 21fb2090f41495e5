/** Spec §2/§9: a failed page-part load reloads the page at most once per 10 s per path. */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_KEY_PREFIX = 'wayfare:chunk-reload:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Decides whether a failed chunk load on `path` may reload the page, and records the reload
 * time when it may. Without session storage it never reloads (no way to stop a loop).
 */
export function claimChunkReload(
  path: string,
  now: number = Date.now(),
  store: Storage | null = storage(),
): boolean {
  if (!store) return false;
  const key = RELOAD_KEY_PREFIX + path;
  const last = Number(store.getItem(key));
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
  try {
    store.setItem(key, String(now));
  } catch {
    return false;
  }
  return true;
}

export interface ChunkRecoveryDeps {
  path?: () => string;
  reload?: () => void;
  now?: () => number;
}

/**
 * Wraps a dynamic import: on rejection it reloads the page (the deployment most likely moved
 * on) unless it already did so for this path within 10 s — then the error propagates and the
 * error page shows.
 */
export function withChunkRecovery<T>(
  load: () => Promise<T>,
  deps: ChunkRecoveryDeps = {},
): () => Promise<T> {
  const path = deps.path ?? (() => window.location.pathname);
  const reload = deps.reload ?? (() => window.location.reload());
  const now = deps.now ?? (() => Date.now());
  return () =>
    load().catch((error: unknown) => {
      if (claimChunkReload(path(), now())) {
        reload();
        return new Promise<T>(() => undefined);
      }
      throw error;
    });
}
