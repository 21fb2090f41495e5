import '../search/catalogue';
import { registerCatalogue } from '../../i18n/lazyCatalogues';
import { flightsEn } from '../../i18n/site/flights.en';
import { flightsVi } from '../../i18n/site/flights.vi';

// The flight pages' texts load with them (lazy), not with the initial bundle.
registerCatalogue('flights', flightsVi, flightsEn);
