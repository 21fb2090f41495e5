import { csvText } from '../common/csv';
import { saveBlob } from '../../dataProviders/corporate/financeFiles';

/** A chart's data as a sheet: the header row, then one row per item, numbers as numbers. */
export type Sheet = ReadonlyArray<ReadonlyArray<string | number>>;

/** Saves a chart's data as CSV, written here in the browser (no server round trip). */
export function saveCsv(sheet: Sheet, fileName: string) {
  saveBlob(new Blob([csvText(sheet)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
}

/**
 * Saves a chart's data as XLSX. SheetJS (@e965/xlsx, the server's library) is imported on the
 * first click only: it is not part of the analysis chunk (docs/analysis-ui.md, "Exports").
 */
export async function saveXlsx(sheet: Sheet, fileName: string, sheetName: string) {
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet(sheet.map((row) => [...row])),
    // Excel's sheet names: at most 31 characters, none of []:*?/\
    sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31),
  );
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  saveBlob(
    new Blob([bytes], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
    `${fileName}.xlsx`,
  );
}
