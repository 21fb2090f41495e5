/** Spec §2/§9: the latest-build manifest is checked every hour. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
export const LATEST_BUILD_URL = '/builds/latest.json';

export async function fetchLatestBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  const url = new URL(LATEST_BUILD_URL, window.location.href).toString();
  const response = await fetchImpl(url, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return null;
  const body = (await response.json()) as { id?: unknown };
  return typeof body.id === 'string' && body.id ? body.id : null;
}

export interface BuildChecker {
  /** True once the server announced a build other than the running one. */
  isStale: () => boolean;
  stop: () => void;
}

export interface BuildCheckOptions {
  currentId: string;
  fetchLatest?: () => Promise<string | null>;
  intervalMs?: number;
}

/** Polls the manifest every hour; failures are ignored (the next tick tries again). */
export function startBuildCheck({
  currentId,
  fetchLatest = () => fetchLatestBuildId(),
  intervalMs = BUILD_CHECK_INTERVAL_MS,
}: BuildCheckOptions): BuildChecker {
  let stale = false;
  const timer = setInterval(() => {
    if (stale) return;
    fetchLatest()
      .then((latest) => {
        if (latest && latest !== currentId) stale = true;
      })
      .catch(() => undefined);
  }, intervalMs);
  return { isStale: () => stale, stop: () => clearInterval(timer) };
}

/**
 * Returns a navigation listener: the first call records the starting path; a later call with
 * a different path does a full reload when the build is stale.
 */
export function reloadOnNextNavigation(
  checker: Pick<BuildChecker, 'isStale'>,
  reload: () => void = () => window.location.reload(),
): (path: string) => void {
  let previous: string | null = null;
  return (path) => {
    const navigated = previous !== null && previous !== path;
    previous = path;
    if (navigated && checker.isStale()) reload();
  };
}
