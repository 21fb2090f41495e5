/**
 * One-sheet XLSX files over SheetJS (`@e965/xlsx`, server side only: the console never loads a
 * spreadsheet library). Numbers are number cells, so a spreadsheet sums them: money as whole
 * units of its currency (đồng), dates as date cells; a bold-free header row, frozen; an
 * optional totals row that is the server's sum of the rows, written as values (never formulas,
 * which an importing program may not evaluate).
 */
import * as XLSX from '@e965/xlsx';

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

/** Number format of money cells: whole units with thousands grouped in the reader's Excel. */
const MONEY_FORMAT = '#,##0';
const DATE_FORMAT = 'yyyy-mm-dd';

function cell(value: XlsxCell, kind: XlsxKind): XLSX.CellObject | null {
  if (value === null || value === undefined || value === '') return null;
  if ((kind === 'money' || kind === 'number') && typeof value === 'number') {
    return { t: 'n', v: value, ...(kind === 'money' ? { z: MONEY_FORMAT } : {}) };
  }
  if (kind === 'date') {
    const date =
      value instanceof Date ? value : new Date(`${String(value).slice(0, 10)}T00:00:00Z`);
    if (!Number.isNaN(date.getTime())) return { t: 'd', v: date, z: DATE_FORMAT };
  }
  if (typeof value === 'number') return { t: 'n', v: value };
  return { t: 's', v: value instanceof Date ? value.toISOString() : String(value) };
}

/** Sums of the columns marked `total`, over the rows (null for the others). */
export function columnTotals(columns: XlsxColumn[], rows: XlsxCell[][]): Array<number | null> {
  return columns.map((column, i) =>
    column.total
      ? rows.reduce<number>((sum, row) => sum + (typeof row[i] === 'number' ? row[i] : 0), 0)
      : null,
  );
}

/**
 * The worksheet of a sheet: header row, typed cells, totals row. Dense (SheetJS `!data`, rows
 * of cells): a sparse sheet keys every cell by its 'A1' address in one object, which for
 * 10,000 rows × 17 columns spent seconds encoding and hashing addresses (docs/finance.md
 * "Benchmark: the 10,000-row XLSX export").
 */
export function worksheet(sheet: XlsxSheet): XLSX.WorkSheet {
  const { columns, rows } = sheet;
  const kinds = columns.map((column) => column.kind ?? 'text');
  const data: Array<Array<XLSX.CellObject | undefined>> = new Array(
    rows.length + 1 + (sheet.totalsLabel !== undefined ? 1 : 0),
  );
  data[0] = columns.map((column) => ({ t: 's', v: column.header }));
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    const out: Array<XLSX.CellObject | undefined> = new Array(columns.length);
    for (let c = 0; c < columns.length; c++) out[c] = cell(row[c], kinds[c]!) ?? undefined;
    data[r + 1] = out;
  }
  let last = rows.length;
  if (sheet.totalsLabel !== undefined) {
    last += 1;
    const totals = columnTotals(columns, rows);
    data[last] = totals.map((sum, c) => {
      if (c === 0 && sum === null) return { t: 's', v: sheet.totalsLabel! };
      if (sum === null) return undefined;
      return { t: 'n', v: sum, ...(kinds[c] === 'money' ? { z: MONEY_FORMAT } : {}) };
    });
  }
  const ws = { '!data': data } as XLSX.WorkSheet;
  ws['!ref'] = XLSX.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: last, c: Math.max(0, columns.length - 1) },
  });
  ws['!cols'] = columns.map((c) => ({ wch: c.width ?? Math.max(12, c.header.length + 2) }));
  return ws;
}

/** An XLSX file of one or more sheets. */
export function xlsxFile(sheets: XlsxSheet[]): Buffer {
  const book = XLSX.utils.book_new();
  for (const sheet of sheets) {
    // Sheet names: at most 31 characters, none of : \ / ? * [ ].
    const name = sheet.name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);
    XLSX.utils.book_append_sheet(book, worksheet(sheet), name);
  }
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** A file's first sheet as rows of raw values (header first): what tests and imports read. */
export function readXlsxRows(data: Buffer): unknown[][] {
  const book = XLSX.read(data, { type: 'buffer', cellDates: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) return [];
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
}
