// How long the demo data takes to load into a fresh, migrated in-memory PGlite: the people (three
// corporates of 2,000, 150 and 12 staff), the default travel inventory (90 days) and the year of
// demo orders.
// Run alone: `npx tsx bench/seed.ts`.
import { migrateDatabase, openDatabase } from '../server/db/client';
import { seedInventory } from '../server/db/demo/inventory/index';
import { seedDemo } from '../server/db/seed';

/** Budgets: seeding an empty database for `npm start`'s first run. */
export const SEED_BUDGETS = {
  seed_demo_ms: 20_000,
  seed_inventory_ms: 60_000,
  // The year of demo orders made through the checkout (issue 10), past inventory included.
  seed_orders_ms: 10_000,
};

async function timed(run: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<unknown>) {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateDatabase(database);
    const started = performance.now();
    await run(database);
    return Math.round(performance.now() - started);
  } finally {
    await database.close();
  }
}

export async function benchSeed() {
  const now = new Date('2025-06-01T08:00:00Z');
  const result = {
    seed_demo_ms: await timed((database) => seedDemo(database.db, { now })),
    seed_inventory_ms: await timed((database) =>
      database.db.transaction((tx) => seedInventory(tx, now)),
    ),
    seed_orders_ms: 0,
  };
  await timed(async (database) => {
    const summary = await seedDemo(database.db, { now, inventory: true });
    result.seed_orders_ms = summary.orders?.ms ?? 0;
  });
  const misses = (Object.keys(SEED_BUDGETS) as Array<keyof typeof SEED_BUDGETS>).filter(
    (key) => result[key] > SEED_BUDGETS[key],
  );
  return { ...result, misses };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchSeed(), null, 2));
}
