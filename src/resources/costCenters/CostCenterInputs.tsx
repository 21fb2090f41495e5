import {
  ArrayInput,
  AutocompleteArrayInput,
  FormDataConsumer,
  NumberInput,
  SimpleFormIterator,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  required,
  useTranslate,
  SelectInput,
} from 'react-admin';
import { ReferenceArrayInput } from '../references/referenceInputs';
import { PEOPLE_REFERENCE, personChoice } from '../common/PersonOption';
import { amountRules, nameRules } from '../common/validators';

const PERIODS = ['MONTHLY', 'QUARTERLY', 'YEARLY', 'NEVER'] as const;
const NAME_SORT = { field: 'name', order: 'ASC' } as const;
const label = (field: string) => `resources.cost-center.fields.${field}`;

/** One budget per period: a later budget of a period already used is refused, as on the server. */
export function onePerPeriod(
  value: unknown,
  values: { budgets?: Array<{ reset_period?: string } | null> },
  props?: { source?: string },
) {
  const index = Number(/^budgets\.(\d+)\./.exec(props?.source ?? '')?.[1] ?? -1);
  const earlier = (values.budgets ?? []).slice(0, Math.max(0, index));
  return earlier.some((b) => (b?.reset_period ?? 'MONTHLY') === value)
    ? 'console.validation.onePerPeriod'
    : undefined;
}

/**
 * The cost-center form (create and edit): name, code, budgets (amount in whole VND, reset
 * period and day; the API takes other currencies, the console offers the corporate's VND) and who may charge it (staff and departments). The rules
 * mirror the server's; its field errors (a taken name, a budget per period, someone who left)
 * show on the same inputs.
 */
export function CostCenterInputs() {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" validate={nameRules} fullWidth />
      <TextInput source="code" validate={maxLength(30)} parse={(v: string) => v || null} />
      <ArrayInput
        source="budgets"
        helperText={translate('console.costCenters.budgetsHelp')}
        sx={{ width: '100%' }}
      >
        <SimpleFormIterator inline disableReordering>
          <NumberInput
            source="amount"
            label={label('amount')}
            validate={[required(), ...amountRules]}
          />
          <SelectInput
            source="reset_period"
            label={label('reset_period')}
            choices={PERIODS.map((id) => ({
              id,
              name: translate(`console.costCenters.periods.${id}`),
            }))}
            defaultValue="MONTHLY"
            validate={[required(), onePerPeriod]}
          />
          <FormDataConsumer<{ reset_period?: string }>>
            {({ scopedFormData }) =>
              scopedFormData?.reset_period === 'NEVER' ? null : (
                <NumberInput
                  source="reset_day"
                  label={label('reset_day')}
                  defaultValue={1}
                  helperText={translate('console.costCenters.resetDayHelp')}
                  validate={[required(), minValue(1), maxValue(31)]}
                />
              )
            }
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
      <ReferenceArrayInput source="user_ids" {...PEOPLE_REFERENCE}>
        <AutocompleteArrayInput
          {...personChoice}
          helperText={translate('console.costCenters.staffHelp')}
          fullWidth
        />
      </ReferenceArrayInput>
      <ReferenceArrayInput
        source="department_ids"
        reference="department"
        filter={{ active: true }}
        perPage={100}
        sort={NAME_SORT}
      >
        <AutocompleteArrayInput
          helperText={translate('console.costCenters.departmentsHelp')}
          fullWidth
        />
      </ReferenceArrayInput>
    </>
  );
}
