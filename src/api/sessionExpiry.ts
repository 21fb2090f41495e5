/**
 * Spec §8: an 'unauthorized' error that survives one renewal sets the expired-session state and
 * opens the login popup, unless the error is tied to one of these areas.
 */
export const EXCLUDED_AREAS: readonly string[] = [
  'profile',
  'corporate',
  'user',
  'payment',
  'booking_request',
  'saved_rate_packages',
  'approver_trip_list',
];

/** Spec §9: the session-expired notice shows at most once per 5 s. */
export const EXPIRED_NOTICE_SUPPRESS_MS = 5_000;

/**
 * Pure: whether any of the texts describing the failed call (its message, GraphQL paths and
 * root fields, REST path) mentions an excluded area. "Mentions" is a case-insensitive
 * substring match, so `user_spend` is a `user` call (docs/accounts-ui.md).
 */
export function isExcludedArea(texts: ReadonlyArray<string | null | undefined>): boolean {
  const haystack = texts.filter(Boolean).join(' ').toLowerCase();
  return EXCLUDED_AREAS.some((area) => haystack.includes(area));
}

/** Pure: the root field names of a GraphQL document (`query X { a b { c } }` → a, b). */
export function rootFields(query: string): string[] {
  const text = query.replace(/#[^\n]*/g, '').replace(/"(?:[^"\\]|\\.)*"/g, '""');
  const fields: string[] = [];
  let depth = 0;
  let parens = 0;
  let skipNext = false;
  for (const token of text.match(/\.\.\.|[A-Za-z_]\w*|[{}()]|:/g) ?? []) {
    if (token === '(') parens++;
    else if (token === ')') parens--;
    else if (parens > 0) continue;
    else if (token === '{') depth++;
    else if (token === '}') {
      if (--depth === 0) break; // the operation's own selection ends; fragments follow
    } else if (depth !== 1) continue;
    else if (token === '...') skipNext = true;
    else if (token === ':') fields.pop();
    else if (skipNext) skipNext = token === 'on';
    else fields.push(token);
  }
  return fields;
}

export interface SessionExpiredEvent {
  /** False while the notice is suppressed (shown less than 5 s ago). */
  notify: boolean;
}

type Listener = (event: SessionExpiredEvent) => void;
const listeners = new Set<Listener>();
let lastNoticeAt = Number.NEGATIVE_INFINITY;

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * An 'unauthorized' failure that renewal did not fix. Returns false (and does nothing) for
 * excluded areas; otherwise tells the listeners, with `notify` false inside the 5 s window.
 */
export function reportSessionExpired(
  areas: ReadonlyArray<string | null | undefined>,
  now: number = Date.now(),
): boolean {
  if (isExcludedArea(areas)) return false;
  announceSessionExpired(now);
  return true;
}

/**
 * The session ran out where the login popup is wanted whatever the call (a protected page whose
 * session could not be renewed): the same notice window and listeners, no area check.
 */
export function announceSessionExpired(now: number = Date.now()): void {
  const notify = now - lastNoticeAt >= EXPIRED_NOTICE_SUPPRESS_MS;
  if (notify) lastNoticeAt = now;
  listeners.forEach((listener) => listener({ notify }));
}

/** Tests: forget when the notice was last shown. */
export function resetSessionExpiryForTests(): void {
  lastNoticeAt = Number.NEGATIVE_INFINITY;
}
