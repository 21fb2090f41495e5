ALTER TABLE "otp_challenges" DROP CONSTRAINT "otp_challenges_purpose";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wallet_confirm_above" bigint DEFAULT 5000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_wallet_confirm_above" CHECK ("users"."wallet_confirm_above" >= 0);--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_purpose" CHECK ("otp_challenges"."purpose" in ('sign_in', 'reset_password', 'wallet_payment'));