-- On-trip expense rollups (issue 25, docs/analysis.md "Expense rollups"): the tables are
-- 0039_analysis_expense_tables (server/db/tables/analysis.ts); their key indexes, the view,
-- functions and triggers and the backfill are here. Kept in the transaction that inserts,
-- submits, approves, rejects, reimburses or deletes a claim (no batch), like the bookings':
--
--   expenses (+ the claimant's department, the trip's cost center)
--     → analysis_expenses: one row per claim that counts (SUBMITTED, APPROVED, REIMBURSED)
--     → analysis_expense_daily (day × status × category × department × cost center) and
--       analysis_expense_monthly (month × status × department × cost center × person or trip).
--
-- The bulk generator sets wayfare.analysis_bulk = 'on' to skip the row triggers and rebuilds
-- with analysis_expense_backfill() (one set-based pass).

CREATE INDEX "analysis_expenses_day_idx" ON "analysis_expenses" ("corporate_id", "day");--> statement-breakpoint
CREATE INDEX "analysis_expenses_user_idx" ON "analysis_expenses" ("corporate_id", "user_id", "day");--> statement-breakpoint
CREATE INDEX "analysis_expenses_trip_idx" ON "analysis_expenses" ("trip_id") WHERE "trip_id" IS NOT NULL;--> statement-breakpoint

CREATE UNIQUE INDEX "analysis_expense_daily_key" ON "analysis_expense_daily"
  ("corporate_id", "day", "status", "category", "department_id", "cost_center_id")
  INCLUDE ("amount", "claims") NULLS NOT DISTINCT;--> statement-breakpoint

CREATE UNIQUE INDEX "analysis_expense_monthly_key" ON "analysis_expense_monthly"
  ("corporate_id", "dim", "month", "status", "department_id", "cost_center_id", "key")
  INCLUDE ("amount", "claims") NULLS NOT DISTINCT;--> statement-breakpoint

-- What an on-trip expense is for the dashboards: a claim submitted, approved or reimbursed
-- (drafts and rejected claims are no spending), in VND, on its expense date; department the
-- claimant's, cost center the trip's (a claim has none of its own).
CREATE VIEW "analysis_expense_source" AS
SELECT e.id AS expense_id, e.corporate_id, e.user_id, st.department_id, t.cost_center_id,
  e.trip_id, e.category::text AS category, e.status::text AS status, e.expense_date AS day,
  e.amount_vnd AS amount
FROM expenses e
LEFT JOIN corporate_staffs st ON st.corporate_id = e.corporate_id AND st.user_id = e.user_id
LEFT JOIN trips t ON t.id = e.trip_id AND t.corporate_id = e.corporate_id
WHERE e.status IN ('SUBMITTED', 'APPROVED', 'REIMBURSED');--> statement-breakpoint

-- Adds (sign 1) or takes back (sign -1) one claim's part of the rollups.
CREATE FUNCTION "analysis_expense_apply"(r analysis_expenses, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analysis_expense_daily AS d (corporate_id, day, status, category, department_id,
    cost_center_id, amount, claims)
  VALUES (r.corporate_id, r.day, r.status, r.category, r.department_id, r.cost_center_id,
    sign * r.amount, sign)
  ON CONFLICT (corporate_id, day, status, category, department_id, cost_center_id)
  DO UPDATE SET amount = d.amount + excluded.amount, claims = d.claims + excluded.claims;
  INSERT INTO analysis_expense_monthly AS m (corporate_id, dim, month, status, department_id,
    cost_center_id, key, amount, claims)
  SELECT r.corporate_id, v.dim, date_trunc('month', r.day)::date, r.status, r.department_id,
    r.cost_center_id, v.key, sign * r.amount, sign
  FROM (VALUES ('user', r.user_id), ('trip', r.trip_id)) v(dim, key)
  ON CONFLICT (corporate_id, dim, month, status, department_id, cost_center_id, key)
  DO UPDATE SET amount = m.amount + excluded.amount, claims = m.claims + excluded.claims;
  IF sign < 0 THEN
    -- A claim taken back leaves no empty row behind.
    DELETE FROM analysis_expense_daily WHERE corporate_id = r.corporate_id AND day = r.day
      AND status = r.status AND category = r.category
      AND department_id IS NOT DISTINCT FROM r.department_id
      AND cost_center_id IS NOT DISTINCT FROM r.cost_center_id AND claims = 0;
    DELETE FROM analysis_expense_monthly WHERE corporate_id = r.corporate_id
      AND dim = ANY ('{user,trip}'::varchar[]) AND month = date_trunc('month', r.day)::date
      AND status = r.status AND department_id IS NOT DISTINCT FROM r.department_id
      AND cost_center_id IS NOT DISTINCT FROM r.cost_center_id AND claims = 0;
  END IF;
END
$$;--> statement-breakpoint

CREATE FUNCTION "analysis_expense_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('wayfare.analysis_bulk', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM analysis_expense_apply(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM analysis_expense_apply(NEW, 1); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "analysis_expense_rollup" AFTER INSERT OR UPDATE OR DELETE ON "analysis_expenses"
  FOR EACH ROW EXECUTE FUNCTION "analysis_expense_rollup"();--> statement-breakpoint

-- The claim's row worked out again from its sources (a claim that no longer counts has none).
CREATE FUNCTION "analysis_expense_refresh"(p_expense uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analysis_expenses WHERE expense_id = p_expense;
  INSERT INTO analysis_expenses (expense_id, corporate_id, user_id, department_id,
    cost_center_id, trip_id, category, status, day, amount)
  SELECT expense_id, corporate_id, user_id, department_id, cost_center_id, trip_id, category,
    status, day, amount
  FROM analysis_expense_source WHERE expense_id = p_expense;
END
$$;--> statement-breakpoint

CREATE FUNCTION "analysis_expense_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('wayfare.analysis_bulk', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    DELETE FROM analysis_expenses WHERE expense_id = OLD.id;
  ELSE
    PERFORM analysis_expense_refresh(NEW.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "analysis_expenses_insert_delete" AFTER INSERT OR DELETE ON "expenses"
  FOR EACH ROW EXECUTE FUNCTION "analysis_expense_changed"();--> statement-breakpoint
CREATE TRIGGER "analysis_expenses_update" AFTER UPDATE ON "expenses"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.amount_vnd IS DISTINCT FROM NEW.amount_vnd
    OR OLD.expense_date IS DISTINCT FROM NEW.expense_date
    OR OLD.category IS DISTINCT FROM NEW.category OR OLD.trip_id IS DISTINCT FROM NEW.trip_id
    OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION "analysis_expense_changed"();--> statement-breakpoint

-- A trip charged to another cost center moves its claims with it.
CREATE FUNCTION "analysis_expense_trip_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  x uuid;
BEGIN
  IF current_setting('wayfare.analysis_bulk', true) = 'on' THEN RETURN NULL; END IF;
  FOR x IN SELECT expense_id FROM analysis_expenses WHERE trip_id = NEW.id LOOP
    PERFORM analysis_expense_refresh(x);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "analysis_expense_trips" AFTER UPDATE ON "trips"
  FOR EACH ROW WHEN (OLD.cost_center_id IS DISTINCT FROM NEW.cost_center_id
    OR OLD.corporate_id IS DISTINCT FROM NEW.corporate_id)
  EXECUTE FUNCTION "analysis_expense_trip_changed"();--> statement-breakpoint

-- The set-based rebuild (the migration's backfill and the bulk generator's): the claims of one
-- corporate (all when null) from the sources, then their rollups in one pass each.
CREATE FUNCTION "analysis_expense_backfill"(p_corporate uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('wayfare.analysis_bulk', 'on', true);
  DELETE FROM analysis_expenses WHERE p_corporate IS NULL OR corporate_id = p_corporate;
  DELETE FROM analysis_expense_daily WHERE p_corporate IS NULL OR corporate_id = p_corporate;
  DELETE FROM analysis_expense_monthly WHERE p_corporate IS NULL OR corporate_id = p_corporate;
  INSERT INTO analysis_expenses (expense_id, corporate_id, user_id, department_id,
    cost_center_id, trip_id, category, status, day, amount)
  SELECT expense_id, corporate_id, user_id, department_id, cost_center_id, trip_id, category,
    status, day, amount
  FROM analysis_expense_source WHERE p_corporate IS NULL OR corporate_id = p_corporate
  ORDER BY corporate_id, day;
  INSERT INTO analysis_expense_daily (corporate_id, day, status, category, department_id,
    cost_center_id, amount, claims)
  SELECT corporate_id, day, status, category, department_id, cost_center_id, sum(amount), count(*)
  FROM analysis_expenses WHERE p_corporate IS NULL OR corporate_id = p_corporate
  GROUP BY corporate_id, day, status, category, department_id, cost_center_id
  ORDER BY corporate_id, day;
  INSERT INTO analysis_expense_monthly (corporate_id, dim, month, status, department_id,
    cost_center_id, key, amount, claims)
  SELECT x.corporate_id, v.dim, date_trunc('month', x.day)::date, x.status, x.department_id,
    x.cost_center_id, v.key, sum(x.amount), count(*)
  FROM analysis_expenses x
  CROSS JOIN LATERAL (VALUES ('user', x.user_id), ('trip', x.trip_id)) v(dim, key)
  WHERE p_corporate IS NULL OR x.corporate_id = p_corporate
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ORDER BY x.corporate_id, v.dim, 3;
  PERFORM set_config('wayfare.analysis_bulk', 'off', true);
END
$$;--> statement-breakpoint

SELECT analysis_expense_backfill(NULL);
