ALTER TABLE "booking_changes" ADD COLUMN "refund_status" varchar(16);--> statement-breakpoint
ALTER TABLE "booking_changes" ADD COLUMN "refund_details" jsonb;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "booking_changes_refund_due_idx" ON "booking_changes" USING btree ("refund_status") WHERE "booking_changes"."refund_status" in ('REQUIRED', 'REQUESTING', 'PENDING', 'FAILED');--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_refund_status" CHECK ("booking_changes"."refund_status" in ('REQUIRED', 'REQUESTING', 'PENDING', 'FAILED', 'SUCCEEDED', 'MANUAL'));