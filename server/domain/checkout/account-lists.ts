/**
 * The traveller's money pages (docs/graphql-contract.md "Payments: user_orders,
 * user_wallet_entries"): their orders, newest first, and their wallet's movements. Keyset pages
 * (`last_id`, as the spec's other lists); every query names the caller in its WHERE clause.
 */
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { shoppingItems } from '../../db/schema.js';
import { parseInput, rule } from '../context/input.js';
import { walletEntries as ledgerWalletEntries } from '../ledger/service.js';
import { bookingOrdersPage } from './orders-repository.js';
import type { OrderRow } from './orders.js';
import { itemsOfSessionIds } from './sessions-repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STATUSES = [
  'PENDING',
  'PROCESSING',
  'SUCCESSFUL',
  'FAILED',
  'CANCELLED',
  'REFUNDED',
] as const;

const limit = z
  .number()
  .int()
  .min(1)
  .max(100)
  .nullish()
  .transform((v) => v ?? 20);

const ordersInput = z.object({
  status: z.array(z.enum(STATUSES)).max(6).nullish(),
  last_id: z
    .string()
    .refine((v) => UUID.test(v), rule('format', 'last_id must be an order id'))
    .nullish(),
  limit,
});

/** user_orders: the caller's booking orders as traveller or booker, newest first. */
export async function listOrders(db: Db, userId: string, args: unknown): Promise<OrderRow[]> {
  const input = parseInput(ordersInput, args);
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

const entriesInput = z.object({
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => /^[A-Z]{3}$/.test(v), rule('format', 'currency must be a 3-letter code'))
    .nullish()
    .transform((v) => v ?? 'VND'),
  last_id: z
    .string()
    .refine((v) => /^\d{1,18}$/.test(v), rule('format', 'last_id must be an entry id'))
    .nullish(),
  limit,
});

/** user_wallet_entries: the movements of the caller's wallet, newest first. */
export async function walletEntries(db: Db, userId: string, args: unknown) {
  const input = parseInput(entriesInput, args);
  const rows = await ledgerWalletEntries(db, userId, {
    currency: input.currency,
    beforeSeq: input.last_id ? Number(input.last_id) : null,
    limit: input.limit,
  });
  return rows.map((r) => ({ ...r, id: String(r.seq) }));
}
