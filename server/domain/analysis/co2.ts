/**
 * The CO₂ method (docs/analysis.md "CO₂"): what the dashboards call it. The arithmetic is in the
 * database (migrations 0038 and 0053: `analysis_leg_co2_g`, `analysis_co2_factor`), worked out once per
 * booking when it is paid, so the figure is a sum of stored grams.
 */
export const CO2_METHOD =
  'DESNZ/DEFRA GHG conversion factors 2025, business travel – air, with radiative forcing (great-circle distance; 8% uplift included in the factors)';
