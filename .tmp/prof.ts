import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { addDays, vietnamDate } from '../common/calendar';
import { analysisFilter, detailArgs } from '../server/domain/analysis/input';
import { analysisOverview } from '../server/domain/analysis/overview';
import { analysisFlight } from '../server/domain/analysis/flight';
import { analysisHotel } from '../server/domain/analysis/hotel';
import { analysisDetail } from '../server/domain/analysis/detail';
import { analysisCostCenters } from '../server/domain/analysis/cost-centers';
import { analysisExpenses } from '../server/domain/analysis/expenses';
const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1/wf_i25_big', dataDir: '' });
const db = database.db;
const [c] = (await db.execute<{ id: string; user_id: string }>(sql`select id, user_id from corporates where display_name = 'Phân Tích'`)).rows;
const today = vietnamDate();
const year = analysisFilter.parse({ start: addDays(today, -364), end: today, time_unit: 'MONTH' });
const page = detailArgs.parse({ filter: { start: addDays(today, -364), end: today }, limit: 25 });
const cases: [string, () => Promise<unknown>][] = [
  ['overview', () => analysisOverview(db, c.user_id, year, 'vi')],
  ['flight', () => analysisFlight(db, c.user_id, year, 'vi')],
  ['hotel', () => analysisHotel(db, c.user_id, year, 'vi')],
  ['detail', () => analysisDetail(db, c.user_id, page)],
  ['cc', () => analysisCostCenters(db, c.user_id, year, new Date())],
  ['exp', () => analysisExpenses(db, c.user_id, year, 'vi')],
];
for (const [name, run] of cases) {
  const times: number[] = [];
  for (let i = 0; i < 8; i++) { const t = performance.now(); await run(); times.push(performance.now() - t); }
  times.sort((a, b) => a - b);
  console.log(name, times.map((x) => Math.round(x)).join(' '));
}
await database.close();
