import { types, type PGliteOptions } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions.js';

/**
 * What every PGlite the app or the tests open is created with: the extensions the migrations
 * create, and node-postgres's reading of 64-bit integers. node-postgres returns `int8` (count(*),
 * sum of integers, bigint columns and arrays) as text, since a JavaScript number cannot hold every
 * value; PGlite returned a number. Read raw (`db.execute`, `sql<…>` fields) the same query gave
 * '3' on one engine and 3 on the other, so a comparison or a sum could work on one and not the
 * other. With this, raw rows are the same on both engines (tests/server/db/engine-parity.test.ts
 * checks each type), which is what lets most server test files run on one engine only
 * (docs/decisions.md "Test suite speed").
 */
export const PGLITE_OPTIONS = {
  extensions: PGLITE_EXTENSIONS,
  parsers: { [types.INT8]: (text: string) => text },
} satisfies PGliteOptions;
