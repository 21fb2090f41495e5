-- Analysis dashboards (issue 25, docs/analysis.md): the tables are 0036_analysis_tables
-- (server/db/tables/analysis.ts); their key indexes, the view, functions, triggers and the
-- backfill are here. Live rollups of the company's bookings,
-- maintained by triggers in the transaction that pays, refunds or cancels an order (no batch).
--
--   sources (corporate_payments, expense_bookings, user_orders)
--     → analysis_bookings: one row per company booking that was paid, its dimensions worked out
--       once (route, airline, cabin, days ahead, CO₂, city, property, stars, nights, savings)
--     → analysis_daily (day × product × department × cost center) and analysis_monthly
--       (month × product × department × cost center × one dimension: user, route, airline, …),
--       which count only SUCCESSFUL orders, at their price (docs/finance.md's rule).
--
-- The dashboards read the rollups for aggregates and analysis_bookings for the rows and the
-- partial months at a range's edges. The bulk generator sets wayfare.analysis_bulk = 'on' to
-- skip the row triggers and rebuilds with analysis_backfill() instead (one set-based pass).

CREATE FUNCTION "analysis_vn_date"(t timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((t AT TIME ZONE 'UTC') + interval '7 hours')::date
$$;--> statement-breakpoint

-- DESNZ/DEFRA business-travel air factors with radiative forcing, kg CO₂e per passenger-km
-- (distance uplift of 8 % included in the factors); docs/analysis.md "CO₂".
CREATE FUNCTION "analysis_co2_factor"(haul text, cabin text) RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN haul = 'DOMESTIC' THEN 0.27258
    WHEN haul = 'SHORT' THEN CASE WHEN cabin IN ('BUSINESS', 'FIRST', 'PREMIUM_ECONOMY') THEN 0.27430 ELSE 0.18287 END
    ELSE CASE cabin WHEN 'FIRST' THEN 0.80048 WHEN 'BUSINESS' THEN 0.58029
      WHEN 'PREMIUM_ECONOMY' THEN 0.32016 ELSE 0.20011 END
  END
$$;--> statement-breakpoint

-- Grams of CO₂e for one passenger on one direction: great-circle distance between the airports
-- (haversine, mean Earth radius 6371 km) × the factor of its haul and cabin; 0 when an airport
-- is unknown.
CREATE FUNCTION "analysis_leg_co2_g"(origin text, destination text, cabin text) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT round(d.km * analysis_co2_factor(
      CASE WHEN a.country_code = b.country_code THEN 'DOMESTIC'
           WHEN d.km < 3700 THEN 'SHORT' ELSE 'LONG' END, cabin) * 1000)::bigint
    FROM airports a, airports b,
      LATERAL (SELECT 2 * 6371 * asin(least(1, sqrt(
        power(sin(radians(b.latitude - a.latitude) / 2), 2)
        + cos(radians(a.latitude)) * cos(radians(b.latitude))
          * power(sin(radians(b.longitude - a.longitude) / 2), 2)))) AS km) d
    WHERE a.code = origin AND b.code = destination), 0)
$$;--> statement-breakpoint

CREATE INDEX "analysis_bookings_paid_idx" ON "analysis_bookings" ("corporate_id", "paid_at" DESC, "session_id");--> statement-breakpoint
CREATE INDEX "analysis_bookings_day_idx" ON "analysis_bookings" ("corporate_id", "day");--> statement-breakpoint
CREATE INDEX "analysis_bookings_user_idx" ON "analysis_bookings" ("corporate_id", "user_id", "day");--> statement-breakpoint
CREATE INDEX "analysis_bookings_department_idx" ON "analysis_bookings" ("corporate_id", "department_id", "day");--> statement-breakpoint

-- The sums ride in the key indexes (INCLUDE): a dashboard's range is an index-only scan.
CREATE UNIQUE INDEX "analysis_daily_key" ON "analysis_daily"
  ("corporate_id", "day", "currency", "product", "department_id", "cost_center_id")
  INCLUDE ("amount", "bookings", "units", "voucher", "policy_saving", "co2_g", "out_of_policy")
  NULLS NOT DISTINCT;--> statement-breakpoint

CREATE UNIQUE INDEX "analysis_monthly_key" ON "analysis_monthly"
  ("corporate_id", "dim", "month", "currency", "product", "department_id", "cost_center_id", "key")
  INCLUDE ("amount", "bookings", "units", "co2_g", "out_of_policy", "label") NULLS NOT DISTINCT;--> statement-breakpoint

-- What a company booking is (docs/finance.md): a checkout charged to the company or recorded
-- under its expense programme, whose order was paid; one row per checkout.
CREATE VIEW "analysis_source" AS
SELECT s.id AS session_id, k.corporate_id, o.id AS user_order_id, o.user_id,
  st.department_id, coalesce(k.cost_center_id, s.cost_center_id) AS cost_center_id,
  s.product_type::text AS product, o.status::text AS status, o.status = 'SUCCESSFUL' AS counted,
  o.paid_at, analysis_vn_date(o.paid_at) AS day, s.currency, s.price AS amount,
  s.voucher_discount + s.gift_voucher_discount AS voucher,
  CASE WHEN coalesce(k.policy_reason_code, s.policy_reason_code) IS NULL AND c.cap IS NOT NULL
    THEN greatest(0, c.cap - s.price) ELSE 0 END AS policy_saving,
  CASE WHEN s.product_type = 'FLIGHT' THEN p.pax ELSE coalesce(p.nights, 0) END AS units,
  CASE WHEN s.product_type = 'FLIGHT' THEN coalesce(f.route, '')
    ELSE coalesce(i.product->'property'->>'name', '') END AS description,
  f.route, f.airline, f.airline_name, f.cabin, f.days_ahead,
  CASE WHEN f.days_ahead IS NULL THEN NULL WHEN f.days_ahead <= 2 THEN '0-2'
    WHEN f.days_ahead <= 6 THEN '3-6' WHEN f.days_ahead <= 13 THEN '7-13'
    WHEN f.days_ahead <= 29 THEN '14-29' ELSE '30+' END AS ahead,
  coalesce(k.policy_reason_code, s.policy_reason_code) AS reason_code,
  CASE WHEN s.product_type = 'FLIGHT' THEN p.pax * (
    coalesce(analysis_leg_co2_g(p.df->'departure'->>'code', p.df->'arrival'->>'code', f.cabin), 0)
    + coalesce(analysis_leg_co2_g(p.rf->'departure'->>'code', p.rf->'arrival'->>'code',
        coalesce(p.rf->'seat_class'->>'type', f.cabin)), 0)) ELSE 0 END AS co2_g,
  CASE WHEN s.product_type = 'HOTEL' THEN i.metadata->>'city_id' END AS city_id,
  CASE WHEN s.product_type = 'HOTEL'
    THEN coalesce(i.metadata->>'property_id', i.product->'property'->>'id') END AS property_id,
  CASE WHEN s.product_type = 'HOTEL' THEN i.product->'property'->>'name' END AS property_name,
  CASE WHEN s.product_type = 'HOTEL' THEN i.metadata->>'star_rating' END AS star,
  CASE WHEN s.product_type = 'HOTEL' THEN p.nights END AS nights
FROM (
  SELECT cp.corporate_id, cp.payment_checkout_session_id AS session_id, cp.cost_center_id,
    cp.policy_reason_code
  FROM corporate_payments cp
  UNION ALL
  SELECT e.corporate_id, e.payment_checkout_session_id, e.cost_center_id, NULL
  FROM expense_bookings e
  WHERE NOT EXISTS (SELECT 1 FROM corporate_payments c2
    WHERE c2.payment_checkout_session_id = e.payment_checkout_session_id)
) k
JOIN payment_checkout_sessions s ON s.id = k.session_id
JOIN user_orders o ON o.payment_checkout_session_id = s.id
JOIN LATERAL (SELECT si.product, si.metadata FROM shopping_items si
  WHERE si.payment_checkout_session_id = s.id ORDER BY si.inserted_at, si.id LIMIT 1) i ON true
LEFT JOIN corporate_staffs st ON st.corporate_id = k.corporate_id AND st.user_id = o.user_id
CROSS JOIN LATERAL (SELECT
  CASE WHEN jsonb_typeof(i.product->'departure_flight') = 'object' THEN i.product->'departure_flight' END AS df,
  CASE WHEN jsonb_typeof(i.product->'return_flight') = 'object' THEN i.product->'return_flight' END AS rf,
  greatest(1, coalesce((i.metadata->'party'->>'n_o_a')::int, 1)
    + coalesce((i.metadata->'party'->>'n_o_c')::int, 0)
    + coalesce((i.metadata->'party'->>'n_o_i')::int, 0)) AS pax,
  CASE WHEN i.metadata->>'check_in' IS NOT NULL AND i.metadata->>'check_out' IS NOT NULL
    THEN greatest(0, ((i.metadata->>'check_out')::date - (i.metadata->>'check_in')::date))
      * coalesce((i.metadata->>'rooms')::int, 1) END AS nights
) p
CROSS JOIN LATERAL (SELECT
  (p.df->'departure'->>'code') || '-' || (p.df->'arrival'->>'code') AS route,
  p.df->'airline'->>'code' AS airline, p.df->'airline'->>'name' AS airline_name,
  p.df->'seat_class'->>'type' AS cabin,
  analysis_vn_date((p.df->'departure'->>'date')::timestamptz) - analysis_vn_date(o.paid_at) AS days_ahead
) f
LEFT JOIN LATERAL (SELECT CASE
  WHEN s.product_type = 'FLIGHT' THEN (SELECT CASE WHEN p.rf IS NOT NULL THEN tp.round_trip_cost
      ELSE tp.one_way_cost END FROM travel_policies tp
    WHERE tp.corporate_id = k.corporate_id AND tp.corporate_level_id = st.corporate_level_id)
  ELSE (SELECT min(h.nightly_cost) FROM travel_policy_hotel_caps h
      JOIN travel_policies tp ON tp.id = h.policy_id AND tp.corporate_id = h.corporate_id
    WHERE h.corporate_id = k.corporate_id AND tp.corporate_level_id = st.corporate_level_id
      AND (h.city_id IS NULL OR h.city_id = i.metadata->>'city_id')
      AND (h.star_rating IS NULL
        OR h.star_rating = floor((i.metadata->>'star_rating')::numeric))) * p.nights
  END AS cap) c ON true
WHERE o.paid_at IS NOT NULL AND s.product_type IN ('FLIGHT', 'HOTEL');--> statement-breakpoint

-- Adds (sign 1) or takes back (sign -1) one booking's part of the rollups.
CREATE FUNCTION "analysis_apply"(r analysis_bookings, sign integer) RETURNS void LANGUAGE plpgsql AS $$
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
  END IF;
END
$$;--> statement-breakpoint

CREATE FUNCTION "analysis_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('wayfare.analysis_bulk', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM analysis_apply(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM analysis_apply(NEW, 1); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "analysis_rollup" AFTER INSERT OR UPDATE OR DELETE ON "analysis_bookings"
  FOR EACH ROW EXECUTE FUNCTION "analysis_rollup"();--> statement-breakpoint

-- The booking of one checkout worked out again from its sources (paid, refunded, cancelled …).
CREATE FUNCTION "analysis_refresh"(p_session uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analysis_bookings WHERE session_id = p_session;
  INSERT INTO analysis_bookings (session_id, corporate_id, user_order_id, user_id, department_id,
    cost_center_id, product, status, counted, paid_at, day, currency, amount, voucher,
    policy_saving, units, description, route, airline, airline_name, cabin, days_ahead, ahead,
    reason_code, co2_g, city_id, property_id, property_name, star, nights)
  SELECT session_id, corporate_id, user_order_id, user_id, department_id, cost_center_id,
    product, status, counted, paid_at, day, currency, amount, voucher, policy_saving, units,
    description, route, airline, airline_name, cabin, days_ahead, ahead, reason_code, co2_g,
    city_id, property_id, property_name, star, nights
  FROM analysis_source WHERE session_id = p_session;
END
$$;--> statement-breakpoint

CREATE FUNCTION "analysis_source_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('wayfare.analysis_bulk', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM analysis_refresh(NEW.payment_checkout_session_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "analysis_corporate_payments" AFTER INSERT OR UPDATE ON "corporate_payments"
  FOR EACH ROW EXECUTE FUNCTION "analysis_source_changed"();--> statement-breakpoint
CREATE TRIGGER "analysis_expense_bookings" AFTER INSERT OR UPDATE ON "expense_bookings"
  FOR EACH ROW EXECUTE FUNCTION "analysis_source_changed"();--> statement-breakpoint
CREATE TRIGGER "analysis_user_orders_insert" AFTER INSERT ON "user_orders"
  FOR EACH ROW EXECUTE FUNCTION "analysis_source_changed"();--> statement-breakpoint
CREATE TRIGGER "analysis_user_orders_update" AFTER UPDATE ON "user_orders"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.paid_at IS DISTINCT FROM NEW.paid_at OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION "analysis_source_changed"();--> statement-breakpoint

-- The set-based rebuild (the migration's backfill and the bulk generator's): the bookings of
-- one corporate (all when null) from the sources, then their rollups in one pass each.
CREATE FUNCTION "analysis_backfill"(p_corporate uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('wayfare.analysis_bulk', 'on', true);
  DELETE FROM analysis_bookings WHERE p_corporate IS NULL OR corporate_id = p_corporate;
  DELETE FROM analysis_daily WHERE p_corporate IS NULL OR corporate_id = p_corporate;
  DELETE FROM analysis_monthly WHERE p_corporate IS NULL OR corporate_id = p_corporate;
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
  PERFORM set_config('wayfare.analysis_bulk', 'off', true);
END
$$;--> statement-breakpoint

SELECT analysis_backfill(NULL);
