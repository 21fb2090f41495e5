ALTER TABLE "user_orders" ADD COLUMN "refund_status" varchar(16);--> statement-breakpoint
ALTER TABLE "user_orders" ADD COLUMN "refund_details" jsonb;--> statement-breakpoint
ALTER TABLE "user_orders" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_orders" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_orders" ADD COLUMN "refund_notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "corporate_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "user_orders_refund_idx" ON "user_orders" USING btree ("refund_status") WHERE "user_orders"."refund_status" is not null and "user_orders"."refund_status" <> 'SUCCEEDED';--> statement-breakpoint
-- Orders paid before order e-mails existed are not mailed now.
UPDATE "user_orders" SET "confirmation_sent_at" = "paid_at" WHERE "status" = 'SUCCESSFUL';
