import { Create, SimpleForm } from 'react-admin';
import { DepartmentInputs } from './DepartmentInputs';

/** A new department; back to the list once the server has stored it. */
export function DepartmentCreate() {
  return (
    <Create redirect="list" mutationMode="pessimistic">
      <SimpleForm defaultValues={{ active: true, approver_id: null, monthly_limit: null }}>
        <DepartmentInputs />
      </SimpleForm>
    </Create>
  );
}
