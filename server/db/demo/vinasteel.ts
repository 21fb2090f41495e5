import { CORPORATE_DISPLAY_NAMES } from './accounts.js';
import { M, monthly, yearly, type CorporateProfile, type DepartmentHome } from './profile.js';

/* The large corporate: a steel group on three sites, subsidiaries as legal entities. */

const VINASTEEL_SITES = [
  { site: 'Hà Nội', code: 'HN', entity: 'Tổng Công ty Thép Vina' },
  { site: 'Hải Phòng', code: 'HP', entity: 'Công ty TNHH Thép Vina Hải Phòng' },
  { site: 'Bình Dương', code: 'BD', entity: 'Công ty TNHH Thép Vina Miền Nam' },
];
const VINASTEEL_FUNCTIONS = [
  'Kinh doanh',
  'Sản xuất',
  'Kỹ thuật',
  'Mua hàng',
  'Hành chính – Nhân sự',
  'Kế toán',
  'Logistics',
  'Quản lý chất lượng',
];
const FUNCTION_HOMES: Record<string, DepartmentHome[]> = {
  'Hành chính – Nhân sự': ['OPERATION'],
  'Kế toán': ['ACCOUTING'],
};

export const vinasteel: CorporateProfile = {
  key: 'vinasteel',
  domain: 'vinasteel.example',
  staff: 2000,
  employeePrefix: 'VS',
  roles: { ADMIN: 4, OPERATION: 12, ACCOUTING: 9 },
  titles: { OWNER: 'Tổng Giám đốc', ADMIN: 'Phó Tổng Giám đốc' },
  levels: ['Ban lãnh đạo', 'Quản lý', 'Chuyên viên', 'Nhân viên'],
  levelLimits: [80 * M, 40 * M, 20 * M, 12 * M],
  // The board flies anything; staff get economy under a tight cap, so the demo shows every
  // verdict (in policy, approval, a reason, over the cap).
  travelPolicies: [
    {
      level: 'Ban lãnh đạo',
      allowed_cabins: ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'],
      one_way_cost: null,
      round_trip_cost: null,
      min_days_ahead: 0,
      out_of_policy_action: 'APPROVAL',
      hotel_caps: [{ city_id: null, star_rating: null, nightly_cost: 6 * M }],
    },
    {
      level: 'Quản lý',
      allowed_cabins: ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS'],
      one_way_cost: 6 * M,
      round_trip_cost: 11 * M,
      min_days_ahead: 1,
      out_of_policy_action: 'APPROVAL',
      hotel_caps: [
        { city_id: null, star_rating: null, nightly_cost: 2_500_000 },
        { city_id: 'ha-noi', star_rating: null, nightly_cost: 3 * M },
        { city_id: 'ho-chi-minh', star_rating: null, nightly_cost: 3 * M },
      ],
    },
    {
      level: 'Chuyên viên',
      allowed_cabins: ['ECONOMY', 'PREMIUM_ECONOMY'],
      one_way_cost: 3 * M,
      round_trip_cost: 5_500_000,
      min_days_ahead: 3,
      out_of_policy_action: 'ALLOW_WITH_REASON',
      hotel_caps: [
        { city_id: null, star_rating: null, nightly_cost: 1_500_000 },
        { city_id: null, star_rating: 5, nightly_cost: 2 * M },
      ],
    },
    {
      level: 'Nhân viên',
      allowed_cabins: ['ECONOMY'],
      one_way_cost: 1_200_000,
      round_trip_cost: 2_200_000,
      min_days_ahead: 7,
      out_of_policy_action: 'APPROVAL',
      hotel_caps: [
        { city_id: null, star_rating: null, nightly_cost: 800_000 },
        { city_id: 'da-nang', star_rating: null, nightly_cost: 1 * M },
      ],
    },
  ],
  policyReasons: [
    { code: 'CLIENT_MEETING', description: 'Gặp khách hàng theo lịch đã hẹn' },
    { code: 'NO_CHEAPER_FARE', description: 'Không còn vé rẻ hơn phù hợp lịch công tác' },
    { code: 'URGENT_TRIP', description: 'Công tác đột xuất theo yêu cầu của cấp trên' },
  ],
  departments: [
    {
      name: 'Ban Tổng Giám đốc',
      monthly_limit: null,
      home: ['EXEC'],
      legal_entity: 'Tổng Công ty Thép Vina',
    },
    ...VINASTEEL_SITES.flatMap(({ site, entity }) =>
      VINASTEEL_FUNCTIONS.map((fn) => ({
        name: `${fn} – ${site}`,
        monthly_limit: (fn === 'Kinh doanh' ? 600 : 250) * M,
        home: FUNCTION_HOMES[fn],
        legal_entity: entity,
      })),
    ),
  ],
  costCenters: [
    ...VINASTEEL_SITES.flatMap(({ site, code }) => [
      {
        name: `Vận hành ${site}`,
        code: `OPS-${code}`,
        budgets: [monthly(900 * M)],
        departments: VINASTEEL_FUNCTIONS.filter((fn) => fn !== 'Kinh doanh').map(
          (fn) => `${fn} – ${site}`,
        ),
        individuals: 0,
      },
      {
        name: `Kinh doanh ${site}`,
        code: `SAL-${code}`,
        budgets: [monthly(600 * M, 5), yearly(6_000 * M)],
        departments: [`Kinh doanh – ${site}`],
        individuals: 0,
      },
    ]),
    {
      name: 'Ban lãnh đạo',
      code: 'EXEC',
      budgets: [monthly(300 * M)],
      departments: ['Ban Tổng Giám đốc'],
      individuals: 0,
    },
    {
      name: 'Dự án Nhà máy cán nguội',
      code: 'PRJ-CRM',
      budgets: [yearly(2_500 * M)],
      departments: [],
      individuals: 40,
    },
    {
      name: 'Đào tạo & Hội thảo',
      code: 'TRN',
      budgets: [monthly(150 * M, 10), yearly(1_200 * M)],
      departments: [],
      individuals: 25,
    },
  ],
  rank: 'PLATINUM',
  ageDays: 900,
  corporate: {
    company_name: 'Tổng Công ty Thép Vina – Công ty Cổ phần',
    display_name: CORPORATE_DISPLAY_NAMES.vinasteel,
    company_address: 'Số 91 Láng Hạ, Phường Láng Hạ, Quận Đống Đa, Hà Nội',
    company_email: 'travel@vinasteel.example',
    company_phone_number: '+842438500000',
    company_tax_code: '0101234565',
    logo: null,
    balance: 1_250 * M,
    enforce_cost_center: true,
    enable_split_payment: true,
    is_enable_expense: true,
    commission_rate: 1.5,
    displaying_price: 'WITH_VAT',
    referral_code: 'VINASTEEL',
    webhook_url: 'https://erp.vinasteel.example/hooks/wayfare',
  },
  credit: {
    max_debt: 5_000 * M,
    monthly_limit: 2_000 * M,
    penalty_days: 30,
    penalty_rate: 0.05,
    reward_days: 7,
    reward_rate: 0.5,
  },
};
