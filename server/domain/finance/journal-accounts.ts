/**
 * The chart-of-accounts mapping of the accounting export (docs/finance.md "Accounting export"):
 * each role a journal line plays, with its default account from the Vietnamese chart of
 * accounts (Circular 200/2014/TT-BTC); a company overrides any of them
 * (`corporate_journal_accounts`).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export const JOURNAL_ROLES = [
  'TRAVEL_EXPENSE',
  'INPUT_VAT',
  'PAYABLE',
  'BANK',
  'OTHER_INCOME',
] as const;
export type JournalRole = (typeof JOURNAL_ROLES)[number];

/** Circular 200 defaults. */
export const DEFAULT_ACCOUNTS: Record<JournalRole, string> = {
  /** 6428 Chi phí bằng tiền khác (chi phí quản lý doanh nghiệp): business travel. */
  TRAVEL_EXPENSE: '6428',
  /** 1331 Thuế GTGT được khấu trừ của hàng hoá, dịch vụ. */
  INPUT_VAT: '1331',
  /** 331 Phải trả cho người bán: Wayfare, the supplier. */
  PAYABLE: '331',
  /** 1121 Tiền gửi ngân hàng — tiền Việt Nam. */
  BANK: '1121',
  /** 711 Thu nhập khác: cash back credited by the supplier. */
  OTHER_INCOME: '711',
};

export type JournalAccounts = Record<JournalRole, string>;

/** The company's accounts: its overrides over the defaults. */
export async function journalAccountsOf(db: Db, corporateId: string): Promise<JournalAccounts> {
  const { rows } = await db.execute<{ role: string; account: string }>(sql`
    select role, account from corporate_journal_accounts
    where corporate_id = ${corporateId}::uuid`);
  const accounts = { ...DEFAULT_ACCOUNTS };
  for (const row of rows) {
    if ((JOURNAL_ROLES as readonly string[]).includes(row.role)) {
      accounts[row.role as JournalRole] = row.account;
    }
  }
  return accounts;
}

/** Sets the company's accounts; an account equal to the default removes the override. */
export async function saveJournalAccounts(
  db: Db,
  corporateId: string,
  changes: Array<{ role: JournalRole; account: string }>,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { role, account } of changes) {
      if (account === DEFAULT_ACCOUNTS[role]) {
        await tx.execute(sql`delete from corporate_journal_accounts
          where corporate_id = ${corporateId}::uuid and role = ${role}`);
      } else {
        await tx.execute(sql`
          insert into corporate_journal_accounts (corporate_id, role, account)
          values (${corporateId}::uuid, ${role}, ${account})
          on conflict (corporate_id, role) do update set account = excluded.account,
            updated_at = now()`);
      }
    }
  });
}
