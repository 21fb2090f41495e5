/**
 * corporate_payment_options (docs/graphql-contract.md): the corporates that can pay a checkout,
 * so the page offers "charge to my company" only when pay_with_corporate could accept it — the
 * same "who may" as pay-with-corporate.ts: the traveller and the caller are active staff of an
 * APPROVED corporate in the checkout's currency, and a caller booking for a colleague is its
 * OWNER, ADMIN or OPERATION. Each lists the active cost centers the traveller may charge
 * (assigned to them or to their department) and whether the corporate requires one. The
 * limits are not previewed: pay_with_corporate checks them under its locks.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { findSession } from './sessions.js';
import { rolesGranted } from '../../../common/permissions/corporate.js';

/** Who charges a colleague's trip: the permission table's `bookings` create for everyone's. */
const BOOKS_FOR_OTHERS = rolesGranted('bookings', 'create', 'all');

interface CorporateChoice {
  corporate_id: string;
  name: string;
  enforce_cost_center: boolean;
  department_id: string | null;
}

export async function corporatePaymentOptions(db: Db, userId: string, sessionId: string) {
  const session = await findSession(db, userId, { id: sessionId });
  if (!session) throw new AppError('NOT_FOUND', 'No such checkout session.');
  // Memberships of the traveller and the caller (scoped by those two users' own staff rows).
  const { rows } = await db.execute<CorporateChoice & Record<string, unknown>>(sql`
    select c.id as corporate_id, coalesce(c.display_name, c.company_name) as name,
      c.enforce_cost_center, t.department_id
    from corporates c
    join corporate_staffs t on t.corporate_id = c.id and t.user_id = ${session.user_id}::uuid
      and t.active
    join corporate_staffs me on me.corporate_id = c.id and me.user_id = ${userId}::uuid
      and me.active
    where c.status = 'APPROVED' and c.currency = ${session.currency}
      and (me.user_id = t.user_id or me.role in (${sql.join(
        BOOKS_FOR_OTHERS.map((r) => sql`${r}`),
        sql`, `,
      )}))
    order by (c.user_id = t.user_id) desc, t.inserted_at desc, c.id`);
  const options = [];
  for (const row of rows) {
    const { rows: centers } = await db.execute<{ id: string; name: string; code: string | null }>(
      sql`
      select cc.id, cc.name, cc.code from cost_centers cc
      where cc.corporate_id = ${row.corporate_id}::uuid and cc.active and exists (
        select 1 from cost_center_assignees a
        where a.corporate_id = ${row.corporate_id}::uuid and a.cost_center_id = cc.id
          and (a.user_id = ${session.user_id}::uuid
            or (${row.department_id}::uuid is not null and a.department_id = ${row.department_id}::uuid)))
      order by cc.name, cc.id`,
    );
    const selected = session.is_corporate && session.corporate_id === row.corporate_id;
    options.push({
      corporate_id: row.corporate_id,
      name: row.name,
      enforce_cost_center: Boolean(row.enforce_cost_center),
      cost_centers: centers.map((c) => ({ id: c.id, name: c.name, code: c.code })),
      selected,
      selected_cost_center_id: selected ? session.cost_center_id : null,
    });
  }
  return options;
}
