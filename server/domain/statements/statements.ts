/**
 * Reconciliation statements read by the corporate (docs/finance.md "Statements"): owner,
 * admins and accounting (docs/permissions.md `statements`), scoped by the caller's corporate in
 * every query. Statements are issued by the cycle job (generate.ts), never through the API.
 */
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/sql-values.js';
import { AppError } from '../../errors.js';
import { actorFor, assertCan, ownCorporate } from '../corporates/access.js';
import { checkIds } from '../corporates/ids.js';
import { requireUserId } from '../context/user.js';
import { bookingsByIds } from '../finance/bookings-repository.js';
import type { StatementInput, StatementsInput } from './input.js';
import { presentLine, presentStatement } from './present.js';
import {
  adjustmentsOf,
  linesOf,
  sectionLines,
  sectionsOf,
  statementById,
  statementsPage,
  type StatementRow,
  type StoredLine,
} from './repository.js';

/** The caller's corporate once they may `action` statements (FORBIDDEN otherwise). */
export async function corporateOf(
  db: Db,
  userId: string | null,
  corporateId: string | null,
  action: 'list' | 'show' | 'export',
): Promise<string> {
  const { actor } = await actorFor(db, requireUserId(userId));
  const corporate = ownCorporate(actor, corporateId);
  assertCan(actor, action, 'statements');
  return corporate;
}

/** Lines with their bookings (one query for all of them). */
async function withBookings<L extends StoredLine>(db: Db, corporateId: string, lines: L[]) {
  // A balance carried forward is no booking's.
  const ids = [
    ...new Set(
      lines.flatMap((l) => (l.payment_checkout_session_id ? [l.payment_checkout_session_id] : [])),
    ),
  ];
  const bookings = await bookingsByIds(db, { corporateId, onlyUser: null }, ids);
  const byId = new Map(bookings.map((b) => [b.id, b]));
  return lines.map((l) =>
    presentLine(
      l,
      l.payment_checkout_session_id ? byId.get(l.payment_checkout_session_id) : undefined,
    ),
  );
}

async function present(db: Db, corporateId: string, rows: StatementRow[]) {
  const ids = rows.map((r) => r.id);
  const [sections, adjustments] = await Promise.all([
    sectionsOf(db, corporateId, ids),
    adjustmentsOf(db, corporateId, ids),
  ]);
  const presented = await withBookings(db, corporateId, adjustments);
  return rows.map((r) =>
    presentStatement(
      r,
      sections.filter((s) => s.statement_id === r.id),
      presented.filter((_, i) => adjustments[i]!.statement_id === r.id),
    ),
  );
}

/** corporate_reconcilliation_statements: newest period first, offset-paged. */
export async function listStatements(db: Db, userId: string | null, input: StatementsInput) {
  checkIds({ corporate_id: input.corporate_id });
  const corporateId = await corporateOf(db, userId, input.corporate_id, 'list');
  const { rows, total } = await statementsPage(db, corporateId, input);
  return { entries: await present(db, corporateId, rows), total_count: total };
}

/**
 * corporate_reconcilliation_statement: one of the caller's corporate's; NOT_FOUND for any other
 * id (another corporate's statement is not told apart from none).
 */
export async function readStatement(db: Db, userId: string | null, input: StatementInput) {
  const corporateId = await corporateOf(db, userId, null, 'show');
  const row = isUuid(input.id) ? await statementById(db, corporateId, input.id) : null;
  if (!row) throw new AppError('NOT_FOUND', 'No such statement.');
  return (await present(db, corporateId, [row]))[0]!;
}

/**
 * A section's lines with their bookings. The section was read through an authorized
 * operation; its corporate id scopes these queries too.
 */
export async function linesOfSection(
  section: {
    corporate_id: string;
    statement_id: string;
    section: 'FLIGHT' | 'PROPERTY';
  },
  db: Db,
) {
  const lines = await sectionLines(db, section.corporate_id, section.statement_id, section.section);
  return withBookings(db, section.corporate_id, lines);
}

/** Every line of one of the corporate's statements with its booking (the export). */
export async function statementLines(db: Db, corporateId: string, statementId: string) {
  return withBookings(db, corporateId, await linesOf(db, corporateId, statementId));
}
