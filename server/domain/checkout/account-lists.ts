/**
 * The traveller's money pages (docs/graphql-contract.md "Payments: user_orders,
 * user_wallet_entries"): their orders, newest first, and their wallet's movements. Keyset pages
 * (`last_id`, as the spec's other lists); every query names the caller in its WHERE clause.
 */
import type { Db } from '../../db/client.js';
import type { shoppingItems } from '../../db/schema.js';
import { walletEntries as ledgerWalletEntries } from '../ledger/service.js';
import type { UserOrdersInput, WalletEntriesInput } from './input.js';
import { bookingOrdersPage } from './orders-repository.js';
import type { OrderRow } from './orders.js';
import { itemsOfSessionIds } from './sessions-repository.js';

/** user_orders: the caller's booking orders as traveller or booker, newest first. */
export async function listOrders(
  db: Db,
  userId: string,
  input: UserOrdersInput,
): Promise<OrderRow[]> {
  return bookingOrdersPage(db, userId, {
    statuses: input.status,
    lastId: input.last_id,
    limit: input.limit,
  });
}

export type ItemRow = typeof shoppingItems.$inferSelect;

/** The shopping items of these sessions, by session id (one query for a page of orders). */
export async function itemsOfSessions(db: Db, sessionIds: string[]) {
  const rows = await itemsOfSessionIds(db, sessionIds);
  const out = new Map<string, ItemRow[]>();
  for (const row of rows) {
    const list = out.get(row.payment_checkout_session_id) ?? [];
    list.push(row);
    out.set(row.payment_checkout_session_id, list);
  }
  return out;
}

/** user_wallet_entries: the movements of the caller's wallet, newest first. */
export async function walletEntries(db: Db, userId: string, input: WalletEntriesInput) {
  const rows = await ledgerWalletEntries(db, userId, {
    currency: input.currency,
    beforeSeq: input.last_id ? Number(input.last_id) : null,
    limit: input.limit,
  });
  return rows.map((r) => ({ ...r, id: String(r.seq) }));
}
