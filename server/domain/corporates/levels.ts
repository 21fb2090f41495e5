/**
 * Corporate levels (staff grades, spec §3 corporate_level, §7 corporate_levels and
 * create_corporate_level): run by the owner and admins (docs/permissions.md). A level's name is
 * unique in its corporate regardless of case (docs/corporate-departments.md).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { actorFor, assertCan, ownCorporate } from './access.js';
import { requireUserId } from '../context/user.js';
import { checkIds } from './ids.js';

interface LevelRow extends Record<string, unknown> {
  id: string;
  name: string;
}

async function scopeFor(
  db: Db,
  callerId: string | null,
  corporateId: string | null | undefined,
  action: 'list' | 'create',
): Promise<string> {
  const userId = requireUserId(callerId);
  checkIds({ corporate_id: corporateId });
  const { actor } = await actorFor(db, userId);
  const scope = ownCorporate(actor, corporateId);
  assertCan(actor, action, 'levels');
  return scope;
}

export async function listLevels(db: Db, callerId: string | null, corporateId?: string | null) {
  const scope = await scopeFor(db, callerId, corporateId, 'list');
  const result = await db.execute<LevelRow>(sql`
    select l.id, l.name from corporate_levels l
    where l.corporate_id = ${scope}::uuid
    order by lower(l.name), l.id`);
  return result.rows;
}

const taken = () =>
  new AppError('BAD_USER_INPUT', 'name: another level of this corporate has this name', [
    { field: 'name', rule: 'unique', message: 'another level of this corporate has this name' },
  ]);

export async function createLevel(
  db: Db,
  callerId: string | null,
  input: { corporate_id: string; name: string },
) {
  const scope = await scopeFor(db, callerId, input.corporate_id, 'create');
  const existing = await db.execute<{ id: string }>(sql`
    select l.id from corporate_levels l
    where l.corporate_id = ${scope}::uuid and lower(btrim(l.name)) = lower(${input.name})
    limit 1`);
  if (existing.rows.length) throw taken();
  try {
    const result = await db.execute<LevelRow>(sql`
      insert into corporate_levels (corporate_id, name) values (${scope}::uuid, ${input.name})
      returning id, name`);
    return result.rows[0];
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) === '23505') throw taken();
    throw err;
  }
}
