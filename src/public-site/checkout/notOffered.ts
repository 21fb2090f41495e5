import type { PaymentMethodType } from '../../api/generated/payments';
import { readActingFor, readAgentAccount, readSelectedPatronId } from '../../api/patron';
import { actingCan, type ActingKind } from '../../../common/permissions/acting';

/** Why a way to pay is not offered on this checkout (checkout.pay.notOffered.<reason>). */
export type NotOfferedReason =
  'agent' | 'support' | 'noCompany' | 'companyPaid' | 'companyUnknown' | 'currency';

export interface NotOffered {
  method: 'CORPORATE_WALLET' | 'WALLET';
  reason: NotOfferedReason;
}

/**
 * Who this browser acts for someone as (src/api/patron.ts): support's session, a travel agent's
 * traveller, or a delegator picked in the header; null when booking for oneself.
 */
export function actingKind(role: string | null | undefined): ActingKind | null {
  if (readActingFor()) return 'SUPPORT';
  if ((role ?? '').toUpperCase() === 'AGENT') return readAgentAccount() ? 'AGENT' : null;
  return readSelectedPatronId() ? 'DELEGATE' : null;
}

/**
 * Pure: the company account and the wallet, when not offered, with the reason the checkout
 * shows (docs/permissions.md "Acting for someone else"). The company account is explained when
 * someone acts for the traveller, when the company already paid its part, or when it could not
 * be checked; a traveller booking for themselves without a company is not told about it.
 */
export function notOffered(input: {
  acting: ActingKind | null;
  supported: readonly PaymentMethodType[];
  companyOptions: number;
  companyFailed: boolean;
  companyPaid: boolean;
}): NotOffered[] {
  const out: NotOffered[] = [];
  const { acting } = input;
  if (acting && !actingCan(acting, 'company.pay')) {
    out.push({ method: 'CORPORATE_WALLET', reason: acting === 'AGENT' ? 'agent' : 'support' });
  } else if (input.companyPaid) {
    out.push({ method: 'CORPORATE_WALLET', reason: 'companyPaid' });
  } else if (input.companyFailed) {
    out.push({ method: 'CORPORATE_WALLET', reason: 'companyUnknown' });
  } else if (acting && input.companyOptions === 0) {
    out.push({ method: 'CORPORATE_WALLET', reason: 'noCompany' });
  }
  if (acting && !actingCan(acting, 'wallet.pay')) {
    out.push({ method: 'WALLET', reason: 'support' });
  } else if (!input.supported.includes('WALLET')) {
    out.push({ method: 'WALLET', reason: 'currency' });
  }
  return out;
}
