import type { RuntimeConfig } from './config';

const MARKER = 'data-wayfare-script';

function withQuery(url: string, name: string, value: string): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}${name}=${encodeURIComponent(value)}`;
}

function addScript(id: string, src: string, mode: 'defer' | 'async'): void {
  if (document.querySelector(`script[${MARKER}="${id}"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  // Injected scripts are async by default; "defer" keeps them in insertion order instead.
  script.async = mode === 'async';
  if (mode === 'defer') script.setAttribute('defer', '');
  else script.setAttribute('async', '');
  script.setAttribute(MARKER, id);
  document.head.appendChild(script);
}

/**
 * Loads the tag-manager script (`<url>?id=<id>`, deferred or async per configuration) and the
 * session-replay script, each only when configured (spec §1, §7). Safe to call more than once.
 */
export function loadAnalytics({ analytics }: RuntimeConfig): void {
  if (analytics.tagManagerUrl && analytics.tagManagerId) {
    addScript(
      'tag-manager',
      withQuery(analytics.tagManagerUrl, 'id', analytics.tagManagerId),
      analytics.tagManagerLoad === 'async' ? 'async' : 'defer',
    );
  }
  if (analytics.sessionReplayUrl) {
    addScript('session-replay', analytics.sessionReplayUrl, 'async');
  }
}
