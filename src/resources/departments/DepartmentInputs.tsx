import { AutocompleteInput, BooleanInput, NumberInput, TextInput, useTranslate } from 'react-admin';
import { ReferenceInput } from '../references/referenceInputs';
import { PEOPLE_REFERENCE, personChoice } from '../common/PersonOption';
import { amountRules, emptyToNull, nameRules } from '../common/validators';

/**
 * The department form (create and edit): name, approver (active staff of the corporate, by
 * user id, searched on the server as one types), monthly limit in VND, active. The rules mirror the server's; its field errors (a taken
 * name, an approver who left, deactivating a department with staff) show on the same inputs.
 */
export function DepartmentInputs({ editing = false }: { editing?: boolean }) {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" validate={nameRules} fullWidth />
      <ReferenceInput source="approver_id" {...PEOPLE_REFERENCE}>
        <AutocompleteInput parse={emptyToNull} {...personChoice} fullWidth />
      </ReferenceInput>
      <NumberInput
        source="monthly_limit"
        validate={amountRules}
        parse={(value: string) => (value === '' ? null : Number(value))}
        helperText={translate('console.departments.limitHelp')}
        fullWidth
      />
      <BooleanInput
        source="active"
        helperText={editing ? translate('console.departments.activeHelp') : false}
      />
    </>
  );
}
