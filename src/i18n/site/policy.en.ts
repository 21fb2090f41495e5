import type { DeepStrings } from '../types';
import type { policyVi } from './policy.vi';

/** Travel-policy verdicts on /flight, /p, /property/{id} and checkout (English). */
export const policyEn = {
  badge: {
    IN_POLICY: 'In policy',
    APPROVAL: 'Needs approval',
    BLOCK: 'Blocked',
    ALLOW_WITH_REASON: 'Reason required',
  },
  cabin: {
    ECONOMY: 'economy',
    PREMIUM_ECONOMY: 'premium economy',
    BUSINESS: 'business',
    FIRST: 'first',
  },
  breach: {
    CABIN: 'The %{actual} cabin is not allowed',
    PRICE: 'Over the %{cap} cap',
    DAYS_AHEAD: 'Booked %{days} days ahead; the policy asks for %{min_days}',
  },
  split: 'The company pays %{first}, you pay %{second}',
  filter: {
    title: 'Travel policy',
    inPolicy: 'Only show options in policy',
  },
  checkout: {
    heading: 'Travel policy',
    IN_POLICY: "This trip is within your company's travel policy.",
    APPROVAL: 'This trip is outside the travel policy: the company pays only once it is approved.',
    BLOCK: 'This trip is outside the travel policy and cannot be paid from the company account.',
    ALLOW_WITH_REASON:
      'This trip is outside the travel policy: choose a reason to pay from the company account.',
    reason: 'Reason for going outside the policy',
    reasonNone: 'Choose a reason',
    errors: {
      POLICY_BLOCKED: 'The travel policy does not let the company account pay for this trip.',
      POLICY_APPROVAL_REQUIRED: 'This trip needs approval before the company pays for it.',
      POLICY_REASON_REQUIRED: 'Choose a reason for going outside the policy.',
    },
  },
} satisfies DeepStrings<typeof policyVi>;
