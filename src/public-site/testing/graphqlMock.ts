import { http, HttpResponse } from 'msw';

export interface GraphqlCall {
  operation: string;
  variables: Record<string, unknown>;
}

/**
 * An msw handler answering one operation of one service (`query SearchFlights(` …); other
 * operations fall through to the next handler. `calls` records what the page asked.
 */
export function answer(
  service: string,
  operation: string,
  resolve: (variables: Record<string, unknown>) => unknown,
  calls?: GraphqlCall[],
) {
  const pattern = new RegExp(`(query|mutation)\\s+${operation}\\b`);
  return http.post(`*/graphql/${service}`, async ({ request }) => {
    const body = (await request.clone().json()) as {
      query: string;
      variables: Record<string, unknown>;
    };
    if (!pattern.test(body.query)) return undefined;
    calls?.push({ operation, variables: body.variables });
    const result = await resolve(body.variables);
    if (result instanceof Response) return result;
    return HttpResponse.json({ data: result });
  });
}

/** The shared error answer (code, message, …): one helper for every web test. */
export { graphqlError } from '../../test/graphqlError';
