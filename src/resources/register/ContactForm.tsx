import { useState } from 'react';
import {
  Form,
  SaveButton,
  TextInput,
  email,
  maxLength,
  minLength,
  required,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStore } from '../../account/store/createStore';
import { sessionStore } from '../../account/store/sessionStore';
import { HttpError } from '../../api/httpError';
import { TICKET_LIMITS } from '../../../common/support-rules';
import { FormErrorAlert } from '../common/FormErrorAlert';
import { blankToNull, companyRules } from '../common/corporateValidators';

/**
 * Questions to the corporate team (notify_contact, kept by the server as a support ticket):
 * name and e-mail start as the account's; a refusal shows under its inputs and keeps the text.
 */
export function ContactForm({ companyName }: { companyName?: string | null }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { profile } = useStore(sessionStore);
  const [sent, setSent] = useState(0);
  const defaults = {
    name: [profile?.first_name, profile?.last_name].filter(Boolean).join(' '),
    email: profile?.email ?? '',
    phone_number: null,
    company_name: companyName ?? null,
    message: '',
  };
  const submit = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.notifyContact('contact', { ...values, source: 'corporate-register' });
      setSent((n) => n + 1);
    } catch (error) {
      if (error instanceof HttpError && error.body?.errors) return error.body.errors;
      return { root: { serverError: error instanceof Error ? error.message : String(error) } };
    }
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="contact-title">
      <CardContent>
        <Typography id="contact-title" component="h2" variant="h6">
          {translate('console.contact.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {translate('console.contact.intro')}
        </Typography>
        {sent > 0 && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {translate('console.contact.sent')}
          </Alert>
        )}
        <Form key={sent} resource="contact" defaultValues={defaults} onSubmit={submit}>
          <Stack sx={{ maxWidth: 640 }}>
            <TextInput
              source="name"
              autoComplete="name"
              validate={[required(), maxLength(TICKET_LIMITS.nameMax)]}
            />
            <TextInput source="email" type="email" validate={[required(), email()]} />
            <TextInput
              source="phone_number"
              type="tel"
              parse={blankToNull}
              validate={companyRules.optionalPhone}
            />
            <TextInput source="company_name" parse={blankToNull} validate={maxLength(200)} />
            <TextInput
              source="message"
              multiline
              minRows={3}
              helperText="console.contact.messageHelp"
              validate={[
                required(),
                minLength(TICKET_LIMITS.messageMin),
                maxLength(TICKET_LIMITS.messageMax),
              ]}
            />
            <FormErrorAlert />
            <SaveButton label="console.contact.submit" sx={{ alignSelf: 'flex-start', mt: 1 }} />
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
