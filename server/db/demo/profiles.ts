import { laxanh } from './laxanh.js';
import { M, type CorporateProfile } from './profile.js';
import { saomai } from './saomai.js';
import { vinasteel } from './vinasteel.js';

export type { CorporateProfile, DepartmentProfile } from './profile.js';

/** The demo corporates, largest first. */
export const CORPORATE_PROFILES: readonly CorporateProfile[] = [vinasteel, saomai, laxanh];

/** Platform-wide corporate rank tiers (rates in percent). */
export const RANK_CONFIGURATIONS = [
  {
    rank: 'SILVER',
    minimum_spending: 0,
    owner_cashback_rate: 0.5,
    admin_booked_cashback_rate: 0.3,
  },
  {
    rank: 'GOLD',
    minimum_spending: 500 * M,
    owner_cashback_rate: 1,
    admin_booked_cashback_rate: 0.6,
  },
  {
    rank: 'PLATINUM',
    minimum_spending: 2_000 * M,
    owner_cashback_rate: 1.5,
    admin_booked_cashback_rate: 1,
  },
  {
    rank: 'DIAMOND',
    minimum_spending: 5_000 * M,
    owner_cashback_rate: 2,
    admin_booked_cashback_rate: 1.5,
  },
] as const;
