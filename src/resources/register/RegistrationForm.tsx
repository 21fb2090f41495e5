import { useQueryClient } from '@tanstack/react-query';
import {
  CreateBase,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Card from '@mui/material/Card';
import { loadCorporate } from '../../account/store/corporateStore';
import { FormErrorAlert } from '../common/FormErrorAlert';
import { blankToNull } from '../common/corporateValidators';
import { CompanyInputs } from './CompanyInputs';

const EMPTY = {
  company_name: '',
  display_name: null,
  company_address: '',
  company_email: '',
  company_phone_number: '',
  company_tax_code: '',
  legal_representative: null,
  referral_code: null,
};

function RegistrationToolbar({ resubmit }: { resubmit: boolean }) {
  return (
    <Toolbar sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 2 }}>
      <FormErrorAlert names={['corporate']} />
      <SaveButton
        label={resubmit ? 'console.register.resubmit' : 'console.register.submit'}
        icon={<SendOutlined />}
        alwaysEnable={resubmit}
        sx={{ alignSelf: 'flex-start' }}
      />
    </Toolbar>
  );
}

/**
 * The company form → create_corporate_request. Checked here by the server's rules first; the
 * server's field errors appear under their inputs, and what was typed stays. Once stored, the
 * user's corporate (and with it their permissions) is loaded afresh: the page then shows the
 * pending registration. `record`: a REJECTED registration's details, corrected and sent again.
 */
export function RegistrationForm({ record }: { record?: Partial<RaRecord> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    notify('console.register.sent', { type: 'success' });
    await loadCorporate({ force: true });
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
  };
  return (
    <Card variant="outlined" component="section" aria-label={translate('resources.register.name')}>
      <CreateBase
        resource="register"
        record={{ ...EMPTY, ...record }}
        redirect={false}
        mutationMode="pessimistic"
        mutationOptions={{ onSuccess }}
      >
        <SimpleForm
          toolbar={<RegistrationToolbar resubmit={Boolean(record)} />}
          sx={{ maxWidth: 640 }}
        >
          <CompanyInputs />
          <TextInput
            source="referral_code"
            parse={blankToNull}
            helperText="console.register.referralHelp"
            fullWidth
          />
        </SimpleForm>
      </CreateBase>
    </Card>
  );
}
