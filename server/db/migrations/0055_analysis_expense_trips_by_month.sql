-- The company's top trips walk the per-trip totals by amount within each month of the range
-- (docs/analysis.md "Expense rollups"), not across the whole company. Walked across the company
-- (0054's index by amount alone), a range holding fewer trips than the dashboard shows — a day, a
-- range before the company's first claim — read every trip of the company before it stopped:
-- 28,856 index rows for one day at 100,000 bookings, ten times that at 1,000,000. Per month of
-- the trip's first day, a walk stops after the dashboard's twenty, or at the month's end.
DROP INDEX "analysis_expense_trips_amount";--> statement-breakpoint
CREATE INDEX "analysis_expense_trips_month" ON "analysis_expense_trips"
  ("corporate_id", date_trunc('month', "first_day"::timestamp), "amount" DESC, "trip_id")
  INCLUDE ("first_day", "last_day", "claims");
