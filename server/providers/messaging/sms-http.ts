import type { MessageTransport, OutgoingMessage } from './types.js';

/**
 * SMS (or a messaging-app gateway) over HTTP: POST SMS_PROVIDER_URL with JSON
 * `{ "to": "+84912345678", "text": "…" }` and `Authorization: Bearer SMS_API_KEY` when set.
 * Any 2xx answer is success. Gateways with another contract get a small adapter beside this.
 */
export function httpSmsTransport(
  url: string,
  apiKey: string | null,
  fetchImpl: typeof fetch = fetch,
): MessageTransport {
  return {
    kind: 'sms-http',
    async send(message: OutgoingMessage) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({ to: `+${message.to}`, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        throw new Error(`SMS provider answered HTTP ${response.status}`);
      }
    },
  };
}
