-- CO₂ factors of DESNZ's 2025 set (docs/analysis.md "CO₂"), replacing the earlier ones written
-- from memory, and DESNZ's own classification of a flight: "Domestic" (both airports in one
-- country; DESNZ publishes one average factor), "Short-haul" / "Long-haul, to/from UK" (one airport
-- in the UK, under / from 3,700 km), and "International, to/from non-UK" (neither in the UK) by
-- class. kg CO₂e per passenger-km with radiative forcing; the 8 % distance uplift is in the factors.
-- Short-haul publishes economy and business only: premium economy and first use business.
CREATE OR REPLACE FUNCTION "analysis_co2_factor"(haul text, cabin text) RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN haul = 'DOMESTIC' THEN 0.22928
    WHEN haul = 'SHORT' THEN CASE WHEN cabin IN ('BUSINESS', 'FIRST', 'PREMIUM_ECONOMY') THEN 0.18863 ELSE 0.12576 END
    WHEN haul = 'LONG' THEN CASE cabin WHEN 'FIRST' THEN 0.46814 WHEN 'BUSINESS' THEN 0.33940
      WHEN 'PREMIUM_ECONOMY' THEN 0.18726 ELSE 0.11704 END
    ELSE CASE cabin WHEN 'FIRST' THEN 0.43663 WHEN 'BUSINESS' THEN 0.31656
      WHEN 'PREMIUM_ECONOMY' THEN 0.17465 ELSE 0.10916 END
  END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION "analysis_leg_co2_g"(origin text, destination text, cabin text) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT round(d.km * analysis_co2_factor(
      CASE WHEN a.country_code = b.country_code THEN 'DOMESTIC'
           WHEN 'GB' NOT IN (a.country_code, b.country_code) THEN 'INTERNATIONAL'
           WHEN d.km < 3700 THEN 'SHORT' ELSE 'LONG' END, cabin) * 1000)::bigint
    FROM airports a, airports b,
      LATERAL (SELECT 2 * 6371 * asin(least(1, sqrt(
        power(sin(radians(b.latitude - a.latitude) / 2), 2)
        + cos(radians(a.latitude)) * cos(radians(b.latitude))
          * power(sin(radians(b.longitude - a.longitude) / 2), 2)))) AS km) d
    WHERE a.code = origin AND b.code = destination), 0)
$$;--> statement-breakpoint

-- The whole backfill starts from empty tables (TRUNCATE) rather than deleting every row, which
-- left the rollups' key indexes three times their size (docs/analysis.md "CO₂"). One company's
-- backfill (the generator's) still deletes only that company's rows.
CREATE OR REPLACE FUNCTION "analysis_backfill"(p_corporate uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('wayfare.analysis_bulk', 'on', true);
  IF p_corporate IS NULL THEN
    -- Everything again: new files for the tables and their indexes. Deleting every row and
    -- inserting it again left the key indexes three times their size (dead entries interleaved
    -- with the new ones), and a year's dashboard read three times the pages.
    TRUNCATE analysis_bookings, analysis_daily, analysis_monthly;
  ELSE
    DELETE FROM analysis_bookings WHERE corporate_id = p_corporate;
    DELETE FROM analysis_daily WHERE corporate_id = p_corporate;
    DELETE FROM analysis_monthly WHERE corporate_id = p_corporate;
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
  PERFORM set_config('wayfare.analysis_bulk', 'off', true);
END
$$;--> statement-breakpoint

-- Every stored gram again, with the new factors (bookings, daily and monthly rollups).
SELECT analysis_backfill(NULL);
