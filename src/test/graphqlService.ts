import { http, HttpResponse } from 'msw';
import type { ServiceName } from '../config';
import { server } from './server';

/**
 * The generated operation modules (npm run codegen), one per service. Only their types are
 * used: each `<Name>Document` carries its operation's result and variables.
 */
interface GeneratedModules {
  main: typeof import('../api/generated/main');
  corporate: typeof import('../api/generated/corporate');
  property: typeof import('../api/generated/property');
  payments: typeof import('../api/generated/payments');
  places: typeof import('../api/generated/places');
  flights: typeof import('../api/generated/flights');
  trips: typeof import('../api/generated/trips');
  currencies: typeof import('../api/generated/currencies');
  hub: typeof import('../api/generated/hub');
  admin: typeof import('../api/generated/admin');
  'last-change': typeof import('../api/generated/last-change');
}

type Documented<M> = {
  [K in keyof M as K extends `${infer N}Document` ? N : never]: M[K] extends {
    __apiType?: (variables: infer V) => infer R;
  }
    ? { result: R; variables: V }
    : never;
};

/** Every operation of a service's src/api/operations, by name: its result and variables. */
export type OperationsOf<S extends ServiceName> = Documented<GeneratedModules[S]>;

/** What the browser sent: the operation, its variables and headers. */
export interface GraphqlCall {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Headers;
}

/**
 * One operation's answer: its `data`, typed by the generated result type (so an SDL change
 * that the operation sees fails the type check), or a whole Response (graphqlError, statuses).
 */
export type OperationAnswer<Op> = Op extends { result: infer R; variables: infer V }
  ? (variables: V, call: GraphqlCall) => R | Response | Promise<R | Response>
  : never;

export type ServiceAnswers<S extends ServiceName> = {
  [N in keyof OperationsOf<S>]?: OperationAnswer<OperationsOf<S>[N]>;
};

const operationOf = (query: string) => /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';

/**
 * /graphql/<service> answering the named operations as the server does (`{ data }`, or the
 * Response an answer builds); other operations fall through to earlier answers (a later call
 * overrides an earlier one's operation) and, unanswered, fail the request (msw's
 * onUnhandledRequest: 'error'). Returns the calls this answered, in order.
 */
export function graphqlService<S extends ServiceName>(
  service: S,
  answers: ServiceAnswers<S>,
): GraphqlCall[] {
  const calls: GraphqlCall[] = [];
  const table = answers as Record<
    string,
    ((variables: unknown, call: GraphqlCall) => unknown) | undefined
  >;
  server.use(
    http.post(`*/graphql/${service}`, async ({ request }) => {
      const body = (await request.clone().json()) as {
        query: string;
        operationName?: string | null;
        variables?: Record<string, unknown>;
      };
      const operationName = body.operationName || operationOf(body.query);
      const answer = table[operationName];
      if (!answer) return undefined;
      const call = { operationName, variables: body.variables ?? {}, headers: request.headers };
      calls.push(call);
      const result = await answer(call.variables, call);
      return result instanceof Response ? result : HttpResponse.json({ data: result });
    }),
  );
  return calls;
}

/** The operation names of `calls`, in order. */
export const operationsOf = (calls: GraphqlCall[]) => calls.map((c) => c.operationName);

/** The variables of the last call of `operation`. */
export const lastVariables = (calls: GraphqlCall[], operation: string) =>
  calls.filter((c) => c.operationName === operation).at(-1)?.variables;
