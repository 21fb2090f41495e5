import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { sweepRequest, type DeadlineDeps } from '../domain/approvals/deadlines.js';

/**
 * Test-only (TEST_HOOKS=true, never in production; loopback only, like every /test-hooks route):
 * runs the `approvals.deadlines` job's step for ONE booking request with the job's clock moved
 * past that request's decision deadline (docs/approvals.md "Moving the clock in end-to-end
 * tests"). Only the named request moves, so journeys running beside it keep their demo queue.
 *
 * POST /test-hooks/approvals/deadlines {"request_id": uuid, "at"?: ISO time}
 * `at` defaults to one minute after the request's deadline; the answer is the change the step
 * made (REMINDED, ESCALATED, EXPIRED or null) and the time it ran at.
 */
export async function testHookDeadlineRoutes(
  app: FastifyInstance,
  opts: { db: Db; deadlines: DeadlineDeps },
) {
  app.post<{ Body: { request_id?: unknown; at?: unknown } }>(
    '/test-hooks/approvals/deadlines',
    async (request, reply) => {
      const id = String(request.body?.request_id ?? '');
      if (!/^[0-9a-f-]{36}$/i.test(id)) {
        return reply.code(400).send({ error: { code: 'BAD_USER_INPUT', message: 'request_id' } });
      }
      const { rows } = await opts.db.execute<{ corporate_id: string; deadline_at: string }>(
        sql`select corporate_id, deadline_at from booking_requests where id = ${id}::uuid`,
      );
      const row = rows[0];
      if (!row) return reply.code(404).send({ error: { code: 'NOT_FOUND', message: id } });
      const at =
        typeof request.body?.at === 'string'
          ? new Date(request.body.at)
          : new Date(new Date(row.deadline_at).getTime() + 60_000);
      if (Number.isNaN(at.getTime())) {
        return reply.code(400).send({ error: { code: 'BAD_USER_INPUT', message: 'at' } });
      }
      const change = await sweepRequest(opts.deadlines, { id, corporate_id: row.corporate_id }, at);
      return { change, at: at.toISOString() };
    },
  );
}
