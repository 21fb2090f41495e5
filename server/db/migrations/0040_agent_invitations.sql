CREATE TABLE "travel_agent_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_agent_invitations_status" CHECK ("travel_agent_invitations"."status" in ('PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "travel_agent_invitations" ADD CONSTRAINT "travel_agent_invitations_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_agent_invitations" ADD CONSTRAINT "travel_agent_invitations_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "travel_agent_invitations_pending_unique" ON "travel_agent_invitations" USING btree ("agent_user_id","email") WHERE "travel_agent_invitations"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "travel_agent_invitations_email_idx" ON "travel_agent_invitations" USING btree ("email");