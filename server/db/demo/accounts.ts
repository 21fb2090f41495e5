import { person, type PersonName } from './names.js';

/** What a demo sign-in identity is for; corporate roles are spelt as in the spec. */
export type DemoRole =
  | 'OWNER'
  | 'ADMIN'
  | 'APPROVER'
  | 'OPERATION'
  | 'ACCOUTING'
  | 'STAFF'
  | 'TRAVELLER'
  | 'AGENT'
  /** Wayfare's own support staff: profile role ADMIN (platform), no corporate. */
  | 'SUPPORT';

export interface DemoAccount {
  email: string;
  /** E.164 phone number, for one-time-code sign-in by SMS. */
  phone: string;
  role: DemoRole;
  /** Display name of the corporate, for corporate roles. */
  corporate?: string;
  description: string;
}

export type CorporateKey = 'vinasteel' | 'saomai' | 'laxanh';

export const CORPORATE_DISPLAY_NAMES: Record<CorporateKey, string> = {
  vinasteel: 'VinaSteel',
  saomai: 'Sao Mai Tech',
  laxanh: 'Lá Xanh Studio',
};

export interface DemoPerson extends DemoAccount {
  name: PersonName;
  /** National mobile number (after +84). Demo numbers use the 99 prefix, never generated. */
  national_phone_number: string;
  corporateKey?: CorporateKey;
  /** Department (by name) for corporate members. */
  department?: string;
  title?: string;
}

type DemoPersonInput = Omit<DemoPerson, 'phone' | 'national_phone_number' | 'corporate'>;

/**
 * Fixed demo people. Their e-mails and phones are stable so the server can print them at
 * start; everyone else in the demo data is generated. Only they have a password (DEMO_PASSWORD).
 */
const PEOPLE: DemoPersonInput[] = [
  {
    email: 'owner@vinasteel.example',
    role: 'OWNER',
    corporateKey: 'vinasteel',
    department: 'Ban Tổng Giám đốc',
    name: person('MALE', 'Trần', 'Quốc', 'Bảo'),
    description: 'Owner of VinaSteel, the large corporate (2,000 staff)',
  },
  {
    email: 'admin@vinasteel.example',
    role: 'ADMIN',
    corporateKey: 'vinasteel',
    department: 'Ban Tổng Giám đốc',
    name: person('FEMALE', 'Lê', 'Thu', 'Hà'),
    description: 'Admin of VinaSteel: manages staff, departments, cost centers',
  },
  {
    email: 'approver@vinasteel.example',
    role: 'APPROVER',
    corporateKey: 'vinasteel',
    department: 'Kinh doanh – Hà Nội',
    name: person('MALE', 'Phạm', 'Đức', 'Thắng'),
    description: 'Approver of the "Kinh doanh – Hà Nội" department at VinaSteel',
  },
  {
    email: 'operation@vinasteel.example',
    role: 'OPERATION',
    corporateKey: 'vinasteel',
    department: 'Hành chính – Nhân sự – Hà Nội',
    name: person('FEMALE', 'Vũ', 'Ngọc', 'Anh'),
    description: 'Operation (travel desk) at VinaSteel',
  },
  {
    email: 'accounting@vinasteel.example',
    role: 'ACCOUTING',
    corporateKey: 'vinasteel',
    department: 'Kế toán – Hà Nội',
    name: person('FEMALE', 'Đỗ', 'Thị', 'Hằng'),
    description: 'Accounting at VinaSteel: invoices, statements, reconciliation',
  },
  {
    email: 'staff@vinasteel.example',
    role: 'STAFF',
    corporateKey: 'vinasteel',
    department: 'Kinh doanh – Hà Nội',
    name: person('MALE', 'Nguyễn', 'Văn', 'An'),
    description: 'Staff at VinaSteel; bookings approved by approver@vinasteel.example',
  },
  {
    email: 'assistant@vinasteel.example',
    role: 'STAFF',
    corporateKey: 'vinasteel',
    department: 'Ban Tổng Giám đốc',
    name: person('FEMALE', 'Hoàng', 'Khánh', 'Linh'),
    title: 'Trợ lý Tổng Giám đốc',
    description: 'Executive assistant at VinaSteel; delegate who books for the owner and admin',
  },
  {
    email: 'owner@saomaitech.example',
    role: 'OWNER',
    corporateKey: 'saomai',
    department: 'Ban Giám đốc',
    name: person('MALE', 'Huỳnh', 'Gia', 'Khang'),
    description: 'Owner of Sao Mai Tech, the medium corporate (150 staff)',
  },
  {
    email: 'admin@saomaitech.example',
    role: 'ADMIN',
    corporateKey: 'saomai',
    department: 'Ban Giám đốc',
    name: person('FEMALE', 'Bùi', 'Phương', 'Thảo'),
    description: 'Admin of Sao Mai Tech',
  },
  {
    email: 'owner@laxanh.example',
    role: 'OWNER',
    corporateKey: 'laxanh',
    department: 'Ban Giám đốc',
    name: person('FEMALE', 'Đặng', 'Mai', 'Phương'),
    description: 'Owner of Lá Xanh Studio, the small corporate (12 staff)',
  },
  {
    email: 'traveller@mail.example',
    role: 'TRAVELLER',
    name: person('FEMALE', 'Ngô', 'Thanh', 'Tâm'),
    description: 'Individual traveller with a GOLD rank, served by the travel agent',
  },
  {
    email: 'agent@wayfare.example',
    role: 'AGENT',
    name: person('MALE', 'Dương', 'Hữu', 'Nghĩa'),
    description: 'Travel agent (profile role AGENT) acting for four individual travellers',
  },
  {
    email: 'support@wayfare.example',
    role: 'SUPPORT',
    name: person('FEMALE', 'Trịnh', 'Bảo', 'Ngọc'),
    description:
      'Wayfare support staff (profile role ADMIN): answers contact and complaint tickets',
  },
];

export const DEMO_PEOPLE: readonly DemoPerson[] = PEOPLE.map((p, index) => {
  const national = `99000${String(index + 1).padStart(4, '0')}`;
  return {
    ...p,
    national_phone_number: national,
    phone: `+84${national}`,
    corporate: p.corporateKey ? CORPORATE_DISPLAY_NAMES[p.corporateKey] : undefined,
  };
});

/**
 * The password of every demo account (development data only; printed at start in
 * development). The seed stores argon2id over its MD5, as for any password.
 */
export const DEMO_PASSWORD = 'wayfare-demo';

/** The demo sign-in identities: password DEMO_PASSWORD, or a one-time code. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = DEMO_PEOPLE.map(
  ({ email, phone, role, corporate, description }) => ({
    email,
    phone,
    role,
    ...(corporate ? { corporate } : {}),
    description,
  }),
);

export function demoPeopleOf(corporateKey: CorporateKey): DemoPerson[] {
  return DEMO_PEOPLE.filter((p) => p.corporateKey === corporateKey);
}
