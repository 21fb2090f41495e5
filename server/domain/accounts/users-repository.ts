import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, type corporateStaffs, type userRanks } from '../../db/schema.js';
import { parsePhone, type Identifier, type PhoneParts } from '../../auth/identifiers.js';

export type UserRow = typeof users.$inferSelect;

/** By normalised e-mail (case-insensitive) or phone digits with the calling code. */
export async function findUserByIdentifier(db: Db, identifier: Identifier) {
  let where;
  if (identifier.channel === 'email') {
    where = sql`lower(${users.email}) = ${identifier.value}`; // users_email_lower_unique
  } else {
    const phone = parsePhone(identifier.value);
    if (!phone) return null;
    where = and(
      eq(users.country_calling_code, phone.country_calling_code),
      eq(users.national_phone_number, phone.national_phone_number),
    ); // users_phone_unique
  }
  const [row] = await db.select().from(users).where(where).limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

/** Changes columns of one user (the id is always in the WHERE); returns the updated row. */
export async function updateUser(
  db: Db,
  userId: string,
  values: Partial<
    Pick<
      UserRow,
      | 'first_name'
      | 'last_name'
      | 'avatar'
      | 'password_hash'
      | 'locale'
      | 'dob'
      | 'gender'
      | 'email'
      | 'country_calling_code'
      | 'national_phone_number'
      | 'referred_by_code'
    >
  >,
): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row;
}

/** Sets the referrer only while none is set; false when one already was. */
export async function setReferrerOnce(db: Db, userId: string, code: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ referred_by_code: code })
    .where(and(eq(users.id, userId), isNull(users.referred_by_code)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** The owner of a referral code (case-insensitive), other than `exceptUserId`. */
export async function findReferrer(db: Db, code: string, exceptUserId?: string) {
  const [row] = await db
    .select({ id: users.id, referral_code: users.referral_code })
    .from(users)
    .where(
      and(
        sql`upper(${users.referral_code}) = upper(${code})`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Another account already using this e-mail or phone. */
export async function identifierTakenByOther(db: Db, identifier: Identifier, userId: string) {
  const other = await findUserByIdentifier(db, identifier);
  return other !== null && other.id !== userId;
}

export async function phoneTakenByOther(db: Db, phone: PhoneParts, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.country_calling_code, phone.country_calling_code),
        eq(users.national_phone_number, phone.national_phone_number),
        ne(users.id, userId),
      ),
    );
  return Boolean(row);
}

/**
 * Rank (the latest that has begun, as users.ts documents), trial and best corporate role, in one
 * statement: every signed-in page asks for the profile, and three statements were three round
 * trips and three query builds (docs/capacity.md, "Seventeenth session").
 */
export async function profileExtras(db: Db, userId: string, now: Date) {
  // The rank row as JSON: its times are ISO strings until turned back into instants below.
  type RankJson = Omit<
    typeof userRanks.$inferSelect,
    'begin_time' | 'expired_time' | 'inserted_at'
  > & {
    begin_time: string;
    expired_time: string | null;
    inserted_at: string;
  };
  const { rows } = await db.execute<{
    rank: RankJson | null;
    trial_expired_at: Date | string | null;
    corporate_role: (typeof corporateStaffs.$inferSelect)['role'] | null;
  }>(sql`
    select
      (select to_jsonb(r) from user_ranks r
        where r.user_id = ${userId} and r.begin_time <= ${now.toISOString()}::timestamptz
        order by r.begin_time desc limit 1) as rank,
      (select t.expired_at from user_trials t where t.user_id = ${userId}) as trial_expired_at,
      -- corporate_role enum order is the spec's role order: OWNER first.
      (select s.role from corporate_staffs s where s.user_id = ${userId} and s.active
        order by s.role limit 1) as corporate_role`);
  const row = rows[0];
  const rank = row.rank && {
    ...row.rank,
    begin_time: new Date(row.rank.begin_time),
    expired_time: row.rank.expired_time && new Date(row.rank.expired_time),
    inserted_at: new Date(row.rank.inserted_at),
  };
  const trial =
    row.trial_expired_at === null ? null : { expired_at: new Date(row.trial_expired_at) };
  return { rank, trial, corporateRole: row.corporate_role };
}
