import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  NumberInput,
  SimpleFormIterator,
  TextInput,
  usePermissions,
  useRecordContext,
  useTranslate,
  SelectInput,
} from 'react-admin';
import { ReferenceInput } from '../references/referenceInputs';
import Typography from '@mui/material/Typography';
import { assignableRoles, type Actor } from '../../../common/permissions/corporate';
// From the list runtime, not 'react-admin': the form then reaches every module the runtime
// does, so the bundler keeps the runtime one chunk instead of cutting out what lists and
// forms share (docs/decisions.md, "Console bundle").
import { PEOPLE_REFERENCE, personChoice } from '../common/PersonOption';
import { EmailCheck } from './EmailCheck';
import * as rules from './staffRules';

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography component="h2" variant="subtitle1" sx={{ mt: 2 }}>
      {translate(title)}
    </Typography>
  );
}

/** Roles the signed-in member may give; the record's own role stays shown (read-only). */
function RoleInput() {
  const translate = useTranslate();
  const record = useRecordContext();
  const { permissions } = usePermissions<Actor>();
  const allowed: string[] = permissions ? assignableRoles(permissions) : [];
  const current = record?.role as string | undefined;
  const locked = Boolean(current && !allowed.includes(current));
  const roles = locked && current ? [current, ...allowed] : allowed;
  return (
    <SelectInput
      source="role"
      choices={roles.map((role) => ({ id: role, name: translate(`console.roles.${role}`) }))}
      defaultValue="STAFF"
      disabled={locked}
      helperText={locked ? 'console.staff.roleLocked' : false}
    />
  );
}

const full = { fullWidth: true } as const;

/**
 * Create and Edit share these inputs (spec §3 corporate staff). `mode` 'create' asks for the
 * e-mail the invitation goes to; 'edit' shows it read-only and adds what only the person's
 * record holds: activity, travel documents, frequent-flyer numbers and the expense flag.
 */
export function StaffInputs({ mode }: { mode: 'create' | 'edit' }) {
  const translate = useTranslate();
  return (
    <>
      <TextInput
        source="email"
        // Not type="email": the browser's own check would block the form with its own bubble.
        autoComplete="off"
        disabled={mode === 'edit'}
        validate={mode === 'create' ? [rules.requiredValue, rules.emailAddress] : undefined}
        helperText={mode === 'create' ? 'console.staff.emailHelp' : false}
        {...full}
      />
      {mode === 'create' && <EmailCheck />}
      <SelectInput
        source="courtesy_title"
        choices={rules.COURTESY_TITLES.map((t) => ({ id: t, name: `console.staff.courtesy.${t}` }))}
      />
      <TextInput source="last_name" validate={rules.maxLength(100)} {...full} />
      <TextInput source="first_name" validate={rules.maxLength(100)} {...full} />
      <TextInput
        source="phone_number"
        type="tel"
        validate={rules.phoneNumber}
        helperText="console.staff.phoneHelp"
        {...full}
      />
      <RoleInput />
      <TextInput source="employee_id" validate={rules.employeeId} />
      <TextInput source="title" validate={rules.maxLength(100)} {...full} />
      <TextInput source="team" validate={rules.maxLength(100)} {...full} />
      <NumberInput source="monthly_limit" step={1000} min={0} validate={rules.moneyAmount} />
      <ReferenceInput
        source="department_id"
        reference="department"
        sort={{ field: 'name', order: 'ASC' }}
        filter={{ active: true }}
      >
        <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} {...full} />
      </ReferenceInput>
      <ReferenceInput
        source="corporate_level_id"
        reference="levels"
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} {...full} />
      </ReferenceInput>
      <ReferenceInput source="approver_id" {...PEOPLE_REFERENCE}>
        <AutocompleteInput {...personChoice} {...full} />
      </ReferenceInput>
      <TextInput source="note" multiline minRows={2} validate={rules.maxLength(2000)} {...full} />
      {mode === 'edit' && (
        <>
          <BooleanInput source="active" helperText="console.staff.activeHelp" />
          <BooleanInput source="is_enable_expense" />
          <Section title="console.staff.travelDocuments" />
          <TextInput source="passport_last_name" validate={rules.maxLength(100)} {...full} />
          <TextInput source="passport_first_name" validate={rules.maxLength(100)} {...full} />
          <DateInput source="date_of_birth" validate={rules.pastDate} />
          <SelectInput
            source="gender"
            choices={rules.GENDERS.map((g) => ({ id: g, name: `console.staff.gender.${g}` }))}
          />
          <TextInput source="nationality_country_code" validate={rules.countryCode} />
          <TextInput source="passport" validate={rules.passportNumber} />
          <TextInput source="passport_country_code" validate={rules.countryCode} />
          <DateInput source="passport_expired" />
          <TextInput source="legal_entity" validate={rules.maxLength(200)} {...full} />
          <ArrayInput source="frequent_flyer_codes">
            <SimpleFormIterator inline disableReordering>
              <TextInput
                source="airline_code"
                label={translate('console.staff.airlineCode')}
                validate={[rules.requiredValue, rules.airlineCode]}
              />
              <TextInput
                source="code"
                label={translate('console.staff.frequentFlyerNumber')}
                validate={[rules.requiredValue, rules.frequentFlyerNumber]}
              />
            </SimpleFormIterator>
          </ArrayInput>
        </>
      )}
    </>
  );
}
