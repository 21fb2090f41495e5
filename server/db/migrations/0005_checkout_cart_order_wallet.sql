CREATE TYPE "public"."checkout_hold_kind" AS ENUM('FLIGHT_SEATS', 'ROOM_NIGHT');--> statement-breakpoint
CREATE TYPE "public"."checkout_hold_state" AS ENUM('HELD', 'RELEASED', 'CONSUMED');--> statement-breakpoint
CREATE TYPE "public"."checkout_product_type" AS ENUM('FLIGHT', 'HOTEL');--> statement-breakpoint
CREATE TYPE "public"."checkout_session_status" AS ENUM('OPEN', 'PROCESSING', 'COMPLETED', 'EXPIRED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."shopping_item_kind" AS ENUM('FLIGHT_BOOKING', 'ROOM_TYPE', 'ROOM_STAYING');--> statement-breakpoint
CREATE TYPE "public"."payment_method_type" AS ENUM('CARD', 'WALLET', 'CORPORATE_WALLET', 'P2C2P', 'VNPAY', 'BANK_TRANSFER', 'MOMO');--> statement-breakpoint
CREATE TYPE "public"."user_order_status" AS ENUM('PENDING', 'PROCESSING', 'SUCCESSFUL', 'FAILED', 'CANCELLED', 'REFUNDED');--> statement-breakpoint
CREATE TYPE "public"."ledger_account_kind" AS ENUM('USER_WALLET', 'PLATFORM_SALES', 'PLATFORM_TOP_UP_CLEARING', 'PLATFORM_REWARDS');--> statement-breakpoint
CREATE TYPE "public"."ledger_transaction_kind" AS ENUM('TOP_UP', 'ORDER_PAYMENT', 'ORDER_REFUND', 'CASH_BACK');--> statement-breakpoint
CREATE TABLE "checkout_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_checkout_session_id" uuid NOT NULL,
	"supplier" varchar(32) NOT NULL,
	"kind" "checkout_hold_kind" NOT NULL,
	"resource_id" text NOT NULL,
	"resource_key" text NOT NULL,
	"quantity" integer NOT NULL,
	"state" "checkout_hold_state" DEFAULT 'HELD' NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "checkout_holds_quantity" CHECK ("checkout_holds"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_checkout_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_token" varchar(64) NOT NULL,
	"user_id" uuid NOT NULL,
	"booked_by" uuid NOT NULL,
	"idempotency_key" varchar(100),
	"product_type" "checkout_product_type" NOT NULL,
	"status" "checkout_session_status" DEFAULT 'OPEN' NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"original_price" bigint NOT NULL,
	"items_price" bigint NOT NULL,
	"surcharges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_fee" bigint DEFAULT 0 NOT NULL,
	"service_fee_rate" numeric(7, 4) DEFAULT 0 NOT NULL,
	"voucher_discount" bigint DEFAULT 0 NOT NULL,
	"gift_voucher_discount" bigint DEFAULT 0 NOT NULL,
	"price" bigint NOT NULL,
	"duty_free_price" bigint NOT NULL,
	"tax_fee" bigint NOT NULL,
	"tax_rate" numeric(7, 4) NOT NULL,
	"cash_back_rate" numeric(7, 4) DEFAULT 0 NOT NULL,
	"cash_back" bigint DEFAULT 0 NOT NULL,
	"corporate_cash_back" bigint DEFAULT 0 NOT NULL,
	"is_corporate" boolean DEFAULT false NOT NULL,
	"booking_note" jsonb,
	"invoice" jsonb,
	"begin_at" timestamp with time zone NOT NULL,
	"expired_at" timestamp with time zone NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_checkout_sessions_money" CHECK ("payment_checkout_sessions"."price" >= 0 and "payment_checkout_sessions"."original_price" >= 0 and "payment_checkout_sessions"."items_price" >= 0
        and "payment_checkout_sessions"."service_fee" >= 0 and "payment_checkout_sessions"."voucher_discount" >= 0
        and "payment_checkout_sessions"."gift_voucher_discount" >= 0 and "payment_checkout_sessions"."duty_free_price" >= 0 and "payment_checkout_sessions"."tax_fee" >= 0
        and "payment_checkout_sessions"."duty_free_price" + "payment_checkout_sessions"."tax_fee" = "payment_checkout_sessions"."price" and "payment_checkout_sessions"."cash_back" >= 0),
	CONSTRAINT "payment_checkout_sessions_window" CHECK ("payment_checkout_sessions"."expired_at" > "payment_checkout_sessions"."begin_at")
);
--> statement-breakpoint
CREATE TABLE "shopping_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_checkout_session_id" uuid NOT NULL,
	"kind" "shopping_item_kind" NOT NULL,
	"supplier" varchar(32) NOT NULL,
	"price" bigint NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"original_price" bigint NOT NULL,
	"duty_free_price" bigint NOT NULL,
	"service_fee" bigint DEFAULT 0 NOT NULL,
	"product" jsonb NOT NULL,
	"metadata" jsonb NOT NULL,
	"booking_code" varchar(20),
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_items_money" CHECK ("shopping_items"."price" >= 0 and "shopping_items"."duty_free_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_checkout_session_id" uuid NOT NULL,
	"cart_token" varchar(64) NOT NULL,
	"user_id" uuid NOT NULL,
	"booked_by" uuid NOT NULL,
	"paid_by" uuid,
	"status" "user_order_status" DEFAULT 'PENDING' NOT NULL,
	"price" bigint NOT NULL,
	"original_price" bigint NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"cash_back_rate" numeric(7, 4) DEFAULT 0 NOT NULL,
	"cash_back" bigint DEFAULT 0 NOT NULL,
	"platform_promotion_discount" bigint DEFAULT 0 NOT NULL,
	"payment_method" "payment_method_type",
	"payment_details" jsonb,
	"paid_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_orders_money" CHECK ("user_orders"."price" >= 0 and "user_orders"."cash_back" >= 0),
	CONSTRAINT "user_orders_paid" CHECK ("user_orders"."status" not in ('SUCCESSFUL', 'REFUNDED') or ("user_orders"."paid_at" is not null and "user_orders"."payment_method" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "ledger_account_kind" NOT NULL,
	"user_id" uuid,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_unique" UNIQUE NULLS NOT DISTINCT("kind","user_id","currency"),
	CONSTRAINT "ledger_accounts_owner" CHECK (("ledger_accounts"."kind" = 'USER_WALLET') = ("ledger_accounts"."user_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"account_kind" "ledger_account_kind" NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"balance_after" bigint NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_entries_wallet_not_negative" CHECK ("ledger_entries"."account_kind" <> 'USER_WALLET' or "ledger_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "ledger_transaction_kind" NOT NULL,
	"idempotency_key" varchar(160) NOT NULL,
	"user_order_id" uuid,
	"metadata" jsonb,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_holds" ADD CONSTRAINT "checkout_holds_payment_checkout_session_id_payment_checkout_sessions_id_fk" FOREIGN KEY ("payment_checkout_session_id") REFERENCES "public"."payment_checkout_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkout_sessions" ADD CONSTRAINT "payment_checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkout_sessions" ADD CONSTRAINT "payment_checkout_sessions_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD CONSTRAINT "shopping_items_payment_checkout_session_id_payment_checkout_sessions_id_fk" FOREIGN KEY ("payment_checkout_session_id") REFERENCES "public"."payment_checkout_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_orders" ADD CONSTRAINT "user_orders_payment_checkout_session_id_payment_checkout_sessions_id_fk" FOREIGN KEY ("payment_checkout_session_id") REFERENCES "public"."payment_checkout_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_orders" ADD CONSTRAINT "user_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_orders" ADD CONSTRAINT "user_orders_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_orders" ADD CONSTRAINT "user_orders_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_user_order_id_user_orders_id_fk" FOREIGN KEY ("user_order_id") REFERENCES "public"."user_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_holds_session_idx" ON "checkout_holds" USING btree ("payment_checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_checkout_sessions_cart_token_unique" ON "payment_checkout_sessions" USING btree ("cart_token");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_checkout_sessions_idempotency_unique" ON "payment_checkout_sessions" USING btree ("booked_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_checkout_sessions_user_idx" ON "payment_checkout_sessions" USING btree ("user_id","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_checkout_sessions_holding_expiry_idx" ON "payment_checkout_sessions" USING btree ("expired_at") WHERE "payment_checkout_sessions"."status" in ('OPEN', 'PROCESSING');--> statement-breakpoint
CREATE INDEX "shopping_items_session_idx" ON "shopping_items" USING btree ("payment_checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_orders_session_unique" ON "user_orders" USING btree ("payment_checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_orders_cart_token_unique" ON "user_orders" USING btree ("cart_token");--> statement-breakpoint
CREATE INDEX "user_orders_user_idx" ON "user_orders" USING btree ("user_id","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_idempotency_unique" ON "ledger_transactions" USING btree ("idempotency_key");--> statement-breakpoint
-- The ledger is append-only: a correction is a new transaction, never an edit (docs/checkout.md).
CREATE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only (%)', TG_TABLE_NAME;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_append_only" BEFORE UPDATE OR DELETE ON "ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();
