CREATE TABLE "trip_proposal_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"proposal_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" varchar(6) NOT NULL,
	"offer_id" text NOT NULL,
	"fare_id" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"price" bigint NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"departs_at" timestamp with time zone,
	"arrives_at" timestamp with time zone,
	"snapshot" jsonb NOT NULL,
	"verdict" varchar(20),
	"breaches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_proposal_options_corporate_id_unique" UNIQUE("corporate_id","id"),
	CONSTRAINT "trip_proposal_options_position_unique" UNIQUE("proposal_id","position"),
	CONSTRAINT "trip_proposal_options_kind" CHECK ("trip_proposal_options"."kind" in ('FLIGHT', 'HOTEL')),
	CONSTRAINT "trip_proposal_options_price" CHECK ("trip_proposal_options"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trip_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"traveller_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"title" text NOT NULL,
	"note" text,
	"status" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"picked_option_id" uuid,
	"picked_by" uuid,
	"picked_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_proposals_corporate_id_unique" UNIQUE("corporate_id","id"),
	CONSTRAINT "trip_proposals_status" CHECK ("trip_proposals"."status" in ('OPEN', 'PICKED', 'CANCELLED')),
	CONSTRAINT "trip_proposals_picked" CHECK (("trip_proposals"."status" = 'PICKED') = ("trip_proposals"."picked_option_id" is not null and "trip_proposals"."picked_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "trip_proposal_options" ADD CONSTRAINT "trip_proposal_options_proposal_fk" FOREIGN KEY ("corporate_id","proposal_id") REFERENCES "public"."trip_proposals"("corporate_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_proposals" ADD CONSTRAINT "trip_proposals_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_proposals" ADD CONSTRAINT "trip_proposals_traveller_fk" FOREIGN KEY ("corporate_id","traveller_id") REFERENCES "public"."corporate_staffs"("corporate_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_proposals" ADD CONSTRAINT "trip_proposals_creator_fk" FOREIGN KEY ("corporate_id","created_by") REFERENCES "public"."corporate_staffs"("corporate_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_proposals" ADD CONSTRAINT "trip_proposals_picker_fk" FOREIGN KEY ("corporate_id","picked_by") REFERENCES "public"."corporate_staffs"("corporate_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_proposals_corporate_idx" ON "trip_proposals" USING btree ("corporate_id","inserted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trip_proposals_traveller_idx" ON "trip_proposals" USING btree ("corporate_id","traveller_id");--> statement-breakpoint
CREATE INDEX "trip_proposals_creator_idx" ON "trip_proposals" USING btree ("corporate_id","created_by");