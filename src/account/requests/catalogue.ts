import { registerCatalogue } from '../../i18n/lazyCatalogues';
import { requestsEn } from '../../i18n/site/requests.en';
import { requestsVi } from '../../i18n/site/requests.vi';

// Booking requests' texts load with their pages (lazy), not with the initial bundle.
registerCatalogue('requests', requestsVi, requestsEn);
