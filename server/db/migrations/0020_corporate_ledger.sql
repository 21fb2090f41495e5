-- The corporate account moves onto the ledger (docs/decisions.md "Corporate account on the
-- ledger"). Hand-written where drizzle-kit would have used ALTER TYPE ... ADD VALUE: a value
-- added that way cannot be used before its transaction commits, and the migrator applies every
-- pending migration in one transaction, so the opening balances below could not name it. The
-- two enums are recreated instead (a type created in this transaction may be used at once).
ALTER TYPE "public"."ledger_account_kind" RENAME TO "ledger_account_kind_0019";--> statement-breakpoint
CREATE TYPE "public"."ledger_account_kind" AS ENUM('USER_WALLET', 'CORPORATE_ACCOUNT', 'PLATFORM_SALES', 'PLATFORM_TOP_UP_CLEARING', 'PLATFORM_REWARDS', 'PLATFORM_CORPORATE_OPENING');--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_unique";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_wallet_not_negative";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ALTER COLUMN "kind" SET DATA TYPE "public"."ledger_account_kind" USING "kind"::text::"public"."ledger_account_kind";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "account_kind" SET DATA TYPE "public"."ledger_account_kind" USING "account_kind"::text::"public"."ledger_account_kind";--> statement-breakpoint
DROP TYPE "public"."ledger_account_kind_0019";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_wallet_not_negative" CHECK ("ledger_entries"."account_kind" <> 'USER_WALLET' or "ledger_entries"."balance_after" >= 0);--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" RENAME TO "ledger_transaction_kind_0019";--> statement-breakpoint
CREATE TYPE "public"."ledger_transaction_kind" AS ENUM('TOP_UP', 'ORDER_PAYMENT', 'ORDER_REFUND', 'CASH_BACK', 'OPENING_BALANCE');--> statement-breakpoint
ALTER TABLE "ledger_transactions" ALTER COLUMN "kind" SET DATA TYPE "public"."ledger_transaction_kind" USING "kind"::text::"public"."ledger_transaction_kind";--> statement-breakpoint
DROP TYPE "public"."ledger_transaction_kind_0019";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "corporate_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_unique" UNIQUE NULLS NOT DISTINCT("kind","user_id","corporate_id","currency");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner" CHECK (("ledger_accounts"."kind" = 'USER_WALLET') = ("ledger_accounts"."user_id" is not null) and ("ledger_accounts"."kind" = 'CORPORATE_ACCOUNT') = ("ledger_accounts"."corporate_id" is not null));--> statement-breakpoint
-- Opening balances: every corporate whose balance is not 0 gets its account and one leg of
-- that balance; per currency, one OPENING_BALANCE transaction whose other leg is the sum's
-- opposite on PLATFORM_CORPORATE_OPENING. The ledger's balance then equals the old column.
INSERT INTO "ledger_accounts" ("kind", "corporate_id", "currency")
SELECT 'CORPORATE_ACCOUNT', "id", "currency" FROM "corporates" WHERE "balance" <> 0;--> statement-breakpoint
INSERT INTO "ledger_accounts" ("kind", "currency")
SELECT DISTINCT 'PLATFORM_CORPORATE_OPENING'::"public"."ledger_account_kind", "currency" FROM "corporates" WHERE "balance" <> 0;--> statement-breakpoint
INSERT INTO "ledger_transactions" ("kind", "idempotency_key", "metadata")
SELECT DISTINCT 'OPENING_BALANCE'::"public"."ledger_transaction_kind", 'corporate-opening:0020:' || "currency", jsonb_build_object('migration', '0020_corporate_ledger', 'currency', "currency")
FROM "corporates" WHERE "balance" <> 0;--> statement-breakpoint
INSERT INTO "ledger_entries" ("transaction_id", "account_id", "account_kind", "amount", "currency", "balance_after")
SELECT t."id", a."id", 'CORPORATE_ACCOUNT', c."balance", c."currency", c."balance"
FROM "corporates" c
JOIN "ledger_accounts" a ON a."kind" = 'CORPORATE_ACCOUNT' AND a."corporate_id" = c."id" AND a."currency" = c."currency"
JOIN "ledger_transactions" t ON t."idempotency_key" = 'corporate-opening:0020:' || c."currency"
WHERE c."balance" <> 0
ORDER BY c."id";--> statement-breakpoint
INSERT INTO "ledger_entries" ("transaction_id", "account_id", "account_kind", "amount", "currency", "balance_after")
SELECT t."id", a."id", 'PLATFORM_CORPORATE_OPENING', -s."total", s."currency", -s."total"
FROM (SELECT "currency", sum("balance") AS "total" FROM "corporates" WHERE "balance" <> 0 GROUP BY "currency") s
JOIN "ledger_accounts" a ON a."kind" = 'PLATFORM_CORPORATE_OPENING' AND a."user_id" IS NULL AND a."corporate_id" IS NULL AND a."currency" = s."currency"
JOIN "ledger_transactions" t ON t."idempotency_key" = 'corporate-opening:0020:' || s."currency"
WHERE s."total" <> 0;--> statement-breakpoint
ALTER TABLE "corporates" DROP COLUMN "balance";
