import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { CostCenterInputs } from './CostCenterInputs';

/** Archiving is on the cost center's page (owner and admins); the form only saves. */
export function CostCenterEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <CostCenterInputs />
      </SimpleForm>
    </Edit>
  );
}
