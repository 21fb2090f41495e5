/** The error reports' SQL (docs/module-template.md): one insert. */
import { errorReports } from '../../db/schema.js';
import type { Db } from '../../db/client.js';
import type { ErrorReportInput } from './input.js';

/** Stores one browser report; returns its id. */
export async function saveErrorReport(
  db: Db,
  report: ErrorReportInput,
  meta: { userAgent: string | null; requestId: string },
): Promise<string> {
  const { kind, message, url, ...rest } = report;
  const [row] = await db
    .insert(errorReports)
    .values({
      kind,
      message,
      url: url ?? null,
      payload: rest,
      request_id: meta.requestId,
      user_agent: meta.userAgent?.slice(0, 500) ?? null,
    })
    .returning({ id: errorReports.id });
  return row.id;
}
