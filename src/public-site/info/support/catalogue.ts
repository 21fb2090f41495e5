import { registerCatalogue } from '../../../i18n/lazyCatalogues';
import { supportEn } from '../../../i18n/site/support.en';
import { supportVi } from '../../../i18n/site/support.vi';

// The forms' and /account/support's texts load with them (lazy), not with the initial bundle.
registerCatalogue('support', supportVi, supportEn);
