import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/*
 * One log line per request in production (docs/capacity.md, "Logging"): Fastify writes two at
 * info, "incoming request" and "request completed" (plus "Route … not found" for a 404). In
 * production only the answer's line is written, and it carries the request (method, loggable
 * URL, client address: log-serializers.ts), its status and time; errors are logged as before.
 * Development and tests keep Fastify's lines: a request that never answers (a hang, a
 * shutdown) still shows where it came in.
 */
class OneLinePerRequest extends LogController {
  incomingRequest(): void {}

  routeNotFound(): void {}

  requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
    }
  }
}

/** Fastify's `logController` for this environment (undefined: Fastify's own). */
export function requestLogController(isProduction: boolean): LogController | undefined {
  return isProduction ? new OneLinePerRequest() : undefined;
}
