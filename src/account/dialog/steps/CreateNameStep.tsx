import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n/context';
import { errorMessageOf } from '../../accountApi';
import { updateName } from '../../mainApi';
import { finishLogin } from '../../login';
import { useStore } from '../../store/createStore';
import { dialogStore } from '../../store/dialogStore';
import { loadProfile } from '../../store/sessionStore';
import { validateName } from '../../validation';
import { NameFields } from '../fields/NameFields';
import { errorText, serverText } from '../messages';
import { StepHeader } from '../StepHeader';
import { SubmitButton } from '../SubmitButton';
import { useStepForm } from '../useStepForm';

/** create-name (spec §4): first and last name, pre-filled; then close and reload the profile. */
export function CreateNameStep() {
  const t = useT();
  const { form: login } = useStore(dialogStore);
  const form = useStepForm(
    { first_name: login.first_name, last_name: login.last_name },
    validateName,
    async (values, { setServerError }) => {
      try {
        await updateName(values.first_name, values.last_name);
      } catch (error) {
        setServerError('form', errorMessageOf(error));
        return;
      }
      await loadProfile();
      finishLogin();
    },
  );

  return (
    <>
      <StepHeader
        title={t('account.createName.title')}
        subtitle={t('account.createName.subtitle')}
      />
      <Stack component="form" noValidate spacing={2.5} onSubmit={form.onSubmit}>
        <NameFields
          autoFocus
          values={form.values}
          errors={{
            first_name: errorText(t, form.errors.first_name),
            last_name: errorText(t, form.errors.last_name),
          }}
          onChange={(field, value) => form.setValue(field, value)}
        />
        {form.serverErrors.form && (
          <Typography role="alert" color="error" variant="body2">
            {serverText(t, form.serverErrors.form)}
          </Typography>
        )}
        <SubmitButton busy={form.busy}>{t('account.createName.submit')}</SubmitButton>
      </Stack>
    </>
  );
}
