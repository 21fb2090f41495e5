import type { CorporateKey } from './accounts.js';

/** Where members of a role are placed: the executive board, or a back-office department. */
export type DepartmentHome = 'EXEC' | 'OPERATION' | 'ACCOUTING';

export interface DepartmentProfile {
  name: string;
  monthly_limit: number | null;
  home?: DepartmentHome[];
  /** Legal entity of the staff of this department (subsidiaries of a group). */
  legal_entity?: string;
}

export interface BudgetProfile {
  amount: number;
  reset_period: 'MONTHLY' | 'QUARTERLY' | 'YEARLY';
  reset_day: number;
}

export interface CostCenterProfile {
  name: string;
  code: string;
  budgets: BudgetProfile[];
  /** Departments assigned as a whole. */
  departments: string[];
  /** How many individual staff members to assign as well. */
  individuals: number;
}

/** A level's travel policy (server/db/tables/travel-policies.ts), by the level's name. */
export interface TravelPolicyProfile {
  level: string;
  allowed_cabins: ('ECONOMY' | 'PREMIUM_ECONOMY' | 'BUSINESS' | 'FIRST')[];
  one_way_cost: number | null;
  round_trip_cost: number | null;
  min_days_ahead: number;
  out_of_policy_action: 'BLOCK' | 'APPROVAL' | 'ALLOW_WITH_REASON';
  hotel_caps: { city_id: string | null; star_rating: number | null; nightly_cost: number }[];
}

export interface CorporateProfile {
  key: CorporateKey;
  domain: string;
  staff: number;
  employeePrefix: string;
  /** Members per role besides the owner; approvers are one per non-executive department. */
  roles: { ADMIN: number; OPERATION: number; ACCOUTING: number };
  titles: { OWNER: string; ADMIN: string };
  levels: string[];
  /** Monthly limit per level (same order as `levels`), VND. */
  levelLimits: number[];
  departments: DepartmentProfile[];
  costCenters: CostCenterProfile[];
  /** Travel policies of some levels, and the reason codes for ALLOW_WITH_REASON. */
  travelPolicies?: TravelPolicyProfile[];
  policyReasons?: { code: string; description: string }[];
  rank: string;
  ageDays: number;
  corporate: {
    company_name: string;
    display_name: string;
    company_address: string;
    company_email: string;
    company_phone_number: string;
    company_tax_code: string;
    logo: string | null;
    /** The opening balance of its account (a ledger movement, not a column). */
    balance: number;
    enforce_cost_center: boolean;
    enable_split_payment: boolean;
    is_enable_expense: boolean;
    commission_rate: number;
    displaying_price: string;
    referral_code: string;
    webhook_url: string | null;
  };
  credit: {
    max_debt: number;
    monthly_limit: number;
    penalty_days: number;
    penalty_rate: number;
    reward_days: number;
    reward_rate: number;
  };
}

/** One million VND. */
export const M = 1_000_000;

export const monthly = (amount: number, reset_day = 1): BudgetProfile => ({
  amount,
  reset_period: 'MONTHLY',
  reset_day,
});
export const yearly = (amount: number): BudgetProfile => ({
  amount,
  reset_period: 'YEARLY',
  reset_day: 1,
});
