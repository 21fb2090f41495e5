import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { mainService, profileOf } from '../../account/testing/renderAccount';
import { costCenterEntry } from '../../dataProviders/testing/costCenters';
import {
  MY_CORPORATE,
  corporateService,
  graphqlError,
  staffEntry,
} from '../../dataProviders/testing/corporateService';
import { renderApp } from '../../test/renderApp';

const OPS = costCenterEntry('cc-ops', {
  name: 'Vận hành Hà Nội',
  code: 'OPS-HN',
  balance: 100_000,
  budgets: [
    {
      id: 'b-ops',
      amount: 1_000_000,
      balance: 100_000,
      used_balance: 900_000,
      currency: 'VND',
      reset_period: 'MONTHLY',
      reset_day: 1,
      period_started_at: '2026-01-31T17:00:00.000Z',
      resets_at: '2026-02-28T17:00:00.000Z',
    },
  ],
  assignees: [],
});

const SALES_DEPT = {
  id: 'd-sales',
  name: 'Kinh doanh',
  active: true,
  approver_id: null,
  corporate_id: MY_CORPORATE.id,
  inserted_at: '2026-02-01T03:00:00.000Z',
  monthly_limit: null,
  approver: null,
};

function signedIn(answers: Parameters<typeof corporateService>[0]) {
  Cookies.set('uts_token', 'access-1');
  mainService({ SessionProfile: () => ({ profile: profileOf() }) });
  return corporateService({
    MyDelegators: () => ({ my_delegators: [] }),
    CostCenterEnforcement: () => ({
      corporate: { id: MY_CORPORATE.id, enforce_cost_center: true },
    }),
    StaffPage: () => ({
      corporate_staffs_page: {
        entries: [staffEntry(7, { first_name: 'Lan', last_name: 'Trần' })],
        total_count: 1,
      },
    }),
    DepartmentPage: () => ({
      corporate_departments_page: { entries: [SALES_DEPT], total_count: 1 },
    }),
    AllDepartments: () => ({ corporate_departments: [SALES_DEPT] }),
    ...answers,
  });
}

describe('cost centers', { timeout: 30_000 }, () => {
  it('lists cost centers with their budget use and the enforcement setting', async () => {
    const calls = signedIn({
      CostCenterPage: () => ({ cost_centers_page: { entries: [OPS], total_count: 1 } }),
    });
    renderApp('/corporate/cost-center', 'en');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    // The table shows placeholder rows until the first answer (the data provider loads with it).
    await within(table).findByText('Vận hành Hà Nội', {}, { timeout: 10_000 });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByText('Vận hành Hà Nội')).toBeInTheDocument();
    expect(within(row).getByText('OPS-HN')).toBeInTheDocument();
    expect(within(row).getByText(/Used .*900,000.* of .*1,000,000/)).toBeInTheDocument();
    const bar = within(row).getByRole('progressbar', { name: 'Budget used, Monthly' });
    expect(bar).toHaveAttribute('aria-valuenow', '90');
    expect(await screen.findByText('Bookings must name a cost center: On')).toBeInTheDocument();
    expect(
      calls.filter((c) => c.operationName === 'CostCenterPage').at(-1)?.variables,
    ).toMatchObject({
      corporate_id: MY_CORPORATE.id,
      sort: { field: 'NAME', direction: 'ASC' },
      limit: 25,
      offset: 0,
    });
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Search'), 'ops');
    await waitFor(() =>
      expect(
        calls.filter((c) => c.operationName === 'CostCenterPage').at(-1)?.variables,
      ).toMatchObject({ search: 'ops' }),
    );
  });

  it('says what cost centers are for when there are none, in Vietnamese', async () => {
    signedIn({
      CostCenterPage: () => ({ cost_centers_page: { entries: [], total_count: 0 } }),
    });
    renderApp('/corporate/cost-center', 'vi');
    expect(
      await screen.findByText(
        'Doanh nghiệp chưa có trung tâm chi phí nào.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tạo trung tâm chi phí' })).toBeInTheDocument();
  });

  it('creates one with a monthly budget, showing the server’s field errors on the inputs', async () => {
    let created: Record<string, unknown> | null = null;
    const calls = signedIn({
      CreateCostCenter: (v) => {
        const input = v.input as Record<string, unknown>;
        if (input.name === 'Vận hành Hà Nội') {
          return graphqlError(
            'BAD_USER_INPUT',
            'name: taken',
            {
              fields: [
                {
                  field: 'name',
                  rule: 'unique',
                  message: 'another cost center of this corporate has this name',
                },
              ],
            },
            ['create_cost_center'],
          );
        }
        created = costCenterEntry('cc-new', { name: input.name, assignees: [] });
        return { create_cost_center: created };
      },
      CostCenter: () => ({ cost_center: created }),
    });
    const user = userEvent.setup();
    renderApp('/corporate/create-cost-center', 'en');
    const name = await screen.findByRole(
      'textbox',
      { name: /Cost center name/ },
      { timeout: 10_000 },
    );
    const amount = screen.getByRole('spinbutton', { name: /Amount/ });
    await user.type(amount, '-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Must be at least 0')).toBeInTheDocument();
    expect(calls.map((c) => c.operationName)).not.toContain('CreateCostCenter');

    await user.type(name, 'Vận hành Hà Nội');
    await user.clear(amount);
    await user.type(amount, '50000000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This value is already in use')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveValue(50_000_000);

    await user.clear(name);
    await user.type(name, 'Dự án Sao Mai');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Dự án Sao Mai', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls.filter((c) => c.operationName === 'CreateCostCenter').at(-1)?.variables).toEqual({
      input: {
        corporate_id: MY_CORPORATE.id,
        name: 'Dự án Sao Mai',
        code: null,
        budgets: [{ amount: 50_000_000, currency: 'VND', reset_period: 'MONTHLY', reset_day: 1 }],
        user_ids: [],
        department_ids: [],
      },
    });
  });

  it('edits budgets and assigns a department, sending only what changed', async () => {
    let current: Record<string, unknown> = { ...OPS };
    const calls = signedIn({
      CostCenter: () => ({ cost_center: current }),
      UpdateCostCenter: (v) => {
        const input = v.input as { department_ids?: string[] };
        current = {
          ...current,
          assignees: (input.department_ids ?? []).map((id) => ({
            id: `a-${id}`,
            user_id: null,
            department_id: id,
            staff: null,
            department: { id, name: 'Kinh doanh' },
          })),
        };
        return { update_cost_center: current };
      },
    });
    const user = userEvent.setup();
    renderApp('/corporate/cost/edit?id=cc-ops', 'en');
    const amount = await screen.findByRole('spinbutton', { name: /Amount/ }, { timeout: 10_000 });
    await waitFor(() => expect(amount).toHaveValue(1_000_000));
    await user.clear(amount);
    await user.type(amount, '2000000');
    const departments = screen.getByRole('combobox', { name: /Assigned departments/ });
    await user.click(departments);
    await user.click(await screen.findByRole('option', { name: 'Kinh doanh' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Kinh doanh', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'UpdateCostCenter')?.variables).toEqual({
      input: {
        id: 'cc-ops',
        department_ids: ['d-sales'],
        budgets: [
          {
            id: 'b-ops',
            amount: 2_000_000,
            currency: 'VND',
            reset_period: 'MONTHLY',
            reset_day: 1,
          },
        ],
      },
    });
  });
});

describe('a cost center’s page', { timeout: 30_000 }, () => {
  const WITH_ASSIGNEES = {
    ...OPS,
    assignees: [
      {
        id: 'a1',
        user_id: 'u7',
        department_id: null,
        staff: { user_id: 'u7', first_name: 'Lan', last_name: 'Trần', email: 'lan@sh.example' },
        department: null,
      },
      {
        id: 'a2',
        user_id: null,
        department_id: 'd-sales',
        staff: null,
        department: { id: 'd-sales', name: 'Kinh doanh' },
      },
    ],
  };

  it('shows budgets, when they reset and who is assigned; archives after confirming', async () => {
    let current: Record<string, unknown> = WITH_ASSIGNEES;
    const calls = signedIn({
      CostCenter: () => ({ cost_center: current }),
      ArchiveCostCenter: () => {
        current = { ...current, active: false };
        return { archive_cost_center: current };
      },
      CostCenterPage: () => ({ cost_centers_page: { entries: [current], total_count: 1 } }),
    });
    const user = userEvent.setup();
    renderApp('/corporate/cost/detail?id=cc-ops', 'en');
    expect(await screen.findByText('Trần Lan', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Kinh doanh')).toBeInTheDocument();
    expect(screen.getByText(/Resets on 3\/1\/2026/)).toBeInTheDocument();
    // The buttons show once the role's permissions are known.
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Archive cost center "Vận hành Hà Nội"?',
    });
    expect(calls.map((c) => c.operationName)).not.toContain('ArchiveCostCenter');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls.find((c) => c.operationName === 'ArchiveCostCenter')?.variables).toEqual({
        input: { id: 'cc-ops' },
      }),
    );
  });

  it('offers accounting no archiving (the owner’s and admins’)', async () => {
    signedIn({
      MyCorporate: () => ({
        corporate: { ...MY_CORPORATE, is_owner: false, your_role: 'ACCOUTING' },
      }),
      CostCenter: () => ({ cost_center: WITH_ASSIGNEES }),
    });
    renderApp('/corporate/cost-center/cc-ops/show', 'en');
    expect(await screen.findByText('Trần Lan', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
  });
});

describe('onePerPeriod', () => {
  it('refuses a later budget of a period an earlier one has', async () => {
    const { onePerPeriod } = await import('./CostCenterInputs');
    const values = { budgets: [{ reset_period: 'MONTHLY' }, { reset_period: 'MONTHLY' }] };
    expect(onePerPeriod('MONTHLY', values, { source: 'budgets.0.reset_period' })).toBeUndefined();
    expect(onePerPeriod('MONTHLY', values, { source: 'budgets.1.reset_period' })).toBe(
      'console.validation.onePerPeriod',
    );
    expect(onePerPeriod('YEARLY', values, { source: 'budgets.1.reset_period' })).toBeUndefined();
  });
});
