import type { FastifyBaseLogger } from 'fastify';
import type { AuthConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../domain/context/clock.js';
import { outboxTransport } from './outbox.js';
import { httpSmsTransport } from './sms-http.js';
import { smtpTransport } from './smtp.js';
import type { MessageTransport, Messenger, OutgoingMessage } from './types.js';

export type { Messenger, OutgoingMessage } from './types.js';

/**
 * E-mail by SMTP when SMTP_URL is set, SMS by the HTTP gateway when SMS_PROVIDER_URL is set;
 * otherwise (never in production, see config) the development outbox. Real providers are
 * called after the answer is decided and their failures are logged, so the answer time and
 * content never depend on delivery; the outbox is written before answering, so a test or a
 * developer finds the code as soon as the call returns.
 */
export function createMessenger(
  config: AuthConfig,
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
): Messenger {
  const outbox = outboxTransport(db, clock);
  const email = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : outbox;
  const sms = config.sms ? httpSmsTransport(config.sms.url, config.sms.apiKey) : outbox;
  const transports: Record<OutgoingMessage['channel'], MessageTransport> = { email, sms };
  return {
    email,
    sms,
    async deliver(message) {
      const transport = transports[message.channel];
      if (transport.kind === 'outbox') {
        await transport.send(message);
        return;
      }
      transport.send(message).catch((err: unknown) => {
        log.error({ err, channel: message.channel, transport: transport.kind }, 'delivery failed');
      });
    },
  };
}
