import { http, HttpResponse } from 'msw';
import { server } from '../../test/server';

export interface CorporateCall {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Headers;
}

type Answer = (variables: Record<string, unknown>, call: CorporateCall) => Response | object;

/** The signed-in user's corporate, as the corporate query answers it. */
export const MY_CORPORATE = {
  id: 'c-song-hong',
  company_name: 'Sông Hồng JSC',
  display_name: 'Sông Hồng',
  is_owner: true,
  your_role: 'OWNER',
  your_corporate_level_id: null,
  approved_at: '2026-01-05T03:00:00.000Z',
  status: 'APPROVED',
};

/**
 * /graphql/corporate answering by operation name, as the server does: `{ data }`, or whatever
 * Response an answer builds (errors, statuses). Unknown operations fail the test. MyCorporate
 * answers the corporate above unless given. Returns every call made.
 */
export function corporateService(answers: Record<string, Answer>): CorporateCall[] {
  const calls: CorporateCall[] = [];
  server.use(
    http.post('*/graphql/corporate', async ({ request }) => {
      const body = (await request.json()) as { query: string; variables?: Record<string, unknown> };
      const operationName = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      const call = { operationName, variables: body.variables ?? {}, headers: request.headers };
      calls.push(call);
      const answer =
        answers[operationName] ??
        (operationName === 'MyCorporate' ? () => ({ corporate: MY_CORPORATE }) : undefined);
      if (!answer) {
        return HttpResponse.json({ errors: [{ message: `unexpected ${operationName}` }] });
      }
      const result = answer(call.variables, call);
      return result instanceof Response ? result : HttpResponse.json({ data: result });
    }),
  );
  return calls;
}

/** The shared error answer (code, message, …): one helper for every web test. */
export { graphqlError } from '../../test/graphqlError';

/** A staff entry with every StaffFields field (spec §3). */
export function staffEntry(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `s${n}`,
    user_id: `u${n}`,
    corporate_id: MY_CORPORATE.id,
    corporate_level_id: null,
    active: true,
    invitation: 'ACCEPTED',
    invitation_expires_at: null,
    role: 'STAFF',
    team: null,
    title: null,
    employee_id: `NV-${n}`,
    approver_id: null,
    monthly_limit: 5_000_000,
    used_balance: 0,
    balance: 5_000_000,
    note: null,
    phone_number: null,
    email: `nv${n}@songhong.example`,
    first_name: 'Lan',
    last_name: `Nguyễn ${n}`,
    courtesy_title: null,
    passport_first_name: null,
    passport_last_name: null,
    date_of_birth: null,
    nationality_country_code: 'VN',
    passport: null,
    passport_country_code: null,
    passport_expired: null,
    gender: null,
    legal_entity: null,
    is_enable_expense: false,
    approver: null,
    department: { id: 'd1', name: 'Kinh doanh' },
    corporate_level: null,
    cost_center_assignees: [],
    frequent_flyer_codes: [],
    ...overrides,
  };
}
