import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { truncateAppTables } from '../../../server/db/reset';
import { corporates, users } from '../../../server/db/schema';
import { isDatabaseEmpty, seedDemo } from '../../../server/db/seed';
import { freshTestDatabase } from '../support/database';

const NOW = new Date('2025-06-01T08:00:00Z');

// A reduced demo set (60 staff in the large corporate) for what does not need the full one.
describe('demo data (small)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshTestDatabase();
  });
  afterAll(() => database?.close());

  const snapshot = async () => ({
    corporates: await database.db
      .select({ id: corporates.id, name: corporates.company_name })
      .from(corporates)
      .orderBy(asc(corporates.id)),
    users: await database.db
      .select({ id: users.id, email: users.email, phone: users.national_phone_number })
      .from(users)
      .orderBy(asc(users.id)),
  });

  it('is deterministic, and the large corporate size does not change the others', async () => {
    const first = await seedDemo(database.db, { now: NOW, staffInLargeCorporate: 60 });
    expect(first.corporates.map((c) => c.staff)).toEqual([60, 150, 12]);
    const before = await snapshot();

    await truncateAppTables(database.db);
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    const again = await seedDemo(database.db, { now: NOW, staffInLargeCorporate: 60 });
    expect(again).toEqual(first);
    expect(await snapshot()).toEqual(before);

    await truncateAppTables(database.db);
    const bigger = await seedDemo(database.db, { now: NOW, staffInLargeCorporate: 80 });
    expect(bigger.corporates.slice(1)).toEqual(first.corporates.slice(1));
    const { rows } = await database.db.execute<{ email: string }>(
      sql`select email from users where email like '%@saomaitech.example' order by email`,
    );
    const saomaiBefore = before.users
      .map((u) => u.email)
      .filter((e) => e?.endsWith('@saomaitech.example'))
      .sort();
    expect(rows.map((r) => r.email)).toEqual(saomaiBefore);
  });

  it('refuses a large corporate too small for its fixed roles', async () => {
    await truncateAppTables(database.db);
    await expect(seedDemo(database.db, { staffInLargeCorporate: 10 })).rejects.toThrow(
      /at least \d+ staff/,
    );
    expect(await isDatabaseEmpty(database.db)).toBe(true);
  });
});
