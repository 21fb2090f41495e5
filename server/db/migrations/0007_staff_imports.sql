CREATE TABLE "corporate_staff_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'PREVIEW' NOT NULL,
	"rows" jsonb NOT NULL,
	"result" jsonb,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_staff_imports_status" CHECK ("corporate_staff_imports"."status" in ('PREVIEW', 'CONFIRMED'))
);
--> statement-breakpoint
ALTER TABLE "corporate_staff_imports" ADD CONSTRAINT "corporate_staff_imports_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_staff_imports" ADD CONSTRAINT "corporate_staff_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_staff_imports" ADD CONSTRAINT "corporate_staff_imports_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporate_staff_imports_corporate_idx" ON "corporate_staff_imports" USING btree ("corporate_id","inserted_at");