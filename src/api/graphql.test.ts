import { describe, expect, it, vi } from 'vitest';
import { buildGraphqlHeaders, createGraphqlClient } from './graphql';
import type { ReportPayload } from './report';

describe('buildGraphqlHeaders', () => {
  it('sends the bearer token, the locale and the patron id on patron routes', () => {
    expect(
      buildGraphqlHeaders({ token: 'tok', locale: 'vi', patronId: 'p1', pathname: '/property/9' }),
    ).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: 'Bearer tok',
      'x-locale': 'vi',
      'X-Patron-Id': 'p1',
    });
  });

  it('omits authorization without a token and the patron id elsewhere', () => {
    const headers = buildGraphqlHeaders({
      locale: 'en',
      patronId: 'p1',
      pathname: '/account/wallet',
    });
    expect(headers.authorization).toBeUndefined();
    expect(headers['X-Patron-Id']).toBeUndefined();
    expect(headers['x-locale']).toBe('en');
  });

  it('sends zh_TW as zh-TW', () => {
    expect(buildGraphqlHeaders({ locale: 'zh_TW', pathname: '/' })['x-locale']).toBe('zh-TW');
  });
});

function graphqlClient(response: Response | (() => Response), now?: () => number) {
  const fetch = vi.fn(async () => (typeof response === 'function' ? response() : response));
  const report = vi.fn<(p: ReportPayload) => void>();
  const request = createGraphqlClient({
    endpoint: (service) => `http://api.test/graphql/${service}`,
    fetch: fetch as unknown as typeof globalThis.fetch,
    report,
    now,
    headers: () => ({ token: 't', locale: 'vi', patronId: null, pathname: '/' }),
  });
  return { request, fetch, report };
}

describe('graphql client', () => {
  it('POSTs the query to the service endpoint and returns data', async () => {
    const { request, fetch } = graphqlClient(Response.json({ data: { profile: { id: '1' } } }));
    await expect(request('main', 'query { profile { id } }', { a: 1 })).resolves.toEqual({
      profile: { id: '1' },
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/graphql/main');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toMatchObject({
      query: 'query { profile { id } }',
      variables: { a: 1 },
    });
  });

  it('accepts typed document strings (codegen) and infers the result type', async () => {
    class TypedDocumentString<TResult, TVariables> extends String {
      __apiType?: (variables: TVariables) => TResult;
    }
    const doc = new TypedDocumentString(
      'query ServiceInfo { service_info { service } }',
    ) as TypedDocumentString<{ service_info: { service: string } }, Record<string, never>>;
    const { request, fetch } = graphqlClient(
      Response.json({ data: { service_info: { service: 'main' } } }),
    );
    const data = await request('main', doc);
    expect(data.service_info.service).toBe('main');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({
      query: 'query ServiceInfo { service_info { service } }',
      variables: {},
    });
  });

  it('rejects GraphQL errors with a normalised message and status', async () => {
    const { request } = graphqlClient(
      Response.json({ errors: [{ message: 'Error: denied', extensions: { code: 'FORBIDDEN' } }] }),
    );
    await expect(request('corporate', '{ x }')).rejects.toMatchObject({
      status: 403,
      message: 'denied',
    });
  });

  it('rejects non-OK answers without a message as GraphQL Error (Code: n), once', async () => {
    const { request, fetch, report } = graphqlClient(new Response('', { status: 502 }));
    await expect(request('main', '{ x }')).rejects.toMatchObject({
      status: 502,
      message: 'GraphQL Error (Code: 502)',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', status: 502 }));
  });

  it('reports slow calls', async () => {
    let now = 0;
    const { request, report } = graphqlClient(
      () => {
        now = 16_000;
        return Response.json({ data: {} });
      },
      () => now,
    );
    await request('main', '{ x }');
    expect(report).toHaveBeenCalledWith({
      kind: 'slow_call',
      message: 'CALL API TOO LONG',
      url: 'http://api.test/graphql/main',
      method: 'POST',
      duration_ms: 16_000,
    });
  });
});
