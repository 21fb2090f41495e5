CREATE TYPE "public"."property_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."seat_class" AS ENUM('ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST');--> statement-breakpoint
CREATE TYPE "public"."surcharge_kind" AS ENUM('PER_ROOM_NIGHT', 'PER_STAY', 'PER_CHILD_NIGHT');--> statement-breakpoint
CREATE TABLE "auth_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"channel" text NOT NULL,
	"identifier" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "auth_codes_channel" CHECK ("auth_codes"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "auth_session_params" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"params_hash" text NOT NULL,
	"provider" text NOT NULL,
	"state" text,
	"nonce" text,
	"code_verifier" text,
	"redirect_uri" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "auth_session_params_provider" CHECK ("auth_session_params"."provider" in ('otp', 'google'))
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"access_token_hash" text NOT NULL,
	"renewal_token_hash" text NOT NULL,
	"previous_renewal_token_hash" text,
	"access_expires_at" timestamp with time zone NOT NULL,
	"renewal_expires_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"renewed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "auth_sessions_method" CHECK ("auth_sessions"."method" in ('password', 'otp', 'google', 'signup'))
);
--> statement-breakpoint
CREATE TABLE "dev_outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"code" text,
	"subject" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dev_outbox_messages_channel" CHECK ("dev_outbox_messages"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flow_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"identifier_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	CONSTRAINT "otp_challenges_purpose" CHECK ("otp_challenges"."purpose" in ('sign_in', 'reset_password')),
	CONSTRAINT "otp_challenges_channel" CHECK ("otp_challenges"."channel" in ('email', 'sms')),
	CONSTRAINT "otp_challenges_attempts" CHECK ("otp_challenges"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "otp_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_counters_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_identities_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"code" char(3) PRIMARY KEY NOT NULL,
	"icao" char(4),
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"search_text" text NOT NULL,
	"city_id" varchar(64) NOT NULL,
	"country_code" char(2) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"timezone" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"city_id" varchar(64) NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"search_text" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"code" char(3),
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"search_text" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"timezone" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" char(2) PRIMARY KEY NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airlines" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"logo" text,
	"kind" varchar(3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fare_plans" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"airline_code" varchar(3) NOT NULL,
	"code" varchar(32) NOT NULL,
	"cabin" "seat_class" NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"booking_class" char(1) NOT NULL,
	"factor" numeric(5, 3) NOT NULL,
	"baggage_pieces" smallint NOT NULL,
	"baggage_kg" smallint NOT NULL,
	"cabin_kg" smallint NOT NULL,
	"meal" boolean NOT NULL,
	"seat_selection" boolean NOT NULL,
	"refundable" boolean NOT NULL,
	"refund_fee" bigint,
	"changeable" boolean NOT NULL,
	"change_fee" bigint,
	"free_cancellation_hours" smallint DEFAULT 0 NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_fares" (
	"instance_id" uuid NOT NULL,
	"plan_id" varchar(40) NOT NULL,
	"cabin" "seat_class" NOT NULL,
	"adult_fare" bigint NOT NULL,
	"adult_charge" bigint NOT NULL,
	"child_fare" bigint NOT NULL,
	"child_charge" bigint NOT NULL,
	"infant_fare" bigint NOT NULL,
	"infant_charge" bigint NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"seats_left" smallint NOT NULL,
	CONSTRAINT "flight_fares_instance_id_plan_id_pk" PRIMARY KEY("instance_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "flight_instances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"schedule_id" uuid NOT NULL,
	"depart_date" date NOT NULL,
	"origin" char(3) NOT NULL,
	"destination" char(3) NOT NULL,
	"airline_code" varchar(3) NOT NULL,
	"stops" smallint NOT NULL,
	"departs_at" timestamp with time zone NOT NULL,
	"arrives_at" timestamp with time zone NOT NULL,
	"depart_minute" smallint NOT NULL,
	"arrive_minute" smallint NOT NULL,
	"arrive_date" date NOT NULL,
	"duration_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer NOT NULL,
	"airline_code" varchar(3) NOT NULL,
	"code" varchar(8) NOT NULL,
	"origin" char(3) NOT NULL,
	"destination" char(3) NOT NULL,
	"stops" smallint DEFAULT 0 NOT NULL,
	"depart_minute" smallint NOT NULL,
	"duration_minutes" integer NOT NULL,
	"days_of_week" smallint DEFAULT 127 NOT NULL,
	"base_fare" bigint NOT NULL,
	"international" boolean NOT NULL,
	"aircraft" text NOT NULL,
	"segments" jsonb NOT NULL,
	"supplier" varchar(32) DEFAULT 'local' NOT NULL,
	CONSTRAINT "flight_schedules_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "amenities" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"scope" varchar(8) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"search_text" text NOT NULL,
	"city_id" varchar(64) NOT NULL,
	"area_id" varchar(64),
	"type_codes" varchar(32)[] NOT NULL,
	"star_rating" numeric(2, 1) NOT NULL,
	"rating" numeric(3, 1),
	"review_count" integer DEFAULT 0 NOT NULL,
	"hotel_rank" integer,
	"featured" boolean DEFAULT false NOT NULL,
	"status" "property_status" DEFAULT 'APPROVED' NOT NULL,
	"approved_at" timestamp with time zone,
	"street" text,
	"district" text,
	"raw_address" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"timezone" text NOT NULL,
	"check_in_time" char(5) NOT NULL,
	"check_out_time" char(5) NOT NULL,
	"child_age_to" smallint NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"description_vi" text,
	"description_en" text,
	"amenity_codes" varchar(32)[] NOT NULL,
	"supplier" varchar(32) DEFAULT 'local' NOT NULL,
	CONSTRAINT "properties_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "property_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"room_type_id" uuid,
	"url" text NOT NULL,
	"label_vi" text,
	"label_en" text,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_types" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer NOT NULL,
	"property_id" uuid NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"description_vi" text,
	"description_en" text,
	"size_m2" smallint,
	"bed_type_vi" text,
	"bed_type_en" text,
	"view_vi" text,
	"view_en" text,
	"max_adults" smallint NOT NULL,
	"max_children" smallint NOT NULL,
	"max_occupancy" smallint NOT NULL,
	"amenity_codes" varchar(32)[] NOT NULL,
	"base_price" bigint NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"total_rooms" smallint NOT NULL,
	"rating" numeric(3, 1),
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "room_types_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "property_promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"room_type_id" uuid,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"percent_off" numeric(5, 2) NOT NULL,
	"min_nights" smallint DEFAULT 1 NOT NULL,
	"min_days_before" integer,
	"max_days_before" integer,
	"stay_from" date,
	"stay_to" date
);
--> statement-breakpoint
CREATE TABLE "property_surcharges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" "surcharge_kind" NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"date_from" date,
	"date_to" date
);
--> statement-breakpoint
CREATE TABLE "rate_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"code" varchar(32) NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"breakfast_included" boolean NOT NULL,
	"refundable" boolean NOT NULL,
	"free_cancellation_days" smallint,
	"price_factor" numeric(5, 3) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_daily_rates" (
	"room_type_id" uuid NOT NULL,
	"date" date NOT NULL,
	"price" bigint NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"allotment" smallint NOT NULL,
	CONSTRAINT "room_daily_rates_room_type_id_date_pk" PRIMARY KEY("room_type_id","date")
);
--> statement-breakpoint
CREATE TABLE "favourite_properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"corporate_id" uuid,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_properties_unique" UNIQUE NULLS NOT DISTINCT("user_id","property_id","corporate_id")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" char(3) PRIMARY KEY NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"symbol" text NOT NULL,
	"minor_units" smallint NOT NULL,
	"vnd_per_unit" numeric(18, 6) NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_flow_id_otp_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."otp_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airports" ADD CONSTRAINT "airports_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airports" ADD CONSTRAINT "airports_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fare_plans" ADD CONSTRAINT "fare_plans_airline_code_airlines_code_fk" FOREIGN KEY ("airline_code") REFERENCES "public"."airlines"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_instances" ADD CONSTRAINT "flight_instances_schedule_id_flight_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."flight_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedules" ADD CONSTRAINT "flight_schedules_airline_code_airlines_code_fk" FOREIGN KEY ("airline_code") REFERENCES "public"."airlines"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedules" ADD CONSTRAINT "flight_schedules_origin_airports_code_fk" FOREIGN KEY ("origin") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedules" ADD CONSTRAINT "flight_schedules_destination_airports_code_fk" FOREIGN KEY ("destination") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_photos" ADD CONSTRAINT "property_photos_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_photos" ADD CONSTRAINT "property_photos_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_promotions" ADD CONSTRAINT "property_promotions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_promotions" ADD CONSTRAINT "property_promotions_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_surcharges" ADD CONSTRAINT "property_surcharges_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_properties" ADD CONSTRAINT "favourite_properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_properties" ADD CONSTRAINT "favourite_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_properties" ADD CONSTRAINT "favourite_properties_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_codes_code_unique" ON "auth_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "auth_codes_expires_idx" ON "auth_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_session_params_hash_unique" ON "auth_session_params" USING btree ("params_hash");--> statement-breakpoint
CREATE INDEX "auth_session_params_expires_idx" ON "auth_session_params" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_sessions_access_unique" ON "auth_sessions" USING btree ("access_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_sessions_renewal_unique" ON "auth_sessions" USING btree ("renewal_token_hash");--> statement-breakpoint
CREATE INDEX "auth_sessions_previous_renewal_idx" ON "auth_sessions" USING btree ("previous_renewal_token_hash");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_live_idx" ON "auth_sessions" USING btree ("user_id") WHERE "auth_sessions"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "auth_sessions_expires_idx" ON "auth_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "dev_outbox_messages_created_idx" ON "dev_outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_identifier_created_idx" ON "otp_challenges" USING btree ("identifier_hash","created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_flow_idx" ON "otp_challenges" USING btree ("flow_id");--> statement-breakpoint
CREATE INDEX "otp_challenges_expires_idx" ON "otp_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "otp_flows_token_unique" ON "otp_flows" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "otp_flows_expires_idx" ON "otp_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_unique" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_idx" ON "rate_limit_counters" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_identities_user_idx" ON "user_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "airports_city_idx" ON "airports" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "areas_city_idx" ON "areas" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "cities_code_idx" ON "cities" USING btree ("code");--> statement-breakpoint
CREATE INDEX "fare_plans_airline_idx" ON "fare_plans" USING btree ("airline_code");--> statement-breakpoint
CREATE INDEX "flight_instances_search_idx" ON "flight_instances" USING btree ("origin","destination","depart_date");--> statement-breakpoint
CREATE INDEX "flight_instances_schedule_idx" ON "flight_instances" USING btree ("schedule_id","depart_date");--> statement-breakpoint
CREATE INDEX "flight_schedules_route_idx" ON "flight_schedules" USING btree ("origin","destination");--> statement-breakpoint
CREATE INDEX "properties_city_idx" ON "properties" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "properties_area_idx" ON "properties" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "properties_location_idx" ON "properties" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "property_photos_property_idx" ON "property_photos" USING btree ("property_id","position");--> statement-breakpoint
CREATE INDEX "room_types_property_idx" ON "room_types" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_promotions_property_idx" ON "property_promotions" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_surcharges_property_idx" ON "property_surcharges" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "rate_plans_property_idx" ON "rate_plans" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "favourite_properties_user_idx" ON "favourite_properties" USING btree ("user_id","inserted_at");--> statement-breakpoint
CREATE INDEX "favourite_properties_corporate_idx" ON "favourite_properties" USING btree ("corporate_id","inserted_at");