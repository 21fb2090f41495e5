import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DepartmentFieldsFragment } from '../../api/generated/corporate';
import { departmentEntry, staffEntry } from '../../test/corporateFixtures';
import { graphqlError } from '../../test/graphqlError';
import { lastVariables, operationsOf, type ServiceAnswers } from '../../test/graphqlService';
import { MY_CORPORATE, renderConsole, signInToConsole } from '../../test/renderConsole';
import { departments } from '.';
import { clickSave } from '../../test/clickSave';

const department = (id: string, name: string, extra: Partial<DepartmentFieldsFragment> = {}) =>
  departmentEntry(id, { name, ...extra });

const SALES = department('d-sales', 'Kinh doanh', {
  approver_id: 'u-lan',
  monthly_limit: 50_000_000,
  approver: { user_id: 'u-lan', first_name: 'Lan', last_name: 'Trần', email: 'lan@sh.example' },
});

const LAN = staffEntry(1, {
  user_id: 'u-lan',
  email: 'lan@sh.example',
  first_name: 'Lan',
  last_name: 'Trần',
  role: 'APPROVER',
});

function signedIn(answers: ServiceAnswers<'corporate'>) {
  return signInToConsole({
    StaffPage: () => ({ corporate_staffs_page: { entries: [LAN], total_count: 1 } }),
    ...answers,
  });
}

describe('departments', () => {
  it('lists the corporate’s departments with approver and limit, filtered by the server', async () => {
    const calls = signedIn({
      DepartmentPage: () => ({
        corporate_departments_page: { entries: [SALES], total_count: 1 },
      }),
    });
    await renderConsole(departments, { path: 'department', locale: 'en' });
    // The list's placeholder table comes first, then the records'.
    const name = await screen.findByText('Kinh doanh');
    const row = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(row).toContainElement(name);
    expect(within(row).getByText('Trần Lan')).toBeInTheDocument();
    expect(within(row).getByText(/50[.,]000[.,]000/)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByPlaceholderText('Search'), 'kinh');
    await waitFor(() =>
      expect(lastVariables(calls, 'DepartmentPage')).toMatchObject({
        corporate_id: MY_CORPORATE.id,
        search: 'kinh',
        sort: { field: 'NAME', direction: 'ASC' },
      }),
    );
  });

  it('says what departments are for when there are none, in Vietnamese', async () => {
    signedIn({
      DepartmentPage: () => ({ corporate_departments_page: { entries: [], total_count: 0 } }),
    });
    await renderConsole(departments, { path: 'department', locale: 'vi' });
    expect(await screen.findByText('Doanh nghiệp chưa có phòng ban nào.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tạo phòng ban' })).toBeInTheDocument();
  });

  it('checks the form before sending and shows the server’s field errors on the inputs', async () => {
    let created: DepartmentFieldsFragment | null = null;
    const calls = signedIn({
      CreateDepartment: ({ input }) => {
        if (input.name === 'Kinh doanh') {
          return graphqlError(
            'BAD_USER_INPUT',
            'name: taken',
            {
              fields: [
                {
                  field: 'name',
                  rule: 'unique',
                  message: 'another department of this corporate has this name',
                },
              ],
            },
            ['create_corporate_department'],
          );
        }
        created = department('d-new', input.name, {
          approver_id: input.approver_id == null ? null : String(input.approver_id),
          monthly_limit: input.monthly_limit ?? null,
        });
        return { create_corporate_department: created };
      },
      DepartmentPage: () => ({
        corporate_departments_page: {
          entries: created ? [SALES, created] : [SALES],
          total_count: created ? 2 : 1,
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    await renderConsole(departments, { path: 'department/create', locale: 'en' });
    const name = await screen.findByRole('textbox', { name: /Department name/ });
    const limit = screen.getByRole('spinbutton', { name: /Monthly limit/ });
    await user.type(limit, '-5');
    await clickSave(user);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Must be at least 0')).toBeInTheDocument();
    expect(operationsOf(calls)).not.toContain('CreateDepartment');

    await user.type(name, 'Kinh doanh');
    await user.clear(limit);
    await user.type(limit, '1000000');
    await clickSave(user);
    expect(await screen.findByText('This value is already in use')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.clear(name);
    await user.type(name, 'Kho vận');
    await clickSave(user);
    await screen.findByText('Kho vận');
    expect(within(screen.getByRole('table')).getByText('Kho vận')).toBeInTheDocument();
    expect(lastVariables(calls, 'CreateDepartment')).toEqual({
      input: {
        corporate_id: MY_CORPORATE.id,
        name: 'Kho vận',
        approver_id: null,
        monthly_limit: 1_000_000,
        active: true,
      },
    });
  });

  it('renames a department, sending only what changed', async () => {
    let current = { ...SALES };
    const calls = signedIn({
      Department: () => ({ corporate_department: current }),
      UpdateDepartment: ({ input }) => {
        current = { ...current, name: input.name ?? current.name };
        return { update_corporate_department: current };
      },
      DepartmentPage: () => ({
        corporate_departments_page: { entries: [current], total_count: 1 },
      }),
    });
    const user = userEvent.setup({ delay: null });
    await renderConsole(departments, { path: 'department/d-sales', locale: 'en' });
    const name = await screen.findByRole('textbox', { name: /Department name/ });
    await waitFor(() => expect(name).toHaveValue('Kinh doanh'));
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.clear(name);
    await user.type(name, 'Kinh doanh miền Bắc');
    await clickSave(user);
    expect(await screen.findByText('Kinh doanh miền Bắc')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'UpdateDepartment')?.variables).toEqual({
      input: { id: 'd-sales', name: 'Kinh doanh miền Bắc' },
    });
  });
});
