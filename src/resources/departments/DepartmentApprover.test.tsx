import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { AdminContext, Create, ResourceContextProvider, SimpleForm } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../../config';
import { dataProvider } from '../../dataProviders';
import { createI18nProvider, loadConsoleCatalogue } from '../../i18n/i18nProvider';
import { MY_CORPORATE, staffEntry } from '../../test/corporateFixtures';
import { testConfig } from '../../test/fixtures';
import { graphqlService, operationsOf } from '../../test/graphqlService';
import { DepartmentInputs } from './DepartmentInputs';
import { markSignedIn } from '../../account/store/sessionStore';

beforeEach(() => {
  resetConfigForTests(testConfig);
  Cookies.set('uts_token', 'access-1');
  // As a sign-in does: a corporate still settling from the file before in this worker is forgotten.
  markSignedIn();
});

// Two people of one name, told apart by their e-mail and department.
const KHANG_SALES = staffEntry(1, {
  first_name: 'Khang',
  last_name: 'Phạm Đức',
  email: 'khang.pd@songhong.example',
  department: { id: 'd1', name: 'Kinh doanh' },
});
const KHANG_STORE = staffEntry(2, {
  first_name: 'Khang',
  last_name: 'Phạm Đức',
  email: 'khang.pham@songhong.example',
  department: { id: 'd2', name: 'Kho vận' },
});

async function renderDepartmentForm() {
  await loadConsoleCatalogue('vi');
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('vi')}>
      <ResourceContextProvider value="department">
        <Create>
          <SimpleForm>
            <DepartmentInputs />
          </SimpleForm>
        </Create>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe('the department approver picker', { timeout: 30_000 }, () => {
  it('asks the server 20 people at a time as one types, and shows e-mail and department', async () => {
    const calls = graphqlService('corporate', {
      MyCorporate: () => ({ corporate: MY_CORPORATE }),
      // Answered so that asking it would show in `calls` (the assertion at the end).
      CorporateMembers: () => ({ corporate_members: [] }),
      StaffPage: (variables) => ({
        corporate_staffs_page: {
          entries: variables.search ? [KHANG_SALES, KHANG_STORE] : [],
          total_count: variables.search ? 2 : 0,
        },
      }),
    });
    const user = userEvent.setup();
    await renderDepartmentForm();
    const approver = await screen.findByRole('combobox', { name: 'Người duyệt' });
    await user.type(approver, 'khang');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(within(options[0]).getByText('Phạm Đức Khang')).toBeInTheDocument();
    expect(
      within(options[0]).getByText('khang.pd@songhong.example · Kinh doanh'),
    ).toBeInTheDocument();
    expect(
      within(options[1]).getByText('khang.pham@songhong.example · Kho vận'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.operationName === 'StaffPage').at(-1)?.variables).toEqual({
        corporate_id: 'c-song-hong',
        search: 'khang',
        filter: { active: true },
        sort: { field: 'FIRST_NAME', direction: 'ASC' },
        limit: 20,
        offset: 0,
      }),
    );
    // Never the whole member list (corporate_members answers everyone at once).
    expect(operationsOf(calls)).not.toContain('CorporateMembers');
  });
});
