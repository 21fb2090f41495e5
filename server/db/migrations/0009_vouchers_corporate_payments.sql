CREATE TYPE "public"."gift_voucher_state" AS ENUM('AVAILABLE', 'APPLIED', 'REDEEMED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."promotion_redemption_state" AS ENUM('APPLIED', 'REDEEMED', 'RELEASED');--> statement-breakpoint
CREATE TABLE "gift_vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(40) NOT NULL,
	"user_id" uuid,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"price" bigint NOT NULL,
	"source" varchar(20) NOT NULL,
	"type" varchar(10) DEFAULT 'ALL' NOT NULL,
	"state" "gift_voucher_state" DEFAULT 'AVAILABLE' NOT NULL,
	"payment_checkout_session_id" uuid,
	"released_session_id" uuid,
	"expired_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_vouchers_price" CHECK ("gift_vouchers"."price" > 0),
	CONSTRAINT "gift_vouchers_type" CHECK ("gift_vouchers"."type" in ('ALL', 'FLIGHT', 'HOTEL')),
	CONSTRAINT "gift_vouchers_session" CHECK (("gift_vouchers"."state" in ('APPLIED', 'REDEEMED')) = ("gift_vouchers"."payment_checkout_session_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "platform_promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" varchar(40) NOT NULL,
	"type" varchar(20) DEFAULT 'VOUCHER' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"amount_off" bigint,
	"percent_off" numeric(7, 4),
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"begin_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"minimum" bigint,
	"maximum" bigint,
	"max_redemptions" integer,
	"max_user_redemptions" integer,
	"times_redeemed" integer DEFAULT 0 NOT NULL,
	"note" text,
	"product_types" "checkout_product_type"[] DEFAULT '{}' NOT NULL,
	"property_ids" text[] DEFAULT '{}' NOT NULL,
	"referral_code" text,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_promotions_one_discount" CHECK (num_nonnulls("platform_promotions"."amount_off", "platform_promotions"."percent_off") = 1),
	CONSTRAINT "platform_promotions_amounts" CHECK (coalesce("platform_promotions"."amount_off", 0) >= 0 and coalesce("platform_promotions"."percent_off", 0) between 0 and 100
        and coalesce("platform_promotions"."minimum", 0) >= 0 and coalesce("platform_promotions"."maximum", 0) >= 0),
	CONSTRAINT "platform_promotions_limits" CHECK ("platform_promotions"."times_redeemed" >= 0 and ("platform_promotions"."max_redemptions" is null or "platform_promotions"."times_redeemed" <= "platform_promotions"."max_redemptions")
        and coalesce("platform_promotions"."max_user_redemptions", 1) >= 1),
	CONSTRAINT "platform_promotions_window" CHECK ("platform_promotions"."begin_at" is null or "platform_promotions"."end_at" is null or "platform_promotions"."end_at" > "platform_promotions"."begin_at")
);
--> statement-breakpoint
CREATE TABLE "promotion_plan_vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_plan_id" uuid NOT NULL,
	"name" text NOT NULL,
	"note" text,
	"duration" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"percent_off" numeric(7, 4),
	"price" bigint,
	"priority" integer DEFAULT 0 NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_plan_vouchers_values" CHECK (coalesce("promotion_plan_vouchers"."percent_off", 0) between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "promotion_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"note" text,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_checkout_session_id" uuid NOT NULL,
	"state" "promotion_redemption_state" DEFAULT 'APPLIED' NOT NULL,
	"released_reason" varchar(20),
	"discount" bigint NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "promotion_redemptions_discount" CHECK ("promotion_redemptions"."discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "corporate_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"payment_checkout_session_id" uuid NOT NULL,
	"user_order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"paid_by" uuid NOT NULL,
	"cost_center_id" uuid,
	"amount" bigint NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"balance_after" bigint NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_payments_amount" CHECK ("corporate_payments"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_checkout_sessions" ADD COLUMN "corporate_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_checkout_sessions" ADD COLUMN "cost_center_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_payment_checkout_session_id_payment_checkout_sessions_id_fk" FOREIGN KEY ("payment_checkout_session_id") REFERENCES "public"."payment_checkout_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_plan_vouchers" ADD CONSTRAINT "promotion_plan_vouchers_promotion_plan_id_promotion_plans_id_fk" FOREIGN KEY ("promotion_plan_id") REFERENCES "public"."promotion_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_promotion_id_platform_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."platform_promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_payment_checkout_session_id_payment_checkout_sessions_id_fk" FOREIGN KEY ("payment_checkout_session_id") REFERENCES "public"."payment_checkout_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_payments" ADD CONSTRAINT "corporate_payments_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_payments" ADD CONSTRAINT "corporate_payments_payment_checkout_session_id_payment_checkout_sessions_id_fk" FOREIGN KEY ("payment_checkout_session_id") REFERENCES "public"."payment_checkout_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_payments" ADD CONSTRAINT "corporate_payments_user_order_id_user_orders_id_fk" FOREIGN KEY ("user_order_id") REFERENCES "public"."user_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_payments" ADD CONSTRAINT "corporate_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_payments" ADD CONSTRAINT "corporate_payments_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_payments" ADD CONSTRAINT "corporate_payments_cost_center_fk" FOREIGN KEY ("corporate_id","cost_center_id") REFERENCES "public"."cost_centers"("corporate_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_vouchers_code_unique" ON "gift_vouchers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "gift_vouchers_session_idx" ON "gift_vouchers" USING btree ("payment_checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_promotions_code_unique" ON "platform_promotions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "promotion_plan_vouchers_plan_idx" ON "promotion_plan_vouchers" USING btree ("promotion_plan_id","priority");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_redemptions_one_per_session" ON "promotion_redemptions" USING btree ("payment_checkout_session_id") WHERE "promotion_redemptions"."state" <> 'RELEASED';--> statement-breakpoint
CREATE INDEX "promotion_redemptions_user_idx" ON "promotion_redemptions" USING btree ("promotion_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_payments_session_unique" ON "corporate_payments" USING btree ("payment_checkout_session_id");--> statement-breakpoint
CREATE INDEX "corporate_payments_corporate_idx" ON "corporate_payments" USING btree ("corporate_id","inserted_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "payment_checkout_sessions" ADD CONSTRAINT "payment_checkout_sessions_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE set null ON UPDATE no action;