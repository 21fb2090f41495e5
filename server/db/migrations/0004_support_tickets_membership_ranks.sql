CREATE TYPE "public"."support_author" AS ENUM('CUSTOMER', 'SUPPORT');--> statement-breakpoint
CREATE TYPE "public"."support_ticket_kind" AS ENUM('CONTACT', 'COMPLAINT', 'REPORT');--> statement-breakpoint
CREATE TYPE "public"."support_ticket_status" AS ENUM('NEW', 'IN_PROGRESS', 'ANSWERED', 'CLOSED');--> statement-breakpoint
CREATE TABLE "support_ticket_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_ticket_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"author" "support_author" NOT NULL,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" "support_ticket_kind" NOT NULL,
	"status" "support_ticket_status" DEFAULT 'NEW' NOT NULL,
	"topic" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"locale" text DEFAULT 'vi' NOT NULL,
	"order_code" text,
	"user_id" uuid,
	"ip_hash" text,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_reachable" CHECK ("support_tickets"."email" is not null or "support_tickets"."phone" is not null),
	CONSTRAINT "support_tickets_locale" CHECK ("support_tickets"."locale" in ('vi', 'en'))
);
--> statement-breakpoint
CREATE TABLE "user_rank_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rank" text NOT NULL,
	"position" smallint NOT NULL,
	"price" bigint NOT NULL,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"cash_back_rate" numeric(7, 4) DEFAULT 0 NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_rank_configurations_rank_unique" UNIQUE("rank"),
	CONSTRAINT "user_rank_configurations_position_unique" UNIQUE("position"),
	CONSTRAINT "user_rank_configurations_price" CHECK ("user_rank_configurations"."price" >= 0),
	CONSTRAINT "user_rank_configurations_rate" CHECK ("user_rank_configurations"."cash_back_rate" >= 0 and "user_rank_configurations"."cash_back_rate" <= 100)
);
--> statement-breakpoint
ALTER TABLE "support_ticket_attachments" ADD CONSTRAINT "support_ticket_attachments_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_attachments" ADD CONSTRAINT "support_ticket_attachments_message_id_support_ticket_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."support_ticket_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_messages" ADD CONSTRAINT "support_ticket_messages_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_messages" ADD CONSTRAINT "support_ticket_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_ticket_attachments_ticket_idx" ON "support_ticket_attachments" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_ticket_attachments_key_unique" ON "support_ticket_attachments" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "support_ticket_messages_ticket_idx" ON "support_ticket_messages" USING btree ("ticket_id","inserted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_tickets_number_unique" ON "support_tickets" USING btree ("number");--> statement-breakpoint
CREATE INDEX "support_tickets_user_idx" ON "support_tickets" USING btree ("user_id","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_tickets_email_idx" ON "support_tickets" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "support_tickets_phone_idx" ON "support_tickets" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("status","inserted_at" DESC NULLS LAST);--> statement-breakpoint
-- Custom SQL (not derived from the schema): the membership price list every installation starts
-- with (docs/decisions.md "Public pages"). Spend over 12 months in VND; cash back in percent.
INSERT INTO "user_rank_configurations" ("rank", "position", "price", "currency", "cash_back_rate") VALUES
	('MEMBER', 1, 0, 'VND', 0),
	('SILVER', 2, 5000000, 'VND', 0.5),
	('GOLD', 3, 20000000, 'VND', 1),
	('PLATINUM', 4, 50000000, 'VND', 1.5),
	('DIAMOND', 5, 120000000, 'VND', 2);
