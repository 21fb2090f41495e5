import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadServiceSdl } from '../../../server/graphql/services';
import { userIdOf } from '../support/corporate-builders';
import { demoToken } from '../tickets/helpers';
import { SUPPORT, TRAVELLER, admin, useSupportApp } from './helpers';

const t = useSupportApp();

const ID = '00000000-0000-4000-8000-000000000000';

/** One call of every admin operation, with arguments that would otherwise be valid. */
const CALLS: Record<string, [string, (ids: { user: string }) => Record<string, unknown>]> = {
  support_tickets: ['{ support_tickets { total_count } }', () => ({})],
  support_ticket: ['query($id: ID!) { support_ticket(id: $id) { id } }', () => ({ id: ID })],
  users: ['{ users { total_count entries { email } } }', () => ({})],
  user: ['query($id: ID!) { user(id: $id) { email } }', (ids) => ({ id: ids.user })],
  corporates: ['{ corporates { total_count entries { company_name } } }', () => ({})],
  corporate: ['query($id: ID!) { corporate(id: $id) { id } }', () => ({ id: ID })],
  acting_session: ['{ acting_session { id } }', () => ({})],
  audit_logs: ['{ audit_logs { total_count entries { action } } }', () => ({})],
  reply_support_ticket: [
    'mutation($i: ReplySupportTicketInput!) { reply_support_ticket(input: $i) { id } }',
    () => ({ i: { ticket_id: ID, body: 'Hello' } }),
  ],
  update_support_ticket_status: [
    'mutation($i: UpdateSupportTicketStatusInput!) { update_support_ticket_status(input: $i) { id } }',
    () => ({ i: { ticket_id: ID, status: 'CLOSED' } }),
  ],
  approve_corporate: [
    'mutation($id: ID!) { approve_corporate(corporate_id: $id) { id } }',
    () => ({ id: ID }),
  ],
  reject_corporate: [
    'mutation($i: RejectCorporateInput!) { reject_corporate(input: $i) { id } }',
    () => ({ i: { corporate_id: ID, reason: 'Not a real company' } }),
  ],
  start_acting_for: [
    'mutation($i: StartActingForInput!) { start_acting_for(input: $i) { id } }',
    (ids) => ({ i: { user_id: ids.user, reason: 'Let me in, please' } }),
  ],
  end_acting_for: ['mutation { end_acting_for { id } }', () => ({})],
  corporate_transfer_target: [
    'query($i: CorporateTransferTargetInput!) { corporate_transfer_target(input: $i) { kind } }',
    () => ({ i: { reference: 'WFCIABCDEFGHJKLM' } }),
  ],
  record_corporate_bank_credit: [
    'mutation($i: RecordCorporateBankCreditInput!) { record_corporate_bank_credit(input: $i) { applied } }',
    () => ({
      i: {
        reference: 'WFCIABCDEFGHJKLM',
        bank_transaction_id: 'FT26061000001',
        amount: 1000,
        credited_at: '2026-02-27T03:00:00Z',
        note: 'From the bank statement',
      },
    }),
  ],
};

describe('the admin service is for platform support only', () => {
  it('has a call here for every operation of its SDL', () => {
    const schema = buildSchema(loadServiceSdl('admin'));
    const fields = [
      ...Object.keys(schema.getQueryType()!.getFields()),
      ...Object.keys(schema.getMutationType()!.getFields()),
    ].filter((name) => name !== 'service_info');
    expect(Object.keys(CALLS).sort()).toEqual(fields.sort());
  });

  it('answers FORBIDDEN with no data to a traveller, an agent and a corporate owner', async () => {
    const traveller = await userIdOf(t().database.db, TRAVELLER);
    const tokens = await Promise.all(
      [TRAVELLER, 'agent@wayfare.example', 'owner@vinasteel.example'].map((e) => demoToken(t(), e)),
    );
    for (const token of tokens) {
      for (const [name, [query, vars]] of Object.entries(CALLS)) {
        const r = await admin(t(), token, query, vars({ user: traveller }));
        expect(r.body.errors?.[0]?.extensions?.code, name).toBe('FORBIDDEN');
        expect(r.body.data?.[name] ?? null, name).toBeNull();
      }
    }
    // Signed out: UNAUTHENTICATED.
    for (const [name, [query, vars]] of Object.entries(CALLS)) {
      const r = await admin(t(), undefined, query, vars({ user: traveller }));
      expect(r.body.errors?.[0]?.extensions?.code, name).toBe('UNAUTHENTICATED');
    }
    // Nothing happened: no acting session was started by anyone.
    const staff = await demoToken(t(), SUPPORT);
    const log = await admin(
      t(),
      staff,
      '{ audit_logs(input: { action: "support." }) { total_count } }',
    );
    expect(log.body.data.audit_logs.total_count).toBe(0);
  });
});
