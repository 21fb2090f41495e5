import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../support/app';
import { signInAs } from '../support/sessions';

// The profile's rank (the latest that has begun), trial and best corporate role, read in one
// statement (server/domain/accounts/users-repository.ts profileExtras).
const PROFILE = `{ profile { email
  rank { rank begin_time expired_time membership_id inserted_at }
  trial { expired_at } corporateRole } }`;

describe('the profile’s rank, trial and corporate role', () => {
  const t = useTestApp();
  const profileOf = async (email: string) => {
    const { access_token } = await signInAs(t(), { email });
    const { body } = await graphql(
      t().app,
      'main',
      { query: PROFILE },
      {
        authorization: `Bearer ${access_token}`,
      },
    );
    expect(body.errors).toBeUndefined();
    return body.data.profile;
  };
  const exec = (statement: ReturnType<typeof sql>) => t().database.db.execute(statement);
  const userId = async (email: string) =>
    ((await exec(sql`select id from users where email = ${email}`)).rows[0] as { id: string }).id;

  it('are null for a person with none of them', async () => {
    expect(await profileOf('plain@mail.example')).toEqual({
      email: 'plain@mail.example',
      rank: null,
      trial: null,
      corporateRole: null,
    });
  });

  it('give the latest rank that has begun, the trial and the highest active role', async () => {
    const email = 'member@mail.example';
    await signInAs(t(), { email });
    const id = await userId(email);
    const membership = '7d1f7c9e-0000-4000-8000-000000000001';
    await exec(sql`insert into user_ranks (user_id, rank, membership_id, begin_time, expired_time, inserted_at)
      values (${id}, 'SILVER', null, '2025-01-01T00:00:00Z', null, '2025-01-01T00:00:00Z'),
        (${id}, 'GOLD', ${membership}, '2026-06-01T03:00:00Z', '2027-06-01T03:00:00Z',
          '2026-05-31T10:00:00Z'),
        (${id}, 'PLATINUM', null, now() + interval '30 days', null, now())`);
    await exec(
      sql`insert into user_trials (user_id, expired_at) values (${id}, '2026-12-31T17:00:00Z')`,
    );
    // Staff of three companies: STAFF and ADMIN active, OWNER no longer active.
    for (const [role, active] of [
      ['STAFF', true],
      ['OWNER', false],
      ['ADMIN', true],
    ] as const) {
      const owner = await userId('plain@mail.example');
      const corporate = (
        await exec(sql`insert into corporates (user_id, company_name, display_name, status, approved_at)
          values (${owner}, ${`Công ty ${role}`}, ${role}, 'APPROVED', now()) returning id`)
      ).rows[0] as { id: string };
      await exec(sql`insert into corporate_staffs (corporate_id, user_id, role, active)
        values (${corporate.id}, ${id}, ${role}, ${active})`);
    }
    expect(await profileOf(email)).toEqual({
      email,
      rank: {
        rank: 'GOLD',
        begin_time: '2026-06-01T03:00:00.000Z',
        expired_time: '2027-06-01T03:00:00.000Z',
        membership_id: membership,
        inserted_at: '2026-05-31T10:00:00.000Z',
      },
      trial: { expired_at: '2026-12-31T17:00:00.000Z' },
      corporateRole: 'ADMIN',
    });
  });
});
