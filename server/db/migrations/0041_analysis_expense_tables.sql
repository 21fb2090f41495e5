CREATE TABLE "analysis_expense_daily" (
	"corporate_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" varchar(12) NOT NULL,
	"category" varchar(16) NOT NULL,
	"department_id" uuid,
	"cost_center_id" uuid,
	"amount" bigint NOT NULL,
	"claims" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_expense_monthly" (
	"corporate_id" uuid NOT NULL,
	"dim" varchar(8) NOT NULL,
	"month" date NOT NULL,
	"status" varchar(12) NOT NULL,
	"department_id" uuid,
	"cost_center_id" uuid,
	"key" uuid,
	"amount" bigint NOT NULL,
	"claims" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_expenses" (
	"expense_id" uuid PRIMARY KEY NOT NULL,
	"corporate_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"department_id" uuid,
	"cost_center_id" uuid,
	"trip_id" uuid,
	"category" varchar(16) NOT NULL,
	"status" varchar(12) NOT NULL,
	"day" date NOT NULL,
	"amount" bigint NOT NULL
);
