import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useT } from '../../../i18n/context';

export interface PasswordFieldProps {
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  name,
  label,
  value,
  error,
  onChange,
  autoComplete,
  autoFocus,
}: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      fullWidth
      name={name}
      label={label}
      type={visible ? 'text' : 'password'}
      value={value}
      autoFocus={autoFocus}
      autoComplete={autoComplete}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                size="small"
                aria-label={
                  visible ? t('account.fields.hidePassword') : t('account.fields.showPassword')
                }
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
