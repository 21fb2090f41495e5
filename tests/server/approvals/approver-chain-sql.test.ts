import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { corporateStaffs, departments, users } from '../../../server/db/schema';
import { approverChain } from '../../../server/domain/approvals/approver-chain';
import { buildCorporate } from '../support/corporate-builders';
import { freshTestDatabase } from '../support/database';

// The approver chain's SQL on a real database: the corporate's own people only, active ones.

let database: Database;
const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await freshTestDatabase();
  const db = database.db;
  const people = ['owner', 'admin', 'minh', 'tuan', 'lan', 'hoa', 'left', 'other'];
  const rows = await db
    .insert(users)
    .values(people.map((p) => ({ email: `${p}@chain.example` })))
    .returning({ id: users.id });
  people.forEach((p, i) => (ids[p] = rows[i].id));
  ids.corp = await buildCorporate(db, {
    name: 'Chuỗi',
    owner: ids.owner,
    members: [
      { user: ids.admin, role: 'ADMIN' },
      { user: ids.minh, role: 'APPROVER' },
      { user: ids.tuan, role: 'APPROVER' },
      { user: ids.lan },
      { user: ids.hoa },
      { user: ids.left, role: 'APPROVER', active: false },
    ],
  });
  ids.theirs = await buildCorporate(db, { name: 'Khác', owner: ids.other });
  const [dept] = await db
    .insert(departments)
    .values({ corporate_id: ids.corp, name: 'Kỹ thuật', approver_id: ids.tuan })
    .returning({ id: departments.id });
  const staff = (who: string) =>
    and(eq(corporateStaffs.corporate_id, ids.corp), eq(corporateStaffs.user_id, ids[who]));
  await db
    .update(corporateStaffs)
    .set({ approver_id: ids.minh, department_id: dept.id })
    .where(staff('lan'));
  await db
    .update(corporateStaffs)
    .set({ approver_id: ids.left, department_id: dept.id })
    .where(staff('hoa'));
});
afterAll(async () => {
  await database.close();
});

const names = (chain: readonly { userId: string }[]) =>
  chain.map((a) => Object.keys(ids).find((k) => ids[k] === a.userId));

describe('approverChain (SQL)', () => {
  it('reads staff approver, department approver, owner and admins in order', async () => {
    expect(names(await approverChain(database.db, ids.corp, ids.lan))).toEqual([
      'minh',
      'tuan',
      'owner',
      'admin',
    ]);
  });

  it('skips an approver who is no longer an active member', async () => {
    expect(names(await approverChain(database.db, ids.corp, ids.hoa))).toEqual([
      'tuan',
      'owner',
      'admin',
    ]);
  });

  it("another corporate's requester gets that corporate's admins only, never ours", async () => {
    expect(names(await approverChain(database.db, ids.theirs, ids.lan))).toEqual(['other']);
    expect(names(await approverChain(database.db, ids.corp, ids.other))).toEqual([
      'owner',
      'admin',
    ]);
  });
});
