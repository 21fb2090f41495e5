import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '../../common/runtime-config-contract.js';

export { SERVICE_NAMES, type ServiceName };

const graphqlDir = import.meta.dirname;

/** Type files services share: support tickets (main, admin), the policy verdict (policy.graphql). */
const SHARED_SDL: Partial<Record<ServiceName, string[]>> = {
  main: ['support.graphql'],
  admin: ['support.graphql'],
  // The travel policy's verdict on offers (issue 21): search, property detail and checkout.
  flights: ['policy.graphql'],
  property: ['policy.graphql'],
  payments: ['policy.graphql'],
  // The analysis dashboards' statistic operations (issue 25).
  corporate: ['corporate/analysis.graphql'],
};

/** common.graphql (scalars, service_info), the shared types it uses, then its own SDL. */
export function loadServiceSdl(service: ServiceName): string {
  const read = (file: string) => readFileSync(path.join(graphqlDir, file), 'utf8');
  const shared = (SHARED_SDL[service] ?? []).map(read);
  return [read('common.graphql'), ...shared, read(path.join(service, 'schema.graphql'))].join('\n');
}
