CREATE TABLE "analysis_expense_trips" (
	"corporate_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"amount" bigint NOT NULL,
	"claims" integer NOT NULL,
	CONSTRAINT "analysis_expense_trips_pk" PRIMARY KEY("corporate_id","trip_id")
);
--> statement-breakpoint
ALTER TABLE "analysis_expense_monthly" DROP COLUMN "status";--> statement-breakpoint

-- The expense dashboard's people and trips without the claim's status (docs/analysis.md "Expense
-- rollups"): the year's expenses missed 200 ms at 1,000,000 bookings, reading a monthly row per
-- trip and per person × status and summing every trip of the year to find the top twenty.
--
--   analysis_expense_monthly: month × department × cost center × person or trip, no status (the
--     slices never split by it): a department or cost-center scope, and the claims without a trip.
--   analysis_expense_trips: one row per trip (amount, claims, first and last expense date of its
--     counted claims). A trip whose dates lie within a range counts whole there, so the company's
--     top trips are the first rows of an index by amount; the few trips across the range's start
--     or end are summed from their claims.
--
-- Kept by the same trigger as before (analysis_expense_apply, per fact row), rebuilt from the facts
-- at the end (analysis_expense_rollups_rebuild): the facts themselves are not recomputed, so a
-- claim keeps the department it was counted in.

-- Rows of one person or trip in one month but two statuses merge: emptied here, rebuilt below.
-- (Dropping the column above dropped the old key index, which held it.)
TRUNCATE analysis_expense_monthly;--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_expense_monthly_key" ON "analysis_expense_monthly"
  ("corporate_id", "dim", "month", "department_id", "cost_center_id", "key")
  INCLUDE ("amount", "claims") NULLS NOT DISTINCT;--> statement-breakpoint
-- Claims without a trip by month (the trip slice's "no trip" over a company scope).
CREATE INDEX "analysis_expense_monthly_no_trip" ON "analysis_expense_monthly" ("corporate_id", "month")
  INCLUDE ("amount", "claims") WHERE "dim" = 'trip' AND "key" IS NULL;--> statement-breakpoint

-- The company's top trips: by amount (the first rows that lie within the range), …
CREATE INDEX "analysis_expense_trips_amount" ON "analysis_expense_trips"
  ("corporate_id", "amount" DESC, "trip_id") INCLUDE ("first_day", "last_day", "claims");--> statement-breakpoint
-- … trips across a range's start or end: those of up to 31 days by their first day, …
CREATE INDEX "analysis_expense_trips_first_day" ON "analysis_expense_trips"
  ("corporate_id", "first_day") INCLUDE ("last_day", "trip_id");--> statement-breakpoint
-- … and the longer ones (few) all together.
CREATE INDEX "analysis_expense_trips_long" ON "analysis_expense_trips"
  ("corporate_id", "first_day") INCLUDE ("last_day", "trip_id")
  WHERE "last_day" - "first_day" > 31;--> statement-breakpoint

-- Adds (sign 1) or takes back (sign -1) one claim's part of the rollups.
CREATE OR REPLACE FUNCTION "analysis_expense_apply"(r analysis_expenses, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analysis_expense_daily AS d (corporate_id, day, status, category, department_id,
    cost_center_id, amount, claims)
  VALUES (r.corporate_id, r.day, r.status, r.category, r.department_id, r.cost_center_id,
    sign * r.amount, sign)
  ON CONFLICT (corporate_id, day, status, category, department_id, cost_center_id)
  DO UPDATE SET amount = d.amount + excluded.amount, claims = d.claims + excluded.claims;
  INSERT INTO analysis_expense_monthly AS m (corporate_id, dim, month, department_id,
    cost_center_id, key, amount, claims)
  SELECT r.corporate_id, v.dim, date_trunc('month', r.day)::date, r.department_id,
    r.cost_center_id, v.key, sign * r.amount, sign
  FROM (VALUES ('user', r.user_id), ('trip', r.trip_id)) v(dim, key)
  ON CONFLICT (corporate_id, dim, month, department_id, cost_center_id, key)
  DO UPDATE SET amount = m.amount + excluded.amount, claims = m.claims + excluded.claims;
  IF r.trip_id IS NOT NULL THEN
    -- A claim added widens its trip's dates; one taken back leaves them to be worked out below.
    INSERT INTO analysis_expense_trips AS t (corporate_id, trip_id, first_day, last_day, amount,
      claims)
    VALUES (r.corporate_id, r.trip_id, r.day, r.day, sign * r.amount, sign)
    ON CONFLICT (corporate_id, trip_id) DO UPDATE SET amount = t.amount + excluded.amount,
      claims = t.claims + excluded.claims,
      first_day = CASE WHEN sign > 0 THEN least(t.first_day, excluded.first_day) ELSE t.first_day END,
      last_day = CASE WHEN sign > 0 THEN greatest(t.last_day, excluded.last_day) ELSE t.last_day END;
  END IF;
  IF sign < 0 THEN
    -- A claim taken back leaves no empty row behind.
    DELETE FROM analysis_expense_daily WHERE corporate_id = r.corporate_id AND day = r.day
      AND status = r.status AND category = r.category
      AND department_id IS NOT DISTINCT FROM r.department_id
      AND cost_center_id IS NOT DISTINCT FROM r.cost_center_id AND claims = 0;
    DELETE FROM analysis_expense_monthly WHERE corporate_id = r.corporate_id
      AND dim = ANY ('{user,trip}'::varchar[]) AND month = date_trunc('month', r.day)::date
      AND department_id IS NOT DISTINCT FROM r.department_id
      AND cost_center_id IS NOT DISTINCT FROM r.cost_center_id AND claims = 0;
    IF r.trip_id IS NOT NULL THEN
      DELETE FROM analysis_expense_trips WHERE corporate_id = r.corporate_id
        AND trip_id = r.trip_id AND claims = 0;
      -- The trip's dates from its remaining claims. A statement of its own, after the upsert
      -- above locked the trip's row: every claim another transaction added to the trip committed
      -- before that (it upserts the same row), so this statement sees it; one still to commit
      -- widens the dates itself. (No claim seen: the facts are mid-statement; dates kept.)
      UPDATE analysis_expense_trips t SET first_day = s.first_day, last_day = s.last_day
      FROM (SELECT min(day) AS first_day, max(day) AS last_day FROM analysis_expenses
        WHERE corporate_id = r.corporate_id AND trip_id = r.trip_id) s
      WHERE t.corporate_id = r.corporate_id AND t.trip_id = r.trip_id
        AND s.first_day IS NOT NULL
        AND (t.first_day <> s.first_day OR t.last_day <> s.last_day);
    END IF;
  END IF;
END
$$;--> statement-breakpoint

-- The rollups of one corporate (all when null) again from its facts (analysis_expenses), in one
-- pass each: this migration's backfill, and the last step of analysis_expense_backfill.
CREATE FUNCTION "analysis_expense_rollups_rebuild"(p_corporate uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_corporate IS NULL THEN
    -- New files for the tables and their indexes (deleting every row left the bookings' key
    -- indexes three times their size: migration 0053).
    TRUNCATE analysis_expense_daily, analysis_expense_monthly, analysis_expense_trips;
  ELSE
    DELETE FROM analysis_expense_daily WHERE corporate_id = p_corporate;
    DELETE FROM analysis_expense_monthly WHERE corporate_id = p_corporate;
    DELETE FROM analysis_expense_trips WHERE corporate_id = p_corporate;
  END IF;
  INSERT INTO analysis_expense_daily (corporate_id, day, status, category, department_id,
    cost_center_id, amount, claims)
  SELECT corporate_id, day, status, category, department_id, cost_center_id, sum(amount), count(*)
  FROM analysis_expenses WHERE p_corporate IS NULL OR corporate_id = p_corporate
  GROUP BY corporate_id, day, status, category, department_id, cost_center_id
  ORDER BY corporate_id, day;
  INSERT INTO analysis_expense_monthly (corporate_id, dim, month, department_id, cost_center_id,
    key, amount, claims)
  SELECT x.corporate_id, v.dim, date_trunc('month', x.day)::date, x.department_id,
    x.cost_center_id, v.key, sum(x.amount), count(*)
  FROM analysis_expenses x
  CROSS JOIN LATERAL (VALUES ('user', x.user_id), ('trip', x.trip_id)) v(dim, key)
  WHERE p_corporate IS NULL OR x.corporate_id = p_corporate
  GROUP BY 1, 2, 3, 4, 5, 6
  ORDER BY x.corporate_id, v.dim, 3;
  INSERT INTO analysis_expense_trips (corporate_id, trip_id, first_day, last_day, amount, claims)
  SELECT corporate_id, trip_id, min(day), max(day), sum(amount), count(*)
  FROM analysis_expenses
  WHERE trip_id IS NOT NULL AND (p_corporate IS NULL OR corporate_id = p_corporate)
  GROUP BY corporate_id, trip_id
  ORDER BY corporate_id, trip_id;
END
$$;--> statement-breakpoint

-- The set-based rebuild (the bulk generator's): the claims of one corporate (all when null) from
-- the sources, then their rollups.
CREATE OR REPLACE FUNCTION "analysis_expense_backfill"(p_corporate uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('wayfare.analysis_bulk', 'on', true);
  IF p_corporate IS NULL THEN
    TRUNCATE analysis_expenses;
  ELSE
    DELETE FROM analysis_expenses WHERE corporate_id = p_corporate;
  END IF;
  INSERT INTO analysis_expenses (expense_id, corporate_id, user_id, department_id,
    cost_center_id, trip_id, category, status, day, amount)
  SELECT expense_id, corporate_id, user_id, department_id, cost_center_id, trip_id, category,
    status, day, amount
  FROM analysis_expense_source WHERE p_corporate IS NULL OR corporate_id = p_corporate
  ORDER BY corporate_id, day;
  PERFORM analysis_expense_rollups_rebuild(p_corporate);
  PERFORM set_config('wayfare.analysis_bulk', 'off', true);
END
$$;--> statement-breakpoint

-- Every corporate's rollups again from the facts it has now.
SELECT analysis_expense_rollups_rebuild(NULL);
