-- People search ignores accents and case (docs/decisions.md, "People search"): names and
-- e-mails are compared folded (unaccented, lower case), and the platform-wide people search
-- has a trigram index on the folded text, so `like '%…%'` need not read every user.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent(text) is only STABLE (it looks its dictionary up by name); with the dictionary named
-- it depends on its argument alone, so the wrapper may be IMMUTABLE and indexed. Unaccent
-- first, then lower: lower() of a C-locale database folds ASCII only, and 'Ễ' unaccents to 'E'.
CREATE FUNCTION wf_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
-- What a person is found by: the name both ways round (Vietnamese family name first, or given
-- name first as foreign forms write it) and the e-mail, folded.
CREATE FUNCTION wf_person_search(first_name text, last_name text, email text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.wf_fold(coalesce(last_name, '') || ' ' || coalesce(first_name, '') || ' | '
    || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' | '
    || coalesce(email, '')) $$;--> statement-breakpoint
CREATE INDEX "users_person_search_trgm_idx" ON "users"
  USING gin (wf_person_search("first_name", "last_name", "email") gin_trgm_ops);
