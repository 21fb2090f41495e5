import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { corporates, users } from './schema.js';
import { buildCorporate } from './demo/corporate.js';
import { buildIndividuals } from './demo/individuals.js';
import { buildPromotions } from './demo/promotions.js';
import { insertRows } from './demo/insert.js';
import { EmailBook } from './demo/names.js';
import { createRng } from './demo/prng.js';
import { CORPORATE_PROFILES, RANK_CONFIGURATIONS } from './demo/profiles.js';
import { emptyRows, type SeedRows } from './demo/rows.js';
import { DEMO_PASSWORD, DEMO_PEOPLE } from './demo/accounts.js';
import { DEVELOPMENT_PEPPER } from '../config.js';
import { deriveAuthKeys } from '../auth/crypto.js';
import { hashPassword, md5Hex } from '../auth/passwords.js';
import { seedBookingRequests } from './demo/booking-requests.js';
import { seedVatRequests } from './demo/vat-requests.js';
import { seedTripProposals } from './demo/trip-proposals.js';
import { seedInventory, type InventorySummary } from './demo/inventory/index.js';
import { seedOrders, type OrdersSummary } from './demo/orders/index.js';
import type { Database } from './client.js';
import { parseEnabledMethods, parseFees } from '../domain/payments/methods.js';
import { postCorporateOpening } from '../domain/ledger/service.js';
import { seedExpenses } from './demo/expenses.js';
import { seedStatements } from './demo/statements.js';
import { invoicesAfterStatements } from './demo/invoices.js';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, type DemoRole } from './demo/accounts.js';

export interface SeedOptions {
  /** Members of the large corporate (VinaSteel), default 2000. At least 52. */
  staffInLargeCorporate?: number;
  /** Reference time for relative dates (joined, expiries); default now. */
  now?: Date;
  /** The server's PASSWORD_PEPPER, so demo passwords verify (default: the development one). */
  passwordPepper?: string;
  /**
   * Also generate the travel inventory, 90 days from `now` (about 10 s on PGlite). `npm run
   * seed` and the server's first-start seeding pass true; tests that need only accounts do not.
   */
  inventory?: boolean;
  /**
   * With the inventory: also a year of past orders made through the checkout (default true;
   * docs/checkout.md "Demo data").
   */
  orders?: boolean;
}

export interface SeedSummary {
  corporates: { id: string; display_name: string; staff: number }[];
  /** Rows inserted per table. */
  rows: Record<keyof SeedRows, number>;
  totalRows: number;
  statements: number;
  /** The travel inventory, when generated. */
  inventory?: InventorySummary;
  /** The demo orders, when made. */
  orders?: OrdersSummary;
}

/** Phone number ranges of the generated people, far apart so they never overlap. */
const PHONE_BASES = { vinasteel: 1_000_000, saomai: 2_000_000, laxanh: 3_000_000, individuals: 0 };

/**
 * Inserts the demo data set in one transaction: three corporates of 12, 150 and
 * `staffInLargeCorporate` (2000) members, 12 individual travellers and a travel agent.
 * Deterministic: the same options give the same ids, names and amounts. The demo accounts
 * (DEMO_ACCOUNTS) get DEMO_PASSWORD, hashed once and shared (argon2id is slow on purpose);
 * everyone else has no password.
 */
export async function seedDemo(db: Db, opts: SeedOptions = {}): Promise<SeedSummary> {
  const now = opts.now ?? new Date();
  const rows = emptyRows();
  const emails = new EmailBook();
  for (const person of DEMO_PEOPLE) emails.reserve(person.email);

  const rankRng = createRng('wayfare-demo:ranks');
  const rankIds = new Map<string, string>();
  for (const rank of RANK_CONFIGURATIONS) {
    const id = rankRng.uuid();
    rankIds.set(rank.rank, id);
    rows.rankConfigurations.push({ id, ...rank, currency: 'VND' });
  }

  const built = CORPORATE_PROFILES.map((profile) =>
    buildCorporate({
      profile,
      staffCount:
        profile.key === 'vinasteel' ? (opts.staffInLargeCorporate ?? profile.staff) : profile.staff,
      now,
      emails,
      phoneBase: PHONE_BASES[profile.key],
      rankIds,
      rows,
    }),
  );
  const individuals = buildIndividuals({ now, emails, phoneBase: PHONE_BASES.individuals, rows });
  buildPromotions({ now, rows, travellerIds: individuals.travellerIds });

  const passwordHash = await hashPassword(
    md5Hex(DEMO_PASSWORD),
    deriveAuthKeys(opts.passwordPepper ?? DEVELOPMENT_PEPPER).password,
  );
  const demoEmails = new Set(DEMO_PEOPLE.map((p) => p.email));
  for (const user of rows.users) {
    if (user.email && demoEmails.has(user.email)) user.password_hash = passwordHash;
  }

  const statements = await db.transaction(async (tx) => {
    const count = await insertRows(tx, rows);
    // A corporate's balance is its ledger account's: the profile's is an opening movement.
    for (const c of built)
      await postCorporateOpening(tx, c.id, c.opening.balance, 'VND', c.opening.at);
    await seedExpenses(
      tx,
      rows,
      built[CORPORATE_PROFILES.findIndex((p) => p.key === 'vinasteel')].id,
      now,
    );
    return count;
  });
  const inventory = opts.inventory
    ? await db.transaction((tx) => seedInventory(tx, now))
    : undefined;
  const orders =
    opts.inventory && opts.orders !== false
      ? await db.transaction((tx) =>
          seedOrders(
            asDatabase(tx),
            {
              // The defaults of the server's settings (config.ts): the demo predates any change.
              checkout: {
                holdMinutes: 15,
                sweepSeconds: 0,
                reconcileSeconds: 0,
                reconcileAfterSeconds: 300,
                serviceFeeRate: 0,
                vatRate: 10,
                limits: {
                  enabled: true,
                  seatsPerFlight: 9,
                  openCarts: 3,
                  cartsPerHour: 20,
                  addressFactor: 2,
                },
              },
              payments: { enabled: parseEnabledMethods(undefined), fees: parseFees(undefined) },
            },
            {
              rows,
              corporates: built.map((c, i) => ({
                ...c,
                enforceCostCenter: CORPORATE_PROFILES[i].corporate.enforce_cost_center,
              })),
              travellerIds: individuals.travellerIds,
              agentIds: individuals.agentIds,
            },
            now,
          ),
        )
      : undefined;
  // VinaSteel's booking requests: its paid orders were approved first, and a year of others.
  if (orders) {
    const vinasteel = built[CORPORATE_PROFILES.findIndex((p) => p.key === 'vinasteel')];
    if (vinasteel) await db.transaction((tx) => seedBookingRequests(tx, vinasteel.id, now));
    // VinaSteel's trip proposals: one open with three options, one picked.
    if (vinasteel) {
      await db.transaction((tx) => seedTripProposals(asDatabase(tx), vinasteel.id, now));
    }
    // VinaSteel's monthly statements over its year, one with an adjustment line.
    // …and their invoices, paid, partly paid and overdue (server/db/demo/invoices.ts).
    if (vinasteel) {
      await seedStatements(db, vinasteel.id, now, invoicesAfterStatements(db, vinasteel.id, now));
    }
    // VinaSteel's VAT e-invoices: one issued, one refused, one waiting (demo/vat-requests.ts).
    if (vinasteel) await db.transaction((tx) => seedVatRequests(tx, vinasteel.id, now));
  }
  const counts = Object.fromEntries(
    Object.entries(rows).map(([table, list]) => [table, list.length]),
  ) as Record<keyof SeedRows, number>;
  return {
    corporates: built.map((c) => ({
      id: c.id,
      display_name: c.display_name,
      staff: c.members.length,
    })),
    rows: counts,
    totalRows: Object.values(counts).reduce((sum, n) => sum + n, 0),
    statements,
    inventory,
    orders,
  };
}

/** The checkout domain takes a Database; seeding runs in one connection or transaction. */
function asDatabase(db: Db): Database {
  return {
    db,
    kind: 'pg',
    close: async () => {},
    ping: async () => {},
    unbounded: (fn) => fn(db),
  };
}

/** True when there are no users and no corporates (a fresh database). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const result = await db.execute<{ empty: boolean }>(
    sql`select not exists (select 1 from ${users}) and not exists (select 1 from ${corporates}) as empty`,
  );
  return result.rows[0].empty;
}
