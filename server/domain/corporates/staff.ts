/**
 * Reading the corporate's staff (spec §3, §7, §9): the keyset list the spec's client pages
 * through 500 at a time, the offset page behind the console's list, travellers (20 a page,
 * highest monthly limit first) and one member in full or brief. Who may read them:
 * docs/permissions.md (staff: list/show); another corporate's id is FORBIDDEN, as for
 * `corporate` and `corporate_members`; a user who is not staff of the caller's corporate is
 * null (nothing about them is told).
 */
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { count, parseInput, text } from '../context/input.js';
import { actorFor, assertCan, ownCorporate } from './access.js';
import { requireUserId } from '../context/user.js';
import { checkIds } from './ids.js';
import { briefOf, presentStaff } from './staff-present.js';
import {
  staffAfter,
  staffByUser,
  staffPage,
  type StaffQuery,
  type StaffSortField,
} from './staff-repository.js';

/** The caller's corporate, when they may `action` its staff. */
export async function staffScope(
  db: Db,
  callerId: string | null,
  corporateId: string,
  action: 'list' | 'show' | 'export',
) {
  const userId = requireUserId(callerId);
  checkIds({ corporate_id: corporateId });
  const { actor } = await actorFor(db, userId);
  const scope = ownCorporate(actor, corporateId);
  assertCan(actor, action, 'staff');
  return scope;
}

export interface KeysetArgs {
  corporate_id: string;
  last_id?: string | null;
  limit?: number | null;
}

/** corporate_staffs: active and inactive staff by id after `last_id`, 1–500 a page. */
export async function listStaffAfter(
  db: Db,
  callerId: string | null,
  args: KeysetArgs,
  now = new Date(),
) {
  const limit = parseInput(z.object({ limit: count(1, 500) }), { limit: args.limit ?? 500 }).limit;
  checkIds({ last_id: args.last_id });
  const scope = await staffScope(db, callerId, args.corporate_id, 'list');
  const rows = await staffAfter(db, scope, args.last_id ?? null, limit);
  return presentStaff(db, scope, rows, now);
}

export interface PageArgs {
  corporate_id: string;
  search?: string | null;
  filter?: {
    user_ids?: string[] | null;
    department_ids?: string[] | null;
    roles?: string[] | null;
    corporate_level_ids?: string[] | null;
    cost_center_id?: string | null;
    active?: boolean | null;
  } | null;
  active?: boolean | null;
  sort?: { direction?: 'ASC' | 'DESC' | null; field?: StaffSortField | null } | null;
  limit?: number | null;
  offset?: number | null;
}

const pageBounds = (maxLimit: number) =>
  z.object({
    search: text(200).nullish(),
    limit: count(1, maxLimit),
    offset: count(0, 1_000_000),
  });

function idsOf(field: string, ids: string[] | null | undefined) {
  if (!ids) return null;
  checkIds(Object.fromEntries(ids.map((id, index) => [`${field}.${index}`, id])));
  return ids.map((id) => id.toLowerCase());
}

/** The list's search, filter and sort as SQL wants them (`maxLimit`: 100, or an export's). */
export function staffQuery(
  args: PageArgs,
  active: boolean | null | undefined,
  maxLimit = 100,
): StaffQuery {
  const bounds = parseInput(pageBounds(maxLimit), {
    search: args.search,
    limit: args.limit ?? 20,
    offset: args.offset ?? 0,
  });
  const filter = args.filter ?? {};
  checkIds({ 'filter.cost_center_id': filter.cost_center_id });
  return {
    search: bounds.search,
    userIds: idsOf('filter.user_ids', filter.user_ids),
    departmentIds: idsOf('filter.department_ids', filter.department_ids),
    roles: filter.roles ?? null,
    levelIds: idsOf('filter.corporate_level_ids', filter.corporate_level_ids),
    costCenterId: filter.cost_center_id ?? null,
    active,
    // Spec §9: travellers sort descending by monthly limit unless asked otherwise.
    sort: {
      field: args.sort?.field ?? 'MONTHLY_LIMIT',
      direction: args.sort?.direction ?? 'DESC',
    },
    limit: bounds.limit,
    offset: bounds.offset,
  };
}

/** corporate_staffs_page: searched, filtered, sorted, offset-paged, with the total. */
export async function pageStaff(db: Db, callerId: string | null, args: PageArgs, now = new Date()) {
  const query = staffQuery(args, args.filter?.active);
  const scope = await staffScope(db, callerId, args.corporate_id, 'list');
  const { rows, total } = await staffPage(db, scope, query);
  return { entries: await presentStaff(db, scope, rows, now), total_count: total };
}

/** corporate_travellers: active staff by default, 20 a page, highest monthly limit first. */
export async function pageTravellers(
  db: Db,
  callerId: string | null,
  args: PageArgs,
  now = new Date(),
) {
  const query = staffQuery(args, args.active === undefined ? true : args.active);
  const scope = await staffScope(db, callerId, args.corporate_id, 'list');
  const { rows, total } = await staffPage(db, scope, query);
  return { entries: await presentStaff(db, scope, rows, now), total_count: total };
}

export interface OneArgs {
  corporate_id: string;
  user_id: string;
}

/** corporate_staff: one staff member in full, or null when the user is not staff here. */
export async function readStaff(db: Db, callerId: string | null, args: OneArgs, now = new Date()) {
  checkIds({ user_id: args.user_id });
  const scope = await staffScope(db, callerId, args.corporate_id, 'show');
  const row = await staffByUser(db, scope, args.user_id);
  if (!row) return null;
  const [full] = await presentStaff(db, scope, [row], now);
  return full;
}

/** corporate_staff_brief: the flat form, or null when the user is not staff here. */
export async function readStaffBrief(db: Db, callerId: string | null, args: OneArgs) {
  checkIds({ user_id: args.user_id });
  const scope = await staffScope(db, callerId, args.corporate_id, 'show');
  const row = await staffByUser(db, scope, args.user_id);
  return row ? briefOf(row) : null;
}
