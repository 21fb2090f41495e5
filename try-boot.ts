import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './scripts/server-process';
const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-boot-'));
const env = { STATIC_DIR: './no-build', LOG_LEVEL: 'info', NODE_ENV: 'production', PASSWORD_PEPPER: 'benchmark-pepper-benchmark-pepper-0123' };
const first = await startServer(env, { dataDir, readyPath: '/readyz', compiled: true });
console.log('first boot (compiled)', first.bootMs); await first.stop();
for (const compiled of [true, true, false]) {
  const s = await startServer(env, { dataDir, readyPath: '/readyz', compiled });
  console.log(compiled ? 'compiled' : 'tsx', 'existing boot', s.bootMs); await s.stop();
}
