import { describe, expect, it } from 'vitest';
import { crc16Ccitt, parseVietQr, vietQrPayload } from '../../../server/providers/payments/vietqr';

/** CRC-16/CCITT-FALSE written independently: one byte at a time through a 256-entry table. */
const TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n << 8;
  for (let k = 0; k < 8; k++) c = (c << 1) ^ (c & 0x8000 ? 0x1021 : 0);
  return c & 0xffff;
});
function referenceCrc(text: string): string {
  let crc = 0xffff;
  for (const b of Buffer.from(text)) crc = ((crc << 8) ^ TABLE[((crc >> 8) ^ b) & 0xff]!) & 0xffff;
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

describe('VietQR payload', () => {
  it('computes CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
    expect(referenceCrc('123456789')).toBe('29B1');
    expect(crc16Ccitt('000201010211')).toBe(referenceCrc('000201010211'));
  });

  it('builds the NAPAS fields: BIN and account, amount, memo, CRC over "…6304"', () => {
    const payload = vietQrPayload({
      bin: '970436',
      accountNumber: '0071000123456',
      amount: 150000,
      memo: 'WFABC12345',
    });
    // Written out field by field: ID, 2-digit length, value.
    const merchant =
      '0010A000000727' + '0127' + '0006970436' + '01130071000123456' + '0208QRIBFTTA';
    const body =
      '000201' +
      '010212' +
      `38${merchant.length}${merchant}` +
      '5303704' +
      '5406150000' +
      '5802VN' +
      '62140810WFABC12345' +
      '6304';
    expect(merchant.length).toBe(57);
    expect(payload).toBe(body + referenceCrc(body));
  });

  it('is static (01=11, no amount field) without an amount', () => {
    const payload = vietQrPayload({ bin: '970422', accountNumber: '123456789' });
    expect(payload.startsWith('000201010211')).toBe(true);
    expect(payload).not.toContain('5406');
    expect(parseVietQr(payload)).toEqual({
      bin: '970422',
      accountNumber: '123456789',
      amount: null,
      memo: null,
    });
  });

  it('reads its own payload back and refuses a changed one', () => {
    const payload = vietQrPayload({
      bin: '970436',
      accountNumber: '0071000123456',
      amount: 99000,
      memo: 'WFXYZ999',
    });
    expect(parseVietQr(payload)).toEqual({
      bin: '970436',
      accountNumber: '0071000123456',
      amount: 99000,
      memo: 'WFXYZ999',
    });
    expect(() => parseVietQr(payload.replace('540599000', '540519000'))).toThrow('CRC');
  });

  it('refuses fields a bank app would not accept', () => {
    expect(() => vietQrPayload({ bin: '97043', accountNumber: '1' })).toThrow('bin');
    expect(() => vietQrPayload({ bin: '970436', accountNumber: '1', amount: 10.5 })).toThrow(
      'amount',
    );
    expect(() => vietQrPayload({ bin: '970436', accountNumber: '1', memo: 'Đơn #1' })).toThrow(
      'memo',
    );
  });
});
