// A 2,000-row XLSX staff import into the demo's VinaSteel (which already has 2,000 staff),
// in-process (Fastify inject: the real upload route and GraphQL stack), signed in as its owner:
// the upload's preview (parse and check every row), then the confirmation (one transaction,
// 2,000 new accounts and staff rows, 2,000 invitations to the outbox). Budget (issue 11): the
// whole import ≤ 10 s on PostgreSQL. PGlite in memory; PostgreSQL with BENCH_PG_URL.
// Run alone: `npx tsx bench/staff-import.ts`.
import { createHash } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { DEMO_PASSWORD } from '../server/db/demo/accounts';
import { seedDemo } from '../server/db/seed';
import { onPglite, onPostgres } from './databases';

export const STAFF_IMPORT_BUDGETS = { import_2000_xlsx_ms: 10_000 };
const ROWS = 2000;

function workbook(departments: string[]): Buffer {
  const rows: Array<Array<string | number>> = [
    ['E-mail', 'Họ', 'Tên', 'Mã nhân viên', 'Phòng ban', 'Chức danh', 'Hạn mức tháng (VND)'],
  ];
  for (let i = 0; i < ROWS; i++) {
    rows.push([
      `import.${i}@vinasteel-new.example`,
      'Trần',
      `Nhập ${i}`,
      `IMP-${i}`,
      departments[i % departments.length],
      'Kỹ sư',
      5_000_000 + (i % 10) * 1_000_000,
    ]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Nhân viên');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

function multipart(corporateId: string, data: Buffer) {
  const boundary = '----wayfare-bench';
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="corporate_id"\r\n\r\n${corporateId}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="vinasteel.xlsx"\r\n` +
          'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

async function measure(database: Database) {
  await seedDemo(database.db, { now: new Date() });
  if (database.kind === 'pg') await database.db.execute(sql`vacuum analyze`);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    STATIC_DIR: './tests/server/fixtures/no-build',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const session = await app.inject({
      method: 'POST',
      url: '/api/v1/user/session/new',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        email: 'owner@vinasteel.example',
        password: createHash('md5').update(DEMO_PASSWORD).digest('hex'),
        lang: 'en',
      }),
    });
    const token = session.json().data.access_token as string;
    const corporate = await app.inject({
      method: 'POST',
      url: '/graphql/corporate',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify({ query: '{ corporate { id } }' }),
    });
    const corporateId = corporate.json().data.corporate.id as string;
    const names = await database.db.execute<{ name: string }>(
      sql`select name from departments where corporate_id = ${corporateId}::uuid order by name`,
    );
    const file = workbook(names.rows.map((r) => r.name));
    const upload = multipart(corporateId, file);

    const started = performance.now();
    const preview = await app.inject({
      method: 'POST',
      url: '/api/v1/corporate/staff-imports',
      headers: { 'content-type': upload.contentType, authorization: `Bearer ${token}` },
      payload: upload.body,
    });
    const previewed = performance.now();
    const checked = preview.json().data;
    if (preview.statusCode !== 201 || checked.valid_rows !== ROWS) {
      throw new Error(`preview: ${preview.statusCode} ${preview.body.slice(0, 500)}`);
    }
    const confirm = await app.inject({
      method: 'POST',
      url: '/graphql/corporate',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify({
        query: `mutation($c: ID!, $id: ID!) { confirm_corporate_staff_import(corporate_id: $c,
          id: $id) { created_count } }`,
        variables: { c: corporateId, id: checked.id },
      }),
    });
    const done = performance.now();
    const created = confirm.json().data?.confirm_corporate_staff_import?.created_count;
    if (created !== ROWS) throw new Error(`confirm: ${confirm.body.slice(0, 500)}`);
    return {
      file_bytes: file.length,
      rows: ROWS,
      preview_ms: Math.round(previewed - started),
      confirm_ms: Math.round(done - previewed),
      import_2000_xlsx_ms: Math.round(done - started),
    };
  } finally {
    await app.close();
  }
}

export async function benchStaffImport() {
  const result: Record<string, Record<string, number>> = { pglite: await onPglite(measure) };
  const url = process.env.BENCH_PG_URL;
  if (url) result.postgres = await onPostgres(url, 'staff_import', measure);
  const misses = Object.entries(result).flatMap(([db, numbers]) =>
    (Object.keys(STAFF_IMPORT_BUDGETS) as Array<keyof typeof STAFF_IMPORT_BUDGETS>)
      .filter((key) => numbers[key] > STAFF_IMPORT_BUDGETS[key])
      .map((key) => `${db}.${key}`),
  );
  return { ...result, misses };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchStaffImport(), null, 2));
}
