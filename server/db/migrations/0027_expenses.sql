CREATE TYPE "public"."expense_category" AS ENUM('AIRFARE', 'LODGING', 'TRANSPORT', 'MEALS', 'ENTERTAINMENT', 'OFFICE', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."expense_status" AS ENUM('DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'REIMBURSED');--> statement-breakpoint
CREATE TYPE "public"."expense_receipt_kind" AS ENUM('IMAGE', 'PDF', 'EINVOICE_XML');--> statement-breakpoint
CREATE TYPE "public"."reimbursement_batch_status" AS ENUM('OPEN', 'PAID');--> statement-breakpoint
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'EXPENSE_REIMBURSEMENTS';--> statement-breakpoint
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'EXPENSE_PAYOUT_CLEARING';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'EXPENSE_REIMBURSEMENT';--> statement-breakpoint
CREATE TABLE "expense_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"expense_id" uuid NOT NULL,
	"storage_key" varchar(512) NOT NULL,
	"kind" "expense_receipt_kind" NOT NULL,
	"content_type" varchar(64) NOT NULL,
	"file_name" varchar(120) NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_receipts_size" CHECK ("expense_receipts"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"rate_date" date NOT NULL,
	"category" "expense_category" NOT NULL,
	"expense_date" date NOT NULL,
	"merchant" varchar(200) NOT NULL,
	"seller_tax_code" varchar(14),
	"vat_amount" bigint,
	"note" text,
	"expense_booking_id" uuid,
	"user_order_id" uuid,
	"trip_id" uuid,
	"einvoice" jsonb,
	"status" "expense_status" DEFAULT 'DRAFT' NOT NULL,
	"approver_id" uuid,
	"submitted_at" timestamp with time zone,
	"decision_deadline" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"reimbursed_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_corporate_id_unique" UNIQUE("corporate_id","id"),
	CONSTRAINT "expenses_amount_positive" CHECK ("expenses"."amount" > 0 and "expenses"."amount_vnd" > 0),
	CONSTRAINT "expenses_vat_range" CHECK ("expenses"."vat_amount" is null or "expenses"."vat_amount" between 0 and "expenses"."amount"),
	CONSTRAINT "expenses_rate_positive" CHECK ("expenses"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "reimbursement_batch_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"expense_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	CONSTRAINT "reimbursement_batch_items_amount" CHECK ("reimbursement_batch_items"."amount_vnd" > 0)
);
--> statement-breakpoint
CREATE TABLE "reimbursement_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"status" "reimbursement_batch_status" DEFAULT 'OPEN' NOT NULL,
	"total_vnd" bigint NOT NULL,
	"item_count" integer NOT NULL,
	"created_by" uuid NOT NULL,
	"paid_by" uuid,
	"paid_at" timestamp with time zone,
	"ledger_transaction_id" uuid,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reimbursement_batches_corporate_id_unique" UNIQUE("corporate_id","id"),
	CONSTRAINT "reimbursement_batches_total" CHECK ("reimbursement_batches"."total_vnd" > 0 and "reimbursement_batches"."item_count" > 0),
	CONSTRAINT "reimbursement_batches_paid" CHECK (("reimbursement_batches"."status" = 'PAID') = ("reimbursement_batches"."paid_at" is not null and "reimbursement_batches"."ledger_transaction_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "expense_receipts" ADD CONSTRAINT "expense_receipts_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_receipts" ADD CONSTRAINT "expense_receipts_expense_fk" FOREIGN KEY ("corporate_id","expense_id") REFERENCES "public"."expenses"("corporate_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_expense_booking_id_expense_bookings_id_fk" FOREIGN KEY ("expense_booking_id") REFERENCES "public"."expense_bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_user_order_id_user_orders_id_fk" FOREIGN KEY ("user_order_id") REFERENCES "public"."user_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_staff_fk" FOREIGN KEY ("corporate_id","user_id") REFERENCES "public"."corporate_staffs"("corporate_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursement_batch_items" ADD CONSTRAINT "reimbursement_batch_items_batch_fk" FOREIGN KEY ("corporate_id","batch_id") REFERENCES "public"."reimbursement_batches"("corporate_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursement_batch_items" ADD CONSTRAINT "reimbursement_batch_items_expense_fk" FOREIGN KEY ("corporate_id","expense_id") REFERENCES "public"."expenses"("corporate_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursement_batches" ADD CONSTRAINT "reimbursement_batches_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursement_batches" ADD CONSTRAINT "reimbursement_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursement_batches" ADD CONSTRAINT "reimbursement_batches_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursement_batches" ADD CONSTRAINT "reimbursement_batches_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expense_receipts_storage_key_unique" ON "expense_receipts" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "expense_receipts_expense_idx" ON "expense_receipts" USING btree ("corporate_id","expense_id");--> statement-breakpoint
CREATE INDEX "expenses_corporate_status_idx" ON "expenses" USING btree ("corporate_id","status","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "expenses_user_idx" ON "expenses" USING btree ("corporate_id","user_id","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reimbursement_batch_items_expense_unique" ON "reimbursement_batch_items" USING btree ("expense_id");--> statement-breakpoint
CREATE INDEX "reimbursement_batch_items_batch_idx" ON "reimbursement_batch_items" USING btree ("corporate_id","batch_id");--> statement-breakpoint
CREATE INDEX "reimbursement_batches_corporate_idx" ON "reimbursement_batches" USING btree ("corporate_id","inserted_at" DESC NULLS LAST);