CREATE TABLE "auth_retired_renewal_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"retired_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_retired_renewal_tokens" ADD CONSTRAINT "auth_retired_renewal_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_retired_renewal_tokens_session_idx" ON "auth_retired_renewal_tokens" USING btree ("session_id");