CREATE TYPE "public"."corporate_payment_method" AS ENUM('BANK_TRANSFER', 'CORPORATE_WALLET');--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'INVOICE_PAYMENT';--> statement-breakpoint
CREATE TABLE "corporate_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"corporate_reconcilliation_statement_id" uuid NOT NULL,
	"ref" varchar(20) NOT NULL,
	"value" bigint NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"effective_month" integer NOT NULL,
	"effective_year" integer NOT NULL,
	"reconcilliation_cycle_type" varchar(20),
	"due_at" timestamp with time zone NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_invoices_value" CHECK ("corporate_invoices"."value" >= 0),
	CONSTRAINT "corporate_invoices_month" CHECK ("corporate_invoices"."effective_month" between 1 and 12),
	CONSTRAINT "corporate_invoices_cycle" CHECK ("corporate_invoices"."reconcilliation_cycle_type" in ('WEEKLY', 'SEMI_MONTHLY', 'MONTHLY'))
);
--> statement-breakpoint
CREATE TABLE "corporate_payment_histories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"corporate_id" uuid NOT NULL,
	"corporate_invoice_id" uuid NOT NULL,
	"value" bigint NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"payment_method" "corporate_payment_method" NOT NULL,
	"idempotency_key" varchar(160) NOT NULL,
	"ledger_transaction_id" uuid,
	"recorded_by" uuid,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_payment_histories_value" CHECK ("corporate_payment_histories"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "corporate_top_up_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"corporate_top_up_id" uuid NOT NULL,
	"provider_txn_id" varchar(120) NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"ledger_transaction_id" uuid NOT NULL,
	"confirmed_by" uuid,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_top_up_credits_amount" CHECK ("corporate_top_up_credits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "corporate_top_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"ref" varchar(20) NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"requested_by" uuid NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_top_ups_amount" CHECK ("corporate_top_ups"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "corporate_invoices" ADD CONSTRAINT "corporate_invoices_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_invoices" ADD CONSTRAINT "corporate_invoices_statement_fk" FOREIGN KEY ("corporate_id","corporate_reconcilliation_statement_id") REFERENCES "public"."reconcilliation_statements"("corporate_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_payment_histories" ADD CONSTRAINT "corporate_payment_histories_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_payment_histories" ADD CONSTRAINT "corporate_payment_histories_corporate_invoice_id_corporate_invoices_id_fk" FOREIGN KEY ("corporate_invoice_id") REFERENCES "public"."corporate_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_payment_histories" ADD CONSTRAINT "corporate_payment_histories_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_payment_histories" ADD CONSTRAINT "corporate_payment_histories_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_top_up_credits" ADD CONSTRAINT "corporate_top_up_credits_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_top_up_credits" ADD CONSTRAINT "corporate_top_up_credits_corporate_top_up_id_corporate_top_ups_id_fk" FOREIGN KEY ("corporate_top_up_id") REFERENCES "public"."corporate_top_ups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_top_up_credits" ADD CONSTRAINT "corporate_top_up_credits_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_top_up_credits" ADD CONSTRAINT "corporate_top_up_credits_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_top_ups" ADD CONSTRAINT "corporate_top_ups_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_top_ups" ADD CONSTRAINT "corporate_top_ups_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_invoices_statement_unique" ON "corporate_invoices" USING btree ("corporate_reconcilliation_statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_invoices_ref_unique" ON "corporate_invoices" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "corporate_invoices_corporate_idx" ON "corporate_invoices" USING btree ("corporate_id","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_payment_histories_key_unique" ON "corporate_payment_histories" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "corporate_payment_histories_invoice_idx" ON "corporate_payment_histories" USING btree ("corporate_invoice_id","seq");--> statement-breakpoint
CREATE INDEX "corporate_payment_histories_corporate_idx" ON "corporate_payment_histories" USING btree ("corporate_id","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_top_up_credits_txn_unique" ON "corporate_top_up_credits" USING btree ("provider_txn_id");--> statement-breakpoint
CREATE INDEX "corporate_top_up_credits_top_up_idx" ON "corporate_top_up_credits" USING btree ("corporate_top_up_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_top_ups_ref_unique" ON "corporate_top_ups" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "corporate_top_ups_corporate_idx" ON "corporate_top_ups" USING btree ("corporate_id","inserted_at" DESC NULLS LAST);