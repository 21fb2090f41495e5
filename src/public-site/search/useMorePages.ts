import { useCallback, useState } from 'react';

interface More<T> {
  key: string;
  entries: T[];
  after: string | null;
  loading: boolean;
  error: boolean;
}

/**
 * "Show more" over a cursor-paged list: pages fetched after the first are kept for `key`
 * (the search) and dropped when the search changes.
 */
export function useMorePages<T>(
  key: string | null,
  first: { entries: T[]; after: string | null } | null,
  fetchPage: (after: string) => Promise<{ entries: T[]; after: string | null }>,
) {
  const [more, setMore] = useState<More<T> | null>(null);
  const current = more && more.key === key ? more : null;
  const after = current ? current.after : (first?.after ?? null);
  const entries = first ? [...first.entries, ...(current?.entries ?? [])] : [];

  const loadMore = useCallback(() => {
    if (!key || !after) return;
    setMore((m) => ({
      key,
      entries: m && m.key === key ? m.entries : [],
      after,
      loading: true,
      error: false,
    }));
    fetchPage(after).then(
      (page) =>
        setMore((m) =>
          m && m.key === key
            ? {
                key,
                entries: [...m.entries, ...page.entries],
                after: page.after,
                loading: false,
                error: false,
              }
            : m,
        ),
      () => setMore((m) => (m && m.key === key ? { ...m, loading: false, error: true } : m)),
    );
  }, [key, after, fetchPage]);

  return {
    entries,
    hasMore: Boolean(after),
    loadingMore: current?.loading ?? false,
    moreFailed: current?.error ?? false,
    loadMore,
  };
}
