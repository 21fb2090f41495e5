import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { DepartmentInputs } from './DepartmentInputs';

/** A department is never deleted (docs/corporate-departments.md): its toolbar only saves. */
export function DepartmentEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <DepartmentInputs editing />
      </SimpleForm>
    </Edit>
  );
}
