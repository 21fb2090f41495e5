CREATE TYPE "public"."policy_action" AS ENUM('BLOCK', 'APPROVAL', 'ALLOW_WITH_REASON');--> statement-breakpoint
CREATE TABLE "travel_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"corporate_level_id" uuid NOT NULL,
	"allowed_cabins" "seat_class"[] NOT NULL,
	"one_way_cost" bigint,
	"round_trip_cost" bigint,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"min_days_ahead" smallint DEFAULT 0 NOT NULL,
	"out_of_policy_action" "policy_action" DEFAULT 'APPROVAL' NOT NULL,
	"updated_by" uuid,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_policies_corporate_level_unique" UNIQUE("corporate_id","corporate_level_id"),
	CONSTRAINT "travel_policies_corporate_id_unique" UNIQUE("corporate_id","id"),
	CONSTRAINT "travel_policies_one_way_cost_positive" CHECK ("travel_policies"."one_way_cost" > 0),
	CONSTRAINT "travel_policies_round_trip_cost_positive" CHECK ("travel_policies"."round_trip_cost" > 0),
	CONSTRAINT "travel_policies_min_days_ahead_range" CHECK ("travel_policies"."min_days_ahead" between 0 and 365),
	CONSTRAINT "travel_policies_some_cabin" CHECK (cardinality("travel_policies"."allowed_cabins") >= 1)
);
--> statement-breakpoint
CREATE TABLE "travel_policy_hotel_caps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"city_id" varchar(64),
	"star_rating" smallint,
	"nightly_cost" bigint NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	CONSTRAINT "travel_policy_hotel_caps_cost_positive" CHECK ("travel_policy_hotel_caps"."nightly_cost" > 0),
	CONSTRAINT "travel_policy_hotel_caps_star_range" CHECK ("travel_policy_hotel_caps"."star_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "travel_policy_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"code" varchar(32) NOT NULL,
	"description" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_policy_reasons_corporate_code_unique" UNIQUE("corporate_id","code")
);
--> statement-breakpoint
ALTER TABLE "travel_policies" ADD CONSTRAINT "travel_policies_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_policies" ADD CONSTRAINT "travel_policies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_policies" ADD CONSTRAINT "travel_policies_level_fk" FOREIGN KEY ("corporate_id","corporate_level_id") REFERENCES "public"."corporate_levels"("corporate_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_policy_hotel_caps" ADD CONSTRAINT "travel_policy_hotel_caps_policy_fk" FOREIGN KEY ("corporate_id","policy_id") REFERENCES "public"."travel_policies"("corporate_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_policy_reasons" ADD CONSTRAINT "travel_policy_reasons_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "travel_policy_hotel_caps_policy_idx" ON "travel_policy_hotel_caps" USING btree ("corporate_id","policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_policy_hotel_caps_unique" ON "travel_policy_hotel_caps" USING btree ("policy_id",coalesce("city_id", ''),coalesce("star_rating", 0));