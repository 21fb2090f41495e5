import { registerCatalogue } from '../i18n/lazyCatalogues';
import { currencyEn } from '../i18n/site/currency.en';
import { currencyVi } from '../i18n/site/currency.vi';

// The currency picker's and price notes' texts load with them (lazy), not with the entry.
registerCatalogue('currency', currencyVi, currencyEn);
