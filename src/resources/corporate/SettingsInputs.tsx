import { BooleanInput, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { DISPLAYING_PRICES } from '../../../common/corporate-rules';
import { blankToNull, companyRules } from '../common/corporateValidators';
import { FormSection } from '../register/CompanyInputs';

const PRICE_CHOICES = DISPLAYING_PRICES.map((id) => ({
  id,
  name: `console.detail.displayingPrice.${id}`,
}));

/** How the company works on Wayfare: prices, cost centers, split payment, expenses, webhook. */
export function SettingsInputs() {
  const translate = useTranslate();
  // A value stored before the two choices existed is shown as it is until changed.
  const stored = useRecordContext()?.displaying_price as string | null | undefined;
  const choices =
    stored && !PRICE_CHOICES.some((c) => c.id === stored)
      ? [...PRICE_CHOICES, { id: stored, name: stored }]
      : PRICE_CHOICES;
  return (
    <>
      <FormSection title={translate('console.detail.settings')} />
      <SelectInput source="displaying_price" choices={choices} parse={blankToNull} />
      <BooleanInput
        source="enforce_cost_center"
        helperText="console.detail.enforceCostCenterHelp"
      />
      <BooleanInput source="enable_split_payment" helperText="console.detail.splitPaymentHelp" />
      <BooleanInput source="is_enable_expense" helperText="console.detail.expenseHelp" />
      <TextInput
        source="webhook_url"
        type="url"
        parse={blankToNull}
        validate={companyRules.webhook_url}
        helperText="console.detail.webhookHelp"
        fullWidth
      />
    </>
  );
}
