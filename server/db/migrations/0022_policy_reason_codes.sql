ALTER TABLE "payment_checkout_sessions" ADD COLUMN "policy_reason_code" varchar(32);--> statement-breakpoint
ALTER TABLE "corporate_payments" ADD COLUMN "policy_reason_code" varchar(32);