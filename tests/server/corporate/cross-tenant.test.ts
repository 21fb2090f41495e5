import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  corporateCredits,
  corporateLevels,
  corporateStaffs,
  corporates,
  departments,
  expenses,
  reimbursementBatchItems,
  reimbursementBatches,
  travelPolicies,
  travelPolicyReasons,
  trips,
  tripProposalOptions,
  tripProposals,
} from '../../../server/db/schema';
import { call, newIp, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { buildCorporate, userIdOf } from '../support/corporate-builders';
import { buildBooking } from '../support/booking-builders';
import { generateStatement } from '../../../server/domain/statements/generate';
import { matrixOperations, type MatrixService, type TheirIds } from './tenant-matrix';

// The cross-tenant matrix (issue 11): every operation of the corporate SDL, called by every
// role of one corporate (and by a signed-in user of none) with the other corporate's ids,
// answers FORBIDDEN or NOT_FOUND (NOT_IMPLEMENTED while unbuilt) and carries none of the other
// corporate's data; called with no corporate, it may answer the caller's own but still none of
// theirs; and no mutation changes a row of theirs. Generated from the SDL: an operation added
// later is in the matrix without anyone writing a line here.

const ROLES = ['OWNER', 'ADMIN', 'APPROVER', 'OPERATION', 'ACCOUTING', 'STAFF'] as const;
const CALLERS = [...ROLES, 'NONE'] as const;
const REFUSED = new Set(['FORBIDDEN', 'NOT_FOUND', 'NOT_IMPLEMENTED']);

const tokens: Record<string, string> = {};
const ips: Record<string, string> = {};
let their: TheirIds;
/** Strings only the other corporate's records hold. */
let secrets: string[];

const t = useAccountsApp({}, async (host) => {
  const db = host.database.db;
  const ids: Record<string, string> = {};
  for (const who of [...CALLERS, 'THEIR_OWNER', 'THEIR_STAFF']) {
    const email = `${who.toLowerCase()}@matrix.example`;
    tokens[who] = (await signInAs(host, { email })).access_token;
    ids[who] = await userIdOf(db, email);
    ips[who] = newIp();
  }
  await buildCorporate(db, {
    name: 'Trường Sơn',
    owner: ids.OWNER,
    members: ROLES.filter((r) => r !== 'OWNER').map((role) => ({ user: ids[role], role })),
  });
  const theirs = await buildCorporate(db, {
    name: 'Cửu Long Matrix',
    owner: ids.THEIR_OWNER,
    members: [{ user: ids.THEIR_STAFF, role: 'STAFF' }],
  });
  const [department] = await db
    .insert(departments)
    .values({ corporate_id: theirs, name: 'Phòng Bí Mật', approver_id: ids.THEIR_OWNER })
    .returning({ id: departments.id });
  // A travel policy and a reason code of theirs, for the policy operations to leak if they could.
  const [level] = await db
    .insert(corporateLevels)
    .values({ corporate_id: theirs, name: 'Bậc Bí Mật' })
    .returning({ id: corporateLevels.id });
  await db.insert(travelPolicies).values({
    corporate_id: theirs,
    corporate_level_id: level.id,
    allowed_cabins: ['FIRST'],
    one_way_cost: 77_777_777,
  });
  await db
    .insert(travelPolicyReasons)
    .values({ corporate_id: theirs, code: 'BI_MAT', description: 'Lý do bí mật' });
  // A business trip of theirs, for the trips service to leak if it could.
  const [trip] = await db
    .insert(trips)
    .values({
      user_id: ids.THEIR_STAFF,
      corporate_id: theirs,
      purpose: 'BUSINESS',
      name: 'Chuyến Bí Mật',
      start_date: '2026-12-01',
      end_date: '2026-12-03',
      places: ['da-nang'],
    })
    .returning({ id: trips.id });
  // Expenses on for both, with a claim and a batch of theirs to leak if an operation could.
  await db.update(corporates).set({ is_enable_expense: true });
  await db.update(corporateStaffs).set({ is_enable_expense: true });
  const [expense] = await db
    .insert(expenses)
    .values({
      corporate_id: theirs,
      user_id: ids.THEIR_STAFF,
      created_by: ids.THEIR_STAFF,
      amount: 4_444_444,
      amount_vnd: 4_444_444,
      rate: 1,
      rate_date: '2026-03-01',
      category: 'MEALS',
      expense_date: '2026-03-01',
      merchant: 'Quán Bí Mật',
      status: 'APPROVED',
    })
    .returning({ id: expenses.id });
  const [batch] = await db
    .insert(reimbursementBatches)
    .values({
      corporate_id: theirs,
      total_vnd: 4_444_444,
      item_count: 1,
      created_by: ids.THEIR_OWNER,
    })
    .returning({ id: reimbursementBatches.id });
  await db.insert(reimbursementBatchItems).values({
    corporate_id: theirs,
    batch_id: batch.id,
    expense_id: expense.id,
    user_id: ids.THEIR_STAFF,
    amount_vnd: 4_444_444,
  });
  // A booking of theirs, for the finance reads to leak if they could.
  const booking = await buildBooking(db, {
    corporateId: theirs,
    userId: ids.THEIR_STAFF,
    at: new Date('2026-03-01T03:00:00Z'),
    price: 7_654_321,
    propertyName: 'Khách sạn Bí Mật',
  });
  // A reconciliation statement of theirs (March, holding that booking), for the statement
  // operations to leak if they could.
  await db.insert(corporateCredits).values({ corporate_id: theirs, max_debt: 50_000_000 });
  const statement = await generateStatement(
    db,
    theirs,
    { start: '2026-03-01', end: '2026-04-01' },
    new Date('2026-04-02T00:00:00Z'),
  );
  // A trip proposal of theirs with an option, for the proposal operations to leak if they could.
  const [proposal] = await db
    .insert(tripProposals)
    .values({
      corporate_id: theirs,
      traveller_id: ids.THEIR_STAFF,
      created_by: ids.THEIR_OWNER,
      title: 'Đề Xuất Bí Mật',
    })
    .returning({ id: tripProposals.id });
  const [option] = await db
    .insert(tripProposalOptions)
    .values({
      corporate_id: theirs,
      proposal_id: proposal.id,
      position: 0,
      kind: 'HOTEL',
      offer_id: 'local:bi-mat',
      fare_id: 'bi-mat',
      start_date: '2026-12-01',
      end_date: '2026-12-03',
      price: 66_666_666,
      snapshot: { title_vi: 'Khách Sạn Bí Mật' },
    })
    .returning({ id: tripProposalOptions.id });
  their = {
    proposal: proposal.id,
    proposalOption: option.id,
    trip: trip.id,
    corporate: theirs,
    user: ids.THEIR_STAFF,
    department: department.id,
    email: 'their_staff@matrix.example',
    other: department.id,
    level: level.id,
    statement: statement!,
  };
  secrets = [theirs, ids.THEIR_OWNER, ids.THEIR_STAFF, department.id, 'Cửu Long', 'Phòng Bí Mật'];
  secrets.push(level.id, 'Bậc Bí Mật', '77777777', 'BI_MAT', 'Lý do bí mật');
  secrets.push('their_owner@matrix.example', 'their_staff@matrix.example');
  secrets.push(trip.id, 'Chuyến Bí Mật');
  secrets.push(expense.id, batch.id, 'Quán Bí Mật', '4444444');
  secrets.push(booking.sessionId, booking.orderId, 'Khách sạn Bí Mật', '7654321');
  secrets.push(statement!);
  secrets.push(proposal.id, option.id, 'Đề Xuất Bí Mật', '66666666', 'Khách Sạn Bí Mật');
});

/** A fingerprint of every row the other corporate owns, in every table with a corporate id. */
async function theirRows(): Promise<string> {
  const db = t().database.db;
  const tables = (
    await db.execute<{ table_name: string }>(sql`select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'corporate_id' order by table_name`)
  ).rows.map((r) => r.table_name);
  const parts: string[] = [];
  for (const table of ['corporates', ...tables]) {
    const key = table === 'corporates' ? 'id' : 'corporate_id';
    const [row] = (
      await db.execute<{ digest: string | null }>(
        sql`select md5(string_agg(r::text, ',' order by r::text)) as digest
          from ${sql.identifier(table)} r where ${sql.identifier(key)} = ${their.corporate}::uuid`,
      )
    ).rows;
    parts.push(`${table}:${row.digest}`);
  }
  return parts.join('\n');
}

interface Finding {
  caller: string;
  op: string;
  problem: string;
}

/** The services whose operations take a corporate's records (trips: docs/trips.md). */
const SERVICES: MatrixService[] = ['corporate', 'trips'];

async function runMatrix(withCorporate: boolean): Promise<{ calls: number; findings: Finding[] }> {
  const findings: Finding[] = [];
  let calls = 0;
  const ops = SERVICES.flatMap((service) =>
    matrixOperations(their, withCorporate, service).map((op) => ({ ...op, service })),
  );
  for (const op of ops) {
    if (withCorporate && !op.aimed) continue; // names no corporate nor record: nothing to aim
    for (const caller of CALLERS) {
      calls += 1;
      const r = await call(t().app, 'POST', `/graphql/${op.service}`, {
        body: { query: op.query, variables: op.variables },
        token: tokens[caller],
        ip: ips[caller],
      });
      const shown = JSON.stringify(r.body?.data ?? null);
      const leaked = secrets.filter((s) => shown.includes(s));
      if (leaked.length) findings.push({ caller, op: op.name, problem: `leaks ${leaked}` });
      if (!withCorporate) continue;
      const codes: string[] = (r.body?.errors ?? []).map(
        (e: { extensions?: { code?: string } }) => e.extensions?.code ?? 'NONE',
      );
      if (codes.length === 0) findings.push({ caller, op: op.name, problem: 'answered' });
      else if (!codes.every((c) => REFUSED.has(c)))
        findings.push({
          caller,
          op: op.name,
          problem: `codes ${codes.join(',')}: ${r.body.errors[0].message}`,
        });
    }
  }
  return { calls, findings };
}

describe('the cross-tenant matrix, generated from the corporate and trips SDL', () => {
  it('refuses every operation aimed at the other corporate, for every role', async () => {
    const before = await theirRows();
    const { calls, findings } = await runMatrix(true);
    expect(findings).toEqual([]);
    expect(await theirRows()).toBe(before);
    // The size of the matrix, for the closing note and so a broken generator cannot pass empty.
    console.info(`cross-tenant matrix, aimed: ${calls} calls`);
    expect(calls).toBeGreaterThan(40 * CALLERS.length);
  }, 300_000);

  it('answers nothing of the other corporate when no corporate is named', async () => {
    const before = await theirRows();
    const { calls, findings } = await runMatrix(false);
    expect(findings).toEqual([]);
    expect(await theirRows()).toBe(before);
    console.info(`cross-tenant matrix, unaimed: ${calls} calls`);
    expect(calls).toBeGreaterThan(10 * CALLERS.length);
  }, 300_000);
});
