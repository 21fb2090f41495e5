/**
 * Reading a PDF as a person and a program would: page 1 as a PNG (pdftoppm) and the text
 * (pdftotext), from Debian's poppler-utils (scripts/ensure-poppler.mjs installs it for the tests).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString(
    'utf8',
  );
}

export function pdfPageCount(pdf: Buffer): number {
  const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8');
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}

/** Page 1 at 50 dpi as a PNG. */
export function firstPagePng(pdf: Buffer): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'wayfare-pdf-'));
  try {
    writeFileSync(path.join(dir, 'in.pdf'), pdf);
    execFileSync(
      'pdftoppm',
      ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', 'in.pdf', 'page'],
      {
        cwd: dir,
      },
    );
    return readFileSync(path.join(dir, 'page.png'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The share of a PNG's pixels that are not white (8-bit RGB or grey, as pdftoppm writes):
 * the PNG's IDAT data inflated and unfiltered, row by row.
 */
export function inkShare(png: Buffer): number {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 3;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      channels = body[9] === 0 ? 1 : body[9] === 2 ? 3 : body[9] === 6 ? 4 : 3;
      if (body[8] !== 8) throw new Error('only 8-bit PNGs are read here');
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const previous = Buffer.alloc(stride);
  const row = Buffer.alloc(stride);
  let inked = 0;
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? row[x - channels] : 0;
      const b = previous[x];
      const c = x >= channels ? previous[x - channels] : 0;
      let value = line[x];
      if (filter === 1) value += a;
      else if (filter === 2) value += b;
      else if (filter === 3) value += Math.floor((a + b) / 2);
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        value += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      row[x] = value & 0xff;
    }
    for (let x = 0; x < width; x++) {
      if (row[x * channels] < 200) inked++;
    }
    row.copy(previous);
  }
  return inked / (width * height);
}
