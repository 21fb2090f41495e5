import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { DelegatePolicyInputs, validatePolicy } from './DelegatePolicyInputs';

/** Edit, or delete after confirming (pessimistic: the list changes once the server has). */
function PolicyToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton
        mutationMode="pessimistic"
        confirmTitle="console.delegatePolicies.confirmDeleteTitle"
        confirmContent="console.delegatePolicies.confirmDeleteContent"
      />
    </Toolbar>
  );
}

export function DelegatePolicyEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm validate={validatePolicy} toolbar={<PolicyToolbar />}>
        <DelegatePolicyInputs />
      </SimpleForm>
    </Edit>
  );
}
