import { email, maxLength, minLength, required } from 'react-admin';
import { CORPORATE_LIMITS as L, checkWebhookUrl } from '../../../common/corporate-rules';
import { checkTaxCode } from '../../../common/tax-code';
import { isPhoneNumber } from '../../app/phoneRule';

/**
 * The corporate registration and details forms' rules, the same ones the server enforces
 * (common/corporate-rules.ts, common/tax-code.ts): checked before sending, and the server's own field
 * errors land on the same inputs with the same texts (`validate.rules.<rule>`).
 */
const taxCode = (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const checked = checkTaxCode(value);
  return 'problem' in checked ? `validate.rules.${checked.problem}` : undefined;
};

/** A phone as typed, possible for its country: the one rule of both tiers (common/phone.ts). */
const phone = async (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return (await isPhoneNumber(value)) ? undefined : 'validate.rules.phone';
};

const webhook = (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const problem = checkWebhookUrl(value.trim());
  return problem ? `validate.rules.${problem}` : undefined;
};

export const companyRules = {
  company_name: [required(), minLength(2), maxLength(L.nameMax)],
  display_name: [maxLength(L.displayNameMax)],
  company_address: [required(), maxLength(L.addressMax)],
  company_email: [required(), email(), maxLength(254)],
  company_phone_number: [required(), phone],
  company_tax_code: [required(), taxCode],
  legal_representative: [maxLength(L.representativeMax)],
  webhook_url: [webhook, maxLength(L.webhookUrlMax)],
  optionalPhone: [phone],
};

/** Blank text is sent as null (an optional field cleared). */
export const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;
