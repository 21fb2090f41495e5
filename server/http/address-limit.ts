import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { LimitRule } from '../auth/limits.js';
import { hitLimit } from '../auth/rate-limit.js';
import { ipHash, type AccountServices } from '../auth/services.js';

/*
 * Limits per client address on routes anyone may call (anonymous GraphQL, /api/captureException,
 * payment returns): one named rule each, counted in rate_limit_counters by hitLimit like every
 * other limit (docs/decisions.md "Rate limits: one model"), so every API node shares the count.
 */

/**
 * The address a route limit counts: request.ip (X-Forwarded-For only from a trusted peer,
 * TRUST_PROXY), an IPv6 address by its /64 — one subscriber's whole prefix, which it can
 * rotate through at will — and an IPv4-mapped IPv6 address as the IPv4 address it is.
 */
export function limitedAddress(ip: string): string {
  if (!isIPv6(ip)) return ip.toLowerCase();
  const groups = ipv6Groups(ip);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (isIPv6 checked it). */
function ipv6Groups(ip: string): number[] {
  let text = ip.split('%')[0].toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const before = head ? head.split(':') : [];
  const after = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - before.length - after.length).fill('0');
  return [...before, ...zeros, ...after].map((group) => parseInt(group, 16));
}

/** Addresses whose subject a node remembers before it starts over (a few hundred kB). */
const SUBJECTS_KEPT = 10_000;
/** Per services (their key): the raw address → its subject. */
const subjects = new WeakMap<AccountServices, Map<string, string>>();

/**
 * The subject an address limit counts: the request's client address, hashed (never raw). The
 * hash (an HMAC) was 2.7 % of the server's CPU in the trivial anonymous load, every request
 * hashing the same few addresses again, so each node remembers the last 10,000 addresses'
 * subjects (the map is emptied when full; a forgotten address is only hashed again).
 */
export function addressSubject(services: AccountServices, request: FastifyRequest): string {
  let known = subjects.get(services);
  if (!known) subjects.set(services, (known = new Map()));
  const ip = request.ip;
  let subject = known.get(ip);
  if (subject === undefined) {
    if (known.size >= SUBJECTS_KEPT) known.clear();
    subject = ipHash(services, limitedAddress(ip));
    known.set(ip, subject);
  }
  return subject;
}

/** Counts one use of `rule` by the request's client address. */
export function hitAddressLimit(
  services: AccountServices,
  rule: LimitRule,
  request: FastifyRequest,
): Promise<void> {
  return hitLimit(services, rule, addressSubject(services, request));
}

/**
 * onRequest hook of a route limited per client address: over the rule, the app's error
 * handler answers 429 RATE_LIMITED with Retry-After, before the body is read.
 */
export function addressLimitHook(services: AccountServices, rule: LimitRule) {
  return async (request: FastifyRequest): Promise<void> => {
    await hitAddressLimit(services, rule, request);
  };
}
