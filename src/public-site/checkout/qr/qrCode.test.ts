import { describe, expect, it } from 'vitest';
import { dataCodewords, encodeQr, formatBits } from './qrCode';
import { rsRemainder } from './reedSolomon';

describe('QR encoder', () => {
  it('computes the error correction of the standard example (HELLO WORLD, 1-M)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(rsRemainder(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('writes the format information of level M as the standard tabulates it', () => {
    expect(formatBits(0).toString(2).padStart(15, '0')).toBe('101010000010010');
    expect(formatBits(5).toString(2).padStart(15, '0')).toBe('100000011001110');
  });

  it('pads byte-mode data with 0xEC 0x11 to the version capacity', () => {
    const words = dataCodewords(new TextEncoder().encode('AB'), 1);
    expect(words.slice(0, 4)).toEqual([0x40, 0x24, 0x14, 0x20]);
    expect(words.slice(4, 8)).toEqual([0xec, 0x11, 0xec, 0x11]);
    expect(words).toHaveLength(16);
  });

  it('sizes a VietQR payload and draws finder patterns in three corners', () => {
    const payload = `00020101021238570010A000000727012700069704360113012345678900208QRIBFTTA53037045406150000${'5802VN62120808WFABCDEF6304ABCD'}`;
    const m = encodeQr(payload);
    // 118 bytes: more than version 6-M holds (106), so version 7 (45 × 45), with version bits.
    expect(m).toHaveLength(45);
    const finder = (x: number, y: number) =>
      [0, 1, 2, 3, 4, 5, 6].map((r) =>
        m[y + r]
          .slice(x, x + 7)
          .map((d) => (d ? 1 : 0))
          .join(''),
      );
    const expected = ['1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111'];
    expect(finder(0, 0)).toEqual(expected);
    expect(finder(38, 0)).toEqual(expected);
    expect(finder(0, 38)).toEqual(expected);
    expect(m[45 - 8][8]).toBe(true); // the dark module
    // Version 7's information block (000111 110010 010100), read bottom-left, first bits.
    expect([m[45 - 11][0], m[45 - 10][0], m[45 - 9][0]]).toEqual([false, false, true]);
  });
});
