import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ArrayInput,
  Button,
  Form,
  SaveButton,
  SimpleFormIterator,
  TextInput,
  maxLength,
  required,
  useCanAccess,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { HttpError } from '../../api/httpError';
import { FormErrorAlert } from '../common/FormErrorAlert';
import { fieldLabel, policyText } from './choices';

interface Reason {
  id?: string;
  code: string;
  description: string;
}

const QUERY_KEY = ['set-policy', 'getPolicyReasons'];

/** The server's own form (docs/graphql-contract.md): capitals, spaces as `_`. */
export const normaliseCode = (code: string) => code.trim().toUpperCase().replace(/\s+/g, '_');

const codeFormat = (value: unknown) =>
  typeof value === 'string' && value.trim() && !/^[A-Z0-9_-]{1,32}$/.test(normaliseCode(value))
    ? policyText('reasons.codeFormat')
    : undefined;

/** A code already used by an earlier row (the server's `unique`, caught before sending). */
const uniqueCode = (
  value: unknown,
  values: { reasons?: Array<Partial<Reason> | null> },
  props?: { source?: string },
) => {
  const index = Number(/^reasons\.(\d+)\./.exec(props?.source ?? '')?.[1] ?? -1);
  const code = typeof value === 'string' ? normaliseCode(value) : '';
  const earlier = (values.reasons ?? []).slice(0, Math.max(0, index));
  return code && earlier.some((r) => normaliseCode(r?.code ?? '') === code)
    ? policyText('reasons.duplicate')
    : undefined;
};

/** Editors' form: the whole list, saved at once (a kept code keeps its id). */
function ReasonsForm({ reasons }: { reasons: Reason[] }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const save = async (values: Record<string, unknown>) => {
    try {
      const { data } = (await dataProvider.updatePolicyReasons('set-policy', {
        reasons: values.reasons ?? [],
      })) as { data: Reason[] };
      queryClient.setQueryData(QUERY_KEY, data);
      notify(policyText('reasons.saved'), { type: 'success' });
      return undefined;
    } catch (error) {
      const errors = error instanceof HttpError ? error.body?.errors : undefined;
      if (errors) return errors;
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
      return undefined;
    }
  };
  return (
    <Form record={{ reasons }} onSubmit={save} key={JSON.stringify(reasons)} noValidate>
      {reasons.length === 0 ? (
        <Typography variant="body2">{translate(policyText('reasons.empty'))}</Typography>
      ) : null}
      <ArrayInput source="reasons" label={false}>
        <SimpleFormIterator inline disableReordering>
          <TextInput
            source="code"
            label={fieldLabel('code')}
            helperText={policyText('reasons.codeHelp')}
            validate={[required(), codeFormat, uniqueCode]}
          />
          <TextInput
            source="description"
            label={fieldLabel('description')}
            helperText={false}
            validate={[required(), maxLength(200)]}
            sx={{ minWidth: { sm: 320 } }}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
        <FormErrorAlert names={['reasons']} />
        <SaveButton label={policyText('reasons.save')} />
      </Box>
    </Form>
  );
}

/** Everyone else: the codes as a list. */
function ReasonsRead({ reasons }: { reasons: Reason[] }) {
  const translate = useTranslate();
  if (reasons.length === 0) {
    return <Typography variant="body2">{translate(policyText('reasons.empty'))}</Typography>;
  }
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {reasons.map((r) => (
        <Box key={r.code} sx={{ mb: 1 }}>
          <Typography component="dt" variant="body2" sx={{ fontFamily: 'monospace' }}>
            {r.code}
          </Typography>
          <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
            {r.description}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The company's reason codes (travel_policy_reasons): what a traveller picks when a level
 * allows booking outside the policy with a reason.
 */
export function ReasonCodes() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { canAccess: canEdit } = useCanAccess({ resource: 'set-policy', action: 'edit' });
  const { data, error, isPending, refetch } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () =>
      ((await dataProvider.getPolicyReasons('set-policy')) as { data: Reason[] }).data,
  });
  return (
    <Card component="section" variant="outlined" aria-labelledby="policy-reasons">
      <CardContent>
        <Typography id="policy-reasons" component="h2" variant="h6" gutterBottom>
          {translate(policyText('reasons.title'))}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(policyText('reasons.intro'))}
        </Typography>
        {error ? (
          <Alert
            severity="error"
            role="alert"
            action={<Button label={policyText('retry')} onClick={() => void refetch()} />}
          >
            {translate(policyText('reasons.loadError'))}
          </Alert>
        ) : isPending || canEdit === undefined ? null : canEdit ? (
          <ReasonsForm reasons={data} />
        ) : (
          <ReasonsRead reasons={data} />
        )}
      </CardContent>
    </Card>
  );
}
