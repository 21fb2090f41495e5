import Box from '@mui/material/Box';
import { errorProps, Field, nativeControlSx } from './Field';

export interface DateFieldProps {
  id: string;
  label: string;
  value: string;
  min: string;
  max: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** A calendar date ('YYYY-MM-DD') through the browser's own date picker. */
export function DateField({ id, label, value, min, max, onChange, error }: DateFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <Box
        component="input"
        type="date"
        id={id}
        name={id}
        value={value}
        min={min}
        max={max}
        required
        onChange={(event) => onChange((event.target as HTMLInputElement).value)}
        sx={nativeControlSx}
        {...errorProps(id, error)}
      />
    </Field>
  );
}
