/** The few words the document frame writes itself, in the reader's language. */
import type { DocumentLocale } from './format.js';

const LABELS = {
  vi: {
    taxCode: 'Mã số thuế',
    address: 'Địa chỉ',
    email: 'Email',
    phone: 'Điện thoại',
    page: (n: number, of: number) => `Trang ${n}/${of}`,
  },
  en: {
    taxCode: 'Tax code',
    address: 'Address',
    email: 'E-mail',
    phone: 'Phone',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
} as const;

export function labelsFor(locale: DocumentLocale) {
  return LABELS[locale];
}
