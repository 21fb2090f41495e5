import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { BankCreditPage } from './BankCreditPage';

/** Bank transfers confirmed by hand (admin service record_corporate_bank_credit). */
export const bankCredits = { list: BankCreditPage, icon: AccountBalanceIcon };
