import {
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

/**
 * Keys derived from the one server secret (PASSWORD_PEPPER) with HKDF, one per use, so a key
 * that leaks from one use says nothing about the others.
 */
export interface AuthKeys {
  /** argon2id `secret` for password hashes. */
  password: Buffer;
  /** HMAC key for one-time codes. */
  codes: Buffer;
  /** HMAC key for identifiers (e-mail, phone) and IP addresses in limit keys. */
  identifiers: Buffer;
}

export function deriveAuthKeys(pepper: string): AuthKeys {
  const derive = (info: string) =>
    Buffer.from(hkdfSync('sha256', pepper, 'wayfare-auth-v1', info, 32));
  return {
    password: derive('password'),
    codes: derive('otp-codes'),
    identifiers: derive('identifiers'),
  };
}

/** A new secret token: 256 random bits, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A 6-digit one-time code from the CSPRNG (leading zeros kept). */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** How a high-entropy token is stored: SHA-256, base64url. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/** Keyed hash for low-entropy values (codes, identifiers, IPs): HMAC-SHA256, base64url. */
export function keyedHash(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('base64url');
}

/** Constant-time comparison of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}
