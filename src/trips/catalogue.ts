import { registerCatalogue } from '../i18n/lazyCatalogues';
import { tripsEn } from '../i18n/site/trips.en';
import { tripsVi } from '../i18n/site/trips.vi';

// The trip pages' texts load with their chunk, not with the initial bundle.
registerCatalogue('trips', tripsVi, tripsEn);
