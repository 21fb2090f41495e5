CREATE SEQUENCE "public"."e_ticket_serial" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9999999999 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "e_tickets" (
	"number" char(13) PRIMARY KEY NOT NULL,
	"shopping_item_id" uuid NOT NULL,
	"leg" varchar(8) NOT NULL,
	"flight_code" varchar(12) NOT NULL,
	"passenger" integer NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "e_tickets_number_digits" CHECK ("e_tickets"."number" ~ '^[0-9]{13}$'),
	CONSTRAINT "e_tickets_leg" CHECK ("e_tickets"."leg" in ('OUTBOUND', 'INBOUND'))
);
--> statement-breakpoint
ALTER TABLE "e_tickets" ADD CONSTRAINT "e_tickets_shopping_item_id_shopping_items_id_fk" FOREIGN KEY ("shopping_item_id") REFERENCES "public"."shopping_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "e_tickets_item_idx" ON "e_tickets" USING btree ("shopping_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "e_tickets_live_idx" ON "e_tickets" USING btree ("shopping_item_id","leg","passenger") WHERE "e_tickets"."voided_at" is null;