import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useT } from '../../i18n/context';

/** The message of a field's rule (checkout.errors.*), naming the field when it is missing. */
export function useRuleMessage() {
  const t = useT();
  return (rule: string, label: string, passengerType?: string): string => {
    switch (rule) {
      case 'required':
        return t('checkout.errors.required', { field: label.toLocaleLowerCase() });
      case 'age_range':
        return t(`checkout.errors.age_range.${(passengerType ?? 'ADULT') as 'ADULT'}`);
      case 'email':
      case 'phone':
      case 'passport_name':
      case 'title':
      case 'country':
      case 'passport':
      case 'future':
      case 'validity':
      case 'count':
      case 'too_big':
      case 'date':
      case 'offer':
      case 'infant':
      case 'no_return':
      case 'in_progress':
        return t(`checkout.errors.${rule}`);
      default:
        return t('checkout.errors.other');
    }
  };
}

export type FormFieldProps = Omit<TextFieldProps, 'error' | 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The rule that failed for this field, if any. */
  rule?: string;
  passengerType?: string;
};

/** A labelled text field whose error text comes from its rule, in the page's language. */
export function FormField({ rule, passengerType, onChange, helperText, ...rest }: FormFieldProps) {
  const message = useRuleMessage();
  return (
    <TextField
      {...rest}
      fullWidth
      size="small"
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(rule)}
      helperText={rule ? message(rule, rest.label, passengerType) : helperText}
    />
  );
}
