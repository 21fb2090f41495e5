import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The PostgreSQL extensions the migrations create (people search: docs/decisions.md, "People
 * search"). PGlite loads an extension's files only when it is handed them at creation, so every
 * PGlite the app or the tests open, fresh or from a snapshot, is created with these.
 */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };
