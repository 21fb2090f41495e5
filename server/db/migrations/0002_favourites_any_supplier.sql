ALTER TABLE "favourite_properties" DROP CONSTRAINT "favourite_properties_property_id_properties_id_fk";
--> statement-breakpoint
ALTER TABLE "favourite_properties" ALTER COLUMN "property_id" SET DATA TYPE text;