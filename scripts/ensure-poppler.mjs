// The server tests read PDFs as a person and a program would: pdftoppm (page → PNG) and
// pdftotext, from Debian's poppler-utils (docs/finance.md "Documents"). Installs the package with
// apt-get when missing and running as root (as scripts/e2e.mjs does for Chromium), otherwise
// stops with the command to run.
import { spawnSync } from 'node:child_process';

const has = (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;

export function ensurePoppler() {
  if (has('pdftoppm') && has('pdftotext')) return;
  if (process.getuid?.() !== 0) {
    console.error('pdftoppm is missing. Install it with:\n  sudo apt-get install -y poppler-utils');
    process.exit(1);
  }
  console.log('pdftoppm not found: installing Debian’s poppler-utils package…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'poppler-utils'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensurePoppler();
