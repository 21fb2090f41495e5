import { combineDataProviders, type DataProvider } from 'ra-core';
import { HttpError } from '../api/httpError';
import { entryNamed } from '../resources';
import type { ServiceOfResource } from '../resources/types';
import { CORPORATE_PAGE_RECORDS, corporateDataProvider } from './corporate';
import { createGraphqlDataProvider } from './graphqlProvider';
import { TRIPS_RESOURCES } from './trips';

/**
 * One data provider per GraphQL service, each with its per-resource table; payments and trips
 * fill theirs with their issues (until then every call answers 501 NOT_IMPLEMENTED).
 */
const PROVIDERS: Record<ServiceOfResource, DataProvider> = {
  corporate: corporateDataProvider,
  payments: createGraphqlDataProvider('payments', {}),
  trips: createGraphqlDataProvider('trips', TRIPS_RESOURCES),
};

const unknownResource = new Proxy({} as DataProvider, {
  get: (_target, method) => (resource: string) =>
    Promise.reject(
      new HttpError(`No console resource is named ${resource}.`, 404, {
        code: 'NOT_FOUND',
        resource,
        method: String(method),
      }),
    ),
});

/** The console's data provider: each resource's calls go to its service's provider. */
export const dataProvider: DataProvider = combineDataProviders((resource) => {
  const entry = entryNamed(resource);
  if (entry?.kind === 'resource') return PROVIDERS[entry.service];
  return resource in CORPORATE_PAGE_RECORDS ? corporateDataProvider : unknownResource;
});
