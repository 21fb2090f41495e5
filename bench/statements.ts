// Reconciliation statements (issue 22, docs/finance.md "Statements"): VinaSteel's monthly
// statements over the demo's year of orders, generated as the cycle job does
// (generateStatement: its bookings, adjustments, totals and the writes, one transaction each).
// The seed issues them already; they are truncated (TRUNCATE, not a row change the
// immutability trigger refuses) and issued again month by month, each timed. Budget: a monthly
// statement ≤ 2 s. PostgreSQL with BENCH_PG_URL (a database wayfare_bench_statements_<pid> is
// created and dropped); PGlite in memory unless BENCH_STATEMENTS_PGLITE=0. Run alone:
// `npx tsx bench/statements.ts`. Then each statement's PDF as the accountant downloads it
// (statementPdf: the statement's SQL, its lines with their bookings, pdfkit): budget ≤ 1 s; and,
// for scale, the largest one rendered with its lines repeated to 500 (reported, no budget).
import { sql } from 'drizzle-orm';
import { onPglite, onPostgres } from './databases';
import type { Database } from '../server/db/client';
import { vietnamMidnight } from '../common/calendar';
import { seedDemo } from '../server/db/seed';
import { duePeriods, generateStatement } from '../server/domain/statements/generate';
import {
  renderStatementPdf,
  statementPdf,
  statementPdfData,
} from '../server/domain/statements/statement-pdf';

export const STATEMENTS_BUDGETS = { monthly_statement_max_ms: 2000, statement_pdf_max_ms: 1000 };

/** Each statement's PDF through the download's domain function, and a 500-line one. */
async function measurePdfs(database: Database, corporate: string, ids: string[]) {
  const db = database.db;
  const { rows } = await db.execute<{ id: string }>(
    sql`select id from users where email = 'accounting@vinasteel.example'`,
  );
  const accountant = rows[0]!.id;
  const times: number[] = [];
  let bytes = 0;
  let largest = { id: ids[0]!, lines: -1 };
  for (const id of ids) {
    const started = performance.now();
    const file = await statementPdf(db, accountant, id, 'vi');
    times.push(performance.now() - started);
    bytes = Math.max(bytes, file.body.length);
    const data = (await statementPdfData(db, corporate, id))!;
    if (data.lines.length > largest.lines) largest = { id, lines: data.lines.length };
  }
  const data = (await statementPdfData(db, corporate, largest.id))!;
  const lines = Array.from({ length: 500 }, (_, i) => ({
    ...data.lines[i % Math.max(1, data.lines.length)]!,
    id: `line-${i}`,
  }));
  const started = performance.now();
  const big = await renderStatementPdf({ ...data, lines }, 'vi');
  const bigMs = performance.now() - started;
  times.sort((a, b) => a - b);
  return {
    statement_pdfs: times.length,
    statement_pdf_p50_ms: round(times[Math.floor(times.length / 2)] ?? 0),
    statement_pdf_max_ms: round(times.at(-1) ?? 0),
    statement_pdf_max_bytes: bytes,
    statement_pdf_500_lines_ms: round(bigMs),
    statement_pdf_500_lines_bytes: big.length,
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function measure(database: Database) {
  const db = database.db;
  const now = new Date();
  await seedDemo(db, { now, inventory: true });
  if (database.kind === 'pg') await db.execute(sql`vacuum analyze`);
  const { rows } = await db.execute<{ id: string }>(
    sql`select id from corporates where display_name = 'VinaSteel'`,
  );
  const corporate = rows[0]!.id;
  const seeded = await db.execute<{ n: string | number; adjustments: string | number }>(sql`
    select count(distinct s.id) as n,
      count(l.id) filter (where l.kind = 'ADJUSTMENT') as adjustments
    from reconcilliation_statements s
    left join reconcilliation_statement_lines l on l.statement_id = s.id
    where s.corporate_id = ${corporate}::uuid`);
  // With their invoices and payments, which reference them.
  await db.execute(sql`truncate reconcilliation_statement_lines,
    reconcilliation_statement_sections, reconcilliation_statements cascade`);
  const times: { period: string; ms: number; lines: number }[] = [];
  for (const period of await duePeriods(db, corporate, now)) {
    const at = new Date(vietnamMidnight(period.end).getTime() + 3_600_000);
    const started = performance.now();
    const id = await generateStatement(db, corporate, period, at);
    const ms = performance.now() - started;
    const counted = await db.execute<{ n: string | number }>(
      sql`select count(*) as n from reconcilliation_statement_lines where statement_id = ${id}::uuid`,
    );
    times.push({ period: period.start, ms: round(ms), lines: Number(counted.rows[0]?.n ?? 0) });
  }
  const ms = times.map((t) => t.ms).sort((a, b) => a - b);
  const { rows: issued } = await db.execute<{ id: string }>(
    sql`select id from reconcilliation_statements where corporate_id = ${corporate}::uuid`,
  );
  const pdfs = await measurePdfs(
    database,
    corporate,
    issued.map((r) => r.id),
  );
  return {
    ...pdfs,
    seeded_statements: Number(seeded.rows[0]?.n ?? 0),
    seeded_adjustment_lines: Number(seeded.rows[0]?.adjustments ?? 0),
    statements: times.length,
    lines: times.reduce((n, t) => n + t.lines, 0),
    monthly_statement_p50_ms: ms[Math.floor(ms.length / 2)] ?? 0,
    monthly_statement_max_ms: ms.at(-1) ?? 0,
    per_month: times,
  };
}

export async function benchStatements() {
  const result: Record<string, unknown> = {};
  if (process.env.BENCH_STATEMENTS_PGLITE !== '0') result.pglite = await onPglite(measure);
  const url = process.env.BENCH_PG_URL;
  if (url) result.postgres = await onPostgres(url, 'statements', measure);
  const misses = Object.entries(result).flatMap(([db, numbers]) =>
    (Object.keys(STATEMENTS_BUDGETS) as Array<keyof typeof STATEMENTS_BUDGETS>)
      .filter((key) => (numbers as Record<string, number>)[key] > STATEMENTS_BUDGETS[key])
      .map((key) => `${db}.${key}`),
  );
  return { ...result, misses };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchStatements(), null, 2));
}
