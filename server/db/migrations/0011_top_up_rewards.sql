ALTER TYPE "public"."checkout_product_type" ADD VALUE 'TOP_UP';--> statement-breakpoint
CREATE TABLE "user_history_entries" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"action_type" varchar(40) NOT NULL,
	"converted_price" bigint,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"user_order_id" uuid,
	"metadata" jsonb,
	"idempotency_key" varchar(160) NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_point_entries" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"point" integer NOT NULL,
	"type" varchar(32) DEFAULT 'REWARD' NOT NULL,
	"action_type" varchar(32) NOT NULL,
	"user_order_id" uuid,
	"metadata" jsonb,
	"idempotency_key" varchar(160) NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_point_entries_point" CHECK ("user_point_entries"."point" <> 0)
);
--> statement-breakpoint
ALTER TABLE "user_history_entries" ADD CONSTRAINT "user_history_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_history_entries" ADD CONSTRAINT "user_history_entries_user_order_id_user_orders_id_fk" FOREIGN KEY ("user_order_id") REFERENCES "public"."user_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_point_entries" ADD CONSTRAINT "user_point_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_point_entries" ADD CONSTRAINT "user_point_entries_user_order_id_user_orders_id_fk" FOREIGN KEY ("user_order_id") REFERENCES "public"."user_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_history_entries_idempotency_unique" ON "user_history_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "user_history_entries_user_idx" ON "user_history_entries" USING btree ("user_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "user_point_entries_idempotency_unique" ON "user_point_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "user_point_entries_user_idx" ON "user_point_entries" USING btree ("user_id","seq" DESC NULLS LAST);