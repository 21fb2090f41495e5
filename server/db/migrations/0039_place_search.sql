CREATE TABLE "places" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"code" text,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"area_vi" text,
	"area_en" text,
	"city_id" varchar(64) NOT NULL,
	"city_vi" text NOT NULL,
	"city_en" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"country_vi" text NOT NULL,
	"country_en" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"timezone" text NOT NULL,
	"property_id" uuid,
	"property_count" integer,
	"has_flights" boolean NOT NULL,
	"popularity" integer NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "places_code_idx" ON "places" USING btree ("code");--> statement-breakpoint
-- Places (docs/capacity.md, "Places"): autocomplete, nearby places and the hotel place look-up
-- read this table instead of a union that counted every city's and area's hotels and scanned
-- the flight routes on every call (≈ 6 ms of PostgreSQL CPU each). Triggers on the inventory
-- tables keep it in step in the writing transaction, and NOTIFY "wayfare_places" so every API
-- node forgets its cached autocomplete answers at commit.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- search_text is the source rows' normalized form (lower case, unaccented, '|' between names):
-- `like '%q%'` over it uses the trigram index once the query has three characters.
CREATE INDEX "places_search_trgm_idx" ON "places" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The places rows of the given keys (null: every one) as the autocomplete union computed them.
-- A property is a place when it is listed (LISTED_PROPERTY in
-- server/providers/inventory/local/property-rows.ts: approved, with a room type); a city or
-- area counts its listed properties; an airport has flights when a schedule starts or ends
-- there, a city when one of its airports has.
CREATE FUNCTION wf_places_rows(p_airports text[], p_cities text[], p_areas text[],
    p_properties uuid[]) RETURNS SETOF "places" LANGUAGE sql STABLE AS $$
  select 'airport:' || trim(a.code), 'AIRPORT', trim(a.code), a.name_vi, a.name_en, null, null,
    c.id, c.name_vi, c.name_en, a.country_code, k.name_vi, k.name_en, a.latitude, a.longitude,
    a.timezone, null::uuid, null::int,
    exists (select 1 from flight_schedules s where s.origin = a.code)
      or exists (select 1 from flight_schedules s where s.destination = a.code),
    a.popularity + 5, a.search_text
  from airports a join cities c on c.id = a.city_id join countries k on k.code = a.country_code
  where p_airports is null or trim(a.code) = any (p_airports)
  union all
  select 'city:' || c.id, 'CITY', trim(c.code), c.name_vi, c.name_en, null, null, c.id,
    c.name_vi, c.name_en, c.country_code, k.name_vi, k.name_en, c.latitude, c.longitude,
    c.timezone, null,
    (select count(*) from properties p where p.city_id = c.id and p.status = 'APPROVED'
      and exists (select 1 from room_types lt where lt.property_id = p.id))::int,
    exists (select 1 from airports a where a.city_id = c.id
      and (exists (select 1 from flight_schedules s where s.origin = a.code)
        or exists (select 1 from flight_schedules s where s.destination = a.code))),
    c.popularity + 10, c.search_text
  from cities c join countries k on k.code = c.country_code
  where p_cities is null or c.id = any (p_cities)
  union all
  select 'area:' || r.id, 'AREA', null, r.name_vi, r.name_en, null, null, c.id, c.name_vi,
    c.name_en, c.country_code, k.name_vi, k.name_en, r.latitude, r.longitude, c.timezone, null,
    (select count(*) from properties p where p.area_id = r.id and p.status = 'APPROVED'
      and exists (select 1 from room_types lt where lt.property_id = p.id))::int,
    false, r.popularity, r.search_text
  from areas r join cities c on c.id = r.city_id join countries k on k.code = c.country_code
  where p_areas is null or r.id = any (p_areas)
  union all
  select 'property:' || p.id, 'PROPERTY', null, p.name, p.name, r.name_vi, r.name_en, c.id,
    c.name_vi, c.name_en, p.country_code, k.name_vi, k.name_en, p.latitude, p.longitude,
    p.timezone, p.id, null, false, greatest(0, 40 - coalesce(p.hotel_rank, 40) / 2),
    p.search_text
  from properties p join cities c on c.id = p.city_id left join areas r on r.id = p.area_id
    join countries k on k.code = p.country_code
  where p.status = 'APPROVED' and exists (select 1 from room_types lt where lt.property_id = p.id)
    and (p_properties is null or p.id = any (p_properties))
$$;--> statement-breakpoint
-- Rewrites the places of the given keys (null: all). One writer at a time: counts read after the
-- lock see every transaction that refreshed before (each statement takes a new snapshot), so
-- two transactions adding hotels to one city cannot leave the count of either.
CREATE FUNCTION wf_places_refresh(p_airports text[], p_cities text[], p_areas text[],
    p_properties uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('wayfare'), hashtext('places'));
  IF p_airports IS NULL AND p_cities IS NULL AND p_areas IS NULL AND p_properties IS NULL THEN
    DELETE FROM places;
  ELSE
    p_airports := coalesce(p_airports, '{}');
    p_cities := coalesce(p_cities, '{}');
    p_areas := coalesce(p_areas, '{}');
    p_properties := coalesce(p_properties, '{}');
    IF cardinality(p_airports) + cardinality(p_cities) + cardinality(p_areas)
        + cardinality(p_properties) = 0 THEN
      RETURN;
    END IF;
    DELETE FROM places WHERE id = ANY (
      array(SELECT 'airport:' || trim(x) FROM unnest(p_airports) x)
      || array(SELECT 'city:' || x FROM unnest(p_cities) x)
      || array(SELECT 'area:' || x FROM unnest(p_areas) x)
      || array(SELECT 'property:' || x FROM unnest(p_properties) x));
  END IF;
  INSERT INTO places SELECT * FROM wf_places_rows(p_airports, p_cities, p_areas, p_properties);
  PERFORM pg_notify('wayfare_places', '');
END
$$;--> statement-breakpoint
CREATE FUNCTION wf_places_rebuild() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wf_places_refresh(null, null, null, null);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The changed rows of a statement: both images of an update, the new of an insert, the old of a
-- delete (transition tables "old_rows"/"new_rows"; a branch names only the ones its event has).
CREATE FUNCTION wf_places_properties_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  cs text[];
  rs text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id), array_agg(DISTINCT city_id), array_agg(DISTINCT area_id)
      INTO ids, cs, rs FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id), array_agg(DISTINCT city_id), array_agg(DISTINCT area_id)
      INTO ids, cs, rs FROM old_rows;
  ELSE
    -- Only what a place shows: a new rating or review count changes no place.
    WITH ch AS (
      SELECT o.id, o.city_id AS c1, n.city_id AS c2, o.area_id AS a1, n.area_id AS a2
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.name, o.search_text, o.status, o.city_id, o.area_id, o.country_code, o.latitude,
          o.longitude, o.timezone, o.hotel_rank)
        IS DISTINCT FROM (n.name, n.search_text, n.status, n.city_id, n.area_id, n.country_code,
          n.latitude, n.longitude, n.timezone, n.hotel_rank))
    SELECT array(SELECT id FROM ch), array(SELECT c1 FROM ch UNION SELECT c2 FROM ch),
      array(SELECT a1 FROM ch UNION SELECT a2 FROM ch) INTO ids, cs, rs;
  END IF;
  PERFORM wf_places_refresh('{}', cs, array_remove(rs, null), ids);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION wf_places_room_types_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := array(SELECT DISTINCT property_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := array(SELECT DISTINCT property_id FROM old_rows);
  ELSE
    ids := array(SELECT o.property_id FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE o.property_id IS DISTINCT FROM n.property_id
      UNION SELECT n.property_id FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE o.property_id IS DISTINCT FROM n.property_id);
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM wf_places_refresh('{}',
      array(SELECT DISTINCT city_id FROM properties WHERE id = ANY (ids)),
      array(SELECT DISTINCT area_id FROM properties WHERE id = ANY (ids) AND area_id IS NOT NULL),
      ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION wf_places_airports_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  codes text[];
  cs text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(trim(code)), array_agg(DISTINCT city_id) INTO codes, cs FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(trim(code)), array_agg(DISTINCT city_id) INTO codes, cs FROM old_rows;
  ELSE
    SELECT array_agg(trim(code)), array_agg(DISTINCT city_id) INTO codes, cs FROM (
      SELECT code, city_id FROM old_rows UNION SELECT code, city_id FROM new_rows) x;
  END IF;
  PERFORM wf_places_refresh(codes, cs, '{}', '{}');
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A city's names, country and time zone are on its airports', areas' and properties' places.
CREATE FUNCTION wf_places_cities_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cs text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    cs := array(SELECT id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    cs := array(SELECT id FROM old_rows);
  ELSE
    cs := array(SELECT id FROM old_rows UNION SELECT id FROM new_rows);
  END IF;
  PERFORM wf_places_refresh(
    array(SELECT trim(code) FROM airports WHERE city_id = ANY (cs)), cs,
    array(SELECT id FROM areas WHERE city_id = ANY (cs)),
    array(SELECT id FROM properties WHERE city_id = ANY (cs)));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An area's names are on its properties' places.
CREATE FUNCTION wf_places_areas_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rs text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    rs := array(SELECT id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    rs := array(SELECT id FROM old_rows);
  ELSE
    rs := array(SELECT id FROM old_rows UNION SELECT id FROM new_rows);
  END IF;
  PERFORM wf_places_refresh('{}', '{}', rs,
    array(SELECT id FROM properties WHERE area_id = ANY (rs)));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Whether an airport (and its city) has flights follows the schedules' ends.
CREATE FUNCTION wf_places_schedules_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  codes text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    codes := array(SELECT trim(origin) FROM new_rows UNION SELECT trim(destination) FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    codes := array(SELECT trim(origin) FROM old_rows UNION SELECT trim(destination) FROM old_rows);
  ELSE
    codes := array(
      SELECT trim(x) FROM old_rows o JOIN new_rows n ON n.id = o.id,
        LATERAL (VALUES (o.origin), (o.destination), (n.origin), (n.destination)) v (x)
      WHERE (o.origin, o.destination) IS DISTINCT FROM (n.origin, n.destination));
  END IF;
  IF cardinality(codes) > 0 THEN
    PERFORM wf_places_refresh(codes,
      array(SELECT DISTINCT city_id FROM airports WHERE trim(code) = ANY (codes)), '{}', '{}');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Country names are on every place of the country.
CREATE FUNCTION wf_places_countries_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ks text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ks := array(SELECT code FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ks := array(SELECT code FROM old_rows);
  ELSE
    ks := array(SELECT code FROM old_rows UNION SELECT code FROM new_rows);
  END IF;
  PERFORM wf_places_refresh(
    array(SELECT trim(code) FROM airports WHERE country_code = ANY (ks)),
    array(SELECT id FROM cities WHERE country_code = ANY (ks)),
    array(SELECT r.id FROM areas r JOIN cities c ON c.id = r.city_id
      WHERE c.country_code = ANY (ks)),
    array(SELECT id FROM properties WHERE country_code = ANY (ks)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "places_properties_ins" AFTER INSERT ON "properties" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_properties_changed();--> statement-breakpoint
CREATE TRIGGER "places_properties_upd" AFTER UPDATE ON "properties"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_properties_changed();--> statement-breakpoint
CREATE TRIGGER "places_properties_del" AFTER DELETE ON "properties" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_properties_changed();--> statement-breakpoint
CREATE TRIGGER "places_room_types_ins" AFTER INSERT ON "room_types" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_room_types_changed();--> statement-breakpoint
CREATE TRIGGER "places_room_types_upd" AFTER UPDATE ON "room_types"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_room_types_changed();--> statement-breakpoint
CREATE TRIGGER "places_room_types_del" AFTER DELETE ON "room_types" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_room_types_changed();--> statement-breakpoint
CREATE TRIGGER "places_airports_ins" AFTER INSERT ON "airports" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_airports_changed();--> statement-breakpoint
CREATE TRIGGER "places_airports_upd" AFTER UPDATE ON "airports"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_airports_changed();--> statement-breakpoint
CREATE TRIGGER "places_airports_del" AFTER DELETE ON "airports" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_airports_changed();--> statement-breakpoint
CREATE TRIGGER "places_cities_ins" AFTER INSERT ON "cities" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_cities_changed();--> statement-breakpoint
CREATE TRIGGER "places_cities_upd" AFTER UPDATE ON "cities"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_cities_changed();--> statement-breakpoint
CREATE TRIGGER "places_cities_del" AFTER DELETE ON "cities" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_cities_changed();--> statement-breakpoint
CREATE TRIGGER "places_areas_ins" AFTER INSERT ON "areas" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_areas_changed();--> statement-breakpoint
CREATE TRIGGER "places_areas_upd" AFTER UPDATE ON "areas"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_areas_changed();--> statement-breakpoint
CREATE TRIGGER "places_areas_del" AFTER DELETE ON "areas" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_areas_changed();--> statement-breakpoint
CREATE TRIGGER "places_schedules_ins" AFTER INSERT ON "flight_schedules"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_schedules_changed();--> statement-breakpoint
CREATE TRIGGER "places_schedules_upd" AFTER UPDATE ON "flight_schedules"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_schedules_changed();--> statement-breakpoint
CREATE TRIGGER "places_schedules_del" AFTER DELETE ON "flight_schedules"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_schedules_changed();--> statement-breakpoint
CREATE TRIGGER "places_countries_ins" AFTER INSERT ON "countries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_countries_changed();--> statement-breakpoint
CREATE TRIGGER "places_countries_upd" AFTER UPDATE ON "countries"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_countries_changed();--> statement-breakpoint
CREATE TRIGGER "places_countries_del" AFTER DELETE ON "countries" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_countries_changed();--> statement-breakpoint
-- A truncated source (a reset, a test emptying the schedules) rebuilds the whole table.
CREATE TRIGGER "places_properties_truncate" AFTER TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_rebuild();--> statement-breakpoint
CREATE TRIGGER "places_room_types_truncate" AFTER TRUNCATE ON "room_types"
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_rebuild();--> statement-breakpoint
CREATE TRIGGER "places_airports_truncate" AFTER TRUNCATE ON "airports"
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_rebuild();--> statement-breakpoint
CREATE TRIGGER "places_cities_truncate" AFTER TRUNCATE ON "cities"
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_rebuild();--> statement-breakpoint
CREATE TRIGGER "places_areas_truncate" AFTER TRUNCATE ON "areas"
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_rebuild();--> statement-breakpoint
CREATE TRIGGER "places_schedules_truncate" AFTER TRUNCATE ON "flight_schedules"
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_rebuild();--> statement-breakpoint
CREATE TRIGGER "places_countries_truncate" AFTER TRUNCATE ON "countries"
  FOR EACH STATEMENT EXECUTE FUNCTION wf_places_rebuild();--> statement-breakpoint
-- Backfill what the inventory holds now.
SELECT wf_places_refresh(null, null, null, null);
