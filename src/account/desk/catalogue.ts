import { registerCatalogue } from '../../i18n/lazyCatalogues';
import { deskEn } from '../../i18n/site/desk.en';
import { deskVi } from '../../i18n/site/desk.vi';

// The travel desk's texts load with its picker (signed-in members only), not with the entry chunk.
registerCatalogue('desk', deskVi, deskEn);
