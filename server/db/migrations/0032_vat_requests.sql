CREATE TYPE "public"."vat_request_status" AS ENUM('PENDING', 'ISSUED', 'REJECTED');--> statement-breakpoint
CREATE TABLE "corporate_journal_accounts" (
	"corporate_id" uuid NOT NULL,
	"role" varchar(32) NOT NULL,
	"account" varchar(16) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_journal_accounts_corporate_id_role_pk" PRIMARY KEY("corporate_id","role")
);
--> statement-breakpoint
CREATE TABLE "einvoice_sandbox_invoices" (
	"reference" varchar(80) PRIMARY KEY NOT NULL,
	"template" varchar(1) NOT NULL,
	"series" varchar(8) NOT NULL,
	"number" integer NOT NULL,
	"invoice_key" varchar(64) NOT NULL,
	"issued_on" date NOT NULL,
	"xml" text NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoice_sandbox_invoices_number" UNIQUE("template","series","number"),
	CONSTRAINT "einvoice_sandbox_invoices_key" UNIQUE("invoice_key")
);
--> statement-breakpoint
CREATE TABLE "vat_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"requested_by" uuid,
	"status" "vat_request_status" DEFAULT 'PENDING' NOT NULL,
	"buyer" jsonb NOT NULL,
	"net_price" bigint NOT NULL,
	"vat_amount" bigint NOT NULL,
	"price" bigint NOT NULL,
	"vat_rate" numeric(7, 4) NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"description" text NOT NULL,
	"provider" varchar(40),
	"seller" jsonb,
	"invoice_template" varchar(1),
	"invoice_series" varchar(8),
	"invoice_number" varchar(8),
	"invoice_key" varchar(64),
	"issued_on" date,
	"issued_at" timestamp with time zone,
	"xml" text,
	"rejection_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vat_requests_issued_has_invoice" CHECK ("vat_requests"."status" <> 'ISSUED' or ("vat_requests"."invoice_key" is not null and "vat_requests"."invoice_number" is not null and "vat_requests"."xml" is not null)),
	CONSTRAINT "vat_requests_rejected_has_reason" CHECK ("vat_requests"."status" <> 'REJECTED' or "vat_requests"."rejection_reason" is not null),
	CONSTRAINT "vat_requests_amounts" CHECK ("vat_requests"."price" = "vat_requests"."net_price" + "vat_requests"."vat_amount")
);
--> statement-breakpoint
ALTER TABLE "corporate_journal_accounts" ADD CONSTRAINT "corporate_journal_accounts_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_requests" ADD CONSTRAINT "vat_requests_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_requests" ADD CONSTRAINT "vat_requests_booking_id_payment_checkout_sessions_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."payment_checkout_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_requests" ADD CONSTRAINT "vat_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vat_requests_one_live_per_booking" ON "vat_requests" USING btree ("corporate_id","booking_id") WHERE "vat_requests"."status" <> 'REJECTED';--> statement-breakpoint
CREATE UNIQUE INDEX "vat_requests_invoice_key" ON "vat_requests" USING btree ("invoice_key");--> statement-breakpoint
CREATE INDEX "vat_requests_corporate_idx" ON "vat_requests" USING btree ("corporate_id","inserted_at");--> statement-breakpoint
CREATE INDEX "vat_requests_pending_idx" ON "vat_requests" USING btree ("inserted_at") WHERE "vat_requests"."status" = 'PENDING';