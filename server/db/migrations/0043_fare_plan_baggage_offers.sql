-- Extra checked baggage on sale per fare plan (issue 23, docs/checkout.md "Extra baggage"):
-- the offers a passenger may buy per flight, priced by the plan. New databases get them from
-- the seed (baggageOffersOf in server/domain/inventory/data/fare-plans.ts); existing plans are
-- given the same rule here.
ALTER TABLE "fare_plans" ADD COLUMN "baggage_offers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "fare_plans" SET "baggage_offers" = CASE
  WHEN "cabin" IN ('BUSINESS', 'FIRST') THEN
    '[{"value":20,"unit":"kg","price":300000},{"value":30,"unit":"kg","price":420000}]'::jsonb
  WHEN "baggage_pieces" = 0 THEN
    '[{"value":15,"unit":"kg","price":250000},{"value":20,"unit":"kg","price":320000},{"value":30,"unit":"kg","price":480000}]'::jsonb
  ELSE
    '[{"value":15,"unit":"kg","price":200000},{"value":20,"unit":"kg","price":260000},{"value":30,"unit":"kg","price":390000}]'::jsonb
END;
