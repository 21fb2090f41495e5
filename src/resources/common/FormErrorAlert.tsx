import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';

/**
 * A server refusal that belongs to no input (a field error on `names` such as `corporate`, or
 * an input error naming no field, `root.serverError`), shown above the form's buttons.
 */
export function FormErrorAlert({ names = [] }: { names?: readonly string[] }) {
  const translate = useTranslate();
  const { errors } = useFormState();
  const messages = [
    ...names.map((name) => errors[name]?.message),
    errors.root?.serverError?.message,
  ].filter((m): m is string => typeof m === 'string' && m !== '');
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" role="alert" sx={{ width: '100%' }}>
      {messages.map((m) => translate(m, { _: m })).join(' ')}
    </Alert>
  );
}
