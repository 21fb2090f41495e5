import { http, HttpResponse } from 'msw';
import { server } from '../../test/server';

export interface AdminCall {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Headers;
}

type Answer = (variables: Record<string, unknown>, call: AdminCall) => Response | object;

/**
 * /graphql/admin answering by operation name, as the server does (`{ data }`, or a Response
 * an answer builds). Unknown operations answer an error, which fails the test's expectations.
 * Returns every call made.
 */
export function adminService(answers: Record<string, Answer>): AdminCall[] {
  const calls: AdminCall[] = [];
  server.use(
    http.post('*/graphql/admin', async ({ request }) => {
      const body = (await request.json()) as { query: string; variables?: Record<string, unknown> };
      const operationName = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      const call = { operationName, variables: body.variables ?? {}, headers: request.headers };
      calls.push(call);
      const answer = answers[operationName];
      if (!answer)
        return HttpResponse.json({ errors: [{ message: `unexpected ${operationName}` }] });
      const result = answer(call.variables, call);
      return result instanceof Response ? result : HttpResponse.json({ data: result });
    }),
  );
  return calls;
}
