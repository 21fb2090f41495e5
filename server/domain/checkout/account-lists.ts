/**
 * The traveller's money pages (docs/graphql-contract.md "Payments: user_orders,
 * user_wallet_entries"): their orders, newest first, and their wallet's movements. Keyset pages
 * (`last_id`, as the spec's other lists); every query names the caller in its WHERE clause.
 */
import { and, desc, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  type shoppingItems,
} from '../../db/schema.js';
import { parseInput, rule } from '../context/input.js';
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
  const rows = await db
    .select({
      seq: ledgerEntries.seq,
      amount: ledgerEntries.amount,
      balance_after: ledgerEntries.balance_after,
      currency: ledgerEntries.currency,
      kind: ledgerTransactions.kind,
      user_order_id: ledgerTransactions.user_order_id,
      inserted_at: ledgerTransactions.inserted_at,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.account_id))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transaction_id))
    .where(
      and(
        eq(ledgerAccounts.kind, 'USER_WALLET'),
        eq(ledgerAccounts.user_id, userId),
        eq(ledgerAccounts.currency, input.currency),
        input.last_id ? lt(ledgerEntries.seq, Number(input.last_id)) : undefined,
      ),
    )
    .orderBy(desc(ledgerEntries.seq))
    .limit(input.limit);
  return rows.map((r) => ({ ...r, id: String(r.seq) }));
}
