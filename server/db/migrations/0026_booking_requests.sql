CREATE TABLE "approval_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"booking_request_id" uuid NOT NULL,
	"approver_id" uuid NOT NULL,
	"action" varchar(7) NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_links_token_unique" UNIQUE("token_hash"),
	CONSTRAINT "approval_links_action" CHECK ("approval_links"."action" in ('APPROVE', 'REJECT'))
);
--> statement-breakpoint
CREATE TABLE "booking_request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"booking_request_id" uuid NOT NULL,
	"kind" varchar(20) NOT NULL,
	"actor_id" uuid,
	"approver_id" uuid,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"traveller_id" uuid NOT NULL,
	"kind" varchar(6) NOT NULL,
	"payment_checkout_session_id" uuid NOT NULL,
	"summary" text NOT NULL,
	"price" bigint NOT NULL,
	"previous_price" bigint,
	"currency" char(3) DEFAULT 'VND' NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"verdict" varchar(20) NOT NULL,
	"breaches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason_code" text,
	"note" text,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"approver_id" uuid,
	"escalation_level" smallint DEFAULT 0 NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"comment" text,
	"user_order_id" uuid,
	"failure" text,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_requests_corporate_id_unique" UNIQUE("corporate_id","id"),
	CONSTRAINT "booking_requests_kind" CHECK ("booking_requests"."kind" in ('FLIGHT', 'HOTEL')),
	CONSTRAINT "booking_requests_status" CHECK ("booking_requests"."status" in ('PENDING', 'APPROVED', 'REJECTED', 'EXPIRED', 'CANCELLED', 'BOOKED')),
	CONSTRAINT "booking_requests_price" CHECK ("booking_requests"."price" >= 0),
	CONSTRAINT "booking_requests_decided" CHECK (("booking_requests"."status" in ('APPROVED', 'REJECTED', 'BOOKED')) = ("booking_requests"."decided_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "approval_links" ADD CONSTRAINT "approval_links_request_fk" FOREIGN KEY ("corporate_id","booking_request_id") REFERENCES "public"."booking_requests"("corporate_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_links" ADD CONSTRAINT "approval_links_approver_fk" FOREIGN KEY ("corporate_id","approver_id") REFERENCES "public"."corporate_staffs"("corporate_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_request_events" ADD CONSTRAINT "booking_request_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_request_events" ADD CONSTRAINT "booking_request_events_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_request_events" ADD CONSTRAINT "booking_request_events_request_fk" FOREIGN KEY ("corporate_id","booking_request_id") REFERENCES "public"."booking_requests"("corporate_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_payment_checkout_session_id_payment_checkout_sessions_id_fk" FOREIGN KEY ("payment_checkout_session_id") REFERENCES "public"."payment_checkout_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_user_order_id_user_orders_id_fk" FOREIGN KEY ("user_order_id") REFERENCES "public"."user_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_requester_fk" FOREIGN KEY ("corporate_id","requester_id") REFERENCES "public"."corporate_staffs"("corporate_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_traveller_fk" FOREIGN KEY ("corporate_id","traveller_id") REFERENCES "public"."corporate_staffs"("corporate_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_approver_fk" FOREIGN KEY ("corporate_id","approver_id") REFERENCES "public"."corporate_staffs"("corporate_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_links_request_idx" ON "approval_links" USING btree ("corporate_id","booking_request_id");--> statement-breakpoint
CREATE INDEX "booking_request_events_request_idx" ON "booking_request_events" USING btree ("corporate_id","booking_request_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_requests_session_unique" ON "booking_requests" USING btree ("payment_checkout_session_id");--> statement-breakpoint
CREATE INDEX "booking_requests_queue_idx" ON "booking_requests" USING btree ("corporate_id","status","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_requests_corporate_time_idx" ON "booking_requests" USING btree ("corporate_id","inserted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_requests_approver_idx" ON "booking_requests" USING btree ("corporate_id","approver_id","status");--> statement-breakpoint
CREATE INDEX "booking_requests_requester_idx" ON "booking_requests" USING btree ("requester_id","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_requests_traveller_idx" ON "booking_requests" USING btree ("traveller_id","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_requests_deadline_idx" ON "booking_requests" USING btree ("deadline_at") WHERE "booking_requests"."status" = 'PENDING';