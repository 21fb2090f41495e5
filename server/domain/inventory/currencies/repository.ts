/** The currencies' SQL (docs/module-template.md): the supported currencies and their rates. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';

export interface CurrencyRow extends Record<string, unknown> {
  code: string;
  name_vi: string;
  name_en: string;
  symbol: string;
  minor_units: number;
  vnd_per_unit: string | number;
  as_of: string | Date;
  source: string;
}

/** The supported currencies with their VND rates, in the listing's order. */
export async function currencyRows(db: Db): Promise<CurrencyRow[]> {
  const result = await db.execute<CurrencyRow>(
    sql`select code, name_vi, name_en, symbol, minor_units, vnd_per_unit, as_of, source
        from currencies order by position, code`,
  );
  return result.rows.map((r) => ({ ...r, code: r.code.trim() }));
}
