import { AutocompleteArrayInput, BooleanInput, required, useTranslate } from 'react-admin';
import { ReferenceArrayInput } from '../references/referenceInputs';
import { PEOPLE_REFERENCE, personChoice } from '../common/PersonOption';

/**
 * Mirrors the server's rule that nobody is on both sides of one policy; the others (active
 * staff, a pair in one policy only) are the server's, shown on the same inputs.
 */
export function validatePolicy(values: Record<string, unknown>) {
  const delegatees = new Set((values.delegatee_ids as string[] | undefined) ?? []);
  const both = ((values.delegator_ids as string[] | undefined) ?? []).some((id) =>
    delegatees.has(id),
  );
  return both ? { delegator_ids: 'console.validation.bothSides' } : {};
}

/** The delegate policy form (create and edit): delegatees, delegators (active staff,
 * picked by the server's search), active. */
export function DelegatePolicyInputs() {
  const translate = useTranslate();
  return (
    <>
      <ReferenceArrayInput source="delegatee_ids" {...PEOPLE_REFERENCE}>
        <AutocompleteArrayInput
          {...personChoice}
          validate={required()}
          helperText={translate('console.delegatePolicies.delegateesHelp')}
          fullWidth
        />
      </ReferenceArrayInput>
      <ReferenceArrayInput source="delegator_ids" {...PEOPLE_REFERENCE}>
        <AutocompleteArrayInput
          {...personChoice}
          validate={required()}
          helperText={translate('console.delegatePolicies.delegatorsHelp')}
          fullWidth
        />
      </ReferenceArrayInput>
      <BooleanInput source="active" />
    </>
  );
}
