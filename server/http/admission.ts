import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OVERLOADED_MESSAGE, OVERLOADED_RETRY_AFTER_SECONDS } from '../errors.js';
import { AdmissionQueue } from './admission-queue.js';

/*
 * Admission control (docs/capacity.md, "Overload"). Past capacity a server that accepts every
 * request only makes every request late: at 300 requests/s the bench's requests waited up to
 * 50 s and the kernel's listen queue overflowed. Here a request beyond either limit is answered
 * at once with 503 and Retry-After, before any work:
 * - more than `maxConcurrent` requests in flight in this process, once the short queue behind
 *   them is full (`maxQueued`) or the request has waited `maxWaitMs` there (admission-queue.ts);
 * - a mean event-loop delay above `maxEventLoopDelayMs`, or an event-loop utilisation above
 *   `maxEventLoopUtilization`, over the last sample (@fastify/under-pressure, every SAMPLE_MS).
 * Routes marked `config: { admission: false }` (/healthz, /readyz) always answer, so a load
 * balancer sees an overloaded node as alive and ready rather than dead; so do the web app's
 * files (`exempt`).
 */

export interface AdmissionOptions {
  /** Most requests in flight (0: no limit). */
  maxConcurrent: number;
  /** Most requests waiting for a place beyond those (0: none wait). */
  maxQueued: number;
  /** Longest a request waits for a place, ms. */
  maxWaitMs: number;
  /** Mean event-loop delay in ms past which requests are refused (0: no limit). */
  maxEventLoopDelayMs: number;
  /** Event-loop utilisation (0–1) over the last sample past which requests are refused (0: off). */
  maxEventLoopUtilization?: number;
  /** How often the event-loop delay is sampled, ms. */
  sampleMs?: number;
}

const SAMPLE_MS = 100;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: never refused by admission control (health and readiness). */
    admission?: boolean;
  }
}

const REFUSAL = {
  error: { code: 'OVERLOADED', message: OVERLOADED_MESSAGE },
  retry_after: OVERLOADED_RETRY_AFTER_SECONDS,
};

/** Sets the refusal's status and headers; the caller sends REFUSAL. */
function refusing(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(OVERLOADED_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store');
}

/**
 * Not counted and never refused: routes marked `admission: false`, and the built web app's
 * files (@fastify/static marks each file's route with `config.file`). A file is read from disk
 * with no database work, and refusing one chunk of a page breaks the page for someone whose
 * requests were admitted: with the limit at 16, two people opening a page at once would have
 * had script files refused.
 */
const exempt = (request: FastifyRequest) => {
  const config = request.routeOptions.config as { admission?: boolean; file?: unknown } | undefined;
  return config?.admission === false || config?.file !== undefined;
};

/** Registers admission control on the whole app, before its routes (buildApp). */
export async function registerAdmission(app: FastifyInstance, opts: AdmissionOptions) {
  if (opts.maxEventLoopDelayMs > 0 || (opts.maxEventLoopUtilization ?? 0) > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: opts.maxEventLoopDelayMs,
      maxEventLoopUtilization: opts.maxEventLoopUtilization ?? 0,
      sampleInterval: opts.sampleMs ?? SAMPLE_MS,
      retryAfter: OVERLOADED_RETRY_AFTER_SECONDS,
      // Exempt routes go on; for the others the plugin sends what the handler returns.
      pressureHandler: ((request: FastifyRequest, reply: FastifyReply) => {
        if (exempt(request)) return undefined;
        refusing(reply);
        return REFUSAL;
      }) as unknown as () => void,
    });
  }
  if (opts.maxConcurrent > 0) {
    const queue = new AdmissionQueue(opts);
    const leave = () => queue.leave();
    // Before the body is read (onRequest): a refusal costs no parsing.
    app.addHook('onRequest', (request, reply, done) => {
      if (exempt(request)) return done();
      const entry = queue.tryEnter();
      if (entry === false) return refuse(reply);
      // The place is freed when the response closes: sent in full, or its connection gone.
      // Node emits 'close' once for every response; Fastify's onResponse and onRequestAbort
      // miss one case, a client hanging up after its whole request arrived while a compressed
      // answer was being made (neither hook runs), and each such request used to keep its
      // place for good: after 16 of them the server refused everything until restarted.
      if (entry === true) {
        reply.raw.once('close', leave);
        return done();
      }
      // Waiting: a client that goes away stops waiting, or gives back the place it was given.
      reply.raw.once('close', entry.gone);
      entry.admitted.then((admitted) => (admitted ? done() : refuse(reply)));
    });
  }
}

/** Answers the refusal (a hook that refuses does not call done). */
function refuse(reply: FastifyReply) {
  refusing(reply).send(REFUSAL);
}
