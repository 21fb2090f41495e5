/**
 * Our reference names of property types and amenities (SQL only). Suppliers give codes; these
 * name them. Property content itself comes from the suppliers (providers/inventory).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';

export interface Named {
  code: string;
  name_vi: string;
  name_en: string;
}

export async function namesOf(
  db: Db,
): Promise<{ types: Map<string, Named>; amenities: Map<string, Named> }> {
  const result = await db.execute<Named & { kind: string } & Record<string, unknown>>(sql`
    select 'type' as kind, code, name_vi, name_en from property_types
    union all select 'amenity', code, name_vi, name_en from amenities`);
  const types = new Map<string, Named>();
  const amenities = new Map<string, Named>();
  for (const r of result.rows) (r.kind === 'type' ? types : amenities).set(r.code, r);
  return { types, amenities };
}
