/**
 * Reading and writing the staff spreadsheets, CSV and XLSX, on the server (SheetJS,
 * `@e965/xlsx`): the console never loads a spreadsheet library (docs/decisions.md "Staff
 * import and export"). Only what the import needs is read — the first sheet's cells as text,
 * with their row numbers — within limits checked before anything is parsed.
 */
import * as XLSX from '@e965/xlsx';
import { AppError } from '../../errors.js';

export type SheetFormat = 'csv' | 'xlsx';

export const IMPORT_LIMITS = {
  /** The uploaded file. */
  maxBytes: 2 * 1024 * 1024,
  /** What an XLSX may unpack to (a small file that unpacks to gigabytes is refused). */
  maxUnpackedBytes: 64 * 1024 * 1024,
  /** Rows of people, the header not counted. */
  maxRows: 5000,
} as const;

export const CONTENT_TYPES: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const refuse = (rule: string, message: string): never => {
  throw new AppError('BAD_USER_INPUT', message, [{ field: 'file', rule, message }]);
};

const isZip = (data: Buffer) => data.length >= 4 && data.readUInt32LE(0) === 0x04034b50;

/** The file's format by its name, checked against its content (a renamed file is refused). */
export function formatOf(fileName: string, data: Buffer): SheetFormat {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'xlsx' && isZip(data)) return 'xlsx';
  if (extension === 'csv' && !isZip(data) && !data.includes(0)) return 'csv';
  return refuse('type', 'must be a .csv or .xlsx file');
}

/** The sum of the sizes a ZIP's central directory says its entries unpack to. */
function unpackedSize(data: Buffer): number {
  // End of central directory: signature 0x06054b50, at most 65,535 + 22 bytes from the end.
  const from = Math.max(0, data.length - 65_557);
  for (let at = data.length - 22; at >= from; at--) {
    if (data.readUInt32LE(at) !== 0x06054b50) continue;
    const entries = data.readUInt16LE(at + 10);
    let offset = data.readUInt32LE(at + 16);
    let total = 0;
    for (let i = 0; i < entries; i++) {
      if (offset + 46 > data.length || data.readUInt32LE(offset) !== 0x02014b50) return Infinity;
      total += data.readUInt32LE(offset + 24);
      offset +=
        46 +
        data.readUInt16LE(offset + 28) +
        data.readUInt16LE(offset + 30) +
        data.readUInt16LE(offset + 32);
    }
    return total;
  }
  return Infinity;
}

export interface SheetRow {
  /** The row's number in the file (the header is row 1 when it is the first line). */
  row: number;
  cells: string[];
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    return Number.isInteger(value) ? value.toFixed(0) : String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

/** The first sheet: its header and the rows under it that are not blank. */
export function readSheet(
  data: Buffer,
  format: SheetFormat,
): { headers: string[]; rows: SheetRow[] } {
  if (data.length === 0) refuse('empty', 'is empty');
  if (data.length > IMPORT_LIMITS.maxBytes) refuse('too_large', 'is larger than 2 MB');
  let book: XLSX.WorkBook;
  // One row more than allowed (and the header), so that too many rows is told, not cut.
  const sheetRows = IMPORT_LIMITS.maxRows + 2;
  try {
    if (format === 'xlsx') {
      if (unpackedSize(data) > IMPORT_LIMITS.maxUnpackedBytes) {
        refuse('unreadable', 'is not a spreadsheet this service can read');
      }
      book = XLSX.read(data, { type: 'buffer', dense: true, sheetRows, cellHTML: false });
    } else {
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(data);
      } catch {
        return refuse('encoding', 'must be saved as UTF-8 text');
      }
      book = XLSX.read(text.replace(/^\uFEFF/, ''), {
        type: 'string',
        raw: true,
        dense: true,
        sheetRows,
      });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    return refuse('unreadable', 'is not a spreadsheet this service can read');
  }
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet?.['!ref']) return refuse('empty', 'has no rows');
  const first = XLSX.utils.decode_range(sheet['!ref']).s.r;
  const table = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    blankrows: true,
    defval: '',
  });
  const [header = [], ...body] = table;
  const rows: SheetRow[] = [];
  body.forEach((cells, index) => {
    const text = cells.map(cellText);
    if (text.some((c) => c !== '')) rows.push({ row: first + index + 2, cells: text });
  });
  if (rows.length > IMPORT_LIMITS.maxRows) {
    refuse('too_many_rows', `has more than ${IMPORT_LIMITS.maxRows} rows`);
  }
  return { headers: header.map(cellText), rows };
}

/** A CSV cell that a spreadsheet would run as a formula gets a leading apostrophe. */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-][\d\s().-]*$/.test(text))) {
    text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A one-sheet file: CSV (UTF-8 with a byte-order mark, so Excel reads Vietnamese) or XLSX. */
export function writeSheet(
  format: SheetFormat,
  sheetName: string,
  headers: string[],
  rows: Array<Array<string | number | null>>,
): Buffer {
  if (format === 'csv') {
    const lines = [headers, ...rows].map((cells) => cells.map(csvCell).join(','));
    return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
  }
  const sheet = XLSX.utils.aoa_to_sheet([headers, ...rows]);
  sheet['!cols'] = headers.map((h) => ({ wch: Math.max(12, h.length + 2) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
