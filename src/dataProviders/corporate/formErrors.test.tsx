import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { AdminContext, Create, ResourceContextProvider, SimpleForm, TextInput } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../../config';
import { createI18nProvider, loadConsoleCatalogue } from '../../i18n/i18nProvider';
import { MY_CORPORATE } from '../../test/corporateFixtures';
import { testConfig } from '../../test/fixtures';
import { graphqlError } from '../../test/graphqlError';
import { graphqlService } from '../../test/graphqlService';
import { dataProvider } from '../index';
import { markSignedIn } from '../../account/store/sessionStore';

beforeEach(() => {
  resetConfigForTests(testConfig);
  Cookies.set('uts_token', 'access-1');
  // As a sign-in does: a corporate still settling from the file before in this worker is forgotten.
  markSignedIn();
});

/** A react-admin form on the staff resource, saving through the console's data provider. */
async function renderStaffForm() {
  await loadConsoleCatalogue('vi');
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('vi')}>
      <ResourceContextProvider value="users">
        <Create>
          <SimpleForm>
            <TextInput source="email" />
            <TextInput source="employee_id" />
          </SimpleForm>
        </Create>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe('server field errors in a react-admin form', { timeout: 15_000 }, () => {
  it('show under the input the server named, in the user’s language, keeping what was typed', async () => {
    const calls = graphqlService('corporate', {
      MyCorporate: () => ({ corporate: MY_CORPORATE }),
      CreateStaff: () =>
        graphqlError(
          'BAD_USER_INPUT',
          'Check the form',
          {
            status: 400,
            fields: [
              { field: 'email', rule: 'invalid_format', message: 'Invalid email address' },
              { field: 'employee_id', rule: 'employee_id_taken', message: 'NV-7 is taken' },
            ],
          },
          ['create_corporate_staff'],
        ),
    });
    const user = userEvent.setup();
    await renderStaffForm();
    const email = await screen.findByRole('textbox', { name: 'Email' });
    const employeeId = screen.getByRole('textbox', { name: 'Mã nhân viên' });
    await user.type(email, 'lan@');
    await user.type(employeeId, 'NV-7');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    // A rule the catalogue knows, translated; another rule, the server's own text.
    expect(await screen.findByText('Định dạng không hợp lệ')).toBeInTheDocument();
    expect(screen.getByText('NV-7 is taken')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('lan@');
    expect(employeeId).toHaveValue('NV-7');
    expect(calls.find((c) => c.operationName === 'CreateStaff')?.variables).toMatchObject({
      input: { corporate_id: 'c-song-hong', email: 'lan@', employee_id: 'NV-7' },
    });
  });
});
