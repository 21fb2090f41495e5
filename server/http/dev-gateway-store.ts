import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { devGatewayTransactions } from '../db/schema.js';

/*
 * What the /dev payment sandboxes remember of the payments they took (never in production: only
 * the sandboxes, which app.ts registers outside production, write here). Kept in the database
 * (`dev_gateway_transactions`), so the sandbox's record of a success outlives a crash of the
 * server exactly as a real gateway's would, and querydr / paymentInquiry still answer it after a
 * restart. Without a database (unit tests of a sandbox alone) it is kept in memory.
 */

export type DevGateway = 'VNPAY' | 'P2C2P' | 'STRIPE' | 'BANK';
export type DevTransaction = Record<string, string>;

export interface DevGatewayStore {
  get(gateway: DevGateway, ref: string): Promise<DevTransaction | null>;
  /** Creates or replaces the record of `ref`. */
  put(gateway: DevGateway, ref: string, data: DevTransaction): Promise<void>;
  /**
   * Changes the record under its row lock (`change` sees the current data, returns the new
   * data or null to leave it): a refund and its duplicate cannot both pass.
   */
  update<T>(
    gateway: DevGateway,
    ref: string,
    change: (data: DevTransaction | null) => { data: DevTransaction | null; answer: T },
  ): Promise<T>;
}

export function devGatewayStore(db: Db | undefined): DevGatewayStore {
  if (!db) return memoryStore();
  return {
    async get(gateway, ref) {
      const [row] = await db
        .select({ data: devGatewayTransactions.data })
        .from(devGatewayTransactions)
        .where(
          and(eq(devGatewayTransactions.gateway, gateway), eq(devGatewayTransactions.ref, ref)),
        );
      return row?.data ?? null;
    },
    async put(gateway, ref, data) {
      await db
        .insert(devGatewayTransactions)
        .values({ gateway, ref, data })
        .onConflictDoUpdate({
          target: [devGatewayTransactions.gateway, devGatewayTransactions.ref],
          set: { data, updated_at: sql`now()` },
        });
    },
    async update(gateway, ref, change) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ data: devGatewayTransactions.data })
          .from(devGatewayTransactions)
          .where(
            and(eq(devGatewayTransactions.gateway, gateway), eq(devGatewayTransactions.ref, ref)),
          )
          .for('update');
        const { data, answer } = change(row?.data ?? null);
        if (data && row) {
          await tx
            .update(devGatewayTransactions)
            .set({ data, updated_at: sql`now()` })
            .where(
              and(eq(devGatewayTransactions.gateway, gateway), eq(devGatewayTransactions.ref, ref)),
            );
        }
        return answer;
      });
    },
  };
}

function memoryStore(): DevGatewayStore {
  const rows = new Map<string, DevTransaction>();
  const key = (gateway: DevGateway, ref: string) => `${gateway}:${ref}`;
  return {
    async get(gateway, ref) {
      return rows.get(key(gateway, ref)) ?? null;
    },
    async put(gateway, ref, data) {
      rows.set(key(gateway, ref), data);
    },
    async update(gateway, ref, change) {
      const { data, answer } = change(rows.get(key(gateway, ref)) ?? null);
      if (data && rows.has(key(gateway, ref))) rows.set(key(gateway, ref), data);
      return answer;
    },
  };
}
