import type * as PhoneRule from '../../common/phone';

/*
 * The one phone rule (common/phone.ts) for the browser, fetched the first time a form checks a
 * phone number: libphonenumber's metadata is 29.6 KB gzip, and a screen that merely shows a
 * phone field (checkout, the support form, the console's company and staff forms) downloads
 * nothing for it until the number is checked (docs/decisions.md, "Phone numbers").
 */
let loading: Promise<typeof PhoneRule> | undefined;

/** The rule's module, fetched once; a failed fetch is tried again on the next call. */
export function loadPhoneRule(): Promise<typeof PhoneRule> {
  loading ??= import('../../common/phone').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Whether `value` is a possible phone number for its country (common/phone.ts). */
export async function isPhoneNumber(value: string): Promise<boolean> {
  return (await loadPhoneRule()).isPhoneNumber(value);
}
