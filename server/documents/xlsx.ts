/**
 * XLSX files, written by xlsx-writer.ts and read by SheetJS (`@e965/xlsx`, server side only:
 * the console never loads a spreadsheet library). Numbers are number cells, so a spreadsheet
 * sums them: money as whole units of its currency (đồng), dates as date cells; a header row;
 * an optional totals row that is the server's sum of the rows, written as values (never formulas,
 * which an importing program may not evaluate).
 */
import * as XLSX from '@e965/xlsx';
import { writeXlsx } from './xlsx-writer.js';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type XlsxKind = 'text' | 'number' | 'money' | 'date';

export interface XlsxColumn {
  header: string;
  kind?: XlsxKind;
  /** Width in characters (default: the header's, at least 12). */
  width?: number;
  /** Summed in the totals row. */
  total?: boolean;
}

export type XlsxCell = string | number | Date | null | undefined;

export interface XlsxSheet {
  name: string;
  columns: XlsxColumn[];
  rows: XlsxCell[][];
  /** The totals row's label, in the first column; the row is written when given. */
  totalsLabel?: string;
}

/** Sums of the columns marked `total`, over the rows (null for the others). */
export function columnTotals(columns: XlsxColumn[], rows: XlsxCell[][]): Array<number | null> {
  return columns.map((column, i) =>
    column.total
      ? rows.reduce<number>((sum, row) => sum + (typeof row[i] === 'number' ? row[i] : 0), 0)
      : null,
  );
}

/** An XLSX file of one or more sheets (written by xlsx-writer.ts, without cell objects). */
export function xlsxFile(sheets: XlsxSheet[]): Buffer {
  return writeXlsx(
    sheets.map((sheet) => {
      const rows: XlsxCell[][] = [sheet.columns.map((c) => c.header), ...sheet.rows];
      if (sheet.totalsLabel !== undefined) {
        const totals: XlsxCell[] = columnTotals(sheet.columns, sheet.rows);
        if (totals[0] === null) totals[0] = sheet.totalsLabel;
        rows.push(totals);
      }
      return {
        // Sheet names: at most 31 characters, none of : \ / ? * [ ].
        name: sheet.name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31),
        kinds: sheet.columns.map((c) => c.kind ?? 'text'),
        widths: sheet.columns.map((c) => c.width ?? Math.max(12, c.header.length + 2)),
        rows,
      };
    }),
  );
}

/** A file's first sheet as rows of raw values (header first): what tests and imports read. */
export function readXlsxRows(data: Buffer): unknown[][] {
  const book = XLSX.read(data, { type: 'buffer', cellDates: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) return [];
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
}
