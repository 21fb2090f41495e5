CREATE TABLE "staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"new_account" boolean DEFAULT false NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invitations_token_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "corporate_staffs" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "corporate_staffs" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "corporate_staffs" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "corporate_staffs" ADD COLUMN "invitation" text DEFAULT 'ACCEPTED' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_staff_fk" FOREIGN KEY ("corporate_id","staff_id") REFERENCES "public"."corporate_staffs"("corporate_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_invitations_staff_idx" ON "staff_invitations" USING btree ("corporate_id","staff_id");--> statement-breakpoint
CREATE INDEX "staff_invitations_user_idx" ON "staff_invitations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "corporate_staffs" ADD CONSTRAINT "corporate_staffs_invitation_known" CHECK ("corporate_staffs"."invitation" in ('INVITED', 'ACCEPTED', 'DECLINED', 'CANCELLED'));--> statement-breakpoint
ALTER TABLE "corporate_staffs" ADD CONSTRAINT "corporate_staffs_active_only_accepted" CHECK (not "corporate_staffs"."active" or "corporate_staffs"."invitation" = 'ACCEPTED');