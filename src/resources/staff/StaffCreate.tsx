import { Create, SimpleForm } from 'react-admin';
import { StaffInputs } from './StaffInputs';

/**
 * Adding a staff member by e-mail: the server makes the account if there is none and sends
 * the invitation (docs/corporate-staff.md). Its field errors show under the inputs.
 */
export function StaffCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <StaffInputs mode="create" />
      </SimpleForm>
    </Create>
  );
}
