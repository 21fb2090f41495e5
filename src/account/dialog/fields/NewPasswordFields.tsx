import { useT } from '../../../i18n/context';
import type { FieldErrors } from '../../validation';
import { errorText } from '../messages';
import { PasswordField } from './PasswordField';

interface NewPassword {
  password: string;
  password_confirmation: string;
}

interface NewPasswordFieldsProps {
  form: {
    values: NewPassword;
    errors: FieldErrors<'password' | 'password_confirmation'>;
    setValue: (field: keyof NewPassword, value: string) => void;
  };
  /** 'Password' when creating one, 'New password' when replacing one. */
  label: string;
  autoFocus?: boolean;
  /** A server message for the password, shown when validation has none. */
  serverError?: string;
}

/** A new password and its confirmation (spec §5 rules), as the password steps ask for them. */
export function NewPasswordFields({ form, label, autoFocus, serverError }: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <PasswordField
        autoFocus={autoFocus}
        name="password"
        label={label}
        autoComplete="new-password"
        value={form.values.password}
        error={errorText(t, form.errors.password) ?? serverError}
        onChange={(value) => form.setValue('password', value)}
      />
      <PasswordField
        name="password_confirmation"
        label={t('account.fields.confirmPassword')}
        autoComplete="new-password"
        value={form.values.password_confirmation}
        error={errorText(t, form.errors.password_confirmation)}
        onChange={(value) => form.setValue('password_confirmation', value)}
      />
    </>
  );
}
