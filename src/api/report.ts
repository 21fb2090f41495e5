import { absoluteUrl, peekConfig } from '../config';

/** Spec §7/§9: calls over 15 s are reported as 'CALL API TOO LONG'. */
export const SLOW_CALL_MS = 15_000;
export const SLOW_CALL_MESSAGE = 'CALL API TOO LONG';

export type ReportPayload =
  | {
      kind: 'slow_call';
      message: typeof SLOW_CALL_MESSAGE;
      url: string;
      method: string;
      duration_ms: number;
    }
  | {
      kind: 'error';
      message: string;
      url?: string;
      method?: string;
      status?: number;
      [key: string]: unknown;
    };

export type Reporter = (payload: ReportPayload) => void;

/** Reports a call that took longer than SLOW_CALL_MS (shared by the REST and GraphQL clients). */
export function reportIfSlow(
  report: Reporter,
  call: { url: string; method: string; durationMs: number },
): void {
  if (call.durationMs <= SLOW_CALL_MS) return;
  report({
    kind: 'slow_call',
    message: SLOW_CALL_MESSAGE,
    url: call.url,
    method: call.method,
    duration_ms: call.durationMs,
  });
}

function withoutQuery(url: string): string {
  const u = new URL(absoluteUrl(url));
  return `${u.origin}${u.pathname}`;
}

/** True for the capture endpoint itself: its calls are never reported. */
export function isCaptureExceptionUrl(url: string, captureUrl = peekConfig()?.captureExceptionUrl) {
  return !!captureUrl && withoutQuery(url) === withoutQuery(captureUrl);
}

/** POSTs a report to captureExceptionUrl; never throws, never reports its own failure. */
export const reportToServer: Reporter = (payload) => {
  const captureUrl = peekConfig()?.captureExceptionUrl;
  if (!captureUrl) return;
  try {
    fetch(absoluteUrl(captureUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // reporting is best effort
  }
};
