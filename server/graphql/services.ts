import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '../../common/runtime-config-contract.js';

export { SERVICE_NAMES, type ServiceName };

const graphqlDir = import.meta.dirname;

/** Type files two services share: support tickets (main for the sender, admin for staff). */
const SHARED_SDL: Partial<Record<ServiceName, string[]>> = {
  main: ['support.graphql'],
  admin: ['support.graphql'],
};

/** common.graphql (scalars, service_info), the shared types it uses, then its own SDL. */
export function loadServiceSdl(service: ServiceName): string {
  const read = (file: string) => readFileSync(path.join(graphqlDir, file), 'utf8');
  const shared = (SHARED_SDL[service] ?? []).map(read);
  return [read('common.graphql'), ...shared, read(path.join(service, 'schema.graphql'))].join('\n');
}
