import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

interface More<T> {
  key: string;
  entries: T[];
  /** Pages fetched after the first. */
  pages: number;
  after: string | null;
  loading: boolean;
  error: boolean;
}

/** URL parameter: how many pages the list shows, the first included (absent = 1). */
export const PAGES_PARAM = 'pages';
/** At most this many pages are fetched again from a URL (one request after another). */
export const MAX_RESTORED_PAGES = 20;

/** `pages` from the URL: a whole number 1 … MAX_RESTORED_PAGES, 1 when absent or broken. */
export function readPages(params: URLSearchParams): number {
  const raw = params.get(PAGES_PARAM);
  const n = raw && /^\d+$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(n, 1), MAX_RESTORED_PAGES);
}

/**
 * "Show more" over a cursor-paged list: pages fetched after the first are kept for `key`
 * (the search) and dropped when the search changes. How many pages are shown is kept in the
 * URL (`pages=3`, replacing the history entry, so Back and reload bring them back); a URL
 * with `pages` fetches them again, one after another. The pages' own links and forms build
 * fresh search parameters, so a changed search or filter drops `pages`.
 */
export function useMorePages<T>(
  key: string | null,
  first: { entries: T[]; after: string | null } | null,
  fetchPage: (after: string) => Promise<{ entries: T[]; after: string | null }>,
) {
  const [params, setParams] = useSearchParams();
  const wanted = readPages(params);
  const [more, setMore] = useState<More<T> | null>(null);
  const current = more && more.key === key ? more : null;
  const after = current ? current.after : (first?.after ?? null);
  const entries = first ? [...first.entries, ...(current?.entries ?? [])] : [];
  const shown = first ? 1 + (current?.pages ?? 0) : 0;
  const loading = current?.loading ?? false;
  const failed = current?.error ?? false;

  // The latest values for the answer of a request started earlier.
  const latest = useRef({ key, wanted, setParams });
  useEffect(() => {
    latest.current = { key, wanted, setParams };
  });

  const setShownInUrl = useCallback((pages: number) => {
    latest.current.setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (pages > 1) next.set(PAGES_PARAM, String(pages));
        else next.delete(PAGES_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, []);

  const loadMore = useCallback(() => {
    if (!key || !after) return;
    const pages = shown + 1;
    setMore((m) => ({
      key,
      entries: m && m.key === key ? m.entries : [],
      pages: m && m.key === key ? m.pages : 0,
      after,
      loading: true,
      error: false,
    }));
    fetchPage(after).then(
      (page) => {
        setMore((m) =>
          m && m.key === key
            ? {
                key,
                entries: [...m.entries, ...page.entries],
                pages: m.pages + 1,
                after: page.after,
                loading: false,
                error: false,
              }
            : m,
        );
        // Beyond what the URL asks for: the person asked for one more page.
        if (latest.current.key === key && pages > latest.current.wanted) setShownInUrl(pages);
      },
      () => setMore((m) => (m && m.key === key ? { ...m, loading: false, error: true } : m)),
    );
  }, [key, after, shown, fetchPage, setShownInUrl]);

  // Restore the pages the URL asks for; when the list has fewer, the URL says what is shown.
  useEffect(() => {
    if (!first || loading || failed || shown >= wanted) return;
    if (after) loadMore();
    else setShownInUrl(shown);
  }, [first, loading, failed, shown, wanted, after, loadMore, setShownInUrl]);

  return {
    entries,
    hasMore: Boolean(after),
    loadingMore: loading,
    moreFailed: failed,
    loadMore,
  };
}
