import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { currency, id, insertedAt, instant, money, updatedAt } from './columns.js';
import { corporates } from './corporates.js';
import { budgetResetPeriod } from './enums.js';
import { corporateStaffs, departments } from './staff.js';

/** A cost center; its `balance` in the API is the sum of its budgets' balances. */
export const costCenters = pgTable(
  'cost_centers',
  {
    id: id(),
    corporate_id: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code'),
    active: boolean('active').notNull().default(true),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('cost_centers_corporate_name_unique').on(t.corporate_id, t.name),
    unique('cost_centers_corporate_id_unique').on(t.corporate_id, t.id),
  ],
);

/** A spending budget of a cost center that resets every period on `reset_day`. */
export const costCenterBudgets = pgTable(
  'cost_center_budgets',
  {
    id: id(),
    corporate_id: uuid('corporate_id').notNull(),
    cost_center_id: uuid('cost_center_id').notNull(),
    amount: money('amount').notNull(),
    used_balance: money('used_balance').notNull().default(0),
    /** amount - used_balance. */
    balance: money('balance')
      .notNull()
      .generatedAlwaysAs(sql`amount - used_balance`),
    currency: currency(),
    reset_period: budgetResetPeriod('reset_period').notNull().default('MONTHLY'),
    /** Day of the month (MONTHLY) or of the period's first month that starts a new period. */
    reset_day: smallint('reset_day'),
    /**
     * Since when `used_balance` counts: when it falls before the current period's start, the
     * budget is whole again (docs/corporate-cost-centers.md, "Budget periods"). No job resets it.
     */
    used_since: instant('used_since').notNull().defaultNow(),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('cost_center_budgets_cost_center_idx').on(t.corporate_id, t.cost_center_id),
    unique('cost_center_budgets_period_unique').on(t.cost_center_id, t.reset_period, t.currency),
    foreignKey({
      name: 'cost_center_budgets_cost_center_fk',
      columns: [t.corporate_id, t.cost_center_id],
      foreignColumns: [costCenters.corporate_id, costCenters.id],
    }).onDelete('cascade'),
    check('cost_center_budgets_amount_non_negative', sql`${t.amount} >= 0`),
    check('cost_center_budgets_reset_day_range', sql`${t.reset_day} between 1 and 31`),
  ],
);

/** Who may charge a cost center: one staff member (user_id) or a whole department. */
export const costCenterAssignees = pgTable(
  'cost_center_assignees',
  {
    id: id(),
    corporate_id: uuid('corporate_id').notNull(),
    cost_center_id: uuid('cost_center_id').notNull(),
    user_id: uuid('user_id'),
    department_id: uuid('department_id'),
    inserted_at: insertedAt(),
  },
  (t) => [
    index('cost_center_assignees_corporate_user_idx').on(t.corporate_id, t.user_id),
    index('cost_center_assignees_corporate_department_idx').on(t.corporate_id, t.department_id),
    uniqueIndex('cost_center_assignees_user_unique').on(t.cost_center_id, t.user_id),
    uniqueIndex('cost_center_assignees_department_unique').on(t.cost_center_id, t.department_id),
    foreignKey({
      name: 'cost_center_assignees_cost_center_fk',
      columns: [t.corporate_id, t.cost_center_id],
      foreignColumns: [costCenters.corporate_id, costCenters.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'cost_center_assignees_staff_fk',
      columns: [t.corporate_id, t.user_id],
      foreignColumns: [corporateStaffs.corporate_id, corporateStaffs.user_id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'cost_center_assignees_department_fk',
      columns: [t.corporate_id, t.department_id],
      foreignColumns: [departments.corporate_id, departments.id],
    }).onDelete('cascade'),
    check(
      'cost_center_assignees_one_target',
      sql`num_nonnulls(${t.user_id}, ${t.department_id}) = 1`,
    ),
  ],
);
