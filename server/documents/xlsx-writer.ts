/**
 * Writes an XLSX file (Office Open XML SpreadsheetML in a ZIP) straight from rows of values:
 * each row becomes its XML text at once, no cell objects, and the parts are deflated by Node's
 * zlib. SheetJS wrote the 10,000-row booking export through a cell object per value and a
 * JavaScript deflate, most of the export's time (docs/finance.md "Benchmark: the 10,000-row
 * XLSX export"); reading files stays with SheetJS (xlsx.ts `readXlsxRows`).
 *
 * What it writes: string cells as inline strings (never formulas), numbers, money with the
 * built-in `#,##0` format (numFmtId 3), dates as serial numbers formatted `yyyy-mm-dd`, column
 * widths. Nothing else (no styles beyond those, no shared strings).
 */
import { crc32, deflateRawSync } from 'node:zlib';

export type WriterKind = 'text' | 'number' | 'money' | 'date';

export interface WriterSheet {
  name: string;
  kinds: WriterKind[];
  /** Width of each column in characters. */
  widths: number[];
  /** Every row, the header first; a null, undefined or '' cell is left empty. */
  rows: Array<ReadonlyArray<string | number | Date | null | undefined>>;
}

// cellXfs: 0 general, 1 money (#,##0), 2 date (yyyy-mm-dd).
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd"/></numFmts><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Text as XML character data: the five entities, and no control characters XML forbids. */
function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '',
  );
}

/** 0 → 'A', 25 → 'Z', 26 → 'AA'. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** Days since 1899-12-30 (Excel's serial date) of a day 'YYYY-MM-DD' or a Date's UTC day. */
function serialDate(value: string | Date): number | null {
  const date = value instanceof Date ? value : new Date(`${value.slice(0, 10)}T00:00:00Z`);
  const ms = date.getTime();
  return Number.isNaN(ms) ? null : ms / 86_400_000 + 25_569;
}

function cellXml(ref: string, value: string | number | Date, kind: WriterKind): string {
  if (kind === 'date' && (typeof value === 'string' || value instanceof Date)) {
    const serial = serialDate(value);
    if (serial !== null) return `<c r="${ref}" s="2"><v>${serial}</v></c>`;
  }
  if (typeof value === 'number' && Number.isFinite(value)) {
    return `<c r="${ref}"${kind === 'money' ? ' s="1"' : ''}><v>${value}</v></c>`;
  }
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
}

function sheetXml(sheet: WriterSheet): string {
  const columns = sheet.kinds.length;
  const names = Array.from({ length: columns }, (_, i) => columnName(i));
  const parts: string[] = [
    `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">`,
    `<dimension ref="A1:${names[Math.max(0, columns - 1)] ?? 'A'}${Math.max(1, sheet.rows.length)}"/>`,
    '<cols>',
    ...sheet.widths.map(
      (w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`,
    ),
    '</cols><sheetData>',
  ];
  for (let r = 0; r < sheet.rows.length; r++) {
    const row = sheet.rows[r]!;
    const line = r + 1;
    let xml = `<row r="${line}">`;
    for (let c = 0; c < columns; c++) {
      const value = row[c];
      if (value === null || value === undefined || value === '') continue;
      xml += cellXml(`${names[c]}${line}`, value, r === 0 ? 'text' : sheet.kinds[c]!);
    }
    parts.push(`${xml}</row>`);
  }
  parts.push('</sheetData></worksheet>');
  return parts.join('');
}

/** A ZIP of the named parts, each deflated (the container an XLSX is). */
function zip(files: Array<[name: string, data: Buffer]>): Buffer {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const packed = deflateRawSync(data);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0, 10); // time
    local.writeUInt16LE(0x21, 12); // date: 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // made by
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt16LE(0, 12);
    entry.writeUInt16LE(0x21, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, nameBytes);
    chunks.push(local, nameBytes, packed);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directory, end]);
}

/** The XLSX file of the sheets, in order. */
export function writeXlsx(sheets: WriterSheet[]): Buffer {
  const utf8 = (text: string) => Buffer.from(text, 'utf8');
  const overrides = sheets
    .map(
      (_, i) =>
        `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('');
  const files: Array<[string, Buffer]> = [
    [
      '[Content_Types].xml',
      utf8(
        `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${overrides}</Types>`,
      ),
    ],
    [
      '_rels/.rels',
      utf8(
        `${XML_HEAD}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    ],
    [
      'xl/workbook.xml',
      utf8(
        `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheets
          .map(
            (s, i) => `<sheet name="${escapeXml(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`,
          )
          .join('')}</sheets></workbook>`,
      ),
    ],
    [
      'xl/_rels/workbook.xml.rels',
      utf8(
        `${XML_HEAD}<Relationships xmlns="${PKG}">${sheets
          .map(
            (_, i) =>
              `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
          )
          .join(
            '',
          )}<Relationship Id="rId${sheets.length + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
      ),
    ],
    ['xl/styles.xml', utf8(STYLES)],
    ...sheets.map((s, i): [string, Buffer] => [
      `xl/worksheets/sheet${i + 1}.xml`,
      utf8(sheetXml(s)),
    ]),
  ];
  return zip(files);
}
