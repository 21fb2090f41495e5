/**
 * The database schema (drizzle, PostgreSQL). Tables live in ./tables/*, relations for
 * relational queries in ./relations. Column and property names are snake_case and match the
 * field names of the spec, so rows can be returned to GraphQL without renaming.
 */
export * from './tables/enums.js';
export * from './tables/users.js';
export * from './tables/corporates.js';
export * from './tables/staff.js';
export * from './tables/cost-centers.js';
export * from './tables/delegation.js';
export * from './tables/operations.js';
export * from './tables/auth.js';
export * from './tables/inventory-enums.js';
export * from './tables/inventory-places.js';
export * from './tables/inventory-place-search.js';
export * from './tables/inventory-flights.js';
export * from './tables/inventory-properties.js';
export * from './tables/inventory-rates.js';
export * from './tables/inventory-favourites.js';
export * from './tables/inventory-currencies.js';
export * from './relations.js';
export * from './tables/support.js';
export * from './tables/support-acting.js';
export * from './tables/memberships.js';
export * from './tables/checkout.js';
export * from './tables/orders.js';
export * from './tables/wallet.js';
export * from './tables/staff-imports.js';

export * from './tables/promotions.js';
export * from './tables/corporate-payments.js';
export * from './tables/rewards.js';
export * from './tables/stripe-customers.js';
export * from './tables/jobs.js';
export * from './tables/user-invoices.js';
export * from './tables/saved-travellers.js';
export * from './tables/expense-bookings.js';
export * from './tables/bank-transfers.js';
export * from './tables/travel-policies.js';
export * from './tables/trips.js';
export * from './tables/booking-requests.js';
export * from './tables/expenses.js';
export * from './tables/trip-proposals.js';
export * from './tables/statements.js';
export * from './tables/vat-requests.js';
export * from './tables/corporate-invoices.js';
export * from './tables/analysis.js';
export * from './tables/booking-changes.js';
export * from './tables/booking-change-payments.js';
export * from './tables/e-tickets.js';
