/**
 * The columns of the staff spreadsheets (docs/corporate-staff.md "Import and export"): the
 * import template, what an import reads and what an export writes. Headers are written in the
 * reader's language and read in either language, or as the column's key, in any case and
 * spacing, so a file filled in from the Vietnamese template imports in an English console.
 */
import { CORPORATE_ROLES } from '../../../common/permissions/corporate.js';
import type { MailLocale as MessageLocale } from '../../mail/types.js';

export const IMPORT_COLUMNS = [
  'email',
  'last_name',
  'first_name',
  'courtesy_title',
  'phone_number',
  'role',
  'employee_id',
  'title',
  'team',
  'department',
  'corporate_level',
  'approver_email',
  'monthly_limit',
  'note',
] as const;

/** Written by an export after the import's columns; an import ignores them. */
export const EXPORT_ONLY_COLUMNS = ['used_balance', 'active'] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export type SheetColumn = ImportColumn | (typeof EXPORT_ONLY_COLUMNS)[number];

const HEADERS: Record<MessageLocale, Record<SheetColumn, string>> = {
  vi: {
    email: 'E-mail',
    last_name: 'Họ',
    first_name: 'Tên',
    courtesy_title: 'Danh xưng (Mr/Mrs/Ms)',
    phone_number: 'Số điện thoại',
    role: 'Vai trò',
    employee_id: 'Mã nhân viên',
    title: 'Chức danh',
    team: 'Nhóm',
    department: 'Phòng ban',
    corporate_level: 'Cấp bậc',
    approver_email: 'E-mail người duyệt',
    monthly_limit: 'Hạn mức tháng (VND)',
    note: 'Ghi chú',
    used_balance: 'Đã dùng trong tháng (VND)',
    active: 'Đang hoạt động',
  },
  en: {
    email: 'E-mail',
    last_name: 'Last name',
    first_name: 'First name',
    courtesy_title: 'Courtesy title (Mr/Mrs/Ms)',
    phone_number: 'Phone number',
    role: 'Role',
    employee_id: 'Employee ID',
    title: 'Job title',
    team: 'Team',
    department: 'Department',
    corporate_level: 'Level',
    approver_email: "Approver's e-mail",
    monthly_limit: 'Monthly limit (VND)',
    note: 'Note',
    used_balance: 'Used this month (VND)',
    active: 'Active',
  },
};

/** Role names as the console shows them (src/i18n/console.*.ts `console.roles`). */
export const ROLE_NAMES: Record<MessageLocale, Record<(typeof CORPORATE_ROLES)[number], string>> = {
  vi: {
    OWNER: 'Chủ sở hữu',
    ADMIN: 'Quản trị viên',
    APPROVER: 'Người duyệt',
    OPERATION: 'Vận hành',
    ACCOUTING: 'Kế toán',
    STAFF: 'Nhân viên',
  },
  en: {
    OWNER: 'Owner',
    ADMIN: 'Admin',
    APPROVER: 'Approver',
    OPERATION: 'Operation',
    ACCOUTING: 'Accounting',
    STAFF: 'Staff',
  },
};

export const YES_NO: Record<MessageLocale, [string, string]> = {
  vi: ['Có', 'Không'],
  en: ['Yes', 'No'],
};

export function headersFor(locale: MessageLocale, columns: readonly SheetColumn[]): string[] {
  return columns.map((c) => HEADERS[locale][c]);
}

/** Lower case, no accents or punctuation: "Mã nhân viên" and "ma nhan vien" are one header. */
export function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const BY_HEADER = new Map<string, ImportColumn>();
for (const column of IMPORT_COLUMNS) {
  BY_HEADER.set(fold(column), column);
  for (const locale of ['vi', 'en'] as const) BY_HEADER.set(fold(HEADERS[locale][column]), column);
}

/** The import column each header names (null: a column the import does not read). */
export function columnsOf(headers: readonly string[]): Array<ImportColumn | null> {
  return headers.map((h) => BY_HEADER.get(fold(h)) ?? null);
}

const ROLE_BY_NAME = new Map<string, string>();
for (const role of CORPORATE_ROLES) {
  ROLE_BY_NAME.set(fold(role), role);
  for (const locale of ['vi', 'en'] as const)
    ROLE_BY_NAME.set(fold(ROLE_NAMES[locale][role]), role);
}

/** A role written as its code or its name in either language; undefined when it names none. */
export function roleNamed(value: string): string | undefined {
  return ROLE_BY_NAME.get(fold(value));
}
