import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/sql-values.js';
import type { AuthUser } from '../accounts/sessions.js';
import type { CorporatesInput, UsersInput } from './input.js';
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
 * Platform staff only — the role check runs before any input is read (the resolvers check,
 * then parse with ./input.ts; each service checks again).
 */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A corporate as support's directory hands it out (the admin SDL's AdminCorporate). */
export interface SupportCorporate extends CorporateOnly {
  owner: SupportUser;
}

/** A person as support's directory hands them out (the admin SDL's AdminUser). */
export interface SupportUser extends UserOnly {
  corporates: SupportCorporate[];
}

type CorporateOnly = ReturnType<typeof corporateOnly>;
type UserOnly = ReturnType<typeof userOnly>;

export function corporateOnly(row: CorporateRow) {
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
export async function adminUsers(db: Db, rows: UserRow[]): Promise<SupportUser[]> {
  const memberships = await corporatesOfUsers(
    db,
    rows.map((r) => r.id),
  );
  const owners = await usersByIds(db, [...new Set(memberships.map((c) => c.user_id))]);
  const ownerById = new Map(owners.map((o) => [o.id, o]));
  return rows.map((row) => {
    const seen = new Set<string>();
    const corporates: SupportCorporate[] = [];
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

export function userOnly(row: UserRow) {
  return { ...row, inserted_at: row.inserted_at.toISOString() };
}

/** Corporates with their owners (the owner's own corporates are not repeated). */
export async function adminCorporates(db: Db, rows: CorporateRow[]): Promise<SupportCorporate[]> {
  const owners = await usersByIds(db, [...new Set(rows.map((r) => r.user_id))]);
  const byId = new Map(owners.map((o) => [o.id, o]));
  return rows.flatMap((row) => {
    const owner = byId.get(row.user_id);
    return owner ? [{ ...corporateOnly(row), owner: { ...userOnly(owner), corporates: [] } }] : [];
  });
}

export async function findUsers(db: Db, staff: AuthUser | null, input: UsersInput) {
  requireSupportStaff(staff);
  const found = await searchUsers(db, input.search, input);
  return { entries: await adminUsers(db, found.entries), total_count: found.total_count };
}

export async function findUser(db: Db, staff: AuthUser | null, id: string) {
  requireSupportStaff(staff);
  if (!isUuid(id)) return null;
  const [row] = await usersByIds(db, [id.toLowerCase()]);
  return row ? (await adminUsers(db, [row]))[0] : null;
}

export async function findCorporates(db: Db, staff: AuthUser | null, input: CorporatesInput) {
  requireSupportStaff(staff);
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
