CREATE TABLE "booking_change_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_order_id" uuid NOT NULL,
	"leg" varchar(10) NOT NULL,
	"from_seat_class_id" varchar(160) NOT NULL,
	"flight_id" varchar(120) NOT NULL,
	"seat_class_id" varchar(160) NOT NULL,
	"to_flight" jsonb NOT NULL,
	"supplier" varchar(40) NOT NULL,
	"hold" jsonb NOT NULL,
	"fare_difference" bigint NOT NULL,
	"change_fee" bigint NOT NULL,
	"total" bigint NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"method" varchar(16) NOT NULL,
	"order_ref" varchar(40) NOT NULL,
	"provider_txn_id" varchar(120),
	"status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"details" jsonb,
	"booking_change_id" uuid,
	"created_by" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"refund_status" varchar(16),
	"refund_details" jsonb,
	"refund_requested_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_change_payments_status" CHECK ("booking_change_payments"."status" in ('PENDING', 'PAID', 'FAILED', 'EXPIRED', 'CANCELLED')),
	CONSTRAINT "booking_change_payments_refund_status" CHECK ("booking_change_payments"."refund_status" in ('REQUIRED', 'REQUESTING', 'PENDING', 'FAILED', 'SUCCEEDED', 'MANUAL')),
	CONSTRAINT "booking_change_payments_leg" CHECK ("booking_change_payments"."leg" in ('departure', 'return')),
	CONSTRAINT "booking_change_payments_total" CHECK ("booking_change_payments"."total" > 0)
);
--> statement-breakpoint
ALTER TABLE "booking_change_payments" ADD CONSTRAINT "booking_change_payments_user_order_id_user_orders_id_fk" FOREIGN KEY ("user_order_id") REFERENCES "public"."user_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_change_payments" ADD CONSTRAINT "booking_change_payments_booking_change_id_booking_changes_id_fk" FOREIGN KEY ("booking_change_id") REFERENCES "public"."booking_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_change_payments" ADD CONSTRAINT "booking_change_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_change_payments_ref_idx" ON "booking_change_payments" USING btree ("order_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_change_payments_pending_idx" ON "booking_change_payments" USING btree ("user_order_id") WHERE "booking_change_payments"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "booking_change_payments_order_idx" ON "booking_change_payments" USING btree ("user_order_id");--> statement-breakpoint
CREATE INDEX "booking_change_payments_expiry_idx" ON "booking_change_payments" USING btree ("expires_at") WHERE "booking_change_payments"."status" = 'PENDING';