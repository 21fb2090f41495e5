import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SegmentedToggle } from '../../../components/SegmentedToggle';
import { useT } from '../../../i18n/context';
import { PHONE_PREFIX } from '../../phone';
import type { LoginType } from '../../store/dialogStore';

export interface IdentifierFieldProps {
  loginType: LoginType;
  value: string;
  error?: string;
  onLoginTypeChange: (type: LoginType) => void;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}

/** Email or phone (shown with the +84 prefix), with the login-type switch above it. */
export function IdentifierField({
  loginType,
  value,
  error,
  onLoginTypeChange,
  onChange,
  autoFocus,
}: IdentifierFieldProps) {
  const t = useT();
  const isPhone = loginType === 'phone';
  return (
    <Stack spacing={1.5}>
      <SegmentedToggle<LoginType>
        fullWidth
        color="primary"
        value={loginType}
        ariaLabel={t('account.fields.loginType')}
        onChange={onLoginTypeChange}
        options={[
          { value: 'email', label: t('account.fields.email') },
          { value: 'phone', label: t('account.fields.phone') },
        ]}
      />
      <TextField
        key={loginType}
        fullWidth
        autoFocus={autoFocus}
        name={isPhone ? 'phone_number' : 'email'}
        label={isPhone ? t('account.fields.phone') : t('account.fields.email')}
        type={isPhone ? 'tel' : 'email'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        autoComplete={isPhone ? 'tel-national' : 'username'}
        slotProps={{
          htmlInput: isPhone ? { inputMode: 'numeric' } : { inputMode: 'email' },
          input: isPhone
            ? {
                startAdornment: (
                  <InputAdornment position="start" aria-label={t('account.fields.countryCode')}>
                    {PHONE_PREFIX}
                  </InputAdornment>
                ),
              }
            : undefined,
        }}
      />
    </Stack>
  );
}
