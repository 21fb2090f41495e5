// Server integration tests: always on PGlite; again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const runs = [{ name: 'PGlite', env: { TEST_DB: 'pglite' } }];
if (process.env.TEST_DATABASE_URL) runs.push({ name: 'PostgreSQL', env: { TEST_DB: 'postgres' } });

for (const run of runs) {
  console.log(`\n▶ server integration tests on ${run.name}`);
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, ...run.env },
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
