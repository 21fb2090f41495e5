/**
 * Voucher codes a person reads aloud or types: upper-case letters and digits without the ones
 * people confuse (no 0/O, 1/I/L), from the system's random source.
 */
import { randomInt } from 'node:crypto';

const READABLE = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** `<prefix>-` and `length` readable characters (10 give about 49 random bits). */
export function readableCode(prefix: string, length = 10): string {
  let code = '';
  for (let i = 0; i < length; i++) code += READABLE[randomInt(READABLE.length)];
  return `${prefix}-${code}`;
}
