// Debian packages the tests need beside npm's (Chromium's headless shell, poppler-utils): when
// one is missing, install it with apt-get if running as root (CI and a fresh machine), otherwise
// stop with the command to run.
import { spawnSync } from 'node:child_process';

/**
 * Makes sure `pkg` is installed, judged by `present()`. Returns false, without installing, when
 * it is missing and this is not root and `optional` is set; exits when it is not optional.
 */
export function ensureDebianPackage(pkg, present, { optional = false } = {}) {
  if (present()) return true;
  if (process.getuid?.() !== 0) {
    if (optional) return false;
    console.error(`${pkg} is missing. Install it with:\n  sudo apt-get install -y ${pkg}`);
    process.exit(1);
  }
  console.log(`${pkg} not found: installing Debian’s ${pkg} package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', pkg],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  return true;
}
