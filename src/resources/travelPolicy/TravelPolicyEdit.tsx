import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useFormState, useWatch } from 'react-hook-form';
import {
  ArrayInput,
  CheckboxGroupInput,
  Edit,
  ListButton,
  NumberInput,
  RadioButtonGroupInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  Toolbar,
  TopToolbar,
  maxValue,
  minValue,
  required,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import type { LevelPolicy } from '../../dataProviders/corporate/travelPolicy';
import { FormErrorAlert } from '../common/FormErrorAlert';
import { useFormatMoney } from '../common/formats';
import { CityInput } from './cities';
import { ACTIONS, CABINS, STAR_RATINGS, fieldLabel, policyText } from './choices';

/** A cap in whole VND above 0; empty is "no cap". */
const positiveWhole = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? undefined
    : Number.isInteger(value) && (value as number) > 0
      ? undefined
      : policyText('wholeAmount');

const wholeDays = (value: unknown) =>
  value === null || value === undefined || value === '' || Number.isInteger(value)
    ? undefined
    : 'ra.validation.number';

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** A money input whose helper writes the amount typed, in the interface's language. */
function CapInput({ source }: { source: 'one_way_cost' | 'round_trip_cost' }) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const value = useWatch({ name: source }) as unknown;
  const helper =
    typeof value === 'number' && Number.isFinite(value) && value > 0
      ? translate(policyText('capPreview'), { amount: money(value) })
      : translate(policyText('capHelp'));
  return (
    <NumberInput
      source={source}
      label={fieldLabel(source)}
      min={1}
      validate={positiveWhole}
      helperText={helper}
      sx={{ maxWidth: 360 }}
      fullWidth
    />
  );
}

/** The chosen action, said in a sentence under the choices. */
function ActionHelp() {
  const translate = useTranslate();
  const action = useWatch({ name: 'out_of_policy_action' }) as string | undefined;
  return action ? (
    <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
      {translate(policyText(`actionHelp.${action}`))}
    </Typography>
  ) : null;
}

/**
 * Errors the server gives a whole hotel cap row (`hotel_caps.N`: another row has its city and
 * stars), which no single input shows.
 */
function CapRowErrors() {
  const translate = useTranslate();
  const { errors } = useFormState({ name: 'hotel_caps' });
  const rows = errors.hotel_caps as unknown as
    Array<{ message?: unknown; type?: unknown } | undefined> | undefined;
  if (!Array.isArray(rows)) return null;
  const messages = rows.flatMap((row, index) =>
    row && typeof row.message === 'string'
      ? [`${index + 1}. ${translate(row.message, { _: row.message })}`]
      : [],
  );
  return messages.length ? (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {translate(fieldLabel('hotel_caps'))}: {messages.join(' ')}
    </Alert>
  ) : null;
}

function PolicyInputs() {
  const translate = useTranslate();
  const record = useRecordContext<LevelPolicy>();
  return (
    <>
      <Typography component="h2" variant="h6">
        {record?.level_name}
      </Typography>
      {record && !record.has_policy ? (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {translate(policyText('noPolicyHint'))}
        </Alert>
      ) : null}
      <Typography component="h3" variant="subtitle1" sx={{ mt: 1 }}>
        {translate(policyText('flights'))}
      </Typography>
      <CheckboxGroupInput
        source="allowed_cabins"
        label={fieldLabel('allowed_cabins')}
        choices={CABINS.map((id) => ({ id, name: translate(policyText(`cabins.${id}`)) }))}
        validate={required()}
        sx={{ '& .MuiFormGroup-root': { flexWrap: 'wrap' } }}
      />
      <CapInput source="one_way_cost" />
      <CapInput source="round_trip_cost" />
      <NumberInput
        source="min_days_ahead"
        label={fieldLabel('min_days_ahead')}
        min={0}
        max={365}
        validate={[minValue(0), maxValue(365), wholeDays]}
        parse={(value: string) => (value === '' ? 0 : Number(value))}
        sx={{ maxWidth: 360 }}
        fullWidth
      />
      <Typography component="h3" variant="subtitle1" sx={{ mt: 1 }}>
        {translate(policyText('hotels'))}
      </Typography>
      <CapRowErrors />
      <ArrayInput
        source="hotel_caps"
        label={fieldLabel('hotel_caps')}
        helperText={translate(policyText('hotelCapsHelp'))}
        sx={{ width: '100%' }}
      >
        <SimpleFormIterator inline disableReordering>
          <CityInput />
          <SelectInput
            source="star_rating"
            label={fieldLabel('star_rating')}
            choices={STAR_RATINGS.map((id) => ({
              id,
              name: translate(policyText('stars'), { smart_count: id }),
            }))}
            emptyText={policyText('anyStars')}
            parse={emptyToNull}
            helperText={false}
          />
          <NumberInput
            source="nightly_cost"
            label={fieldLabel('nightly_cost')}
            min={1}
            validate={[required(), positiveWhole]}
            helperText={false}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <RadioButtonGroupInput
        source="out_of_policy_action"
        label={fieldLabel('out_of_policy_action')}
        choices={ACTIONS.map((id) => ({ id, name: translate(policyText(`actions.${id}`)) }))}
        row={false}
        validate={required()}
      />
      <ActionHelp />
    </>
  );
}

/** The page's title: the level whose policy this is. */
function EditTitle() {
  const translate = useTranslate();
  const record = useRecordContext<LevelPolicy>();
  return <>{record ? translate(policyText('editTitle'), { level: record.level_name }) : ''}</>;
}

/**
 * One level's whole policy (update_travel_policy replaces it; the first save creates it). A
 * level without one starts from the defaults (economy, no caps, approval). The server's field
 * errors land on their inputs, the values typed kept.
 */
export function TravelPolicyEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit<LevelPolicy>
      title={<EditTitle />}
      actions={
        <TopToolbar>
          <ListButton label={policyText('back')} />
        </TopToolbar>
      }
      mutationMode="pessimistic"
      redirect="list"
      mutationOptions={{
        onSuccess: (data) => {
          notify(policyText('saved'), { type: 'success', messageArgs: { level: data.level_name } });
          redirect('list', 'set-policy');
        },
      }}
    >
      {/* The rules speak the interface's language: the browser's own checks (min, required) do not. */}
      <SimpleForm
        noValidate
        sx={{ maxWidth: 720 }}
        toolbar={
          <Toolbar sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 2 }}>
            <FormErrorAlert names={['corporate_level_id', 'corporate_id']} />
            <SaveButton sx={{ alignSelf: 'flex-start' }} />
          </Toolbar>
        }
      >
        <PolicyInputs />
      </SimpleForm>
    </Edit>
  );
}
