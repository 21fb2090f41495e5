import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/*
 * The browser sends the lowercase MD5 hex of what the user typed (spec §9); that hex is the
 * secret. It is stored as argon2id over the hex with the server pepper as argon2's own secret
 * input. Parameters: OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane).
 */

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum the isolated build cannot import)
const PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** What a password looks like on the wire: 32 lowercase hex digits. */
export const MD5_HEX = /^[0-9a-f]{32}$/;

export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/** The current password the browser sends when an account has none yet: MD5 of 'UTS'. */
export const UTS_PLACEHOLDER = md5Hex('UTS');

export function hashPassword(md5: string, secret: Buffer): Promise<string> {
  return hash(md5, { ...PARAMS, secret });
}

export async function verifyPassword(
  stored: string,
  md5: string,
  secret: Buffer,
): Promise<boolean> {
  try {
    return await verify(stored, md5, { secret });
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no hash to check (unknown account, or
 * no password yet), so the answer time does not tell whether an account exists.
 */
export async function spendVerificationTime(secret: Buffer): Promise<void> {
  dummy ??= hashPassword(md5Hex('wayfare-timing-equaliser'), secret);
  await verifyPassword(await dummy, UTS_PLACEHOLDER, secret);
}

/*
 * NIST 800-63B asks to refuse passwords from lists of commonly used ones. The server only sees
 * MD5 hex, so the list is kept as MD5s of the most common passwords (global and Vietnamese),
 * with the 'UTS' placeholder and the empty string.
 */
// prettier-ignore
const COMMON = [
  '', 'UTS', '123456', '1234567', '12345678', '123456789', '1234567890', '0123456789',
  '12345', '123123', '111111', '000000', '666666', '888888', '999999', '112233', '121212',
  '123321', '654321', '987654321', '147258369', '123654', '159753', '789456', '456789',
  'password', 'password1', 'password123', 'passw0rd', 'p@ssw0rd', 'Password', 'Password1',
  'qwerty', 'qwerty123', 'qwertyuiop', 'abc123', 'abcdef', 'abcd1234', 'a123456',
  'iloveyou', 'admin', 'admin123', 'welcome', 'letmein', 'monkey', 'dragon', 'football',
  'baseball', 'sunshine', 'princess', 'superman', 'master', 'shadow', 'trustno1',
  '1q2w3e4r', '1qaz2wsx', 'zxcvbnm', 'asdfgh', 'asdfghjkl', 'aaaaaa', 'matkhau', 'matkhau123',
  'anhyeuem', 'emyeuanh', 'yeuem', 'iloveu', 'vietnam', 'vietnam123', 'saigon', 'hanoi',
  'hanoi123', 'wayfare', 'wayfare123',
];

const COMMON_MD5 = new Set(COMMON.map(md5Hex));

export function isCommonPassword(md5: string): boolean {
  return COMMON_MD5.has(md5);
}
