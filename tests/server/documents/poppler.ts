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

/** Page 1 as a PNG, at 50 dpi unless told (a QR code to scan needs more). */
export function firstPagePng(pdf: Buffer, dpi = 50): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'wayfare-pdf-'));
  try {
    writeFileSync(path.join(dir, 'in.pdf'), pdf);
    execFileSync(
      'pdftoppm',
      ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', 'in.pdf', 'page'],
      {
        cwd: dir,
      },
    );
    return readFileSync(path.join(dir, 'page.png'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface Pixels {
  width: number;
  height: number;
  /** 1 (grey), 3 (RGB) or 4 (RGBA). */
  channels: number;
  /** Rows top to bottom, `channels` bytes a pixel. */
  data: Buffer;
}

/** An 8-bit RGB or grey PNG, as pdftoppm writes, decoded: IDAT inflated and unfiltered. */
export function decodePng(png: Buffer): Pixels {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 3;
  const chunks: Buffer[] = [];
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
    if (type === 'IDAT') chunks.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = width * channels;
  const data = Buffer.alloc(stride * height);
  const previous = Buffer.alloc(stride);
  const row = Buffer.alloc(stride);
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
    row.copy(data, y * stride);
    row.copy(previous);
  }
  return { width, height, channels, data };
}

/** The pixels as RGBA, as jsQR reads them. */
export function rgba({ width, height, channels, data }: Pixels): Uint8ClampedArray {
  const out = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const grey = channels === 1;
    out[i * 4] = data[i * channels];
    out[i * 4 + 1] = data[i * channels + (grey ? 0 : 1)];
    out[i * 4 + 2] = data[i * channels + (grey ? 0 : 2)];
    out[i * 4 + 3] = 255;
  }
  return out;
}

/** The share of a PNG's pixels that are not white. */
export function inkShare(png: Buffer): number {
  const { width, height, channels, data } = decodePng(png);
  let inked = 0;
  for (let i = 0; i < width * height; i++) {
    if (data[i * channels] < 200) inked++;
  }
  return inked / (width * height);
}
