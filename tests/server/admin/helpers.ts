import { seedDemo } from '../../../server/db/seed';
import { call, useAccountsApp, type AccountsTestApp } from '../accounts/support';
import { demoToken, graphqlAs, tempDataDir } from '../tickets/helpers';

/** The real app over the demo data (support@wayfare.example is the support account). */
export function useSupportApp(env: Record<string, string> = {}) {
  return useAccountsApp({ DATA_DIR: tempDataDir(), ...env }, async ({ database }) => {
    await seedDemo(database.db, {
      staffInLargeCorporate: 52,
      now: new Date('2026-03-01T00:00:00Z'),
    });
  });
}

export const SUPPORT = 'support@wayfare.example';
export const TRAVELLER = 'traveller@mail.example';

export const staffToken = (t: AccountsTestApp) => demoToken(t, SUPPORT);

/** A call to the admin service; `errors` and `data` as the client sees them. */
export const admin = (
  t: AccountsTestApp,
  token: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
) => graphqlAs(t, 'admin', query, variables, token);

/** A main-service request acting for `patronId` (X-Patron-Id). */
export const mainAs = (
  t: AccountsTestApp,
  token: string,
  patronId: string,
  query = '{ service_info { service } }',
  variables: Record<string, unknown> = {},
) =>
  call(t.app, 'POST', '/graphql/main', {
    body: { query, variables },
    token,
    headers: { 'x-patron-id': patronId },
  });

export const USER_FIELDS = 'id email first_name last_name role';

export const START = `mutation($input: StartActingForInput!) { start_acting_for(input: $input) {
  id reason started_at expires_at ended_at active support_user { email } patron { id email } } }`;
export const END = `mutation { end_acting_for { id ended_at active } }`;
export const CURRENT = `{ acting_session { id active patron { email } } }`;
export const AUDIT = `query($input: AuditLogsInput) { audit_logs(input: $input) { total_count
  entries { action actor_user_id patron_user_id metadata created_at
    actor { email } patron { email } } } }`;
