CREATE TABLE "credit_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"requested_by" uuid,
	"average_budget_range" text NOT NULL,
	"staff_amount_range" text NOT NULL,
	"trip_duration_range" text NOT NULL,
	"trips_amount_range" text NOT NULL,
	"usual_booker_role" text NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_requests_corporate_unique" UNIQUE("corporate_id")
);
--> statement-breakpoint
DROP INDEX "corporates_tax_code_unique";--> statement-breakpoint
ALTER TABLE "corporate_staffs" ADD COLUMN "joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "corporates_one_pending_per_owner" ON "corporates" USING btree ("user_id") WHERE "corporates"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "corporates_tax_code_unique" ON "corporates" USING btree ("company_tax_code") WHERE "corporates"."status" <> 'REJECTED';--> statement-breakpoint
-- Everyone already on a staff list has joined: only people added from now on wait on an invitation.
UPDATE "corporate_staffs" SET "joined_at" = "inserted_at";