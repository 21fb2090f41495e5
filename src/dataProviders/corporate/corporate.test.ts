import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../../config';
import { testConfig } from '../../test/fixtures';
import { server } from '../../test/server';
import type {
  CorporateMembersQuery,
  DelegatePolicyFieldsFragment,
  DepartmentFieldsFragment,
  StaffFieldsFragment,
} from '../../api/generated/corporate';
import { MY_CORPORATE, staffEntry } from '../../test/corporateFixtures';
import { graphqlError } from '../../test/graphqlError';
import { graphqlService, operationsOf, type ServiceAnswers } from '../../test/graphqlService';
import { dataProvider } from '../index';
import { markSignedIn } from '../../account/store/sessionStore';

/** The corporate service for a signed-in user of MY_CORPORATE, answering `answers` too. */
const corporateAnswers = (answers: ServiceAnswers<'corporate'>) =>
  graphqlService('corporate', { MyCorporate: () => ({ corporate: MY_CORPORATE }), ...answers });

const list = (resource: string, params: Record<string, unknown> = {}) =>
  dataProvider.getList(resource, {
    pagination: { page: 1, perPage: 20 },
    sort: { field: '', order: 'ASC' },
    filter: {},
    ...params,
  });

beforeEach(() => {
  resetConfigForTests(testConfig);
  Cookies.set('uts_token', 'access-1');
  // As a sign-in does: a corporate still settling from the file before in this worker is forgotten.
  markSignedIn();
  Cookies.set('account.renewal_token', 'renewal-1');
});

describe('staff (users) over the corporate service', () => {
  it('getList asks corporate_staffs_page with the page, search, filters and sort', async () => {
    const calls = corporateAnswers({
      StaffPage: () => ({
        corporate_staffs_page: { entries: [staffEntry(51), staffEntry(52)], total_count: 77 },
      }),
    });
    const result = await list('users', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'monthly_limit', order: 'DESC' },
      filter: { q: '  lan ', department_id: 'd1', role: ['ADMIN', 'STAFF'], active: true },
    });
    expect(result.total).toBe(77);
    expect(result.data.map((r) => r.id)).toEqual(['u51', 'u52']);
    expect(result.data[0]).toMatchObject({ staff_id: 's51', cost_center_ids: [] });
    const call = calls.find((c) => c.operationName === 'StaffPage');
    expect(call?.variables).toEqual({
      corporate_id: MY_CORPORATE.id,
      search: 'lan',
      filter: { department_ids: ['d1'], roles: ['ADMIN', 'STAFF'], active: true },
      sort: { field: 'MONTHLY_LIMIT', direction: 'DESC' },
      limit: 25,
      offset: 50,
    });
    // The app's headers: the session token and the language; no patron header in the console.
    expect(call?.headers.get('authorization')).toBe('Bearer access-1');
    expect(call?.headers.get('x-locale')).toBe('vi');
    expect(call?.headers.get('x-patron-id')).toBeNull();
  });

  it('refuses a sort the server does not have instead of reordering silently', async () => {
    corporateAnswers({});
    await expect(
      list('users', { sort: { field: 'nickname', order: 'ASC' } }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('getOne reads corporate_staff by user id; none is a 404', async () => {
    const calls = corporateAnswers({
      StaffMember: (v) => ({
        corporate_staff:
          v.user_id === 'u7'
            ? staffEntry(7, {
                cost_center_assignees: [
                  {
                    id: 'a1',
                    cost_center_id: 'cc1',
                    department_id: null,
                    user_id: 'u7',
                    cost_center: { id: 'cc1', name: 'Sales' },
                  },
                  {
                    id: 'a2',
                    cost_center_id: 'cc2',
                    department_id: 'd1',
                    user_id: null,
                    cost_center: { id: 'cc2', name: 'Dept' },
                  },
                ],
              })
            : null,
      }),
    });
    const { data } = await dataProvider.getOne('users', { id: 'u7' });
    expect(data).toMatchObject({ id: 'u7', staff_id: 's7', cost_center_ids: ['cc1'] });
    expect(calls.at(-1)?.variables).toEqual({ corporate_id: MY_CORPORATE.id, user_id: 'u7' });
    await expect(dataProvider.getOne('users', { id: 'u8' })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('getMany asks for the ids at once, active or not', async () => {
    const calls = corporateAnswers({
      StaffPage: () => ({
        corporate_staffs_page: { entries: [staffEntry(1), staffEntry(2)], total_count: 2 },
      }),
    });
    const { data } = await dataProvider.getMany('users', { ids: ['u1', 'u2'] });
    expect(data.map((r) => r.id)).toEqual(['u1', 'u2']);
    expect(calls.at(-1)?.variables).toMatchObject({
      filter: { user_ids: ['u1', 'u2'], active: null },
      limit: 2,
    });
  });

  it('update sends only what changed, keyed by corporate and user', async () => {
    const calls = corporateAnswers({
      UpdateStaff: (v) => ({
        update_corporate_staff: staffEntry(3, { title: v.input.title ?? null }),
      }),
    });
    const previous = (await Promise.resolve(staffEntry(3))) as Record<string, unknown>;
    const { data } = await dataProvider.update('users', {
      id: 'u3',
      data: { ...previous, id: 'u3', title: 'Kế toán trưởng', department: { id: 'x' } },
      previousData: { ...previous, id: 'u3' } as never,
    });
    expect(data.title).toBe('Kế toán trưởng');
    expect(calls.at(-1)?.variables).toEqual({
      input: { corporate_id: MY_CORPORATE.id, user_id: 'u3', title: 'Kế toán trưởng' },
    });
  });

  it("create's field errors arrive under each input, in the server's shape and status", async () => {
    corporateAnswers({
      CreateStaff: () =>
        graphqlError(
          'BAD_USER_INPUT',
          'Check the form',
          {
            status: 400,
            fields: [
              { field: 'email', rule: 'invalid_format', message: 'Invalid email address' },
              { field: 'employee_id', rule: 'employee_id_taken', message: 'NV-1 is taken' },
            ],
          },
          ['create_corporate_staff'],
        ),
    });
    await expect(
      dataProvider.create('users', { data: { email: 'x', employee_id: 'NV-1', extra: 1 } }),
    ).rejects.toMatchObject({
      status: 400,
      body: {
        code: 'BAD_USER_INPUT',
        errors: { email: 'validate.rules.invalid_format', employee_id: 'NV-1 is taken' },
      },
    });
  });

  it('maps FORBIDDEN and NOT_FOUND to 403 and 404', async () => {
    corporateAnswers({
      StaffMember: (v) =>
        v.user_id === 'u1'
          ? graphqlError('FORBIDDEN', 'You may not show staff in this corporate.')
          : graphqlError('NOT_FOUND', 'No such staff member.'),
    });
    await expect(dataProvider.getOne('users', { id: 'u1' })).rejects.toMatchObject({
      status: 403,
    });
    await expect(dataProvider.getOne('users', { id: 'u2' })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('renews an expired session once and retries the call', async () => {
    let renewals = 0;
    server.use(
      http.post('*/api/v1/user/session/renew', () => {
        renewals += 1;
        return HttpResponse.json({
          data: { access_token: 'access-2', renewal_token: 'renewal-2' },
        });
      }),
    );
    const calls = corporateAnswers({
      StaffMember: (_v, call) =>
        call.headers.get('authorization') === 'Bearer access-2'
          ? { corporate_staff: staffEntry(1) }
          : graphqlError('UNAUTHENTICATED', 'unauthorized'),
    });
    const [a, b] = await Promise.all([
      dataProvider.getOne('users', { id: 'u1' }),
      dataProvider.getOne('users', { id: 'u1' }),
    ]);
    expect([a.data.id, b.data.id]).toEqual(['u1', 'u1']);
    expect(renewals).toBe(1);
    expect(calls.filter((c) => c.operationName === 'StaffMember')).toHaveLength(4);
  });

  it('getAll loads every staff member in pages of 500 until an empty page', async () => {
    const total = 1003;
    const calls = corporateAnswers({
      StaffKeysetPage: (v) => {
        const after = v.last_id ? Number(String(v.last_id).slice(1)) : 0;
        const size = Number(v.limit);
        const entries: StaffFieldsFragment[] = [];
        for (let n = after + 1; n <= Math.min(after + size, total); n++)
          entries.push(staffEntry(n));
        return { corporate_staffs: entries };
      },
    });
    const result = (await dataProvider.getAll('users', {})) as { data: Array<{ id: string }> };
    expect(result.data).toHaveLength(total);
    expect(result.data.at(-1)?.id).toBe('u1003');
    const pages = calls.filter((c) => c.operationName === 'StaffKeysetPage');
    // 500, 500, 3 — and the empty page that ends it (a short page does not).
    expect(pages.map((c) => c.variables)).toEqual([
      { corporate_id: MY_CORPORATE.id, last_id: null, limit: 500 },
      { corporate_id: MY_CORPORATE.id, last_id: 's500', limit: 500 },
      { corporate_id: MY_CORPORATE.id, last_id: 's1000', limit: 500 },
      { corporate_id: MY_CORPORATE.id, last_id: 's1003', limit: 500 },
    ]);
  });

  it('answers 403 without asking when the user is in no corporate', async () => {
    const calls = corporateAnswers({
      MyCorporate: () => ({ corporate: null }),
      StaffPage: () => ({ corporate_staffs_page: { entries: [], total_count: 0 } }),
    });
    await expect(list('users')).rejects.toMatchObject({ status: 403 });
    expect(operationsOf(calls)).toEqual(['MyCorporate']);
  });
});

describe('other corporate resources', () => {
  it('members: the whole list, sorted by role order, searched and paged here', async () => {
    type Member = CorporateMembersQuery['corporate_members'][number];
    const member = (id: string, role: Member['role'], last_name: string): Member => ({
      id,
      email: `${id}@songhong.example`,
      first_name: 'An',
      last_name,
      role,
      department: null,
      setting: null,
      corporate_staff: null,
    });
    corporateAnswers({
      CorporateMembers: () => ({
        corporate_members: [
          member('m1', 'STAFF', 'Trần'),
          member('m2', 'OWNER', 'Lê'),
          member('m3', 'ACCOUTING', 'Phạm'),
          member('m4', 'ADMIN', 'Đặng'),
          member('m5', 'STAFF', 'Đỗ'),
        ],
      }),
    });
    const all = await list('members');
    expect(all.data.map((m) => m.id)).toEqual(['m2', 'm4', 'm3', 'm5', 'm1']);
    expect(all.total).toBe(5);
    const found = await list('members', { filter: { q: 'dang' } });
    expect(found.data.map((m) => m.id)).toEqual(['m4']);
    const page2 = await list('members', { pagination: { page: 2, perPage: 2 } });
    expect(page2.data.map((m) => m.id)).toEqual(['m3', 'm5']);
    await expect(list('members', { filter: { nickname: 'x' } })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('departments: corporate_departments_page, and getOne from corporate_department', async () => {
    const department: DepartmentFieldsFragment = {
      id: 'd1',
      name: 'Kinh doanh',
      active: true,
      approver_id: null,
      corporate_id: MY_CORPORATE.id,
      inserted_at: '2026-01-01T00:00:00.000Z',
      monthly_limit: null,
      approver: null,
    };
    const calls = corporateAnswers({
      DepartmentPage: () => ({
        corporate_departments_page: { entries: [department], total_count: 1 },
      }),
      Department: () => ({ corporate_department: department }),
    });
    expect((await list('department', { sort: { field: 'name', order: 'ASC' } })).data).toEqual([
      department,
    ]);
    expect(calls.at(-1)?.variables).toMatchObject({ sort: { field: 'NAME', direction: 'ASC' } });
    expect((await dataProvider.getOne('department', { id: 'd1' })).data.name).toBe('Kinh doanh');
  });

  it('delegate policies: delete_delegate_policy returns the deleted policy', async () => {
    const policy: DelegatePolicyFieldsFragment = {
      id: 'p1',
      active: true,
      corporate_id: MY_CORPORATE.id,
      delegatee_ids: ['u1'],
      delegator_ids: ['u2'],
      inserted_at: '2026-01-01T00:00:00.000Z',
    };
    const calls = corporateAnswers({
      DeleteDelegatePolicy: () => ({ delete_delegate_policy: policy }),
    });
    expect((await dataProvider.delete('delegate-policies', { id: 'p1' })).data).toEqual(policy);
    expect(calls.at(-1)?.variables).toEqual({ input: { id: 'p1' } });
  });

  it('says 501 for what no operation serves yet, and 404 for an unknown resource', async () => {
    await expect(list('wallet')).rejects.toMatchObject({
      status: 501,
      body: { code: 'NOT_IMPLEMENTED', resource: 'wallet', method: 'getList' },
    });
    await expect(dataProvider.delete('users', { id: 'u1' })).rejects.toMatchObject({
      status: 501,
    });
    await expect(list('nope')).rejects.toMatchObject({ status: 404 });
  });
});
