CREATE TABLE "support_acting_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"support_user_id" uuid NOT NULL,
	"patron_user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "support_acting_sessions_not_self" CHECK ("support_acting_sessions"."support_user_id" <> "support_acting_sessions"."patron_user_id")
);
--> statement-breakpoint
ALTER TABLE "corporates" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "corporates" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "support_acting_sessions" ADD CONSTRAINT "support_acting_sessions_support_user_id_users_id_fk" FOREIGN KEY ("support_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_acting_sessions" ADD CONSTRAINT "support_acting_sessions_patron_user_id_users_id_fk" FOREIGN KEY ("patron_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_acting_sessions_one_open" ON "support_acting_sessions" USING btree ("support_user_id") WHERE "support_acting_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "support_acting_sessions_patron_idx" ON "support_acting_sessions" USING btree ("patron_user_id","started_at");