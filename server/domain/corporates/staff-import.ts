/**
 * Importing staff from a CSV or XLSX file (docs/corporate-staff.md "Import"): an upload is
 * checked row by row and kept as a preview — nothing about people is written; confirming it
 * adds the rows that are still good in one transaction, exactly once however often it is
 * sent, then invites the people added. Bad rows never block the good ones: the preview shows
 * them with their row numbers, and the admin fixes the file and uploads it again, or confirms
 * the good rows and adds the rest later.
 */
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { corporateStaffs, staffInvitations, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { parseInput } from '../context/input.js';
import { newUserValues } from '../accounts/new-users.js';
import { welcomeNewAccounts } from '../enrolment/welcome.js';
import { assertCan } from './access.js';
import { checkIds } from './ids.js';
import { INVITATION_DAYS, sendInvitations } from './staff-invitations.js';
import { newToken, tokenHash } from '../../auth/crypto.js';
import { checkRows, valuesOf, type CheckedRow, type RowValues } from './staff-import-check.js';
import { importById, insertImport, markConfirmed } from './staff-import-repository.js';
import { formatOf, readSheet } from './staff-sheet-files.js';
import { raced, staffColumns, writer, type StaffDeps } from './staff-write.js';

export interface StoredRow {
  row: number;
  values: RowValues;
  status: 'NEW_ACCOUNT' | 'EXISTING_ACCOUNT' | 'ERROR' | 'CREATED' | 'SKIPPED';
  errors: CheckedRow['errors'];
}

type ImportRecord = NonNullable<Awaited<ReturnType<typeof importById>>>;

const stored = (r: CheckedRow): StoredRow => ({
  row: r.row,
  values: r.values,
  status: r.status,
  errors: r.errors,
});

/** An import as the GraphQL type CorporateStaffImport (and the upload route) shows it. */
export function presentImport(record: ImportRecord) {
  const rows = ((record.result ?? record.rows) as StoredRow[]).map((r) => ({
    row: r.row,
    email: r.values.email || null,
    first_name: r.values.first_name || null,
    last_name: r.values.last_name || null,
    role: r.values.role || null,
    department: r.values.department || null,
    employee_id: r.values.employee_id || null,
    status: r.status,
    errors: r.errors,
  }));
  const preview = record.rows as StoredRow[];
  const count = (list: StoredRow[], ...statuses: StoredRow['status'][]) =>
    list.filter((r) => statuses.includes(r.status)).length;
  return {
    id: record.id,
    corporate_id: record.corporate_id,
    file_name: record.file_name,
    status: record.status as 'PREVIEW' | 'CONFIRMED',
    total_rows: preview.length,
    valid_rows: count(preview, 'NEW_ACCOUNT', 'EXISTING_ACCOUNT'),
    error_rows: count(preview, 'ERROR'),
    new_accounts: count(preview, 'NEW_ACCOUNT'),
    existing_accounts: count(preview, 'EXISTING_ACCOUNT'),
    created_count: record.result ? count(record.result as StoredRow[], 'CREATED') : null,
    inserted_at: record.inserted_at.toISOString(),
    confirmed_at: record.confirmed_at?.toISOString() ?? null,
    rows,
  };
}

/** A preview stays confirmable for a day; after that the file is uploaded again. */
const PREVIEW_HOURS = 24;

/** Rows a statement inserts at once. */
const BATCH = 500;

/** POST /api/v1/corporate/staff-imports: the file checked and kept as a preview. */
export async function previewImport(
  db: Db,
  callerId: string | null,
  upload: { corporate_id: string; file_name: string; data: Buffer },
) {
  const { actor, scope } = await writer(db, callerId, upload.corporate_id);
  assertCan(actor, 'import', 'staff');
  const format = formatOf(upload.file_name, upload.data);
  const sheet = readSheet(upload.data, format);
  const rows = valuesOf(sheet.headers, sheet.rows);
  if (!rows) {
    throw new AppError('BAD_USER_INPUT', 'file: has no e-mail column', [
      { field: 'file', rule: 'no_email_column', message: 'has no e-mail column in its first row' },
    ]);
  }
  if (rows.length === 0) {
    throw new AppError('BAD_USER_INPUT', 'file: has no rows', [
      { field: 'file', rule: 'empty', message: 'has no rows under its header' },
    ]);
  }
  const checked = await checkRows(db, actor, scope, rows);
  const record = await insertImport(db, {
    corporate_id: scope,
    created_by: actor.userId ?? '',
    file_name: upload.file_name.slice(0, 200),
    rows: checked.map(stored),
  });
  return presentImport(record);
}

const importArgs = z.object({ corporate_id: z.string(), id: z.string() });

/** corporate_staff_import: one import of the caller's corporate, or null. */
export async function readImport(db: Db, callerId: string | null, raw: unknown) {
  const args = parseInput(importArgs, raw);
  checkIds({ id: args.id });
  const { actor, scope } = await writer(db, callerId, args.corporate_id);
  assertCan(actor, 'import', 'staff');
  const record = await importById(db, scope, args.id);
  return record ? presentImport(record) : null;
}

/**
 * Writes the good rows: the accounts of new people (as createUserFor makes them: e-mail and
 * names, never a phone, and their welcome voucher), then every staff row INVITED with the company's names and contact
 * number, and a link each — in batches, so 2,000 rows are a few statements, not thousands.
 * Existing accounts are not written at all.
 */
async function writeRows(
  tx: Tx,
  scope: string,
  locale: string,
  rows: CheckedRow[],
  inviter: string | null,
  now: Date,
) {
  const userOf = new Map<string, { id: string; locale: string; fresh: boolean }>();
  const fresh = rows.filter((row) => !row.user_id);
  for (let at = 0; at < fresh.length; at += BATCH) {
    const made = await tx
      .insert(users)
      .values(
        fresh
          .slice(at, at + BATCH)
          .map((row) =>
            newUserValues(
              { channel: 'email', value: row.input!.email },
              { first_name: row.input!.first_name, last_name: row.input!.last_name, locale },
            ),
          ),
      )
      .returning({ id: users.id, email: users.email, locale: users.locale });
    for (const user of made) userOf.set(user.email ?? '', { ...user, fresh: true });
    await welcomeNewAccounts(
      tx,
      made.map((user) => user.id),
      now,
    );
  }
  for (const row of rows.filter((r) => r.user_id)) {
    userOf.set(row.input!.email, { id: row.user_id!, locale: row.locale ?? 'vi', fresh: false });
  }
  const added = rows.map((row) => ({ email: row.input!.email, ...userOf.get(row.input!.email)! }));
  const invited: Array<{ email: string; locale: string; token: string }> = [];
  for (let at = 0; at < rows.length; at += BATCH) {
    const staff = await tx
      .insert(corporateStaffs)
      .values(
        rows.slice(at, at + BATCH).map((row, index) => ({
          ...staffColumns(row.input!),
          phone_number: row.phone ?? null,
          corporate_id: scope,
          user_id: added[at + index].id,
          role: row.input!.role ?? 'STAFF',
          active: false,
          invitation: 'INVITED',
        })),
      )
      .returning({ id: corporateStaffs.id, user_id: corporateStaffs.user_id });
    const links = staff.map((s) => {
      const person = added.find((a) => a.id === s.user_id)!;
      const token = newToken();
      invited.push({ email: person.email, locale: person.locale, token });
      return {
        corporate_id: scope,
        staff_id: s.id,
        user_id: s.user_id,
        token_hash: tokenHash(token),
        new_account: person.fresh,
        invited_by: inviter,
        expires_at: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
        inserted_at: now,
      };
    });
    if (links.length > 0) await tx.insert(staffInvitations).values(links);
  }
  return invited;
}

/**
 * confirm_corporate_staff_import: in one transaction that holds the import's row lock, the
 * rows are checked again (the corporate may have changed since the preview) and those still
 * good are added; a confirmed import answers what it wrote and writes nothing again.
 */
export async function confirmImport(deps: StaffDeps, callerId: string | null, raw: unknown) {
  const args = parseInput(importArgs, raw);
  checkIds({ id: args.id });
  const { actor, scope } = await writer(deps.db, callerId, args.corporate_id);
  assertCan(actor, 'import', 'staff');
  let outcome: {
    record: ImportRecord;
    invite: Array<{ email: string; locale: string; token: string }>;
  };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const record = await importById(tx, scope, args.id, true);
      if (!record) throw new AppError('NOT_FOUND', 'No such import in your corporate.');
      if (record.status === 'CONFIRMED') return { record, invite: [] };
      const age = Date.now() - record.inserted_at.getTime();
      if (age > PREVIEW_HOURS * 3600_000) {
        throw new AppError('BAD_USER_INPUT', 'id: the preview has expired', [
          { field: 'id', rule: 'expired', message: 'upload the file again' },
        ]);
      }
      const preview = record.rows as StoredRow[];
      const candidates = preview.filter((r) => r.status !== 'ERROR');
      const rechecked = await checkRows(tx, actor, scope, candidates);
      const good = rechecked.filter((r) => r.status !== 'ERROR');
      if (good.length === 0) {
        throw new AppError('BAD_USER_INPUT', 'rows: no row can be added', [
          { field: 'rows', rule: 'none_valid', message: 'no row of the file can be added' },
        ]);
      }
      const added = await writeRows(tx, scope, deps.locale, good, actor.userId, deps.now());
      const now = new Map(rechecked.map((r) => [r.row, r]));
      const result: StoredRow[] = preview.map((r) => {
        const again = now.get(r.row);
        if (again && again.status !== 'ERROR') return { ...r, status: 'CREATED', errors: [] };
        return { ...r, status: 'SKIPPED', errors: again?.errors ?? r.errors };
      });
      const confirmed = await markConfirmed(tx, scope, record.id, {
        confirmed_by: actor.userId ?? '',
        result,
      });
      return { record: confirmed, invite: added };
    });
  } catch (error) {
    raced(error);
  }
  await sendInvitations(deps, scope, actor.userId, outcome.invite);
  return presentImport(outcome.record);
}
