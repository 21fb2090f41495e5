import { TextInput, useTranslate } from 'react-admin';
import Typography from '@mui/material/Typography';
import { blankToNull, companyRules as rules } from '../common/corporateValidators';

export function FormSection({ title }: { title: string }) {
  return (
    <Typography component="h2" variant="h6" sx={{ mt: 1, fontSize: '1.1rem' }}>
      {title}
    </Typography>
  );
}

/**
 * The company's fields, shared by the registration form and the details form: names, tax
 * code, representative, then address, e-mail and phone. `taxCodeLocked`: approved companies
 * change their tax code through support (the server answers `locked`).
 */
export function CompanyInputs({ taxCodeLocked = false }: { taxCodeLocked?: boolean }) {
  const translate = useTranslate();
  return (
    <>
      <FormSection title={translate('console.register.company')} />
      <TextInput source="company_name" validate={rules.company_name} fullWidth />
      <TextInput
        source="display_name"
        validate={rules.display_name}
        parse={blankToNull}
        fullWidth
      />
      <TextInput
        source="company_tax_code"
        validate={taxCodeLocked ? undefined : rules.company_tax_code}
        readOnly={taxCodeLocked}
        // The reason stays readable (react-admin greys a read-only input's helper text).
        sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
        helperText={taxCodeLocked ? 'console.detail.taxCodeLocked' : 'console.register.taxCodeHelp'}
        fullWidth
      />
      <TextInput
        source="legal_representative"
        validate={rules.legal_representative}
        parse={blankToNull}
        fullWidth
      />
      <FormSection title={translate('console.register.contact')} />
      <TextInput
        source="company_address"
        validate={rules.company_address}
        multiline
        minRows={2}
        fullWidth
      />
      <TextInput
        source="company_email"
        type="email"
        autoComplete="email"
        validate={rules.company_email}
        fullWidth
      />
      <TextInput
        source="company_phone_number"
        type="tel"
        autoComplete="tel"
        validate={rules.company_phone_number}
        helperText="console.register.phoneHelp"
        fullWidth
      />
    </>
  );
}
