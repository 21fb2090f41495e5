/**
 * The time source of everything with an expiry (codes, tokens, limits). Production uses the
 * system clock; tests pass a clock they can move instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

/** Whole seconds from `now` until `later` (at least 1). */
export function secondsUntil(later: Date, now: Date): number {
  return Math.max(1, Math.ceil((later.getTime() - now.getTime()) / 1000));
}
