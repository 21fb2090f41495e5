// Budgets the benchmark fails on. Later issues add theirs here; the page budgets live beside
// their measurements (page-js.ts, lighthouse.ts, search.ts).
export const BUDGETS = {
  boot_ms: 15_000,
  /** Spawn to /readyz of the compiled server on an existing database (issue 9). */
  boot_existing_ms: 2_000,
  graphql_p99_ms: 50,
  graphql_min_requests_per_sec: 1000,
};
