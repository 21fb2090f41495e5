import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { call, signInByCode, useAccountsApp } from '../accounts/support';
import { buildCorporate, userIdOf } from '../support/corporate-builders';

// People search ignores accents and case, stays inside the caller's corporate, and sorts by
// given name then family name as Vietnamese lists do (docs/decisions.md, "People search").

const PAGE = `query($c: ID!, $s: String, $o: CorporateTravellerSortInput, $l: Int) {
  corporate_staffs_page(corporate_id: $c, search: $s, sort: $o, limit: $l, offset: 0) {
    total_count entries { email first_name last_name } } }`;

const PEOPLE: Array<[key: string, last: string, first: string]> = [
  ['owner', 'Lê', 'Minh'],
  ['an', 'Nguyễn Văn', 'An'],
  ['binh', 'NGUYỄN THỊ', 'Bình'],
  ['anh', 'Đặng', 'Ánh'],
  ['khang', 'Phạm Đức', 'Khang'],
  ['other', 'Nguyễn', 'Cường'],
];

const ids: Record<string, string> = {};
let token = '';
const t = useAccountsApp({}, async ({ app, database }) => {
  const db = database.db;
  for (const [key, last, first] of PEOPLE) {
    const email = `${key}@people.example`;
    const session = await signInByCode(app, { email });
    if (key === 'owner') token = session.access_token;
    ids[key] = await userIdOf(db, email);
    await db
      .update(users)
      .set({ first_name: first, last_name: last })
      .where(eq(users.id, ids[key]));
  }
  ids.song = await buildCorporate(db, {
    name: 'Sông Hồng',
    owner: ids.owner,
    members: ['an', 'binh', 'anh', 'khang'].map((key) => ({ user: ids[key] })),
  });
  // Another corporate's Nguyễn, who must never show up in Sông Hồng's searches.
  ids.mekong = await buildCorporate(db, { name: 'Mê Kông', owner: ids.other });
});

async function page(variables: Record<string, unknown>) {
  const response = await call(t().app, 'POST', '/graphql/corporate', {
    body: { query: PAGE, variables: { c: ids.song, l: 20, ...variables } },
    token,
  });
  expect(response.body.errors).toBeUndefined();
  return response.body.data.corporate_staffs_page as {
    total_count: number;
    entries: Array<{ email: string; first_name: string; last_name: string }>;
  };
}

const names = (entries: Array<{ first_name: string; last_name: string }>) =>
  entries.map((e) => `${e.last_name} ${e.first_name}`);

describe('people search', () => {
  it('finds "Nguyễn" typed without accents, in any case, in the caller’s corporate only', async () => {
    for (const search of ['nguyen', 'NGUYEN', 'Nguyễn', 'nguyễn']) {
      const found = await page({ s: search, o: { field: 'FIRST_NAME', direction: 'ASC' } });
      expect(found.total_count, search).toBe(2);
      expect(names(found.entries)).toEqual(['Nguyễn Văn An', 'NGUYỄN THỊ Bình']);
    }
  });

  it('finds by "đ" typed as "d", by given name first, and by part of the e-mail', async () => {
    expect(names((await page({ s: 'dang anh' })).entries)).toEqual(['Đặng Ánh']);
    expect(names((await page({ s: 'khang pham duc' })).entries)).toEqual(['Phạm Đức Khang']);
    expect(names((await page({ s: 'BINH@PEOPLE' })).entries)).toEqual(['NGUYỄN THỊ Bình']);
    expect((await page({ s: 'cuong' })).total_count).toBe(0);
  });

  it('sorts by given name, then family name, accents ignored; family name on request', async () => {
    const byName = await page({ o: { field: 'FIRST_NAME', direction: 'ASC' } });
    expect(names(byName.entries)).toEqual([
      'Nguyễn Văn An',
      'Đặng Ánh',
      'NGUYỄN THỊ Bình',
      'Phạm Đức Khang',
      'Lê Minh',
    ]);
    const reversed = await page({ o: { field: 'FIRST_NAME', direction: 'DESC' } });
    expect(names(reversed.entries)).toEqual(names(byName.entries).reverse());
    const byFamily = await page({ o: { field: 'LAST_NAME', direction: 'ASC' } });
    expect(names(byFamily.entries)).toEqual([
      'Đặng Ánh',
      'Lê Minh',
      'NGUYỄN THỊ Bình',
      'Nguyễn Văn An',
      'Phạm Đức Khang',
    ]);
  });
});
