/**
 * The detail rows as a file (analysis_detail_export, docs/analysis.md "Export"): the same rows
 * and order as the detail page, up to 10,000 (more is BAD_USER_INPUT `too_many_rows`: narrow
 * the filter), CSV (UTF-8 with BOM, formula-safe cells) or XLSX (amounts as number cells and a
 * totals row), headers in the reader's language, times in Vietnam. The operation checks the
 * caller and the filter at once and answers a 15-minute signed link; the link's download runs
 * the query again as the caller.
 */
import { vietnamDateTime } from '../../../common/calendar.js';
import type { Db } from '../../db/client.js';
import { xlsxFile, type XlsxColumn } from '../../documents/xlsx.js';
import { AppError } from '../../errors.js';
import { parseInput } from '../context/input.js';
import { writeSheet } from '../corporates/staff-sheet-files.js';
import { detailCount, detailRows } from './detail-repository.js';
import { presentRow } from './detail.js';
import { signedExportUrl, type ExportLink } from './export-links.js';
import { EXPORT_MAX_ROWS, exportArgs, type ExportArgs } from './input.js';
import { named, type Lang } from './labels.js';
import { analysisScope } from './scope.js';

const WORDS = {
  vi: {
    sheet: 'Chi tiết',
    total: 'Tổng cộng',
    headers: [
      'Thanh toán lúc',
      'Mã đặt chỗ',
      'Sản phẩm',
      'Hành trình / khách sạn',
      'Người đi',
      'Phòng ban',
      'Trung tâm chi phí',
      'Trạng thái',
      'Giảm giá voucher',
      'Số tiền',
      'Tiền tệ',
      'Mã đơn hàng',
    ],
    statuses: {
      SUCCESSFUL: 'Thành công',
      REFUNDED: 'Đã hoàn tiền',
      CANCELLED: 'Đã huỷ',
      FAILED: 'Thất bại',
      PENDING: 'Chờ xử lý',
      PROCESSING: 'Đang xử lý',
    } as Record<string, string>,
  },
  en: {
    sheet: 'Detail',
    total: 'Total',
    headers: [
      'Paid at',
      'Booking code',
      'Product',
      'Route / hotel',
      'Traveller',
      'Department',
      'Cost center',
      'Status',
      'Voucher discount',
      'Amount',
      'Currency',
      'Order id',
    ],
    statuses: {
      SUCCESSFUL: 'Successful',
      REFUNDED: 'Refunded',
      CANCELLED: 'Cancelled',
      FAILED: 'Failed',
      PENDING: 'Pending',
      PROCESSING: 'Processing',
    } as Record<string, string>,
  },
} as const;

const MONEY_COLUMNS = new Set([8, 9]);

function tooMany(): AppError {
  return new AppError('BAD_USER_INPUT', `more than ${EXPORT_MAX_ROWS} rows: narrow the filter`, [
    { field: 'filter', rule: 'too_many_rows', message: `at most ${EXPORT_MAX_ROWS} rows` },
  ]);
}

/** The operation: check now, answer a signed link to the file. */
export async function analysisDetailExport(
  db: Db,
  userId: string | null,
  raw: Record<string, unknown>,
  link: { key: Buffer; now: Date; lang: Lang },
) {
  const args = parseInput(exportArgs, raw);
  const scope = await analysisScope(db, userId, args.filter);
  if ((await detailCount(db, scope, args.filter.narrowed)) > EXPORT_MAX_ROWS) throw tooMany();
  const extension = args.format === 'XLSX' ? 'xlsx' : 'csv';
  const range = args.filter.narrowed;
  const name = `${link.lang === 'en' ? 'analysis' : 'phan-tich'}-${range.from}-${range.to}.${extension}`;
  const signed: ExportLink = { userId: userId!, args: raw, locale: link.lang };
  return { name, url: signedExportUrl(link.key, signed, link.now) };
}

/** The download: the file the link names, built as its caller. */
export async function exportFile(db: Db, link: ExportLink) {
  const args: ExportArgs = parseInput(exportArgs, link.args);
  const scope = await analysisScope(db, link.userId, args.filter);
  const rows = await detailRows(db, scope, args.filter.narrowed, {
    sort: { field: 'PAID_AT', direction: 'DESC' },
    limit: EXPORT_MAX_ROWS + 1,
    offset: 0,
  });
  if (rows.length > EXPORT_MAX_ROWS) throw tooMany();
  const w = WORDS[link.locale];
  const body = rows
    .map(presentRow)
    .map((r) => [
      vietnamDateTime(r.paid_at).slice(0, 16).replace('T', ' '),
      r.order_code,
      named(link.locale, r.product),
      r.description,
      r.traveller_name,
      r.department_name,
      r.cost_center_name,
      w.statuses[r.status] ?? r.status,
      r.voucher_discount,
      r.amount,
      r.currency,
      r.user_order_id,
    ]);
  const kind: 'csv' | 'xlsx' = args.format === 'XLSX' ? 'xlsx' : 'csv';
  if (kind === 'csv') return { kind, body: writeSheet('csv', w.sheet, [...w.headers], body) };
  const columns: XlsxColumn[] = w.headers.map((header, i) => ({
    header,
    kind: MONEY_COLUMNS.has(i) ? 'money' : 'text',
    total: MONEY_COLUMNS.has(i),
    width: i === 3 ? 32 : undefined,
  }));
  return { kind, body: xlsxFile([{ name: w.sheet, columns, rows: body, totalsLabel: w.total }]) };
}
