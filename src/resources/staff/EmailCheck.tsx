import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import { emailAddress } from './staffRules';

interface Check {
  email: string;
  user_exists: boolean;
  already_staff: boolean;
  in_other_corporate: boolean;
  invitation?: string | null;
}

/** Which of the spec's cases an e-mail is, as a catalogue key and an alert severity. */
function outcomeOf(check: Check): { key: string; severity: 'info' | 'warning' | 'error' } {
  if (check.already_staff && check.invitation && check.invitation !== 'ACCEPTED') {
    return { key: 'alreadyInvited', severity: 'warning' };
  }
  if (check.already_staff) return { key: 'alreadyStaff', severity: 'warning' };
  if (check.in_other_corporate) return { key: 'inOtherCorporate', severity: 'error' };
  if (check.user_exists) return { key: 'existingAccount', severity: 'info' };
  return { key: 'newAccount', severity: 'info' };
}

/**
 * before_create_corporate_staff as the e-mail is typed (half a second after the last key, once
 * it looks like an address): an existing account, someone already here or in another company,
 * or a new person who gets an account — each followed by the invitation.
 */
export function EmailCheck() {
  const email = useWatch({ name: 'email' }) as string | undefined;
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const [check, setCheck] = useState<Check | null>(null);

  useEffect(() => {
    const value = (email ?? '').trim();
    setCheck(null);
    if (!value || emailAddress(value)) return;
    let current = true;
    const timer = setTimeout(() => {
      dataProvider
        .checkEmail('users', { email: value })
        .then(({ data }: { data: Check }) => current && setCheck(data))
        .catch(() => undefined); // the server says it again on save
    }, 500);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [email, dataProvider]);

  if (!check) return null;
  const { key, severity } = outcomeOf(check);
  return (
    <Alert severity={severity} role="status" sx={{ mb: 2, width: '100%' }}>
      {translate(`console.staff.emailCheck.${key}`, { email: check.email })}
    </Alert>
  );
}
