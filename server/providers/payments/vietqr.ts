/*
 * VietQR (NAPAS) payloads: EMVCo merchant-presented QR, the format Vietnamese banking apps scan
 * to pre-fill a transfer. Each field is ID (2 digits), length (2 digits), value; field 38 holds
 * the NAPAS GUID, the beneficiary bank's BIN and account and the service code; field 62/08
 * carries the transfer content; field 63 ends the payload with a CRC16-CCITT (FALSE variant:
 * polynomial 0x1021, initial 0xFFFF) over everything before it including "6304".
 */

export const NAPAS_GUID = 'A000000727';
/** Transfer to an account number (QRIBFTTC would be to a card number). */
export const SERVICE_TO_ACCOUNT = 'QRIBFTTA';

export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function field(id: string, value: string): string {
  const length = Buffer.byteLength(value, 'utf8');
  if (length > 99) throw new RangeError(`EMV field ${id} is longer than 99 bytes`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

export interface VietQrInput {
  bin: string;
  accountNumber: string;
  /** Whole VND; absent for a static QR (the payer types the amount). */
  amount?: number;
  /** Transfer content (letters, digits, spaces; ≤ 25 characters, what banks keep). */
  memo?: string;
}

export function vietQrPayload(input: VietQrInput): string {
  if (!/^\d{6}$/.test(input.bin)) throw new RangeError('bin must be 6 digits');
  if (!/^[A-Za-z0-9]{1,19}$/.test(input.accountNumber)) {
    throw new RangeError('accountNumber must be 1–19 letters or digits');
  }
  if (input.amount !== undefined && (!Number.isSafeInteger(input.amount) || input.amount <= 0)) {
    throw new RangeError('amount must be a positive whole number');
  }
  if (input.memo !== undefined && !/^[A-Za-z0-9 ]{1,25}$/.test(input.memo)) {
    throw new RangeError('memo must be 1–25 letters, digits or spaces');
  }
  const beneficiary = field('00', input.bin) + field('01', input.accountNumber);
  const merchant =
    field('00', NAPAS_GUID) + field('01', beneficiary) + field('02', SERVICE_TO_ACCOUNT);
  const body =
    field('00', '01') +
    field('01', input.amount === undefined ? '11' : '12') +
    field('38', merchant) +
    field('53', '704') +
    (input.amount === undefined ? '' : field('54', String(input.amount))) +
    field('58', 'VN') +
    (input.memo ? field('62', field('08', input.memo)) : '');
  const head = `${body}6304`;
  return head + crc16Ccitt(head);
}

/** The fields of one EMV level, in order; throws on a length that runs past the end. */
export function parseEmvFields(text: string): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > text.length) {
      throw new RangeError(`malformed EMV field at ${at}`);
    }
    fields.push([id, text.slice(at + 4, at + 4 + length)]);
    at += 4 + length;
  }
  return fields;
}

export interface ParsedVietQr {
  bin: string;
  accountNumber: string;
  amount: number | null;
  memo: string | null;
}

/** Reads a VietQR payload back (what a banking app does), checking its CRC first. */
export function parseVietQr(payload: string): ParsedVietQr {
  const text = payload.trim();
  if (text.length < 8 || text.slice(-8, -4) !== '6304') throw new RangeError('no CRC field');
  if (crc16Ccitt(text.slice(0, -4)) !== text.slice(-4).toUpperCase()) {
    throw new RangeError('CRC does not match');
  }
  const top = new Map(parseEmvFields(text.slice(0, -8)));
  const merchant = new Map(parseEmvFields(top.get('38') ?? ''));
  if (merchant.get('00') !== NAPAS_GUID) throw new RangeError('not a NAPAS VietQR payload');
  const beneficiary = new Map(parseEmvFields(merchant.get('01') ?? ''));
  const bin = beneficiary.get('00');
  const accountNumber = beneficiary.get('01');
  if (!bin || !accountNumber) throw new RangeError('no beneficiary account');
  const amount = top.get('54');
  const extra = new Map(parseEmvFields(top.get('62') ?? ''));
  return {
    bin,
    accountNumber,
    amount: amount ? Number(amount) : null,
    memo: extra.get('08') ?? null,
  };
}
