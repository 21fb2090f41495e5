import type { Db } from '../../db/client.js';
import type { Clock } from '../../domain/context/clock.js';
import { saveOutboxMessage } from './outbox-repository.js';
import type { MessageTransport, OutgoingMessage } from './types.js';

/** Development outbox: keeps the message (listed at GET /dev/outbox) instead of sending it. */
export function outboxTransport(db: Db, clock: Clock): MessageTransport {
  return {
    kind: 'outbox',
    send: (message: OutgoingMessage) => saveOutboxMessage(db, message, clock.now()),
  };
}
