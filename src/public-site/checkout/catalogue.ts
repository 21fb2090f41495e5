import '../search/catalogue';
import '../../currency/catalogue';
import { registerCatalogue } from '../../i18n/lazyCatalogues';
import { checkoutEn } from '../../i18n/site/checkout.en';
import { checkoutVi } from '../../i18n/site/checkout.vi';

// The checkout pages' texts load with them (lazy), not with the initial bundle.
registerCatalogue('checkout', checkoutVi, checkoutEn);
