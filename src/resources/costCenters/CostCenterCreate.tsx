import { Create, SimpleForm } from 'react-admin';
import { CostCenterInputs } from './CostCenterInputs';

/** A new cost center with a monthly budget to start from; then its page. */
export function CostCenterCreate() {
  return (
    <Create redirect="show" mutationMode="pessimistic">
      <SimpleForm
        defaultValues={{
          code: null,
          budgets: [{ amount: null, currency: 'VND', reset_period: 'MONTHLY', reset_day: 1 }],
          user_ids: [],
          department_ids: [],
        }}
      >
        <CostCenterInputs />
      </SimpleForm>
    </Create>
  );
}
