CREATE TABLE "saved_traveller_hides" (
	"user_id" uuid NOT NULL,
	"traveller_key" text NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_traveller_hides_user_id_traveller_key_pk" PRIMARY KEY("user_id","traveller_key")
);
--> statement-breakpoint
ALTER TABLE "saved_traveller_hides" ADD CONSTRAINT "saved_traveller_hides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;