import { lazyDataProvider } from './lazyProvider';

/**
 * The corporate console's data provider (./consoleProvider: one provider per GraphQL service),
 * imported with the console's first data call.
 */
export const dataProvider = lazyDataProvider(() =>
  import('./consoleProvider').then((module) => module.dataProvider),
);
