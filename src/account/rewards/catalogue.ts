import { registerCatalogue } from '../../i18n/lazyCatalogues';
import { rewardsEn } from '../../i18n/site/rewards.en';
import { rewardsVi } from '../../i18n/site/rewards.vi';

// The money pages' texts load with their chunk, not with the initial bundle.
registerCatalogue('rewards', rewardsVi, rewardsEn);
