import type { DataProvider } from 'ra-core';

/**
 * A data provider that imports the real one (`load`, and with it Apollo Client and
 * ra-data-graphql) on its first call, once (concurrent first calls share the import; a failed
 * import is tried again on the next call), and hands every call on: react-admin's methods and
 * the custom ones alike. The console renders its shell without them (issue 20's first-load
 * budget, docs/decisions.md, "Console bundle").
 */
export function lazyDataProvider(load: () => Promise<DataProvider>): DataProvider {
  let loading: Promise<DataProvider> | null = null;
  const real = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return new Proxy({} as DataProvider, {
    get: (_target, method) => {
      // Not a thenable, and no abort-signal support (the real providers declare none either).
      if (typeof method === 'symbol' || method === 'then' || method === 'supportAbortSignal') {
        return undefined;
      }
      return (...args: unknown[]) =>
        real().then((provider) =>
          (provider[method] as (...params: unknown[]) => Promise<unknown>)(...args),
        );
    },
  });
}
