CREATE TABLE "analysis_travellers" (
	"corporate_id" uuid NOT NULL,
	"period" varchar(7) NOT NULL,
	"start" date NOT NULL,
	"currency" char(3) NOT NULL,
	"department_id" uuid,
	"cost_center_id" uuid,
	"user_id" uuid NOT NULL,
	"bookings" integer NOT NULL
);--> statement-breakpoint

-- How many people travelled in a range (docs/analysis.md "Rollups"): the overview counted them
-- from the person rows of analysis_monthly, one per traveller × month × product × department ×
-- cost center; for a year of the 1,000,000-booking company that is 163,120 rows, two thirds of
-- the year overview's database time (it asks for the range and the period before). Here each
-- traveller has one row per month and one per quarter (× department × cost center, any product):
-- a year reads its whole quarters and the months beside them, 59,505 rows for the same year.
-- Kept by analysis_apply with the other rollups; rebuilt by analysis_backfill.
CREATE UNIQUE INDEX "analysis_travellers_key" ON "analysis_travellers"
  ("corporate_id", "period", "start", "currency", "department_id", "cost_center_id", "user_id")
  INCLUDE ("bookings") NULLS NOT DISTINCT;--> statement-breakpoint

-- 0038's function, and each booking's traveller row of its month and of its quarter.
CREATE OR REPLACE FUNCTION "analysis_apply"(r analysis_bookings, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  oop integer := CASE WHEN r.reason_code IS NULL THEN 0 ELSE 1 END;
BEGIN
  IF NOT r.counted THEN RETURN; END IF;
  INSERT INTO analysis_daily AS d (corporate_id, day, currency, product, department_id,
    cost_center_id, amount, bookings, units, voucher, policy_saving, co2_g, out_of_policy)
  VALUES (r.corporate_id, r.day, r.currency, r.product, r.department_id, r.cost_center_id,
    sign * r.amount, sign, sign * r.units, sign * r.voucher, sign * r.policy_saving,
    sign * r.co2_g, sign * oop)
  ON CONFLICT (corporate_id, day, currency, product, department_id, cost_center_id)
  DO UPDATE SET amount = d.amount + excluded.amount, bookings = d.bookings + excluded.bookings,
    units = d.units + excluded.units, voucher = d.voucher + excluded.voucher,
    policy_saving = d.policy_saving + excluded.policy_saving, co2_g = d.co2_g + excluded.co2_g,
    out_of_policy = d.out_of_policy + excluded.out_of_policy;
  INSERT INTO analysis_monthly AS m (corporate_id, month, currency, product, department_id,
    cost_center_id, dim, key, label, amount, bookings, units, co2_g, out_of_policy)
  SELECT r.corporate_id, date_trunc('month', r.day)::date, r.currency, r.product,
    r.department_id, r.cost_center_id, v.dim, v.key, v.label, sign * r.amount, sign,
    sign * r.units, sign * r.co2_g, sign * oop
  FROM (VALUES ('user', r.user_id::text, NULL), ('route', r.route, NULL),
    ('airline', r.airline, r.airline_name), ('cabin', r.cabin, NULL), ('ahead', r.ahead, NULL),
    ('reason', r.reason_code, NULL), ('city', r.city_id, NULL),
    ('property', r.property_id, r.property_name), ('star', r.star, NULL)) v(dim, key, label)
  WHERE v.key IS NOT NULL
  ON CONFLICT (corporate_id, dim, month, currency, product, department_id, cost_center_id, key)
  DO UPDATE SET amount = m.amount + excluded.amount, bookings = m.bookings + excluded.bookings,
    units = m.units + excluded.units, co2_g = m.co2_g + excluded.co2_g,
    out_of_policy = m.out_of_policy + excluded.out_of_policy,
    label = coalesce(excluded.label, m.label);
  INSERT INTO analysis_travellers AS t (corporate_id, period, start, currency, department_id,
    cost_center_id, user_id, bookings)
  SELECT r.corporate_id, p.period, p.start, r.currency, r.department_id, r.cost_center_id,
    r.user_id, sign
  FROM (VALUES ('MONTH', date_trunc('month', r.day)::date),
    ('QUARTER', date_trunc('quarter', r.day)::date)) p(period, start)
  ON CONFLICT (corporate_id, period, start, currency, department_id, cost_center_id, user_id)
  DO UPDATE SET bookings = t.bookings + excluded.bookings;
  IF sign < 0 THEN
    -- A booking given back leaves no empty row behind.
    DELETE FROM analysis_daily WHERE corporate_id = r.corporate_id AND day = r.day
      AND currency = r.currency AND product = r.product
      AND department_id IS NOT DISTINCT FROM r.department_id
      AND cost_center_id IS NOT DISTINCT FROM r.cost_center_id AND bookings = 0;
    DELETE FROM analysis_monthly WHERE corporate_id = r.corporate_id
      AND dim = ANY ('{user,route,airline,cabin,ahead,reason,city,property,star}'::varchar[])
      AND month = date_trunc('month', r.day)::date AND currency = r.currency
      AND product = r.product AND department_id IS NOT DISTINCT FROM r.department_id
      AND cost_center_id IS NOT DISTINCT FROM r.cost_center_id AND bookings = 0;
    DELETE FROM analysis_travellers WHERE corporate_id = r.corporate_id
      AND (period, start) IN (('MONTH', date_trunc('month', r.day)::date),
        ('QUARTER', date_trunc('quarter', r.day)::date))
      AND currency = r.currency AND department_id IS NOT DISTINCT FROM r.department_id
      AND cost_center_id IS NOT DISTINCT FROM r.cost_center_id AND user_id = r.user_id
      AND bookings = 0;
  END IF;
END
$$;--> statement-breakpoint

-- The traveller rows of one corporate's counted facts (all when null), in one pass: the backfill's
-- step, and this migration's own fill. The rows are expected to be gone already.
CREATE FUNCTION "analysis_travellers_fill"(p_corporate uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analysis_travellers (corporate_id, period, start, currency, department_id,
    cost_center_id, user_id, bookings)
  SELECT b.corporate_id, p.period, p.start, b.currency, b.department_id, b.cost_center_id,
    b.user_id, count(*)
  FROM analysis_bookings b
  CROSS JOIN LATERAL (VALUES ('MONTH', date_trunc('month', b.day)::date),
    ('QUARTER', date_trunc('quarter', b.day)::date)) p(period, start)
  WHERE b.counted AND (p_corporate IS NULL OR b.corporate_id = p_corporate)
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ORDER BY 1, 2, 3
$$;--> statement-breakpoint

-- 0053's function, and the traveller rows.
CREATE OR REPLACE FUNCTION "analysis_backfill"(p_corporate uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('wayfare.analysis_bulk', 'on', true);
  IF p_corporate IS NULL THEN
    -- Everything again: new files for the tables and their indexes. Deleting every row and
    -- inserting it again left the key indexes three times their size (dead entries interleaved
    -- with the new ones), and a year's dashboard read three times the pages.
    TRUNCATE analysis_bookings, analysis_daily, analysis_monthly, analysis_travellers;
  ELSE
    DELETE FROM analysis_bookings WHERE corporate_id = p_corporate;
    DELETE FROM analysis_daily WHERE corporate_id = p_corporate;
    DELETE FROM analysis_monthly WHERE corporate_id = p_corporate;
    DELETE FROM analysis_travellers WHERE corporate_id = p_corporate;
  END IF;
  INSERT INTO analysis_bookings (session_id, corporate_id, user_order_id, user_id, department_id,
    cost_center_id, product, status, counted, paid_at, day, currency, amount, voucher,
    policy_saving, units, description, route, airline, airline_name, cabin, days_ahead, ahead,
    reason_code, co2_g, city_id, property_id, property_name, star, nights)
  SELECT session_id, corporate_id, user_order_id, user_id, department_id, cost_center_id,
    product, status, counted, paid_at, day, currency, amount, voucher, policy_saving, units,
    description, route, airline, airline_name, cabin, days_ahead, ahead, reason_code, co2_g,
    city_id, property_id, property_name, star, nights
  FROM analysis_source WHERE p_corporate IS NULL OR corporate_id = p_corporate
  ORDER BY corporate_id, paid_at;
  INSERT INTO analysis_daily (corporate_id, day, currency, product, department_id,
    cost_center_id, amount, bookings, units, voucher, policy_saving, co2_g, out_of_policy)
  SELECT corporate_id, day, currency, product, department_id, cost_center_id, sum(amount),
    count(*), sum(units), sum(voucher), sum(policy_saving), sum(co2_g),
    count(*) FILTER (WHERE reason_code IS NOT NULL)
  FROM analysis_bookings WHERE counted AND (p_corporate IS NULL OR corporate_id = p_corporate)
  GROUP BY corporate_id, day, currency, product, department_id, cost_center_id
  ORDER BY corporate_id, day;
  INSERT INTO analysis_monthly (corporate_id, month, currency, product, department_id,
    cost_center_id, dim, key, label, amount, bookings, units, co2_g, out_of_policy)
  SELECT b.corporate_id, date_trunc('month', b.day)::date, b.currency, b.product,
    b.department_id, b.cost_center_id, v.dim, v.key, max(v.label), sum(b.amount), count(*),
    sum(b.units), sum(b.co2_g), count(*) FILTER (WHERE b.reason_code IS NOT NULL)
  FROM analysis_bookings b
  CROSS JOIN LATERAL (VALUES ('user', b.user_id::text, NULL), ('route', b.route, NULL),
    ('airline', b.airline, b.airline_name), ('cabin', b.cabin, NULL), ('ahead', b.ahead, NULL),
    ('reason', b.reason_code, NULL), ('city', b.city_id, NULL),
    ('property', b.property_id, b.property_name), ('star', b.star, NULL)) v(dim, key, label)
  WHERE b.counted AND v.key IS NOT NULL AND (p_corporate IS NULL OR b.corporate_id = p_corporate)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
  ORDER BY b.corporate_id, v.dim, 2;
  PERFORM analysis_travellers_fill(p_corporate);
  PERFORM set_config('wayfare.analysis_bulk', 'off', true);
END
$$;--> statement-breakpoint

-- The rows of the bookings already counted (the facts stay as they are).
SELECT analysis_travellers_fill(NULL);
