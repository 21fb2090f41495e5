import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/*
 * PostgreSQL's LISTEN/NOTIFY as the one message bus between API nodes (docs/capacity.md): what
 * one node commits, every node hears, with no other server (the deployment has none: Redis was
 * removed, docs/decisions.md). A listener tells its subscriber whether it is live: while it is
 * not (connecting, or reconnecting after the connection dropped) messages may be lost, so
 * whatever relies on them (the session cache) must not trust what it holds.
 */

export interface Listener {
  /** Stops listening and releases the connection. */
  close(): Promise<void>;
}

export interface ListenHandlers {
  message(payload: string): void;
  /** Listening (true) or not (false): messages may have been lost meanwhile. */
  live(isLive: boolean): void;
}

const RECONNECT_MS = 1000;

/** A dedicated connection (not from the pool) that LISTENs on `channel`, reconnecting. */
export function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
  onError: (error: Error) => void = () => {},
): Listener {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    const next = new pg.Client({ connectionString, application_name: 'wayfare-listen' });
    client = next;
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      handlers.live(false);
      if (error) onError(error);
      next.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (n) => {
      if (n.channel === channel) handlers.message(n.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen "${channel.replace(/"/g, '""')}"`);
      if (client === next && !closed) handlers.live(true);
    } catch (error) {
      lost(error as Error);
    }
  };
  void connect();

  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      handlers.live(false);
      await current?.end().catch(() => {});
    },
  };
}

/** PGlite in this thread: notifications arrive as the notifying transaction commits. */
export function listenPglite(db: PGlite, channel: string, handlers: ListenHandlers): Listener {
  let stop: (() => Promise<void>) | null = null;
  let closed = false;
  const ready = db
    .listen(channel, (payload) => handlers.message(payload))
    .then((unsubscribe) => {
      stop = unsubscribe;
      if (!closed) handlers.live(true);
    });
  return {
    close: async () => {
      closed = true;
      handlers.live(false);
      await ready.catch(() => {});
      if (stop && !db.closed) await stop().catch(() => {});
    },
  };
}
