import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CostCenterFieldsFragment } from '../../api/generated/corporate';
import { costCenterEntry, departmentEntry, staffEntry } from '../../test/corporateFixtures';
import { graphqlError } from '../../test/graphqlError';
import { lastVariables, operationsOf, type ServiceAnswers } from '../../test/graphqlService';
import { MY_CORPORATE, renderConsole, signInToConsole } from '../../test/renderConsole';
import { costCenters } from '.';
import { clickSave } from '../../test/clickSave';

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

const SALES_DEPT = departmentEntry('d-sales', { name: 'Kinh doanh' });

function signedIn(answers: ServiceAnswers<'corporate'>) {
  return signInToConsole({
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

describe('cost centers', () => {
  it('lists cost centers with their budget use and the enforcement setting', async () => {
    const calls = signedIn({
      CostCenterPage: () => ({ cost_centers_page: { entries: [OPS], total_count: 1 } }),
    });
    await renderConsole(costCenters, { path: 'cost-center', locale: 'en' });
    // The list's placeholder table comes first, then the records'.
    const name = await screen.findByText('Vận hành Hà Nội');
    const row = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(row).toContainElement(name);
    expect(within(row).getByText('OPS-HN')).toBeInTheDocument();
    expect(within(row).getByText(/Used .*900,000.* of .*1,000,000/)).toBeInTheDocument();
    const bar = within(row).getByRole('progressbar', { name: 'Budget used, Monthly' });
    expect(bar).toHaveAttribute('aria-valuenow', '90');
    expect(await screen.findByText('Bookings must name a cost center: On')).toBeInTheDocument();
    expect(lastVariables(calls, 'CostCenterPage')).toMatchObject({
      corporate_id: MY_CORPORATE.id,
      sort: { field: 'NAME', direction: 'ASC' },
      limit: 25,
      offset: 0,
    });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByPlaceholderText('Search'), 'ops');
    await waitFor(() =>
      expect(lastVariables(calls, 'CostCenterPage')).toMatchObject({ search: 'ops' }),
    );
  });

  it('says what cost centers are for when there are none, in Vietnamese', async () => {
    signedIn({
      CostCenterPage: () => ({ cost_centers_page: { entries: [], total_count: 0 } }),
    });
    await renderConsole(costCenters, { path: 'cost-center', locale: 'vi' });
    expect(
      await screen.findByText('Doanh nghiệp chưa có trung tâm chi phí nào.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tạo trung tâm chi phí' })).toBeInTheDocument();
  });

  it('creates one with a monthly budget, showing the server’s field errors on the inputs', async () => {
    let created: CostCenterFieldsFragment | null = null;
    const calls = signedIn({
      CreateCostCenter: ({ input }) => {
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
    const user = userEvent.setup({ delay: null });
    await renderConsole(costCenters, { path: 'create-cost-center', locale: 'en' });
    const name = await screen.findByRole('textbox', { name: /Cost center name/ });
    const amount = screen.getByRole('spinbutton', { name: /Amount/ });
    await user.type(amount, '-5');
    await clickSave(user);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Must be at least 0')).toBeInTheDocument();
    expect(operationsOf(calls)).not.toContain('CreateCostCenter');

    await user.type(name, 'Vận hành Hà Nội');
    await user.clear(amount);
    await user.type(amount, '50000000');
    await clickSave(user);
    expect(await screen.findByText('This value is already in use')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveValue(50_000_000);

    await user.clear(name);
    await user.type(name, 'Dự án Sao Mai');
    await clickSave(user);
    expect(await screen.findByText('Dự án Sao Mai')).toBeInTheDocument();
    expect(lastVariables(calls, 'CreateCostCenter')).toEqual({
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
    let current: CostCenterFieldsFragment = { ...OPS };
    const calls = signedIn({
      CostCenter: () => ({ cost_center: current }),
      UpdateCostCenter: ({ input }) => {
        current = {
          ...current,
          assignees: (input.department_ids ?? []).map(String).map((id) => ({
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
    const user = userEvent.setup({ delay: null });
    await renderConsole(costCenters, { path: 'cost/edit?id=cc-ops', locale: 'en' });
    const amount = await screen.findByRole('spinbutton', { name: /Amount/ });
    await waitFor(() => expect(amount).toHaveValue(1_000_000));
    await user.clear(amount);
    await user.type(amount, '2000000');
    const departments = screen.getByRole('combobox', { name: /Assigned departments/ });
    await user.click(departments);
    await user.click(await screen.findByRole('option', { name: 'Kinh doanh' }));
    await clickSave(user);
    expect(await screen.findByText('Kinh doanh')).toBeInTheDocument();
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

describe('a cost center’s page', () => {
  const WITH_ASSIGNEES: CostCenterFieldsFragment = {
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
    let current: CostCenterFieldsFragment = WITH_ASSIGNEES;
    const calls = signedIn({
      CostCenter: () => ({ cost_center: current }),
      ArchiveCostCenter: () => {
        current = { ...current, active: false };
        return { archive_cost_center: current };
      },
      CostCenterPage: () => ({ cost_centers_page: { entries: [current], total_count: 1 } }),
    });
    const user = userEvent.setup({ delay: null });
    await renderConsole(costCenters, { path: 'cost/detail?id=cc-ops', locale: 'en' });
    expect(await screen.findByText('Trần Lan')).toBeInTheDocument();
    expect(screen.getByText('Kinh doanh')).toBeInTheDocument();
    expect(screen.getByText(/Resets on 3\/1\/2026/)).toBeInTheDocument();
    // The buttons show once the role's permissions are known.
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Archive cost center "Vận hành Hà Nội"?',
    });
    expect(operationsOf(calls)).not.toContain('ArchiveCostCenter');
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
    await renderConsole(costCenters, { path: 'cost-center/cc-ops/show', locale: 'en' });
    expect(await screen.findByText('Trần Lan')).toBeInTheDocument();
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
