import type { DeepStrings } from './types';
import type { journalAccountsConsoleVi } from './console.journal.vi';

/** English texts of the journal accounts page (console.journal.vi.ts is the reference). */
export const journalAccountsConsoleEn = {
  title: 'Accounting accounts',
  intro:
    'The account each kind of journal line is booked to when you export the general journal. The defaults follow Circular 200; type an account number (3–8 digits, a sub-account of your own if you keep them) to use your own.',
  roles: {
    TRAVEL_EXPENSE: {
      label: 'Business travel expense',
      default: 'Other cash expenses (6427 or 641 are also common)',
    },
    INPUT_VAT: { label: 'Deductible input VAT', default: 'Deductible VAT' },
    PAYABLE: { label: 'Payable to Wayfare', default: 'Payable to suppliers' },
    BANK: { label: 'Bank deposits', default: 'Bank deposits — Vietnamese đồng' },
    OTHER_INCOME: { label: 'Cash back', default: 'Other income' },
  },
  defaultHelp: 'Default %{account} — %{name}',
  format: 'An account number is 3 to 8 digits',
  save: 'Save accounts',
  restore: 'Use the default accounts',
  saved: 'Accounting accounts saved.',
  saveFailed: 'Could not save. Please try again.',
  readOnly: 'You can view these accounts but not change them.',
  loadError: 'The accounting accounts could not be loaded.',
  retry: 'Try again',
} satisfies DeepStrings<typeof journalAccountsConsoleVi>;
