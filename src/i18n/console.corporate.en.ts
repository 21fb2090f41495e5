import type { DeepStrings } from './types';
import type { corporateConsoleVi, corporateResourcesVi } from './console.corporate.vi';

/** English texts of the corporate's own pages (console.corporate.vi.ts is the reference). */
export const corporateConsoleEn = {
  register: {
    intro:
      'Register a company account to manage your staff, departments, budgets and business travel. Wayfare support reviews the registration before every management section opens.',
    company: 'Company',
    contact: 'Company contact',
    taxCodeHelp: '10 digits, or 13 written 0123456789-001 for a branch.',
    phoneHelp: 'For example 0912 345 678 or +84 912 345 678.',
    referralHelp: 'If someone referred you to Wayfare.',
    submit: 'Send registration',
    resubmit: 'Send registration again',
    sent: 'Your registration was sent.',
    pendingTitle: 'The registration of %{company} is waiting for review',
    pendingBody:
      "Wayfare support is checking your company's details and tax code. We will e-mail you the decision.",
    nextTitle: 'What happens next',
    next1: "Support checks the company's details and tax code.",
    next2: 'You receive an e-mail with the decision (approved, or what to correct).',
    next3:
      'Once approved, you invite staff and set up departments and cost centers right here in the console.',
    meanwhile: 'Meanwhile you can complete your company details and ask for a credit line below.',
    openDetails: 'Open company details',
    rejectedTitle: 'Your registration was not approved',
    rejectedBody:
      'Check and correct the details below, then send them again. If you need help, write to us with the form at the bottom of the page.',
    rejectedMember:
      "Your company's registration was not approved. The owner can correct it and send it again.",
    approvedTitle: 'Your company is registered',
    approvedBody: '%{company} is approved. You manage it from the console.',
    loadError: 'The registration could not be loaded.',
  },
  credit: {
    title: 'Ask for a credit line (optional)',
    intro:
      "Tell us about your company's travel so Wayfare can offer a fitting pay-later limit. You can send it again to update your answers.",
    submit: 'Send credit request',
    sent: 'Your credit request was sent. Wayfare will contact you about the limit.',
    staff_amount_range: {
      '1_10': '1–10 people',
      '11_50': '11–50 people',
      '51_200': '51–200 people',
      '201_1000': '201–1,000 people',
      OVER_1000: 'More than 1,000 people',
    },
    trips_amount_range: {
      '1_5': '1–5 trips',
      '6_20': '6–20 trips',
      '21_50': '21–50 trips',
      OVER_50: 'More than 50 trips',
    },
    trip_duration_range: {
      '1_2': '1–2 days',
      '3_5': '3–5 days',
      '6_10': '6–10 days',
      OVER_10: 'More than 10 days',
    },
    average_budget_range: {
      UNDER_5M: 'Under 5 million ₫',
      '5M_10M': '5–10 million ₫',
      '10M_20M': '10–20 million ₫',
      '20M_50M': '20–50 million ₫',
      OVER_50M: 'Over 50 million ₫',
    },
    usual_booker_role: {
      OWNER: 'The owner',
      ADMIN: 'An admin or assistant',
      STAFF: 'Travellers book themselves',
    },
  },
  contact: {
    title: 'Questions?',
    intro: "Write to Wayfare's corporate team; we answer by e-mail.",
    messageHelp: 'At least 20 characters.',
    submit: 'Send question',
    sent: 'Your question was sent. We will answer by e-mail.',
  },
  detail: {
    loadError: 'The company details could not be loaded.',
    retry: 'Try again',
    company: 'Company',
    contact: 'Contact',
    settings: 'Settings',
    taxCodeLocked: 'Once the company is approved, the tax code changes through support only.',
    webhookHelp:
      'A public https address notified of booking events; leave empty if unused. No IP addresses, localhost or private ports.',
    enforceCostCenterHelp: 'Every booking must name a cost center.',
    splitPaymentHelp: 'Bookings may be split between company and personal payment.',
    expenseHelp: 'Turn on expense management for the company.',
    notSet: 'Not set',
    yes: 'Yes',
    no: 'No',
    logo: 'Logo',
    logoAlt: 'Logo of %{company}',
    logoPreviewAlt: 'Preview of the new logo',
    noLogo: 'No logo yet',
    chooseLogo: 'Choose a logo image',
    removeLogo: 'Remove logo',
    logoHelp: 'PNG, JPEG or WebP, at most 1 MB. The logo is stored when you press Save.',
    logoChosen: 'New logo: %{name}. Press Save to store it.',
    logoUploadFailed: 'The logo could not be uploaded. Please try again.',
    saved: 'Company details saved.',
    statusTitle: 'Status',
    trialUntil: 'On trial until %{date}',
    trialEnded: 'The trial ended on %{date}',
    creditTitle: 'Credit terms',
    creditNone:
      'The company has no credit line yet. You can ask for one on the company registration page.',
    requestCredit: 'Ask for a credit line',
    maxDebt: 'Most the company may owe',
    creditMonthly: 'Monthly limit',
    penalty: 'Late payment fee',
    reward: 'Early payment reward',
    penaltyTerm: '%{rate}% after %{days} days',
    rewardTerm: '%{rate}% when paid within %{days} days',
    rankTitle: 'Company rank',
    rankNone: 'The company has no rank yet.',
    rank: 'Rank',
    minimumSpending: 'Minimum spending',
    adminCashback: 'Cash back when an admin books',
    ownerCashback: 'Cash back to the owner',
    readOnly: 'Only the owner and admins can change these details.',
    displayingPrice: { WITH_VAT: 'Prices include VAT', WITHOUT_VAT: 'Prices exclude VAT' },
  },
} satisfies DeepStrings<typeof corporateConsoleVi>;

const companyFields = {
  company_name: 'Company name',
  display_name: 'Display name',
  company_address: 'Address',
  company_email: 'Company e-mail',
  company_phone_number: 'Company phone',
  company_tax_code: 'Tax code',
  legal_representative: 'Legal representative',
};

export const corporateResourcesEn = {
  detail: {
    name: 'Company details',
    fields: {
      ...companyFields,
      logo: 'Logo',
      webhook_url: 'Webhook address',
      displaying_price: 'How prices are shown to staff',
      enforce_cost_center: 'Cost center required',
      enable_split_payment: 'Split payment allowed',
      is_enable_expense: 'Expense management',
    },
  },
  register: {
    name: 'Register a company account',
    fields: { ...companyFields, referral_code: 'Referral code' },
  },
  'credit-request': {
    name: 'Credit request',
    fields: {
      staff_amount_range: 'People who travel',
      trips_amount_range: 'Business trips a month',
      trip_duration_range: 'Usual length of a trip',
      average_budget_range: 'Usual spend per trip',
      usual_booker_role: 'Who usually books',
    },
  },
  contact: {
    name: 'Contact',
    fields: {
      name: 'Name',
      email: 'E-mail',
      phone_number: 'Phone',
      company_name: 'Company name',
      message: 'Message',
    },
  },
} satisfies DeepStrings<typeof corporateResourcesVi>;
