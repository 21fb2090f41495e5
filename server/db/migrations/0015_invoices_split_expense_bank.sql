CREATE TABLE "user_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_name" varchar(200) NOT NULL,
	"address" varchar(500) NOT NULL,
	"email" varchar(254),
	"tax_code" varchar(14) NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"payment_checkout_session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"booked_by" uuid NOT NULL,
	"trip_id" uuid,
	"cost_center_id" uuid,
	"note" text,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_transfer_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_checkout_session_id" uuid NOT NULL,
	"provider_txn_id" varchar(100) NOT NULL,
	"amount" bigint NOT NULL,
	"excess" bigint DEFAULT 0 NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfer_credits_money" CHECK ("bank_transfer_credits"."amount" > 0 and "bank_transfer_credits"."excess" >= 0 and "bank_transfer_credits"."excess" <= "bank_transfer_credits"."amount")
);
--> statement-breakpoint
CREATE TABLE "bank_transfer_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_checkout_session_id" uuid NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"note" varchar(500),
	"content_type" varchar(40) NOT NULL,
	"size" integer NOT NULL,
	"storage_key" varchar(300) NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_checkout_sessions" ADD COLUMN "payment_type" varchar(10) DEFAULT 'PERSONAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_checkout_sessions" ADD COLUMN "first_pay" bigint;--> statement-breakpoint
ALTER TABLE "payment_checkout_sessions" ADD COLUMN "second_pay" bigint;--> statement-breakpoint
ALTER TABLE "payment_checkout_sessions" ADD COLUMN "first_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "corporate_payments" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_invoices" ADD CONSTRAINT "user_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_bookings" ADD CONSTRAINT "expense_bookings_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_bookings" ADD CONSTRAINT "expense_bookings_payment_checkout_session_id_payment_checkout_sessions_id_fk" FOREIGN KEY ("payment_checkout_session_id") REFERENCES "public"."payment_checkout_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_bookings" ADD CONSTRAINT "expense_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_bookings" ADD CONSTRAINT "expense_bookings_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_bookings" ADD CONSTRAINT "expense_bookings_cost_center_fk" FOREIGN KEY ("corporate_id","cost_center_id") REFERENCES "public"."cost_centers"("corporate_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer_credits" ADD CONSTRAINT "bank_transfer_credits_payment_checkout_session_id_payment_checkout_sessions_id_fk" FOREIGN KEY ("payment_checkout_session_id") REFERENCES "public"."payment_checkout_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer_files" ADD CONSTRAINT "bank_transfer_files_payment_checkout_session_id_payment_checkout_sessions_id_fk" FOREIGN KEY ("payment_checkout_session_id") REFERENCES "public"."payment_checkout_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer_files" ADD CONSTRAINT "bank_transfer_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_invoices_same_details" ON "user_invoices" USING btree ("user_id","tax_code","company_name","address");--> statement-breakpoint
CREATE INDEX "user_invoices_user_idx" ON "user_invoices" USING btree ("user_id","inserted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "expense_bookings_session_unique" ON "expense_bookings" USING btree ("payment_checkout_session_id");--> statement-breakpoint
CREATE INDEX "expense_bookings_corporate_idx" ON "expense_bookings" USING btree ("corporate_id","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfer_credits_txn_unique" ON "bank_transfer_credits" USING btree ("provider_txn_id");--> statement-breakpoint
CREATE INDEX "bank_transfer_credits_session_idx" ON "bank_transfer_credits" USING btree ("payment_checkout_session_id");--> statement-breakpoint
CREATE INDEX "bank_transfer_files_session_idx" ON "bank_transfer_files" USING btree ("payment_checkout_session_id");--> statement-breakpoint
ALTER TABLE "payment_checkout_sessions" ADD CONSTRAINT "payment_checkout_sessions_split" CHECK ("payment_checkout_sessions"."payment_type" in ('PERSONAL', 'CORPORATE', 'SPLIT') and ("payment_checkout_sessions"."first_paid_at" is null
        or ("payment_checkout_sessions"."payment_type" = 'SPLIT' and "payment_checkout_sessions"."first_pay" > 0 and "payment_checkout_sessions"."second_pay" > 0
          and "payment_checkout_sessions"."first_pay" + "payment_checkout_sessions"."second_pay" = "payment_checkout_sessions"."price")));