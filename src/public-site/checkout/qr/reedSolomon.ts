/** Reed–Solomon error correction over GF(256) with the QR polynomial x⁸+x⁴+x³+x²+1 (0x11D). */

const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let x = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = x;
    LOG[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 0x11d;
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255];
}

export const gfMultiply = (a: number, b: number) => (a === 0 || b === 0 ? 0 : EXP[LOG[a] + LOG[b]]);

/** The generator polynomial (x − α⁰)(x − α¹)…(x − α^(degree−1)), leading 1 dropped. */
function generator(degree: number): number[] {
  let poly = [1];
  for (let i = 0; i < degree; i++) {
    const next = Array<number>(poly.length + 1).fill(0);
    poly.forEach((c, j) => {
      next[j] ^= c;
      next[j + 1] ^= gfMultiply(c, EXP[i]);
    });
    poly = next;
  }
  return poly.slice(1);
}

/** The `degree` error correction codewords of a block of data codewords. */
export function rsRemainder(data: readonly number[], degree: number): number[] {
  const gen = generator(degree);
  const rem = Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ rem.shift()!;
    rem.push(0);
    gen.forEach((g, i) => {
      rem[i] ^= gfMultiply(g, factor);
    });
  }
  return rem;
}
