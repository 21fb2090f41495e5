import { registerCatalogue } from '../../i18n/lazyCatalogues';
import { publicInfoEn } from '../../i18n/site/publicInfo.en';
import { publicInfoVi } from '../../i18n/site/publicInfo.vi';

// The information pages' texts load with them (lazy), not with the initial bundle.
registerCatalogue('publicInfo', publicInfoVi, publicInfoEn);
