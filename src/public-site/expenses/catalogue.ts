import { registerCatalogue } from '../../i18n/lazyCatalogues';
import { expensesEn } from '../../i18n/site/expenses.en';
import { expensesVi } from '../../i18n/site/expenses.vi';

// The expense texts load with the expense pages' chunk, never with the initial bundle.
registerCatalogue('expenses', expensesVi, expensesEn);
