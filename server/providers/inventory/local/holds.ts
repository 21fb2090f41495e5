/**
 * Holds on the local inventory tables: a hold is a conditional decrement of `seats_left`
 * (flight_fares) or `allotment` (room_daily_rates) inside the checkout's transaction. The
 * `>= quantity` condition is re-checked by PostgreSQL after waiting for a concurrent writer of
 * the same row, so two carts can never both take the last seat. Rows are taken in one fixed
 * order (kind, resource, key) so that carts holding several nights cannot deadlock.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { BookingRefusedError, type InventoryHold, type InventoryHolds } from '../types.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function ordered(holds: InventoryHold[]): InventoryHold[] {
  const key = (h: InventoryHold) => `${h.kind}|${h.resource_id}|${h.resource_key}`;
  return [...holds].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

async function change(db: Db, hold: InventoryHold, delta: number): Promise<boolean> {
  if (!UUID.test(hold.resource_id)) return false;
  const { rows } =
    hold.kind === 'FLIGHT_SEATS'
      ? await db.execute(sql`
          update flight_fares set seats_left = seats_left + ${delta}
          where instance_id = ${hold.resource_id}::uuid and plan_id = ${hold.resource_key}
            and seats_left + ${delta} >= 0
          returning 1 as ok`)
      : await db.execute(sql`
          update room_daily_rates set allotment = allotment + ${delta}
          where room_type_id = ${hold.resource_id}::uuid and date = ${hold.resource_key}::date
            and allotment + ${delta} >= 0
          returning 1 as ok`);
  return rows.length === 1;
}

/** Whether the supplier still sells the held fare or room night. */
async function stillSold(db: Db, hold: InventoryHold): Promise<boolean> {
  if (!UUID.test(hold.resource_id)) return false;
  const { rows } =
    hold.kind === 'FLIGHT_SEATS'
      ? await db.execute(sql`
          select 1 as ok from flight_fares f join flight_instances i on i.id = f.instance_id
          where f.instance_id = ${hold.resource_id}::uuid and f.plan_id = ${hold.resource_key}`)
      : await db.execute(sql`
          select 1 as ok from room_daily_rates
          where room_type_id = ${hold.resource_id}::uuid and date = ${hold.resource_key}::date`);
  return rows.length === 1;
}

/** PNR letters: no 0/O or 1/I, which travellers misread. */
const PNR = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const code = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

export const localHolds: InventoryHolds = {
  supplier: 'local',
  async take(tx, holds) {
    for (const hold of ordered(holds)) {
      if (!(await change(tx, hold, -hold.quantity))) return false;
    }
    return true;
  },
  async giveBack(tx, holds) {
    for (const hold of ordered(holds)) await change(tx, hold, hold.quantity);
  },
  /**
   * The seats and rooms are already taken by the hold: booking issues the reference, unless
   * the supplier withdrew what was held meanwhile — a flight cancelled (its fare is gone with
   * its instance) or a room type's night taken off sale — which it refuses.
   */
  async book(tx, holds) {
    for (const hold of ordered(holds)) {
      if (!(await stillSold(tx, hold))) {
        throw hold.kind === 'FLIGHT_SEATS'
          ? new BookingRefusedError('flight_cancelled', 'The airline cancelled this flight.')
          : new BookingRefusedError('room_withdrawn', 'The hotel withdrew this room.');
      }
    }
    return holds.some((h) => h.kind === 'FLIGHT_SEATS')
      ? code(PNR, 6)
      : `WF${code('0123456789', 8)}`;
  },
};
