/**
 * A company's tax details as registered (name, tax code, address, e-mail): what the documents
 * issued to it print (statements, invoices). Here, below the areas that print them, so
 * statements and finance read them without depending on each other.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { CompanyTaxDetails } from '../../documents/pdf.js';

export async function corporateTaxDetails(db: Db, corporateId: string): Promise<CompanyTaxDetails> {
  const { rows } = await db.execute<{
    name: string | null;
    tax_code: string | null;
    address: string | null;
    email: string | null;
  }>(sql`
    select company_name as name, company_tax_code as tax_code, company_address as address,
      company_email as email
    from corporates where id = ${corporateId}::uuid`);
  const row = rows[0];
  return {
    name: row?.name ?? '',
    taxCode: row?.tax_code,
    address: row?.address,
    email: row?.email,
  };
}
