import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The eleven GraphQL services of the spec, each served at /graphql/<service>. */
export const SERVICE_NAMES = [
  'main',
  'corporate',
  'property',
  'payments',
  'places',
  'flights',
  'trips',
  'currencies',
  'hub',
  'admin',
  'last-change',
] as const;

export type ServiceName = (typeof SERVICE_NAMES)[number];

const graphqlDir = import.meta.dirname;

/** common.graphql (scalars, service_info) followed by the service's own SDL. */
export function loadServiceSdl(service: ServiceName): string {
  const common = readFileSync(path.join(graphqlDir, 'common.graphql'), 'utf8');
  const own = readFileSync(path.join(graphqlDir, service, 'schema.graphql'), 'utf8');
  return `${common}\n${own}`;
}
