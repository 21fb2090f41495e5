import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  pgTable,
  type PgTableExtraConfigValue,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { currency, id, insertedAt, instant, money, updatedAt } from './columns.js';
import { corporateLevels, corporates } from './corporates.js';
import { corporateRole, gender } from './enums.js';
import { users } from './users.js';

/*
 * Tenant-consistent foreign keys: a reference from one corporate-scoped row to another goes
 * through (corporate_id, x) so the database itself refuses a department, level, approver or
 * staff member of another corporate. Referenced tables carry unique (corporate_id, id).
 */

export const departments = pgTable(
  'departments',
  {
    id: id(),
    corporate_id: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    /** users.id of a staff member of the same corporate. */
    approver_id: uuid('approver_id'),
    monthly_limit: money('monthly_limit'),
    currency: currency(),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t): PgTableExtraConfigValue[] => [
    unique('departments_corporate_name_unique').on(t.corporate_id, t.name),
    unique('departments_corporate_id_unique').on(t.corporate_id, t.id),
    foreignKey({
      name: 'departments_approver_fk',
      columns: [t.corporate_id, t.approver_id],
      foreignColumns: [corporateStaffs.corporate_id, corporateStaffs.user_id],
    }),
  ],
);

/** Membership of a user in a corporate, with the traveller data the corporate keeps. */
export const corporateStaffs = pgTable(
  'corporate_staffs',
  {
    id: id(),
    corporate_id: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: corporateRole('role').notNull().default('STAFF'),
    active: boolean('active').notNull().default(true),
    corporate_level_id: uuid('corporate_level_id'),
    department_id: uuid('department_id'),
    team: text('team'),
    title: text('title'),
    employee_id: text('employee_id'),
    /** users.id of a staff member of the same corporate who approves this one's bookings. */
    approver_id: uuid('approver_id'),
    monthly_limit: money('monthly_limit'),
    used_balance: money('used_balance').notNull().default(0),
    /** monthly_limit - used_balance; NULL when there is no limit. */
    balance: money('balance').generatedAlwaysAs(sql`monthly_limit - used_balance`),
    currency: currency(),
    note: text('note'),
    courtesy_title: text('courtesy_title'),
    passport_first_name: text('passport_first_name'),
    passport_last_name: text('passport_last_name'),
    date_of_birth: date('date_of_birth', { mode: 'string' }),
    nationality_country_code: char('nationality_country_code', { length: 2 }),
    passport: text('passport'),
    passport_country_code: char('passport_country_code', { length: 2 }),
    passport_expired: date('passport_expired', { mode: 'string' }),
    gender: gender('gender'),
    legal_entity: text('legal_entity'),
    is_enable_expense: boolean('is_enable_expense').notNull().default(false),
    /**
     * The company's own record of the person (docs/corporate-staff.md "Consent"): the names it
     * typed and a contact number. Never the person's account names or sign-in phone.
     */
    first_name: text('first_name'),
    last_name: text('last_name'),
    /** Contact number as digits with the calling code (e.g. 84912345678); never signs in. */
    phone_number: text('phone_number'),
    /**
     * INVITED until the person accepts (the row is then inactive and grants nothing),
     * ACCEPTED, DECLINED by the person, or CANCELLED by the company.
     */
    invitation: text('invitation').notNull().default('ACCEPTED'),
    /**
     * When the person first signed in after being added (accepting the invitation); NULL while
     * the invitation is pending (the dashboard's count). Set by server/domain/accounts/sessions.
     */
    joined_at: instant('joined_at'),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t): PgTableExtraConfigValue[] => [
    unique('corporate_staffs_corporate_user_unique').on(t.corporate_id, t.user_id),
    unique('corporate_staffs_corporate_id_unique').on(t.corporate_id, t.id),
    unique('corporate_staffs_corporate_employee_unique').on(t.corporate_id, t.employee_id),
    index('corporate_staffs_user_idx').on(t.user_id),
    index('corporate_staffs_department_idx').on(t.corporate_id, t.department_id),
    index('corporate_staffs_role_idx').on(t.corporate_id, t.role),
    index('corporate_staffs_approver_idx').on(t.corporate_id, t.approver_id),
    foreignKey({
      name: 'corporate_staffs_department_fk',
      columns: [t.corporate_id, t.department_id],
      foreignColumns: [departments.corporate_id, departments.id],
    }),
    foreignKey({
      name: 'corporate_staffs_level_fk',
      columns: [t.corporate_id, t.corporate_level_id],
      foreignColumns: [corporateLevels.corporate_id, corporateLevels.id],
    }),
    foreignKey({
      name: 'corporate_staffs_approver_fk',
      columns: [t.corporate_id, t.approver_id],
      foreignColumns: [t.corporate_id, t.user_id],
    }),
    check('corporate_staffs_not_own_approver', sql`${t.approver_id} <> ${t.user_id}`),
    check('corporate_staffs_used_balance_non_negative', sql`${t.used_balance} >= 0`),
    check('corporate_staffs_monthly_limit_non_negative', sql`${t.monthly_limit} >= 0`),
    check(
      'corporate_staffs_invitation_known',
      sql`${t.invitation} in ('INVITED', 'ACCEPTED', 'DECLINED', 'CANCELLED')`,
    ),
    check(
      'corporate_staffs_active_only_accepted',
      sql`not ${t.active} or ${t.invitation} = 'ACCEPTED'`,
    ),
  ],
);

/**
 * The links of staff invitations: an unguessable single-use token (stored as its SHA-256
 * only), expiring. A re-sent invitation voids the earlier links (used_at).
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    corporate_id: uuid('corporate_id').notNull(),
    staff_id: uuid('staff_id').notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    /** The account was made by this invitation: its first sign-in accepts it. */
    new_account: boolean('new_account').notNull().default(false),
    invited_by: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expires_at: instant('expires_at').notNull(),
    /** Answered, re-sent or cancelled: the link no longer works. */
    used_at: instant('used_at'),
    inserted_at: insertedAt(),
  },
  (t) => [
    unique('staff_invitations_token_unique').on(t.token_hash),
    index('staff_invitations_staff_idx').on(t.corporate_id, t.staff_id),
    index('staff_invitations_user_idx').on(t.user_id),
    foreignKey({
      name: 'staff_invitations_staff_fk',
      columns: [t.corporate_id, t.staff_id],
      foreignColumns: [corporateStaffs.corporate_id, corporateStaffs.id],
    }).onDelete('cascade'),
  ],
);

/** Airline loyalty numbers of a staff member, one per airline (e.g. VN, VJ, QH). */
export const frequentFlyerCodes = pgTable(
  'frequent_flyer_codes',
  {
    id: id(),
    corporate_id: uuid('corporate_id').notNull(),
    staff_id: uuid('staff_id').notNull(),
    /** IATA airline designator, e.g. 'VN'. */
    airline_code: text('airline_code').notNull(),
    code: text('code').notNull(),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('frequent_flyer_codes_staff_airline_unique').on(t.staff_id, t.airline_code),
    index('frequent_flyer_codes_corporate_idx').on(t.corporate_id),
    foreignKey({
      name: 'frequent_flyer_codes_staff_fk',
      columns: [t.corporate_id, t.staff_id],
      foreignColumns: [corporateStaffs.corporate_id, corporateStaffs.id],
    }).onDelete('cascade'),
  ],
);
