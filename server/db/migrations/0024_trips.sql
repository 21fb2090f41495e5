CREATE TYPE "public"."trip_purpose" AS ENUM('BUSINESS', 'PERSONAL');--> statement-breakpoint
CREATE TABLE "trip_orders" (
	"user_order_id" uuid PRIMARY KEY NOT NULL,
	"trip_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"places" text[] NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"corporate_id" uuid,
	"purpose" "trip_purpose" NOT NULL,
	"name" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"origin" text,
	"places" text[] NOT NULL,
	"cost_center_id" uuid,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_dates" CHECK ("trips"."end_date" >= "trips"."start_date"),
	CONSTRAINT "trips_business_corporate" CHECK (("trips"."purpose" = 'BUSINESS') = ("trips"."corporate_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "trip_orders" ADD CONSTRAINT "trip_orders_user_order_id_user_orders_id_fk" FOREIGN KEY ("user_order_id") REFERENCES "public"."user_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_orders" ADD CONSTRAINT "trip_orders_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_orders_trip_idx" ON "trip_orders" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trips_user_idx" ON "trips" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "trips_corporate_idx" ON "trips" USING btree ("corporate_id","start_date") WHERE "trips"."corporate_id" is not null;