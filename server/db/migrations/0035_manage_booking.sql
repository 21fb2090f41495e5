ALTER TABLE "dev_outbox_messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "user_orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_orders" ADD COLUMN "cancellation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_orders" ADD COLUMN "cash_back_status" varchar(10);--> statement-breakpoint
ALTER TABLE "user_orders" ADD COLUMN "cash_back_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "user_orders_cash_back_due_idx" ON "user_orders" USING btree ("cash_back_due_at") WHERE "user_orders"."cash_back_status" = 'PENDING';--> statement-breakpoint
-- Orders paid before cash back waited for the trip were credited at payment.
UPDATE "user_orders" SET "cash_back_status" = 'CREDITED'
  WHERE "cash_back" > 0 AND EXISTS (SELECT 1 FROM "ledger_transactions" t
    WHERE t."idempotency_key" = 'cash-back:' || "user_orders"."id");
