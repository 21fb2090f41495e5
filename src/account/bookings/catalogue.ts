import '../../public-site/checkout/catalogue';
import { registerCatalogue } from '../../i18n/lazyCatalogues';
import { manageEn } from '../../i18n/site/manage.en';
import { manageVi } from '../../i18n/site/manage.vi';

// The booking pages' texts load with them (lazy), not with the initial bundle.
registerCatalogue('manage', manageVi, manageEn);
