import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { creditDueCashBacks } from '../domain/rewards/cash-back.js';
import { pendingCashBackDueAt } from '../domain/rewards/cash-back-repository.js';

/**
 * Test-only (TEST_HOOKS=true, never in production; loopback only, like every /test-hooks route):
 * runs the cash-back job's step for ONE checkout's order with the job's clock moved past the
 * end of its trip (docs/manage-booking.md "Cash back after the trip"). Only that order moves, so
 * the demo's other pending cash backs stay pending for the journeys running beside it.
 *
 * POST /test-hooks/rewards/cash-back {"payment_checkout_session_id": uuid, "at"?: ISO time}
 * `at` defaults to one minute after the cash back falls due; the answer is how many were paid
 * (1, or 0 when it was not yet due at `at`) and the time the step ran at.
 */
export async function testHookCashBackRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.post<{ Body: { payment_checkout_session_id?: unknown; at?: unknown } }>(
    '/test-hooks/rewards/cash-back',
    async (request, reply) => {
      const id = String(request.body?.payment_checkout_session_id ?? '');
      if (!/^[0-9a-f-]{36}$/i.test(id)) {
        return reply
          .code(400)
          .send({ error: { code: 'BAD_USER_INPUT', message: 'payment_checkout_session_id' } });
      }
      const due = await pendingCashBackDueAt(opts.db, id);
      if (!due) return reply.code(404).send({ error: { code: 'NOT_FOUND', message: id } });
      const at =
        typeof request.body?.at === 'string'
          ? new Date(request.body.at)
          : new Date(due.getTime() + 60_000);
      if (Number.isNaN(at.getTime())) {
        return reply.code(400).send({ error: { code: 'BAD_USER_INPUT', message: 'at' } });
      }
      const paid = await creditDueCashBacks(opts.db, at, 1, { sessionId: id });
      return { paid, at: at.toISOString() };
    },
  );
}
