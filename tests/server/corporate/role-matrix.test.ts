import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { corporateStaffs, corporates, departments } from '../../../server/db/schema';
import {
  MATRIX,
  SUBJECTS,
  actorOf,
  can,
  type Action,
  type CorporateRole,
  type Subject,
} from '../../../common/permissions/corporate';
import { call, newIp, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { buildCorporate, userIdOf } from '../support/corporate-builders';
import {
  matrixOperations,
  type MatrixOperation,
  type MatrixService,
  type TheirIds,
} from './tenant-matrix';

// The role matrix (issue 11): for every row of the permission table
// (common/permissions/corporate.ts, docs/permissions.md) and every action in it, the
// operation that does it is called by each role on its own corporate, and the server's
// answer must be the table's:
// FORBIDDEN exactly where the table refuses.

/** The operation behind each (subject, action) the server offers today. */
const OPERATIONS: Partial<Record<Subject, Partial<Record<Action, string>>>> = {
  dashboard: { list: 'corporate_dashboard' },
  corporate: { show: 'corporate', edit: 'update_corporate' },
  credit_requests: { create: 'create_credit_request' },
  staff: {
    list: 'corporate_staffs_page',
    show: 'corporate_staff',
    create: 'create_corporate_staff',
    edit: 'update_corporate_staff',
    import: 'confirm_corporate_staff_import',
  },
  departments: {
    list: 'corporate_departments_page',
    show: 'corporate_department',
    create: 'create_corporate_department',
    edit: 'update_corporate_department',
  },
  delegate_policies: {
    list: 'delegate_policies',
    show: 'delegate_policy',
    create: 'create_delegate_policy',
    edit: 'update_delegate_policy',
    delete: 'delete_delegate_policy',
  },
  cost_centers: {
    list: 'cost_centers_page',
    show: 'cost_center',
    create: 'create_cost_center',
    edit: 'update_cost_center',
    delete: 'archive_cost_center',
  },
  delegators: { list: 'my_delegators' },
  members: { list: 'corporate_members' },
  levels: { list: 'corporate_levels', create: 'create_corporate_level' },
  // update_travel_policy creates a level's policy the first time and edits it after (the
  // table gives both to the same roles); show is one's own level's (my_travel_policy): a
  // level of another's is in tests/server/corporate/travel-policy.test.ts.
  travel_policy: {
    list: 'travel_policies',
    show: 'my_travel_policy',
    create: 'update_travel_policy',
    edit: 'update_travel_policy',
  },
  // Everyone lists and reads their own trips (the trips service); the company's list by role,
  // approver_trip_list, is in tests/server/trips/trips.test.ts.
  trips: { list: 'trips', show: 'trip' },
  // Booking requests (docs/approvals.md): every member asks and reads their own; deciding is
  // for approving roles (and then only the request's approver chain).
  approvals: { list: 'approval_counters', approve: 'decide_booking_request' },
  // Trip proposals (docs/trip-proposals.md): the company's for approving roles, else one's own.
  trip_proposals: { list: 'trip_proposals', show: 'trip_proposal' },
  request_bookings: {
    list: 'booking_requests',
    show: 'booking_request',
    create: 'create_booking_request',
  },
  // Expenses (docs/expenses.md): the record-level rules (one's own claim, the approver chain)
  // are in tests/server/expenses/expenses.test.ts.
  expenses: {
    list: 'expenses',
    show: 'expense',
    create: 'create_expense',
    edit: 'update_expense',
  },
  expense_approvals: { list: 'expense_approvals', approve: 'decide_expense' },
  reimbursements: {
    list: 'reimbursable_expenses',
    show: 'reimbursement_batch',
    export: 'reimbursement_batch_csv',
    approve: 'pay_reimbursement_batch',
  },
  // Finance reads (issue 22); an 'own' grant answers the caller's own bookings
  // (tests/server/finance/bookings.test.ts).
  bookings: { list: 'booking_histories', show: 'booking_history' },
  analysis: { list: 'statistic_reports' },
  wallet: { show: 'corporate_wallet', create: 'begin_corporate_top_up' },
  // Reconciliation statements (docs/finance.md "Statements"); export is a REST download:
  // tests/server/statements/statements.test.ts.
  statements: {
    list: 'corporate_reconcilliation_statements',
    show: 'corporate_reconcilliation_statement',
  },
  // Invoices and their payments (docs/finance.md "Invoices and payments"): `create` is paying
  // one from the wallet; the record-level rules are in tests/server/finance/invoices.test.ts.
  invoices: {
    list: 'corporate_invoices',
    show: 'corporate_invoice_transfer',
    create: 'pay_corporate_invoice_from_wallet',
  },
};

/** Operations served by another endpoint than /graphql/corporate. */
const SERVICE_OF: Record<string, MatrixService> = {
  trips: 'trips',
  trip: 'trips',
  trip_proposals: 'trips',
  trip_proposal: 'trips',
};

/**
 * Rows and actions with no operation yet, each with the issue that brings it. A row or action
 * missing from both lists fails the test, so the table and the server cannot drift apart.
 */
const LATER: Partial<Record<Subject, readonly Action[] | 'all'>> = {
  credit_terms: 'all', // read through corporate.corporate_credit (corporate.test.ts)
  staff: ['export'], // a REST download: tests/server/corporate/staff-import.test.ts
  members: ['show', 'edit'],
  levels: ['show', 'edit'],
  approvals: ['show'], // the queue is booking_requests(mine: true); no separate read
  bookings: ['create', 'export'], // create: checkout's pay_with_corporate; export: the browser's CSV
  // Who a proposal is for and who may pick depend on the record (one's own, a delegator's, or
  // any colleague's for owners, admins and operation): tests/server/trips/proposals.test.ts.
  trip_proposals: ['create', 'approve'],
  statements: ['export'], // a REST download (XLSX): tests/server/statements/statements.test.ts
  invoices: ['export'], // the invoice documents (PDF): not built yet (docs/finance.md)
  analysis: ['export'],
  expense_approvals: ['show'], // an approver reads a claim through `expense` (expenses.test.ts)
};

const ROLES: CorporateRole[] = ['OWNER', 'ADMIN', 'APPROVER', 'OPERATION', 'ACCOUTING', 'STAFF'];
const tokens: Record<string, string> = {};
const userIds: Record<string, string> = {};
let own: TheirIds;

const t = useAccountsApp({}, async (host) => {
  const db = host.database.db;
  for (const role of [...ROLES, 'NEWCOMER']) {
    const email = `${role.toLowerCase()}@roles.example`;
    tokens[role] = (await signInAs(host, { email })).access_token;
    userIds[role] = await userIdOf(db, email);
  }
  const corporate = await buildCorporate(db, {
    name: 'Bạch Đằng',
    owner: userIds.OWNER,
    members: ROLES.filter((r) => r !== 'OWNER').map((role) => ({ user: userIds[role], role })),
  });
  const [department] = await db
    .insert(departments)
    .values({ corporate_id: corporate, name: 'Vận hành', approver_id: userIds.APPROVER })
    .returning({ id: departments.id });
  // Expenses are on for the corporate and its staff (the expense rows' operations need both).
  await db.update(corporates).set({ is_enable_expense: true }).where(eq(corporates.id, corporate));
  await db
    .update(corporateStaffs)
    .set({ is_enable_expense: true })
    .where(eq(corporateStaffs.corporate_id, corporate));
  own = {
    corporate,
    user: userIds.STAFF,
    department: department.id,
    email: 'newcomer@roles.example',
    other: department.id,
  };
});

function operation(name: string): MatrixOperation {
  const op = matrixOperations(own, true, SERVICE_OF[name]).find((o) => o.name === name);
  if (!op) throw new Error(`no operation ${name} in the ${SERVICE_OF[name] ?? 'corporate'} SDL`);
  return op;
}

describe('the role matrix: the server refuses exactly what the permission table refuses', () => {
  it('has an operation, or a reason to wait, for every row and action of the table', () => {
    for (const subject of SUBJECTS) {
      for (const action of Object.keys(MATRIX[subject]) as Action[]) {
        const later = LATER[subject];
        const waiting = later === 'all' || Boolean(later?.includes(action));
        expect(Boolean(OPERATIONS[subject]?.[action]) || waiting, `${subject}.${action}`).toBe(
          true,
        );
      }
    }
  });

  for (const [subject, actions] of Object.entries(OPERATIONS) as [
    Subject,
    Record<string, string>,
  ][]) {
    it(`${subject}: ${Object.keys(actions).join(', ')}`, async () => {
      const wrong: string[] = [];
      for (const [action, name] of Object.entries(actions) as [Action, string][]) {
        const op = operation(name);
        for (const role of ROLES) {
          const actor = actorOf(userIds[role], {
            id: own.corporate,
            is_owner: role === 'OWNER',
            your_role: role,
            status: 'APPROVED',
          });
          const allowed = can(actor, action, subject);
          const r = await call(t().app, 'POST', `/graphql/${SERVICE_OF[name] ?? 'corporate'}`, {
            body: { query: op.query, variables: op.variables },
            token: tokens[role],
            ip: newIp(),
          });
          const codes: string[] = (r.body?.errors ?? []).map(
            (e: { extensions?: { code?: string } }) => e.extensions?.code,
          );
          const refused = codes.includes('FORBIDDEN');
          if (refused === allowed) {
            wrong.push(
              `${role} ${action} (${name}): ${refused ? `refused ${JSON.stringify(r.body.errors)}` : `allowed ${codes}`}`,
            );
          }
        }
      }
      expect(wrong).toEqual([]);
    }, 120_000);
  }
});
