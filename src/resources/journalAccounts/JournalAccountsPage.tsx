import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  Form,
  SaveButton,
  TextInput,
  regex,
  required,
  useGetOne,
  useNotify,
  usePermissions,
  useTranslate,
  useUpdate,
} from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JournalAccountRowFragment } from '../../api/generated/corporate';
import { HttpError } from '../../api/httpError';
import { can, type Actor } from '../../../common/permissions/corporate';
import { ConsoleTitle } from '../../corporate/ConsoleTitle';

interface Mapping {
  id: string;
  accounts: JournalAccountRowFragment[];
}

/** An account of the chart: 3 to 8 digits (the server's rule too). */
const ACCOUNT = /^\d{3,8}$/;

/** Puts every role back to its Circular 200 default (saved only with Save). */
function RestoreDefaults({ accounts }: { accounts: JournalAccountRowFragment[] }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  return (
    <Button
      onClick={() =>
        accounts.forEach((a, i) =>
          setValue(`accounts.${i}.account`, a.default_account, { shouldDirty: true }),
        )
      }
    >
      {translate('console.journalAccounts.restore')}
    </Button>
  );
}

/**
 * The company's chart-of-accounts mapping for the accounting export (docs/finance.md
 * "Accounting export"): each role a journal line plays and the account it is booked to
 * (Circular 200/2014 defaults shown beside). Owner, admins and accounting read it (`invoices`
 * export) and change it (`invoices` create); a refused account shows under its input.
 */
export function JournalAccountsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions: actor } = usePermissions<Actor>();
  const id = actor?.corporateId ?? '';
  const canEdit = actor ? can(actor, 'create', 'invoices') : false;
  const { data, isPending, error, refetch } = useGetOne<Mapping>(
    'journal-accounts',
    { id },
    { enabled: Boolean(id) },
  );
  const [update] = useUpdate<Mapping>();
  const [saved, setSaved] = useState(0);
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`console.journalAccounts.${key}`, options);

  const submit = async (values: Record<string, unknown>) => {
    try {
      await update(
        'journal-accounts',
        { id, data: values, previousData: data },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      setSaved((n) => n + 1);
      notify('console.journalAccounts.saved', { type: 'success' });
    } catch (failure) {
      if (failure instanceof HttpError && failure.body?.errors) return failure.body.errors;
      return { root: { serverError: t('saveFailed') } };
    }
  };

  let body;
  if (error) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadError')}
      </Alert>
    );
  } else if (isPending || !data) {
    body = <Skeleton variant="rounded" height={320} />;
  } else {
    body = (
      <Form key={saved} record={data} onSubmit={submit} resource="journal-accounts">
        <Stack spacing={1} sx={{ maxWidth: 640 }}>
          {data.accounts.map((row, i) => (
            <Box key={row.role}>
              <TextInput
                source={`accounts.${i}.account`}
                label={t(`roles.${row.role}.label`)}
                helperText={t('defaultHelp', {
                  account: row.default_account,
                  name: t(`roles.${row.role}.default`),
                })}
                validate={[required(), regex(ACCOUNT, 'console.journalAccounts.format')]}
                disabled={!canEdit}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
              />
            </Box>
          ))}
          {canEdit ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <SaveButton label="console.journalAccounts.save" />
              <RestoreDefaults accounts={data.accounts} />
            </Box>
          ) : (
            <Alert severity="info">{t('readOnly')}</Alert>
          )}
        </Stack>
      </Form>
    );
  }
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <ConsoleTitle title={t('title')} />
      <Typography component="h1" variant="h5" gutterBottom>
        {t('title')}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('intro')}
          </Typography>
          {body}
        </CardContent>
      </Card>
    </Box>
  );
}
