import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '../../src/runtimeConfigContract.js';

export { SERVICE_NAMES, type ServiceName };

const graphqlDir = import.meta.dirname;

/** common.graphql (scalars, service_info) followed by the service's own SDL. */
export function loadServiceSdl(service: ServiceName): string {
  const common = readFileSync(path.join(graphqlDir, 'common.graphql'), 'utf8');
  const own = readFileSync(path.join(graphqlDir, service, 'schema.graphql'), 'utf8');
  return `${common}\n${own}`;
}
