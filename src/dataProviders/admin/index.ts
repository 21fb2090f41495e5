import { lazyDataProvider } from '../lazyProvider';

/**
 * The support area's data provider (./provider), imported with the support console's first
 * data call: the entry's table of lazy chunks then names no Apollo chunk for the support console
 * (issue 20: `/` no heavier).
 */
export const adminDataProvider = lazyDataProvider(() =>
  import('./provider').then((module) => module.adminDataProvider),
);
