// The server tests read PDFs as a person and a program would: pdftoppm (page → PNG) and
// pdftotext, from Debian's poppler-utils (docs/finance.md "Documents"), installed when missing
// (scripts/debian-package.mjs).
import { spawnSync } from 'node:child_process';
import { ensureDebianPackage } from './debian-package.mjs';

const has = (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;

export function ensurePoppler() {
  ensureDebianPackage('poppler-utils', () => has('pdftoppm') && has('pdftotext'));
}

if (import.meta.url === `file://${process.argv[1]}`) ensurePoppler();
