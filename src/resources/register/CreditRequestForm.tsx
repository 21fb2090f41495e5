import { useState } from 'react';
import {
  CreateBase,
  SaveButton,
  SelectInput,
  SimpleForm,
  Toolbar,
  required,
  useTranslate,
} from 'react-admin';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CREDIT_REQUEST_FIELDS, CREDIT_REQUEST_RANGES } from '../../../common/corporate-rules';
import { FormErrorAlert } from '../common/FormErrorAlert';

const choicesOf = (field: (typeof CREDIT_REQUEST_FIELDS)[number]) =>
  CREDIT_REQUEST_RANGES[field].map((code) => ({
    id: code,
    name: `console.credit.${field}.${code}`,
  }));

/**
 * The optional credit request (create_credit_request, owner and admin): the five answers of
 * spec §3 from the ranges of common/corporate-rules.ts. Sending again replaces the answers.
 */
export function CreditRequestForm() {
  const translate = useTranslate();
  const [sent, setSent] = useState(false);
  return (
    <Card variant="outlined" component="section" aria-labelledby="credit-request-title">
      <CardContent>
        <Typography id="credit-request-title" component="h2" variant="h6">
          {translate('console.credit.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate('console.credit.intro')}
        </Typography>
        {sent && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {translate('console.credit.sent')}
          </Alert>
        )}
      </CardContent>
      <CreateBase
        resource="credit-request"
        redirect={false}
        mutationMode="pessimistic"
        mutationOptions={{ onSuccess: () => setSent(true) }}
      >
        <SimpleForm
          sx={{ maxWidth: 640, pt: 0 }}
          toolbar={
            <Toolbar sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 2 }}>
              <FormErrorAlert names={['corporate_id']} />
              <SaveButton label="console.credit.submit" sx={{ alignSelf: 'flex-start' }} />
            </Toolbar>
          }
        >
          {CREDIT_REQUEST_FIELDS.map((field) => (
            <SelectInput
              key={field}
              source={field}
              choices={choicesOf(field)}
              validate={required()}
              fullWidth
            />
          ))}
        </SimpleForm>
      </CreateBase>
    </Card>
  );
}
