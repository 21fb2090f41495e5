import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Compact JWS with HS256, as 2C2P signs every request and answer body with the merchant's
 * secret key. Only HS256 is accepted when verifying: a token naming another algorithm (or
 * "none") is refused, whatever it claims.
 */

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const head = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

export class JwtError extends Error {}

export function verifyJwt(token: string, secret: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('not a compact JWS');
  const [header, payload, signature] = parts as [string, string, string];
  let alg: unknown;
  try {
    alg = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown }).alg;
  } catch {
    throw new JwtError('unreadable header');
  }
  if (alg !== 'HS256') throw new JwtError('algorithm is not HS256');
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('signature does not match');
  }
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw new Error('not an object');
    return value as Record<string, unknown>;
  } catch {
    throw new JwtError('unreadable payload');
  }
}
