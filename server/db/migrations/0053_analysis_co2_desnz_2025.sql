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

-- Every stored gram again, with the new factors (bookings, daily and monthly rollups).
SELECT analysis_backfill(NULL);
