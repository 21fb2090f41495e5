ALTER TABLE "reconcilliation_statement_lines" DROP CONSTRAINT "reconcilliation_statement_lines_adjustment";--> statement-breakpoint
ALTER TABLE "reconcilliation_statement_lines" ALTER COLUMN "section" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reconcilliation_statement_lines" ALTER COLUMN "payment_checkout_session_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reconcilliation_statement_lines" ADD COLUMN "carries_statement_id" uuid;--> statement-breakpoint
ALTER TABLE "reconcilliation_statement_lines" ADD CONSTRAINT "reconcilliation_statement_lines_carries_fk" FOREIGN KEY ("corporate_id","carries_statement_id") REFERENCES "public"."reconcilliation_statements"("corporate_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reconcilliation_statement_lines_carried_once" ON "reconcilliation_statement_lines" USING btree ("carries_statement_id") WHERE "reconcilliation_statement_lines"."carries_statement_id" is not null;--> statement-breakpoint
ALTER TABLE "reconcilliation_statement_lines" ADD CONSTRAINT "reconcilliation_statement_lines_adjustment" CHECK (("reconcilliation_statement_lines"."kind" = 'BOOKING' and "reconcilliation_statement_lines"."adjusts_line_id" is null
          and "reconcilliation_statement_lines"."carries_statement_id" is null and "reconcilliation_statement_lines"."payment_checkout_session_id" is not null
          and "reconcilliation_statement_lines"."section" is not null)
        or ("reconcilliation_statement_lines"."kind" = 'ADJUSTMENT' and "reconcilliation_statement_lines"."adjusts_line_id" is not null
          and "reconcilliation_statement_lines"."carries_statement_id" is null and "reconcilliation_statement_lines"."payment_checkout_session_id" is not null
          and "reconcilliation_statement_lines"."section" is not null)
        or ("reconcilliation_statement_lines"."kind" = 'ADJUSTMENT' and "reconcilliation_statement_lines"."adjusts_line_id" is null
          and "reconcilliation_statement_lines"."carries_statement_id" is not null and "reconcilliation_statement_lines"."payment_checkout_session_id" is null
          and "reconcilliation_statement_lines"."section" is null));