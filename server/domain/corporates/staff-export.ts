/**
 * Staff spreadsheets out of the corporate (docs/corporate-staff.md "Import and export"): the
 * list as the console shows it — its search, filters and sort — as CSV or XLSX with headers in
 * the reader's language, in the import's columns so an exported file is also a template; and
 * the empty import template.
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { MailLocale as MessageLocale } from '../../mail/types.js';
import { staffQuery, staffScope, type PageArgs } from './staff.js';
import { staffEmails } from './staff-import-repository.js';
import { staffPage } from './staff-repository.js';
import {
  EXPORT_ONLY_COLUMNS,
  headersFor,
  IMPORT_COLUMNS,
  ROLE_NAMES,
  YES_NO,
} from './staff-sheet-columns.js';
import { writeSheet, type SheetFormat } from './staff-sheet-files.js';

/** More than a corporate has staff; a larger list is narrowed with filters first. */
export const EXPORT_MAX_ROWS = 10_000;

const SHEET_NAME: Record<MessageLocale, string> = { vi: 'Nhân viên', en: 'Staff' };

/** The empty import template: the header row, in the reader's language. */
export function importTemplate(format: SheetFormat, locale: MessageLocale): Buffer {
  return writeSheet(format, SHEET_NAME[locale], headersFor(locale, IMPORT_COLUMNS), []);
}

/** The filtered, sorted list as a file; staff: export (docs/permissions.md). */
export async function exportStaff(
  db: Db,
  callerId: string | null,
  args: PageArgs,
  format: SheetFormat,
  locale: MessageLocale,
): Promise<Buffer> {
  const query = staffQuery(
    { ...args, limit: EXPORT_MAX_ROWS, offset: 0 },
    args.filter?.active,
    EXPORT_MAX_ROWS,
  );
  const scope = await staffScope(db, callerId, args.corporate_id, 'export');
  const { rows, total } = await staffPage(db, scope, query);
  if (total > EXPORT_MAX_ROWS) {
    throw new AppError('BAD_USER_INPUT', `more than ${EXPORT_MAX_ROWS} staff: filter the list`, [
      { field: 'filter', rule: 'too_many_rows', message: `at most ${EXPORT_MAX_ROWS} rows` },
    ]);
  }
  const approvers = await staffEmails(db, scope, [
    ...new Set(rows.flatMap((r) => (r.approver_id ? [r.approver_id] : []))),
  ]);
  const [yes, no] = YES_NO[locale];
  const cells = rows.map((r) => [
    r.email,
    r.last_name,
    r.first_name,
    r.courtesy_title,
    r.national_phone_number ? `+${r.country_calling_code} ${r.national_phone_number}` : null,
    ROLE_NAMES[locale][r.role as keyof (typeof ROLE_NAMES)['vi']] ?? r.role,
    r.employee_id,
    r.title,
    r.team,
    r.department_name,
    r.level_name,
    r.approver_id ? (approvers.get(r.approver_id) ?? null) : null,
    r.monthly_limit,
    r.note,
    r.used_balance,
    r.active ? yes : no,
  ]);
  const headers = headersFor(locale, [...IMPORT_COLUMNS, ...EXPORT_ONLY_COLUMNS]);
  return writeSheet(format, SHEET_NAME[locale], headers, cells);
}
