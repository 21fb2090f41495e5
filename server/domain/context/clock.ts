/**
 * The time source of everything with an expiry (codes, tokens, limits, holds). Production uses
 * the system clock; tests pass a clock they can move instead of sleeping. The one `now(ctx)`
 * every resolver asks.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Whatever carries the request's services (a resolver's context): their clock, if any. */
export interface ClockSource {
  auth: { services: { clock: Clock } } | null;
}

/** "Now" for one request: the services' clock (tests move it), the system clock otherwise. */
export function now(source: ClockSource): Date {
  return (source.auth?.services.clock ?? systemClock).now();
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

/** Whole seconds from `now` until `later` (at least 1). */
export function secondsUntil(later: Date, now: Date): number {
  return Math.max(1, Math.ceil((later.getTime() - now.getTime()) / 1000));
}
