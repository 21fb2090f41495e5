import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/sql-values.js';
import type { AuthUser } from '../accounts/sessions.js';
import type { AdminCorporate, AdminUser } from '../../graphql/generated/admin.js';
import { parseInput, text } from '../context/input.js';
import {
  corporatesOfUsers,
  findCorporate,
  searchCorporates,
  searchUsers,
  usersByIds,
  type CorporateRow,
  type UserRow,
} from './people-repository.js';
import { requireSupportStaff } from './tickets.js';

/*
 * Support's directory (the admin service): find a person or a corporate across the platform.
 * Platform staff only — the role check runs before any input is read.
 */

const CORPORATE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

const page = {
  limit: z.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100').default(20),
  offset: z.number().int().min(0, 'must not be negative').default(0),
};
const search = text(200)
  .transform((v) => v.trim())
  .nullish()
  .transform((v) => v || undefined);
const usersInput = z.looseObject({ search, ...page });
const corporatesInput = z.looseObject({
  search,
  status: z.array(z.enum(CORPORATE_STATUSES)).nullish(),
  ...page,
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type CorporateOnly = Omit<AdminCorporate, 'owner'>;

export function corporateOnly(row: CorporateRow): CorporateOnly {
  return {
    id: row.id,
    company_name: row.company_name,
    display_name: row.display_name,
    company_tax_code: row.company_tax_code,
    company_email: row.company_email,
    company_phone_number: row.company_phone_number,
    company_address: row.company_address,
    legal_representative: row.legal_representative,
    status: row.status,
    approved_at: iso(row.approved_at),
    rejected_at: iso(row.rejected_at),
    rejection_reason: row.rejection_reason,
    inserted_at: row.inserted_at.toISOString(),
  };
}

/** People with their corporates, in the order given (two queries for a whole page). */
export async function adminUsers(db: Db, rows: UserRow[]): Promise<AdminUser[]> {
  const memberships = await corporatesOfUsers(
    db,
    rows.map((r) => r.id),
  );
  const owners = await usersByIds(db, [...new Set(memberships.map((c) => c.user_id))]);
  const ownerById = new Map(owners.map((o) => [o.id, o]));
  return rows.map((row) => {
    const seen = new Set<string>();
    const corporates: AdminCorporate[] = [];
    for (const c of memberships) {
      if (c.member_user_id !== row.id || seen.has(c.id)) continue;
      seen.add(c.id);
      const owner = ownerById.get(c.user_id);
      if (owner)
        corporates.push({ ...corporateOnly(c), owner: { ...userOnly(owner), corporates: [] } });
    }
    return { ...userOnly(row), corporates };
  });
}

export function userOnly(row: UserRow): Omit<AdminUser, 'corporates'> {
  return { ...row, inserted_at: row.inserted_at.toISOString() };
}

/** Corporates with their owners (the owner's own corporates are not repeated). */
export async function adminCorporates(db: Db, rows: CorporateRow[]): Promise<AdminCorporate[]> {
  const owners = await usersByIds(db, [...new Set(rows.map((r) => r.user_id))]);
  const byId = new Map(owners.map((o) => [o.id, o]));
  return rows.flatMap((row) => {
    const owner = byId.get(row.user_id);
    return owner ? [{ ...corporateOnly(row), owner: { ...userOnly(owner), corporates: [] } }] : [];
  });
}

export async function findUsers(db: Db, staff: AuthUser | null, raw: unknown) {
  requireSupportStaff(staff);
  const input = parseInput(usersInput, raw ?? {});
  const found = await searchUsers(db, input.search, input);
  return { entries: await adminUsers(db, found.entries), total_count: found.total_count };
}

export async function findUser(db: Db, staff: AuthUser | null, id: string) {
  requireSupportStaff(staff);
  if (!isUuid(id)) return null;
  const [row] = await usersByIds(db, [id.toLowerCase()]);
  return row ? (await adminUsers(db, [row]))[0] : null;
}

export async function findCorporates(db: Db, staff: AuthUser | null, raw: unknown) {
  requireSupportStaff(staff);
  const input = parseInput(corporatesInput, raw ?? {});
  const found = await searchCorporates(
    db,
    { search: input.search, status: input.status ?? undefined },
    input,
  );
  return { entries: await adminCorporates(db, found.entries), total_count: found.total_count };
}

export async function findOneCorporate(db: Db, staff: AuthUser | null, id: string) {
  requireSupportStaff(staff);
  const row = await findCorporate(db, id);
  return row ? ((await adminCorporates(db, [row]))[0] ?? null) : null;
}
