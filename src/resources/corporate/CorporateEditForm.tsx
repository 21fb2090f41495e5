import { useRef } from 'react';
import {
  EditBase,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useSaveContext,
  type RaRecord,
} from 'react-admin';
import { loadCorporate } from '../../account/store/corporateStore';
import { FormErrorAlert } from '../common/FormErrorAlert';
import { CompanyInputs } from '../register/CompanyInputs';
import { LogoInput } from './LogoInput';
import { SettingsInputs } from './SettingsInputs';
import { logoUploadErrors, uploadLogo } from './logoUpload';

/**
 * The form inside EditBase: a chosen logo is uploaded first (its refusal shows under the logo),
 * then update_corporate sends what changed; the server's field errors land on their inputs.
 */
function DetailsForm({ record }: { record: RaRecord }) {
  const { save } = useSaveContext();
  // The file already stored by an earlier attempt whose update was refused: not sent twice.
  const uploaded = useRef<{ file: File; url: string } | null>(null);
  const submit = async (values: Record<string, unknown>) => {
    const { logo_file: file, ...data } = values;
    if (file instanceof File) {
      try {
        const url = uploaded.current?.file === file ? uploaded.current.url : await uploadLogo(file);
        uploaded.current = { file, url };
        data.logo = url;
      } catch (error) {
        return logoUploadErrors(error);
      }
    }
    return save?.(data);
  };
  return (
    <SimpleForm
      onSubmit={submit}
      sx={{ maxWidth: 640 }}
      toolbar={
        <Toolbar sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 2 }}>
          <FormErrorAlert />
          <SaveButton sx={{ alignSelf: 'flex-start' }} />
        </Toolbar>
      }
    >
      <LogoInput companyName={String(record.display_name || record.company_name)} />
      <CompanyInputs taxCodeLocked={record.status === 'APPROVED'} />
      <SettingsInputs />
    </SimpleForm>
  );
}

/** Owner and admin change the company's details (update_corporate, pessimistic). */
export function CorporateEditForm({ record }: { record: RaRecord }) {
  const notify = useNotify();
  const onSuccess = async () => {
    notify('console.detail.saved', { type: 'success' });
    // The name, logo and settings shown elsewhere in the console come from the corporate query.
    await loadCorporate({ force: true });
  };
  return (
    <EditBase
      resource="detail"
      id={record.id}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess }}
    >
      <DetailsForm record={record} />
    </EditBase>
  );
}
