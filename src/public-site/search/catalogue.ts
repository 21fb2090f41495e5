import { registerCatalogue } from '../../i18n/lazyCatalogues';
import { searchEn } from '../../i18n/site/search.en';
import { searchVi } from '../../i18n/site/search.vi';

// The search box's texts load with it (lazy), not with the initial bundle.
registerCatalogue('search', searchVi, searchEn);
