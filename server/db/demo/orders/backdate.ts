/**
 * The checkout records the instants it decides (`begin_at`, `expired_at`, `paid_at`, the
 * ranks' `begin_time`) from the `now` it is given, but the rows' `inserted_at` come from the
 * database clock. For the demo's past orders, those are set afterwards to the instant each
 * row was made at (its session's start, its order's payment), so lists sorted by
 * `inserted_at` — bookings, points and history — read as a year.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.js';

export async function backdateOrderRows(db: Db): Promise<void> {
  await db.execute(sql`
    update payment_checkout_sessions set inserted_at = begin_at where inserted_at > begin_at`);
  for (const table of ['shopping_items', 'checkout_holds']) {
    await db.execute(sql`
      update ${sql.identifier(table)} t set inserted_at = s.begin_at
      from payment_checkout_sessions s
      where s.id = t.payment_checkout_session_id and t.inserted_at > s.begin_at`);
  }
  await db.execute(sql`
    update user_orders set inserted_at = coalesce(paid_at, updated_at)
    where inserted_at > coalesce(paid_at, updated_at)`);
  // The ledger is append-only: its rows carry their `now` from the start (wallet.ts `at`).
  for (const table of ['user_point_entries', 'user_history_entries', 'corporate_payments']) {
    await db.execute(sql`
      update ${sql.identifier(table)} t set inserted_at = o.inserted_at
      from user_orders o where o.id = t.user_order_id and t.inserted_at > o.inserted_at`);
  }
  await db.execute(sql`
    update ledger_accounts a set inserted_at = f.first
    from (select account_id, min(inserted_at) as first from ledger_entries group by 1) f
    where f.account_id = a.id and a.inserted_at > f.first`);
}
