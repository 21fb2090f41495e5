import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLocale, useT } from '../../../i18n/context';
import type { Locale } from '../../../i18n/types';

type NameField = 'first_name' | 'last_name';

/** Spec §2: English shows first name then last name; Vietnamese last name first. */
export function nameOrder(locale: Locale): NameField[] {
  return locale === 'vi' ? ['last_name', 'first_name'] : ['first_name', 'last_name'];
}

export interface NameFieldsProps {
  values: Record<NameField, string>;
  errors: Partial<Record<NameField, string>>;
  onChange: (field: NameField, value: string) => void;
  autoFocus?: boolean;
}

export function NameFields({ values, errors, onChange, autoFocus }: NameFieldsProps) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {nameOrder(locale).map((field, index) => (
        <TextField
          key={field}
          fullWidth
          name={field}
          autoFocus={autoFocus && index === 0}
          label={
            field === 'first_name' ? t('account.fields.firstName') : t('account.fields.lastName')
          }
          autoComplete={field === 'first_name' ? 'given-name' : 'family-name'}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          error={Boolean(errors[field])}
          helperText={errors[field]}
        />
      ))}
    </Stack>
  );
}
