// Budgets the benchmark fails on. Later issues add theirs here.
export const BUDGETS = {
  boot_ms: 15_000,
  initial_js_gzip_bytes: 170 * 1024,
  graphql_p99_ms: 50,
  graphql_min_requests_per_sec: 1000,
};
