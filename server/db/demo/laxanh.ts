import { CORPORATE_DISPLAY_NAMES } from './accounts.js';
import { M, monthly, type CorporateProfile } from './profile.js';

/** The small corporate: a design studio in Da Nang. */
export const laxanh: CorporateProfile = {
  key: 'laxanh',
  domain: 'laxanh.example',
  staff: 12,
  employeePrefix: 'LX',
  roles: { ADMIN: 1, OPERATION: 1, ACCOUTING: 1 },
  titles: { OWNER: 'Giám đốc', ADMIN: 'Quản lý dự án' },
  levels: ['Quản lý', 'Nhân viên'],
  levelLimits: [30 * M, 10 * M],
  departments: [
    { name: 'Ban Giám đốc', monthly_limit: null, home: ['EXEC'] },
    { name: 'Thiết kế', monthly_limit: 50 * M },
    { name: 'Vận hành', monthly_limit: 20 * M, home: ['OPERATION', 'ACCOUTING'] },
  ],
  costCenters: [
    {
      name: 'Dự án',
      code: 'PRJ',
      budgets: [monthly(40 * M)],
      departments: ['Thiết kế'],
      individuals: 0,
    },
    {
      name: 'Văn phòng',
      code: 'OFFICE',
      budgets: [monthly(15 * M, 25)],
      departments: ['Ban Giám đốc', 'Vận hành'],
      individuals: 0,
    },
  ],
  rank: 'SILVER',
  ageDays: 120,
  corporate: {
    company_name: 'Công ty TNHH Thiết kế Lá Xanh',
    display_name: CORPORATE_DISPLAY_NAMES.laxanh,
    company_address: '45 Bạch Đằng, Phường Hải Châu 1, Quận Hải Châu, Đà Nẵng',
    company_email: 'hello@laxanh.example',
    company_phone_number: '+842363800000',
    company_tax_code: '0401234566',
    logo: null,
    balance: 25 * M,
    enforce_cost_center: false,
    enable_split_payment: false,
    is_enable_expense: false,
    commission_rate: 0,
    displaying_price: 'WITH_VAT',
    referral_code: 'LAXANH',
    webhook_url: null,
  },
  credit: {
    max_debt: 0,
    monthly_limit: 50 * M,
    penalty_days: 10,
    penalty_rate: 0.1,
    reward_days: 3,
    reward_rate: 0.2,
  },
};
