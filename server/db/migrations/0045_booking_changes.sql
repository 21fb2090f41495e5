CREATE TABLE "booking_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_order_id" uuid NOT NULL,
	"leg" varchar(10) NOT NULL,
	"from_flight" jsonb NOT NULL,
	"to_flight" jsonb NOT NULL,
	"fare_difference" bigint NOT NULL,
	"change_fee" bigint NOT NULL,
	"total" bigint NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"changed_by" uuid NOT NULL,
	"ledger_transaction_id" uuid,
	"email_sent_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_changes_leg" CHECK ("booking_changes"."leg" in ('departure', 'return')),
	CONSTRAINT "booking_changes_total" CHECK ("booking_changes"."total" = "booking_changes"."fare_difference" + "booking_changes"."change_fee" and "booking_changes"."change_fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_user_order_id_user_orders_id_fk" FOREIGN KEY ("user_order_id") REFERENCES "public"."user_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_changes_order_idx" ON "booking_changes" USING btree ("user_order_id");