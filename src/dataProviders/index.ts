import { combineDataProviders, HttpError, type DataProvider } from 'react-admin';

/** Message key (translated by react-admin's notifications) and stable code. */
export const NOT_IMPLEMENTED_MESSAGE = 'errors.notImplemented';
export const NOT_IMPLEMENTED_CODE = 'NOT_IMPLEMENTED';

function notImplemented(resource: string): Promise<never> {
  return Promise.reject(
    new HttpError(NOT_IMPLEMENTED_MESSAGE, 501, { code: NOT_IMPLEMENTED_CODE, resource }),
  );
}

/** Rejects every call: no resource has a provider yet (and nothing is faked). */
const notImplementedProvider: DataProvider = {
  getList: (resource) => notImplemented(resource),
  getOne: (resource) => notImplemented(resource),
  getMany: (resource) => notImplemented(resource),
  getManyReference: (resource) => notImplemented(resource),
  create: (resource) => notImplemented(resource),
  update: (resource) => notImplemented(resource),
  updateMany: (resource) => notImplemented(resource),
  delete: (resource) => notImplemented(resource),
  deleteMany: (resource) => notImplemented(resource),
};

/**
 * The console's data provider: one provider per GraphQL service, chosen by resource. Later
 * issues add the per-service providers (ra-data-graphql + Apollo) in this switch.
 */
export function providerForResource(resource: string): DataProvider {
  switch (resource) {
    default:
      return notImplementedProvider;
  }
}

export const dataProvider: DataProvider = combineDataProviders(providerForResource);
