import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { mainService, profileOf } from '../../account/testing/renderAccount';
import {
  MY_CORPORATE,
  corporateService,
  graphqlError,
  staffEntry,
} from '../../dataProviders/testing/corporateService';
import { renderApp } from '../../test/renderApp';

const department = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  active: true,
  approver_id: null,
  corporate_id: MY_CORPORATE.id,
  inserted_at: '2026-02-01T03:00:00.000Z',
  monthly_limit: null,
  approver: null,
  ...extra,
});

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

function signedIn(answers: Parameters<typeof corporateService>[0]) {
  Cookies.set('uts_token', 'access-1');
  mainService({ SessionProfile: () => ({ profile: profileOf() }) });
  return corporateService({
    MyDelegators: () => ({ my_delegators: [] }),
    StaffPage: () => ({ corporate_staffs_page: { entries: [LAN], total_count: 1 } }),
    ...answers,
  });
}

describe('departments', { timeout: 30_000 }, () => {
  it('lists the corporate’s departments with approver and limit, filtered by the server', async () => {
    const calls = signedIn({
      DepartmentPage: () => ({
        corporate_departments_page: { entries: [SALES], total_count: 1 },
      }),
    });
    renderApp('/corporate/department', 'en');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByText('Kinh doanh')).toBeInTheDocument();
    expect(within(row).getByText('Trần Lan')).toBeInTheDocument();
    expect(within(row).getByText(/50[.,]000[.,]000/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Search'), 'kinh');
    await waitFor(() =>
      expect(
        calls.filter((c) => c.operationName === 'DepartmentPage').at(-1)?.variables,
      ).toMatchObject({
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
    renderApp('/corporate/department', 'vi');
    expect(
      await screen.findByText('Doanh nghiệp chưa có phòng ban nào.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tạo phòng ban' })).toBeInTheDocument();
  });

  it('checks the form before sending and shows the server’s field errors on the inputs', async () => {
    let created: Record<string, unknown> | null = null;
    const calls = signedIn({
      CreateDepartment: (v) => {
        const input = v.input as Record<string, unknown>;
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
        created = department('d-new', String(input.name), input);
        return { create_corporate_department: created };
      },
      DepartmentPage: () => ({
        corporate_departments_page: {
          entries: created ? [SALES, created] : [SALES],
          total_count: created ? 2 : 1,
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/corporate/department/create', 'en');
    const name = await screen.findByRole(
      'textbox',
      { name: /Department name/ },
      { timeout: 10_000 },
    );
    const limit = screen.getByRole('spinbutton', { name: /Monthly limit/ });
    await user.type(limit, '-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Must be at least 0')).toBeInTheDocument();
    expect(calls.map((c) => c.operationName)).not.toContain('CreateDepartment');

    await user.type(name, 'Kinh doanh');
    await user.clear(limit);
    await user.type(limit, '1000000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This value is already in use')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.clear(name);
    await user.type(name, 'Kho vận');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(await within(table).findByText('Kho vận')).toBeInTheDocument();
    expect(calls.filter((c) => c.operationName === 'CreateDepartment').at(-1)?.variables).toEqual({
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
      UpdateDepartment: (v) => {
        current = { ...current, ...(v.input as object) };
        return { update_corporate_department: current };
      },
      DepartmentPage: () => ({
        corporate_departments_page: { entries: [current], total_count: 1 },
      }),
    });
    const user = userEvent.setup();
    renderApp('/corporate/department/d-sales', 'en');
    const name = await screen.findByRole(
      'textbox',
      { name: /Department name/ },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(name).toHaveValue('Kinh doanh'));
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.clear(name);
    await user.type(name, 'Kinh doanh miền Bắc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(calls.find((c) => c.operationName === 'UpdateDepartment')?.variables).toEqual({
      input: { id: 'd-sales', name: 'Kinh doanh miền Bắc' },
    });
  });
});
