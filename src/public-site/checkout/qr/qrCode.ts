/**
 * A QR Code encoder (ISO/IEC 18004) for the VietQR of a bank transfer: byte mode, error
 * correction level M, versions 1–15 (up to 412 bytes; a VietQR payload is about 150). No
 * dependency: the public bundle stays small. The result is a square of booleans (true = dark),
 * without the quiet zone.
 */
import { rsRemainder } from './reedSolomon';

/** Level M per version: EC codewords per block, then [blocks, data codewords] groups. */
const LEVEL_M: readonly [number, [number, number], [number, number]?][] = [
  [10, [1, 16]],
  [16, [1, 28]],
  [26, [1, 44]],
  [18, [2, 32]],
  [24, [2, 43]],
  [16, [4, 27]],
  [18, [4, 31]],
  [22, [2, 38], [2, 39]],
  [22, [3, 36], [2, 37]],
  [26, [4, 43], [1, 44]],
  [30, [1, 50], [4, 51]],
  [22, [6, 36], [2, 37]],
  [22, [8, 37], [1, 38]],
  [24, [4, 40], [5, 41]],
  [24, [5, 41], [5, 42]],
];

const ALIGNMENT: readonly number[][] = [
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
  [6, 30, 54],
  [6, 32, 58],
  [6, 34, 62],
  [6, 26, 46, 66],
  [6, 26, 48, 70],
];

const dataCapacity = (v: number) => {
  const [, a, b] = LEVEL_M[v - 1];
  return a[0] * a[1] + (b ? b[0] * b[1] : 0);
};

/** The data codewords: mode, count, bytes, terminator, padding. */
export function dataCodewords(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, version < 10 ? 8 : 16);
  bytes.forEach((b) => push(b, 8));
  const capacity = dataCapacity(version) * 8;
  push(0, Math.min(4, capacity - bits.length));
  while (bits.length % 8) bits.push(0);
  const out: number[] = [];
  for (let i = 0; i < bits.length; i += 8) out.push(parseInt(bits.slice(i, i + 8).join(''), 2));
  for (let pad = 0xec; out.length < dataCapacity(version); pad ^= 0xec ^ 0x11) out.push(pad);
  return out;
}

/** Data split into blocks, each with its error correction, interleaved as the standard says. */
export function interleave(data: number[], version: number): number[] {
  const [ecLength, ...groups] = LEVEL_M[version - 1];
  const blocks: number[][] = [];
  let at = 0;
  for (const group of groups) {
    if (!group) continue;
    for (let b = 0; b < group[0]; b++) {
      blocks.push(data.slice(at, at + group[1]));
      at += group[1];
    }
  }
  const ecs = blocks.map((block) => rsRemainder(block, ecLength));
  const out: number[] = [];
  const longest = Math.max(...blocks.map((b) => b.length));
  for (let i = 0; i < longest; i++) for (const b of blocks) if (i < b.length) out.push(b[i]);
  for (let i = 0; i < ecLength; i++) for (const e of ecs) out.push(e[i]);
  return out;
}

/** BCH code of the format information (level M = 00) for a mask. */
export function formatBits(mask: number): number {
  const data = (0b00 << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

function versionBits(version: number): number {
  let rem = version;
  for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
  return (version << 12) | rem;
}

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

class Matrix {
  readonly size: number;
  readonly dark: boolean[][];
  readonly fixed: boolean[][];
  constructor(readonly version: number) {
    this.size = version * 4 + 17;
    this.dark = Array.from({ length: this.size }, () => Array<boolean>(this.size).fill(false));
    this.fixed = Array.from({ length: this.size }, () => Array<boolean>(this.size).fill(false));
  }
  set(x: number, y: number, dark: boolean) {
    this.dark[y][x] = dark;
    this.fixed[y][x] = true;
  }
  drawFunctionPatterns() {
    const n = this.size;
    for (let i = 0; i < n; i++) {
      this.set(6, i, i % 2 === 0);
      this.set(i, 6, i % 2 === 0);
    }
    for (const [cx, cy] of [
      [3, 3],
      [n - 4, 3],
      [3, n - 4],
    ]) {
      for (let dy = -4; dy <= 4; dy++) {
        for (let dx = -4; dx <= 4; dx++) {
          const x = cx + dx;
          const y = cy + dy;
          const d = Math.max(Math.abs(dx), Math.abs(dy));
          if (x >= 0 && x < n && y >= 0 && y < n) this.set(x, y, d !== 2 && d !== 4);
        }
      }
    }
    const pos = ALIGNMENT[this.version - 1];
    for (const cy of pos) {
      for (const cx of pos) {
        if (this.fixed[cy][cx]) continue; // overlaps a finder pattern
        for (let dy = -2; dy <= 2; dy++) {
          for (let dx = -2; dx <= 2; dx++) {
            this.set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
          }
        }
      }
    }
    this.drawFormat(0); // reserves the format areas; drawn again with the chosen mask
    if (this.version >= 7) {
      const bits = versionBits(this.version);
      for (let i = 0; i < 18; i++) {
        const dark = ((bits >>> i) & 1) === 1;
        const a = n - 11 + (i % 3);
        const b = Math.floor(i / 3);
        this.set(a, b, dark);
        this.set(b, a, dark);
      }
    }
  }
  drawFormat(mask: number) {
    const bits = formatBits(mask);
    const bit = (i: number) => ((bits >>> i) & 1) === 1;
    const n = this.size;
    for (let i = 0; i <= 5; i++) this.set(8, i, bit(i));
    this.set(8, 7, bit(6));
    this.set(8, 8, bit(7));
    this.set(7, 8, bit(8));
    for (let i = 9; i < 15; i++) this.set(14 - i, 8, bit(i));
    for (let i = 0; i < 8; i++) this.set(n - 1 - i, 8, bit(i));
    for (let i = 8; i < 15; i++) this.set(8, n - 15 + i, bit(i));
    this.set(8, n - 8, true);
  }
  placeData(codewords: number[]) {
    const n = this.size;
    let i = 0;
    for (let right = n - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      const upward = ((right + 1) & 2) === 0;
      for (let vert = 0; vert < n; vert++) {
        for (let j = 0; j < 2; j++) {
          const x = right - j;
          const y = upward ? n - 1 - vert : vert;
          if (this.fixed[y][x] || i >= codewords.length * 8) continue;
          this.dark[y][x] = ((codewords[i >>> 3] >>> (7 - (i & 7))) & 1) === 1;
          i++;
        }
      }
    }
  }
  applyMask(mask: number) {
    for (let y = 0; y < this.size; y++) {
      for (let x = 0; x < this.size; x++) {
        if (!this.fixed[y][x] && MASKS[mask](x, y)) this.dark[y][x] = !this.dark[y][x];
      }
    }
  }
}

/** Penalty rules 1, 2 and 4 of the standard (runs, 2×2 blocks, balance). */
function penalty(m: boolean[][]): number {
  const n = m.length;
  let score = 0;
  let darkCount = 0;
  for (let a = 0; a < n; a++) {
    for (const line of [(i: number) => m[a][i], (i: number) => m[i][a]]) {
      let run = 1;
      for (let i = 1; i <= n; i++) {
        if (i < n && line(i) === line(i - 1)) run++;
        else {
          if (run >= 5) score += run - 2;
          run = 1;
        }
      }
    }
    for (let b = 0; b < n; b++) {
      if (m[a][b]) darkCount++;
      if (a < n - 1 && b < n - 1) {
        const c = m[a][b];
        if (m[a][b + 1] === c && m[a + 1][b] === c && m[a + 1][b + 1] === c) score += 3;
      }
    }
  }
  score += Math.floor(Math.abs(darkCount * 20 - n * n * 10) / (n * n)) * 10;
  return score;
}

/** The QR Code of `text` (UTF-8): rows of modules, true = dark. */
export function encodeQr(text: string): boolean[][] {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  const overhead = (v: number) => (4 + (v < 10 ? 8 : 16) + 7) >> 3;
  while (version <= LEVEL_M.length && bytes.length + overhead(version) > dataCapacity(version)) {
    version++;
  }
  if (version > LEVEL_M.length) throw new RangeError('too long for a QR code of version 15-M');
  const codewords = interleave(dataCodewords(bytes, version), version);
  let best: boolean[][] | null = null;
  let bestScore = Infinity;
  for (let mask = 0; mask < 8; mask++) {
    const m = new Matrix(version);
    m.drawFunctionPatterns();
    m.placeData(codewords);
    m.applyMask(mask);
    m.drawFormat(mask);
    const score = penalty(m.dark);
    if (score < bestScore) {
      bestScore = score;
      best = m.dark;
    }
  }
  return best!;
}
