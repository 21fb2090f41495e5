import '../search/catalogue';
import { registerCatalogue } from '../../i18n/lazyCatalogues';
import { hotelsEn } from '../../i18n/site/hotels.en';
import { hotelsVi } from '../../i18n/site/hotels.vi';

// The hotel pages' texts load with them (lazy), not with the initial bundle.
registerCatalogue('hotels', hotelsVi, hotelsEn);
