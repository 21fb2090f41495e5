CREATE TYPE "public"."budget_reset_period" AS ENUM('NONE', 'MONTHLY', 'QUARTERLY', 'YEARLY');--> statement-breakpoint
CREATE TYPE "public"."corporate_role" AS ENUM('OWNER', 'ADMIN', 'APPROVER', 'OPERATION', 'ACCOUTING', 'STAFF');--> statement-breakpoint
CREATE TYPE "public"."corporate_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED', 'SUSPENDED');--> statement-breakpoint
CREATE TYPE "public"."delegate_side" AS ENUM('DELEGATEE', 'DELEGATOR');--> statement-breakpoint
CREATE TYPE "public"."error_report_kind" AS ENUM('error', 'slow_call', 'order');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('MALE', 'FEMALE', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('USER', 'AGENT', 'ADMIN');--> statement-breakpoint
CREATE TABLE "travel_agent_travellers" (
	"agent_user_id" uuid NOT NULL,
	"traveller_user_id" uuid NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_agent_travellers_pk" PRIMARY KEY("agent_user_id","traveller_user_id"),
	CONSTRAINT "travel_agent_travellers_not_self" CHECK ("travel_agent_travellers"."agent_user_id" <> "travel_agent_travellers"."traveller_user_id")
);
--> statement-breakpoint
CREATE TABLE "user_ranks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"rank" text NOT NULL,
	"membership_id" uuid,
	"begin_time" timestamp with time zone NOT NULL,
	"expired_time" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_trials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"expired_at" timestamp with time zone NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_trials_user_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"first_name" text,
	"last_name" text,
	"avatar" text,
	"role" "user_role" DEFAULT 'USER' NOT NULL,
	"referral_code" text,
	"referred_by_code" text,
	"password_hash" text,
	"locale" text DEFAULT 'vi' NOT NULL,
	"dob" date,
	"gender" "gender",
	"country_calling_code" text,
	"national_phone_number" text,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_has_identity" CHECK ("users"."email" is not null or "users"."national_phone_number" is not null),
	CONSTRAINT "users_phone_complete" CHECK (("users"."country_calling_code" is null) = ("users"."national_phone_number" is null))
);
--> statement-breakpoint
CREATE TABLE "corporate_credits" (
	"corporate_id" uuid PRIMARY KEY NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"max_debt" bigint DEFAULT 0 NOT NULL,
	"monthly_limit" bigint,
	"penalty_days" integer,
	"penalty_rate" numeric(7, 4),
	"reward_days" integer,
	"reward_rate" numeric(7, 4),
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_credits_max_debt_non_negative" CHECK ("corporate_credits"."max_debt" >= 0)
);
--> statement-breakpoint
CREATE TABLE "corporate_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"name" text NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_levels_corporate_name_unique" UNIQUE("corporate_id","name"),
	CONSTRAINT "corporate_levels_corporate_id_unique" UNIQUE("corporate_id","id")
);
--> statement-breakpoint
CREATE TABLE "corporates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"display_name" text,
	"company_address" text,
	"company_email" text,
	"company_phone_number" text,
	"company_tax_code" text,
	"legal_representative" text,
	"logo" text,
	"balance" bigint DEFAULT 0 NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"status" "corporate_status" DEFAULT 'PENDING' NOT NULL,
	"approved_at" timestamp with time zone,
	"enforce_cost_center" boolean DEFAULT false NOT NULL,
	"enable_split_payment" boolean DEFAULT false NOT NULL,
	"is_enable_expense" boolean DEFAULT false NOT NULL,
	"commission_rate" numeric(7, 4) DEFAULT 0 NOT NULL,
	"displaying_price" text,
	"referral_code" text,
	"referrer_user_id" uuid,
	"account_manager_user_id" uuid,
	"rank_configuration_id" uuid,
	"webhook_url" text,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporates_approved_has_time" CHECK ("corporates"."status" <> 'APPROVED' or "corporates"."approved_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "rank_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rank" text NOT NULL,
	"minimum_spending" bigint DEFAULT 0 NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"owner_cashback_rate" numeric(7, 4) DEFAULT 0 NOT NULL,
	"admin_booked_cashback_rate" numeric(7, 4) DEFAULT 0 NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_configurations_rank_unique" UNIQUE("rank")
);
--> statement-breakpoint
CREATE TABLE "corporate_staffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "corporate_role" DEFAULT 'STAFF' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"corporate_level_id" uuid,
	"department_id" uuid,
	"team" text,
	"title" text,
	"employee_id" text,
	"approver_id" uuid,
	"monthly_limit" bigint,
	"used_balance" bigint DEFAULT 0 NOT NULL,
	"balance" bigint GENERATED ALWAYS AS (monthly_limit - used_balance) STORED,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"note" text,
	"courtesy_title" text,
	"passport_first_name" text,
	"passport_last_name" text,
	"date_of_birth" date,
	"nationality_country_code" char(2),
	"passport" text,
	"passport_country_code" char(2),
	"passport_expired" date,
	"gender" "gender",
	"legal_entity" text,
	"is_enable_expense" boolean DEFAULT false NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_staffs_corporate_user_unique" UNIQUE("corporate_id","user_id"),
	CONSTRAINT "corporate_staffs_corporate_id_unique" UNIQUE("corporate_id","id"),
	CONSTRAINT "corporate_staffs_corporate_employee_unique" UNIQUE("corporate_id","employee_id"),
	CONSTRAINT "corporate_staffs_not_own_approver" CHECK ("corporate_staffs"."approver_id" <> "corporate_staffs"."user_id"),
	CONSTRAINT "corporate_staffs_used_balance_non_negative" CHECK ("corporate_staffs"."used_balance" >= 0),
	CONSTRAINT "corporate_staffs_monthly_limit_non_negative" CHECK ("corporate_staffs"."monthly_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"approver_id" uuid,
	"monthly_limit" bigint,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departments_corporate_name_unique" UNIQUE("corporate_id","name"),
	CONSTRAINT "departments_corporate_id_unique" UNIQUE("corporate_id","id")
);
--> statement-breakpoint
CREATE TABLE "frequent_flyer_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"airline_code" text NOT NULL,
	"code" text NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "frequent_flyer_codes_staff_airline_unique" UNIQUE("staff_id","airline_code")
);
--> statement-breakpoint
CREATE TABLE "cost_center_assignees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"cost_center_id" uuid NOT NULL,
	"user_id" uuid,
	"department_id" uuid,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_center_assignees_one_target" CHECK (num_nonnulls("cost_center_assignees"."user_id", "cost_center_assignees"."department_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "cost_center_budgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"cost_center_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"used_balance" bigint DEFAULT 0 NOT NULL,
	"balance" bigint GENERATED ALWAYS AS (amount - used_balance) STORED NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"reset_period" "budget_reset_period" DEFAULT 'MONTHLY' NOT NULL,
	"reset_day" smallint,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_center_budgets_period_unique" UNIQUE("cost_center_id","reset_period","currency"),
	CONSTRAINT "cost_center_budgets_amount_non_negative" CHECK ("cost_center_budgets"."amount" >= 0),
	CONSTRAINT "cost_center_budgets_reset_day_range" CHECK ("cost_center_budgets"."reset_day" between 1 and 31)
);
--> statement-breakpoint
CREATE TABLE "cost_centers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"active" boolean DEFAULT true NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_centers_corporate_name_unique" UNIQUE("corporate_id","name"),
	CONSTRAINT "cost_centers_corporate_id_unique" UNIQUE("corporate_id","id")
);
--> statement-breakpoint
CREATE TABLE "delegate_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delegate_policies_corporate_id_unique" UNIQUE("corporate_id","id")
);
--> statement-breakpoint
CREATE TABLE "delegate_policy_members" (
	"policy_id" uuid NOT NULL,
	"corporate_id" uuid NOT NULL,
	"side" "delegate_side" NOT NULL,
	"user_id" uuid NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delegate_policy_members_pk" PRIMARY KEY("policy_id","side","user_id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" uuid,
	"patron_user_id" uuid,
	"corporate_id" uuid,
	"action" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "error_report_kind" NOT NULL,
	"message" text NOT NULL,
	"payload" jsonb,
	"url" text,
	"request_id" text,
	"user_agent" text,
	"ip_hash" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "travel_agent_travellers" ADD CONSTRAINT "travel_agent_travellers_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_agent_travellers" ADD CONSTRAINT "travel_agent_travellers_traveller_user_id_users_id_fk" FOREIGN KEY ("traveller_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ranks" ADD CONSTRAINT "user_ranks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_trials" ADD CONSTRAINT "user_trials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_credits" ADD CONSTRAINT "corporate_credits_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_levels" ADD CONSTRAINT "corporate_levels_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporates" ADD CONSTRAINT "corporates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporates" ADD CONSTRAINT "corporates_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporates" ADD CONSTRAINT "corporates_account_manager_user_id_users_id_fk" FOREIGN KEY ("account_manager_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporates" ADD CONSTRAINT "corporates_rank_configuration_id_rank_configurations_id_fk" FOREIGN KEY ("rank_configuration_id") REFERENCES "public"."rank_configurations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_staffs" ADD CONSTRAINT "corporate_staffs_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_staffs" ADD CONSTRAINT "corporate_staffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_staffs" ADD CONSTRAINT "corporate_staffs_department_fk" FOREIGN KEY ("corporate_id","department_id") REFERENCES "public"."departments"("corporate_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_staffs" ADD CONSTRAINT "corporate_staffs_level_fk" FOREIGN KEY ("corporate_id","corporate_level_id") REFERENCES "public"."corporate_levels"("corporate_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_staffs" ADD CONSTRAINT "corporate_staffs_approver_fk" FOREIGN KEY ("corporate_id","approver_id") REFERENCES "public"."corporate_staffs"("corporate_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_approver_fk" FOREIGN KEY ("corporate_id","approver_id") REFERENCES "public"."corporate_staffs"("corporate_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequent_flyer_codes" ADD CONSTRAINT "frequent_flyer_codes_staff_fk" FOREIGN KEY ("corporate_id","staff_id") REFERENCES "public"."corporate_staffs"("corporate_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_center_assignees" ADD CONSTRAINT "cost_center_assignees_cost_center_fk" FOREIGN KEY ("corporate_id","cost_center_id") REFERENCES "public"."cost_centers"("corporate_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_center_assignees" ADD CONSTRAINT "cost_center_assignees_staff_fk" FOREIGN KEY ("corporate_id","user_id") REFERENCES "public"."corporate_staffs"("corporate_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_center_assignees" ADD CONSTRAINT "cost_center_assignees_department_fk" FOREIGN KEY ("corporate_id","department_id") REFERENCES "public"."departments"("corporate_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_center_budgets" ADD CONSTRAINT "cost_center_budgets_cost_center_fk" FOREIGN KEY ("corporate_id","cost_center_id") REFERENCES "public"."cost_centers"("corporate_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_centers" ADD CONSTRAINT "cost_centers_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegate_policies" ADD CONSTRAINT "delegate_policies_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegate_policy_members" ADD CONSTRAINT "delegate_policy_members_policy_fk" FOREIGN KEY ("corporate_id","policy_id") REFERENCES "public"."delegate_policies"("corporate_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegate_policy_members" ADD CONSTRAINT "delegate_policy_members_staff_fk" FOREIGN KEY ("corporate_id","user_id") REFERENCES "public"."corporate_staffs"("corporate_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "travel_agent_travellers_traveller_idx" ON "travel_agent_travellers" USING btree ("traveller_user_id");--> statement-breakpoint
CREATE INDEX "user_ranks_user_begin_idx" ON "user_ranks" USING btree ("user_id","begin_time" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("country_calling_code","national_phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_unique" ON "users" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "corporates_user_idx" ON "corporates" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corporates_tax_code_unique" ON "corporates" USING btree ("company_tax_code");--> statement-breakpoint
CREATE UNIQUE INDEX "corporates_referral_code_unique" ON "corporates" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "corporate_staffs_user_idx" ON "corporate_staffs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "corporate_staffs_department_idx" ON "corporate_staffs" USING btree ("corporate_id","department_id");--> statement-breakpoint
CREATE INDEX "corporate_staffs_role_idx" ON "corporate_staffs" USING btree ("corporate_id","role");--> statement-breakpoint
CREATE INDEX "corporate_staffs_approver_idx" ON "corporate_staffs" USING btree ("corporate_id","approver_id");--> statement-breakpoint
CREATE INDEX "frequent_flyer_codes_corporate_idx" ON "frequent_flyer_codes" USING btree ("corporate_id");--> statement-breakpoint
CREATE INDEX "cost_center_assignees_corporate_user_idx" ON "cost_center_assignees" USING btree ("corporate_id","user_id");--> statement-breakpoint
CREATE INDEX "cost_center_assignees_corporate_department_idx" ON "cost_center_assignees" USING btree ("corporate_id","department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_center_assignees_user_unique" ON "cost_center_assignees" USING btree ("cost_center_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_center_assignees_department_unique" ON "cost_center_assignees" USING btree ("cost_center_id","department_id");--> statement-breakpoint
CREATE INDEX "cost_center_budgets_cost_center_idx" ON "cost_center_budgets" USING btree ("corporate_id","cost_center_id");--> statement-breakpoint
CREATE INDEX "delegate_policy_members_corporate_user_idx" ON "delegate_policy_members" USING btree ("corporate_id","user_id","side");--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_patron_created_idx" ON "audit_log" USING btree ("patron_user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_corporate_created_idx" ON "audit_log" USING btree ("corporate_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "error_reports_created_idx" ON "error_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "error_reports_kind_created_idx" ON "error_reports" USING btree ("kind","created_at");