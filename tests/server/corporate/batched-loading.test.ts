// Lists that read per row load in batches (issue 20 §1): a department list reads its approvers
// and members in one statement each, however many departments it shows, still scoped by the
// caller's corporate in SQL and still hiding an invited person's account names (issue 19).
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { departments, users } from '../../../server/db/schema';
import { call, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { buildCorporate, userIdOf } from '../support/corporate-builders';

const PAGE = `query($c: ID, $l: Int) { corporate_departments_page(corporate_id: $c, limit: $l) {
  total_count entries { id name approver { user_id email first_name last_name phone_number }
  corporate_staffs { user_id email first_name } } } }`;

const STAFF = `query($c: ID!, $l: Int) { corporate_staffs_page(corporate_id: $c, limit: $l) {
  total_count entries { user_id first_name approver { email } corporate_level { name }
  cost_center_assignees { id } department { name approver { email first_name }
  corporate_staffs { user_id } } } } }`;

const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
/** The departments of Sông Hồng, in name order, with each one's approver and member. */
const made: { id: string; approver: string; member: string }[] = [];
const DEPARTMENTS = 12;

const t = useAccountsApp({}, async (host) => {
  const db = host.database.db;
  for (const who of ['owner', 'other']) {
    tokens[who] = (await signInAs(host, { email: `${who}@batch.example` })).access_token;
    ids[who] = await userIdOf(db, `${who}@batch.example`);
  }
  // Two people per department: its approver and a member. The approvers have not accepted yet
  // (so they are not active members either).
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: DEPARTMENTS * 2 }, (_, i) => ({
        email: `p${i}@batch.example`,
        first_name: `Account${i}`,
        last_name: 'Nguyễn',
        country_calling_code: '84',
        national_phone_number: `9120000${String(i).padStart(2, '0')}`,
      })),
    )
    .returning({ id: users.id });
  ids.song = await buildCorporate(db, {
    name: 'Sông Hồng',
    owner: ids.owner,
    members: people.map((p) => ({ user: p.id })),
  });
  ids.mekong = await buildCorporate(db, {
    name: 'Mê Kông',
    owner: ids.other,
    members: people.map((p) => ({ user: p.id })),
  });
  for (let i = 0; i < DEPARTMENTS; i++) {
    const approver = people[2 * i].id;
    const member = people[2 * i + 1].id;
    const name = `D${String(i).padStart(2, '0')}`;
    const [row] = await db
      .insert(departments)
      .values({ corporate_id: ids.song, name, approver_id: approver })
      .returning({ id: departments.id });
    // Mê Kông has the same people in a department of the same name: none of it may show.
    const [theirs] = await db
      .insert(departments)
      .values({ corporate_id: ids.mekong, name, approver_id: member })
      .returning({ id: departments.id });
    await db.execute(sql`update corporate_staffs set department_id = case
        when corporate_id = ${ids.song}::uuid then ${row.id}::uuid else ${theirs.id}::uuid end
      where user_id in (${approver}::uuid, ${member}::uuid)`);
    await db.execute(sql`update corporate_staffs set invitation = 'INVITED', active = false
      where corporate_id = ${ids.song}::uuid and user_id = ${approver}::uuid`);
    made.push({ id: row.id, approver, member });
  }
});

afterEach(() => vi.restoreAllMocks());

/**
 * The statements the request runs (either driver's client: both call `query`), leaving out the
 * background job queue's polls, which may fall in the same moment, and the session lookup.
 */
async function counted<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const client = (t().database.db as unknown as { $client: { query: (q: string) => unknown } })
    .$client;
  const statements: string[] = [];
  const query = client.query.bind(client);
  vi.spyOn(client, 'query').mockImplementation((...args: Parameters<typeof query>) => {
    // PGlite is handed the SQL text; node-postgres a config object ({ text, values, rowMode }).
    const first = args[0] as unknown;
    const text =
      typeof first === 'string' ? first : String((first as { text?: unknown } | null)?.text);
    // The caller's session is looked up or found in the node's few-seconds cache
    // (docs/capacity.md), depending on what ran just before: not the list's statements.
    if (!/\b(update|from) jobs\b/.test(text) && !/from "auth_sessions"/.test(text)) {
      statements.push(text);
    }
    return query(...args);
  });
  const result = await run();
  vi.restoreAllMocks();
  return { result, statements };
}

const page = (who: string, corporate: string, limit: number) =>
  call(t().app, 'POST', '/graphql/corporate', {
    body: { query: PAGE, variables: { c: corporate, l: limit } },
    token: tokens[who],
  });

describe('A department list', () => {
  it('runs the same number of statements for 2 departments as for 12', async () => {
    const few = await counted(() => page('owner', ids.song, 2));
    const many = await counted(() => page('owner', ids.song, DEPARTMENTS));
    expect(few.result.body.errors).toBeUndefined();
    expect(many.result.body.errors).toBeUndefined();
    expect(few.result.body.data.corporate_departments_page.entries).toHaveLength(2);
    expect(many.result.body.data.corporate_departments_page.entries).toHaveLength(DEPARTMENTS);
    expect(many.statements.length).toBe(few.statements.length);
    // One statement reads the approvers of the whole page, one the members.
    const staffReads = many.statements.filter((s) =>
      /from corporate_staffs s join users u/.test(s),
    );
    expect(staffReads).toHaveLength(2);
    for (const statement of staffReads) expect(statement).toMatch(/s\.corporate_id = \$1::uuid/);
  });

  it("answers each department with its own approver and members, in the caller's corporate", async () => {
    const r = await page('owner', ids.song, DEPARTMENTS);
    const entries = r.body.data.corporate_departments_page.entries as {
      id: string;
      approver: Record<string, string | null> | null;
      corporate_staffs: { user_id: string }[];
    }[];
    expect(entries.map((e) => e.id)).toEqual(made.map((d) => d.id));
    entries.forEach((entry, i) => {
      expect(entry.approver?.user_id).toBe(made[i].approver);
      expect(entry.corporate_staffs.map((s) => s.user_id)).toEqual([made[i].member]);
    });
  });

  it('shows an invited approver without the names and phone of their account', async () => {
    const r = await page('owner', ids.song, 1);
    const [entry] = r.body.data.corporate_departments_page.entries;
    expect(entry.approver).toMatchObject({
      email: 'p0@batch.example',
      first_name: null,
      last_name: null,
      phone_number: null,
    });
    expect(entry.corporate_staffs).toEqual([
      { user_id: made[0].member, email: 'p1@batch.example', first_name: 'Account1' },
    ]);
  });

  it("is read in the other corporate's own scope for its own owner", async () => {
    const r = await page('other', ids.mekong, DEPARTMENTS);
    const entries = r.body.data.corporate_departments_page.entries as {
      id: string;
      approver: { user_id: string } | null;
    }[];
    expect(entries).toHaveLength(DEPARTMENTS);
    expect(entries.map((e) => e.id)).not.toContain(made[0].id);
    entries.forEach((entry, i) => expect(entry.approver?.user_id).toBe(made[i].member));
    const mine = await page('other', ids.song, DEPARTMENTS);
    expect(mine.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('A staff list', () => {
  it('runs the same number of statements for 2 staff as for 12, departments included', async () => {
    const list = (limit: number) =>
      call(t().app, 'POST', '/graphql/corporate', {
        body: { query: STAFF, variables: { c: ids.song, l: limit } },
        token: tokens.owner,
      });
    const few = await counted(() => list(2));
    const many = await counted(() => list(DEPARTMENTS));
    expect(few.result.body.errors).toBeUndefined();
    expect(many.result.body.errors).toBeUndefined();
    const entries = many.result.body.data.corporate_staffs_page.entries as {
      department: { name: string } | null;
    }[];
    expect(entries).toHaveLength(DEPARTMENTS);
    expect(entries.filter((e) => e.department).length).toBeGreaterThan(1);
    expect(many.statements.length).toBe(few.statements.length);
  });
});
