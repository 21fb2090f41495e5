CREATE TYPE "public"."reconcilliation_cycle_type" AS ENUM('WEEKLY', 'SEMI_MONTHLY', 'MONTHLY');--> statement-breakpoint
CREATE TYPE "public"."statement_line_kind" AS ENUM('BOOKING', 'ADJUSTMENT');--> statement-breakpoint
CREATE TYPE "public"."statement_section" AS ENUM('FLIGHT', 'PROPERTY');--> statement-breakpoint
CREATE TABLE "reconcilliation_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"corporate_id" uuid NOT NULL,
	"kind" "statement_line_kind" NOT NULL,
	"section" "statement_section" NOT NULL,
	"payment_checkout_session_id" uuid NOT NULL,
	"user_order_id" uuid,
	"booked_at" timestamp with time zone NOT NULL,
	"net_price" bigint NOT NULL,
	"vat_rate" numeric(7, 4),
	"vat_amount" bigint NOT NULL,
	"voucher_discount" bigint DEFAULT 0 NOT NULL,
	"rebate_rate" numeric(7, 4),
	"rebate_amount" bigint DEFAULT 0 NOT NULL,
	"cashback_rate" numeric(7, 4),
	"cashback_amount" bigint DEFAULT 0 NOT NULL,
	"adjusts_line_id" uuid,
	"reason" text,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconcilliation_statement_lines_adjustment" CHECK (("reconcilliation_statement_lines"."kind" = 'ADJUSTMENT') = ("reconcilliation_statement_lines"."adjusts_line_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "reconcilliation_statement_sections" (
	"statement_id" uuid NOT NULL,
	"corporate_id" uuid NOT NULL,
	"section" "statement_section" NOT NULL,
	"booking_count" integer NOT NULL,
	"subtotal_net_price" bigint NOT NULL,
	"rebate_rate" numeric(7, 4),
	"rebate_amount" bigint NOT NULL,
	"cashback_rate" numeric(7, 4),
	"cashback_amount" bigint NOT NULL,
	"voucher_discount_amount" bigint NOT NULL,
	"vat_amount" bigint NOT NULL,
	"total_net_price" bigint NOT NULL,
	"total_price" bigint NOT NULL,
	CONSTRAINT "reconcilliation_statement_sections_statement_id_section_pk" PRIMARY KEY("statement_id","section"),
	CONSTRAINT "reconcilliation_statement_sections_totals" CHECK ("reconcilliation_statement_sections"."total_net_price" = "reconcilliation_statement_sections"."subtotal_net_price" - "reconcilliation_statement_sections"."rebate_amount" - "reconcilliation_statement_sections"."cashback_amount"
        and "reconcilliation_statement_sections"."total_price" = "reconcilliation_statement_sections"."total_net_price" + "reconcilliation_statement_sections"."vat_amount")
);
--> statement-breakpoint
CREATE TABLE "reconcilliation_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"reconcilliation_cycle_type" "reconcilliation_cycle_type" NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"effective_month" smallint NOT NULL,
	"effective_year" smallint NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"status" text DEFAULT 'ISSUED' NOT NULL,
	"previous_statement_id" uuid,
	"lines_net_price" bigint NOT NULL,
	"adjustment_amount" bigint DEFAULT 0 NOT NULL,
	"cashback" bigint DEFAULT 0 NOT NULL,
	"penalty" bigint DEFAULT 0 NOT NULL,
	"vat_rate" numeric(7, 4),
	"vat_amount" bigint NOT NULL,
	"total_net_price" bigint NOT NULL,
	"total_price" bigint NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconcilliation_statements_period_unique" UNIQUE("corporate_id","period_start"),
	CONSTRAINT "reconcilliation_statements_corporate_id_unique" UNIQUE("corporate_id","id"),
	CONSTRAINT "reconcilliation_statements_period" CHECK ("reconcilliation_statements"."period_end" > "reconcilliation_statements"."period_start"),
	CONSTRAINT "reconcilliation_statements_status" CHECK ("reconcilliation_statements"."status" = 'ISSUED'),
	CONSTRAINT "reconcilliation_statements_totals" CHECK ("reconcilliation_statements"."total_net_price" = "reconcilliation_statements"."lines_net_price" - "reconcilliation_statements"."cashback" + "reconcilliation_statements"."penalty"
        and "reconcilliation_statements"."total_price" = "reconcilliation_statements"."total_net_price" + "reconcilliation_statements"."vat_amount"
        and "reconcilliation_statements"."cashback" >= 0 and "reconcilliation_statements"."penalty" >= 0)
);
--> statement-breakpoint
ALTER TABLE "corporate_credits" ADD COLUMN "reconcilliation_cycle_type" "reconcilliation_cycle_type" DEFAULT 'MONTHLY' NOT NULL;--> statement-breakpoint
ALTER TABLE "reconcilliation_statement_lines" ADD CONSTRAINT "reconcilliation_statement_lines_payment_checkout_session_id_payment_checkout_sessions_id_fk" FOREIGN KEY ("payment_checkout_session_id") REFERENCES "public"."payment_checkout_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconcilliation_statement_lines" ADD CONSTRAINT "reconcilliation_statement_lines_user_order_id_user_orders_id_fk" FOREIGN KEY ("user_order_id") REFERENCES "public"."user_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconcilliation_statement_lines" ADD CONSTRAINT "reconcilliation_statement_lines_statement_fk" FOREIGN KEY ("corporate_id","statement_id") REFERENCES "public"."reconcilliation_statements"("corporate_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconcilliation_statement_lines" ADD CONSTRAINT "reconcilliation_statement_lines_adjusts_fk" FOREIGN KEY ("adjusts_line_id") REFERENCES "public"."reconcilliation_statement_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconcilliation_statement_sections" ADD CONSTRAINT "reconcilliation_statement_sections_statement_fk" FOREIGN KEY ("corporate_id","statement_id") REFERENCES "public"."reconcilliation_statements"("corporate_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconcilliation_statements" ADD CONSTRAINT "reconcilliation_statements_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconcilliation_statements" ADD CONSTRAINT "reconcilliation_statements_previous_fk" FOREIGN KEY ("corporate_id","previous_statement_id") REFERENCES "public"."reconcilliation_statements"("corporate_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconcilliation_statement_lines_statement_idx" ON "reconcilliation_statement_lines" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reconcilliation_statement_lines_booking_once" ON "reconcilliation_statement_lines" USING btree ("corporate_id","payment_checkout_session_id") WHERE "reconcilliation_statement_lines"."kind" = 'BOOKING';--> statement-breakpoint
CREATE UNIQUE INDEX "reconcilliation_statement_lines_adjusted_once" ON "reconcilliation_statement_lines" USING btree ("adjusts_line_id") WHERE "reconcilliation_statement_lines"."kind" = 'ADJUSTMENT';--> statement-breakpoint
CREATE INDEX "reconcilliation_statements_year_idx" ON "reconcilliation_statements" USING btree ("corporate_id","effective_year","period_start");--> statement-breakpoint
-- An issued statement never changes (docs/finance.md "Statements"): corrections are ADJUSTMENT
-- lines of a later statement. TRUNCATE (tests, demo reset) is not a row change.
CREATE FUNCTION "statements_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an issued statement cannot change (%)', TG_TABLE_NAME
    USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER "reconcilliation_statements_immutable" BEFORE UPDATE OR DELETE ON "reconcilliation_statements"
  FOR EACH ROW EXECUTE FUNCTION "statements_immutable"();--> statement-breakpoint
CREATE TRIGGER "reconcilliation_statement_sections_immutable" BEFORE UPDATE OR DELETE ON "reconcilliation_statement_sections"
  FOR EACH ROW EXECUTE FUNCTION "statements_immutable"();--> statement-breakpoint
CREATE TRIGGER "reconcilliation_statement_lines_immutable" BEFORE UPDATE OR DELETE ON "reconcilliation_statement_lines"
  FOR EACH ROW EXECUTE FUNCTION "statements_immutable"();
