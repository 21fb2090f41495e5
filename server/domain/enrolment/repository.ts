/**
 * The enrolment's SQL: the staff rows and invitations a signing-in person's own user id names.
 * Keyed by that user id, as the membership reads are (corporates/repository.ts): the person is
 * finding their company, not reading one.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';

export interface PendingInvitation extends Record<string, unknown> {
  corporate_id: string;
  staff_id: string;
}

/**
 * The oldest live invitation that made this user's account, while its staff row still waits
 * and the person is active staff nowhere; null when there is none.
 */
export async function firstNewAccountInvitation(
  db: Db | Tx,
  userId: string,
  now: Date,
): Promise<PendingInvitation | null> {
  const pending = await db.execute<PendingInvitation>(sql`
    select i.corporate_id, i.staff_id from staff_invitations i
    join corporate_staffs s on s.corporate_id = i.corporate_id and s.id = i.staff_id
    where i.user_id = ${userId}::uuid and i.new_account and i.used_at is null
      and i.expires_at > ${now.toISOString()}::timestamptz and s.invitation = 'INVITED'
      and not exists (select 1 from corporate_staffs o where o.user_id = ${userId}::uuid and o.active)
    order by i.inserted_at limit 1`);
  return pending.rows[0] ?? null;
}

/** Uses up the invitation's links; false when another sign-in used them first. */
export async function claimInvitation(
  db: Db | Tx,
  invitation: PendingInvitation,
  now: Date,
): Promise<boolean> {
  const claimed = await db.execute<{ id: string }>(sql`
    update staff_invitations set used_at = ${now.toISOString()}::timestamptz
    where corporate_id = ${invitation.corporate_id}::uuid and staff_id = ${invitation.staff_id}::uuid
      and used_at is null
    returning id`);
  return claimed.rows.length > 0;
}

/** The invited staff row accepted, active and joined — unless the person is active elsewhere. */
export async function acceptInvitedStaff(
  db: Db | Tx,
  userId: string,
  invitation: PendingInvitation,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    update corporate_staffs
    set invitation = 'ACCEPTED', active = true, joined_at = ${now.toISOString()}::timestamptz
    where corporate_id = ${invitation.corporate_id}::uuid and id = ${invitation.staff_id}::uuid
      and invitation = 'INVITED'
      and not exists (select 1 from corporate_staffs o where o.user_id = ${userId}::uuid and o.active)`);
}

/**
 * The user's accepted staff rows not yet stamped are joined now (an invitation itself is
 * accepted only by the person: corporates/staff-invitations.ts).
 */
export async function markStaffJoined(db: Db | Tx, userId: string, now: Date): Promise<void> {
  await db.execute(sql`
    update corporate_staffs set joined_at = ${now.toISOString()}::timestamptz
    where user_id = ${userId}::uuid and joined_at is null and invitation = 'ACCEPTED'`);
}

/**
 * Inserts one SIGN_UP promotion per account (welcome.ts): personal, first trip only, one use.
 * An account that already has its welcome voucher is skipped (platform_promotions_sign_up_unique).
 */
export async function insertWelcomePromotions(
  db: Db | Tx,
  grants: readonly { userId: string; code: string }[],
  terms: {
    name: string;
    note: string;
    percentOff: number;
    maximum: number;
    beginAt: Date;
    endAt: Date;
  },
): Promise<void> {
  const rows = grants.map(
    (g) => sql`(${g.userId}::uuid, ${g.code}, ${terms.name}, ${terms.note}, 'SIGN_UP',
      ${terms.percentOff}, ${terms.maximum}, ${terms.beginAt.toISOString()}::timestamptz,
      ${terms.endAt.toISOString()}::timestamptz, 1, 1, true)`,
  );
  await db.execute(sql`
    insert into platform_promotions (user_id, code, name, note, type, percent_off, maximum,
      begin_at, end_at, max_redemptions, max_user_redemptions, first_trip_only)
    values ${sql.join(rows, sql`, `)}
    on conflict (user_id) where type = 'SIGN_UP' do nothing`);
}
