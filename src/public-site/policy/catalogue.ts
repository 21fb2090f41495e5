import { registerCatalogue } from '../../i18n/lazyCatalogues';
import { policyEn } from '../../i18n/site/policy.en';
import { policyVi } from '../../i18n/site/policy.vi';

// Travel-policy texts load with the pages that show verdicts (lazy), not with the entry chunk.
registerCatalogue('policy', policyVi, policyEn);
