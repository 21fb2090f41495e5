// Spreadsheets and multipart uploads for the staff import tests (made as a person's Excel
// would: SheetJS writes them, not the code under test).
import * as XLSX from '@e965/xlsx';
import type { FastifyInstance } from 'fastify';

export type Cells = Array<Array<string | number>>;

export function xlsxOf(rows: Cells): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export function csvOf(rows: Cells, bom = true): Buffer {
  const cell = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${v}"` : String(v));
  return Buffer.from(`${bom ? '\uFEFF' : ''}${rows.map((r) => r.map(cell).join(',')).join('\n')}`);
}

export function sheetOf(data: Buffer): string[][] {
  const book = XLSX.read(data, { type: 'buffer', raw: true });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], {
    header: 1,
    raw: false,
    defval: '',
  });
}

/** POST /api/v1/corporate/staff-imports as a browser's FormData would send it. */
export async function upload(
  app: FastifyInstance,
  opts: { token?: string; corporateId: string; fileName: string; data: Buffer; type?: string },
) {
  const boundary = '----wayfare-test-boundary';
  const head = (extra: string) => `--${boundary}\r\nContent-Disposition: form-data; ${extra}\r\n`;
  const body = Buffer.concat([
    Buffer.from(`${head('name="corporate_id"')}\r\n${opts.corporateId}\r\n`),
    Buffer.from(
      `${head(`name="file"; filename="${opts.fileName}"`)}Content-Type: ${
        opts.type ?? 'application/octet-stream'
      }\r\n\r\n`,
    ),
    opts.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/corporate/staff-imports',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-forwarded-for': '203.0.113.20',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    payload: body,
  });
  return { status: response.statusCode, body: JSON.parse(response.body) };
}
