import { boolean, foreignKey, index, pgTable, primaryKey, unique, uuid } from 'drizzle-orm/pg-core';
import { id, insertedAt, updatedAt } from './columns.js';
import { corporates } from './corporates.js';
import { delegateSide } from './enums.js';
import { corporateStaffs } from './staff.js';

/**
 * A delegate policy: every delegatee may book on behalf of every delegator. The spec's
 * delegatee_ids / delegator_ids (user ids) are rows of delegate_policy_members.
 */
export const delegatePolicies = pgTable(
  'delegate_policies',
  {
    id: id(),
    corporate_id: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t) => [unique('delegate_policies_corporate_id_unique').on(t.corporate_id, t.id)],
);

export const delegatePolicyMembers = pgTable(
  'delegate_policy_members',
  {
    policy_id: uuid('policy_id').notNull(),
    corporate_id: uuid('corporate_id').notNull(),
    side: delegateSide('side').notNull(),
    /** users.id of a staff member of the same corporate. */
    user_id: uuid('user_id').notNull(),
    inserted_at: insertedAt(),
  },
  (t) => [
    primaryKey({ name: 'delegate_policy_members_pk', columns: [t.policy_id, t.side, t.user_id] }),
    index('delegate_policy_members_corporate_user_idx').on(t.corporate_id, t.user_id, t.side),
    foreignKey({
      name: 'delegate_policy_members_policy_fk',
      columns: [t.corporate_id, t.policy_id],
      foreignColumns: [delegatePolicies.corporate_id, delegatePolicies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'delegate_policy_members_staff_fk',
      columns: [t.corporate_id, t.user_id],
      foreignColumns: [corporateStaffs.corporate_id, corporateStaffs.user_id],
    }).onDelete('cascade'),
  ],
);
