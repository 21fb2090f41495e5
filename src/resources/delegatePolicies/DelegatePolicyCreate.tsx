import { Create, SimpleForm } from 'react-admin';
import { DelegatePolicyInputs, validatePolicy } from './DelegatePolicyInputs';

export function DelegatePolicyCreate() {
  return (
    <Create redirect="list" mutationMode="pessimistic">
      <SimpleForm
        defaultValues={{ active: true, delegatee_ids: [], delegator_ids: [] }}
        validate={validatePolicy}
      >
        <DelegatePolicyInputs />
      </SimpleForm>
    </Create>
  );
}
