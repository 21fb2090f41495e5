import { describe, expect, it, vi } from 'vitest';
import { createRestClient, RETRY_STATUSES } from './rest';
import type { ReportPayload } from './report';

function answer(status: number, body: unknown = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function client(responses: Array<Response | Error>, extra: { now?: () => number } = {}) {
  const fetch = vi.fn(async () => {
    const next = responses.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  const report = vi.fn<(payload: ReportPayload) => void>();
  const request = createRestClient({
    baseUrl: () => 'http://api.test/api/v1',
    fetch: fetch as unknown as typeof globalThis.fetch,
    report,
    ...extra,
  });
  return { request, fetch, report };
}

describe('rest client retries', () => {
  it.each([...RETRY_STATUSES])('retries a GET once on %i', async (status) => {
    const { request, fetch } = client([answer(status), answer(200, { ok: true })]);
    await expect(request('/thing')).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each(['HEAD', 'OPTIONS'])('retries %s once', async (method) => {
    const { request, fetch } = client([answer(503), answer(200, {})]);
    await request('/thing', { method });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries only once', async () => {
    const { request, fetch } = client([answer(503), answer(503)]);
    await expect(request('/thing')).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([400, 401, 403, 404, 422, 501])('does not retry a GET on %i', async (status) => {
    const { request, fetch } = client([answer(status, { message: 'nope' })]);
    await expect(request('/thing')).rejects.toMatchObject({ status, message: 'nope' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries %s', async (method) => {
    const { request, fetch } = client([answer(503), answer(200)]);
    await expect(request('/thing', { method })).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never retries a call with a payload, whatever its method', async () => {
    const { request, fetch } = client([answer(502), answer(200)]);
    await expect(request('/thing', { method: 'POST', body: { a: 1 } })).rejects.toMatchObject({
      status: 502,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries a GET once after a network failure', async () => {
    const { request, fetch } = client([new TypeError('Failed to fetch'), answer(200, { ok: 1 })]);
    await expect(request('/thing')).resolves.toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('rest client requests', () => {
  it('joins the base URL, encodes the query and sends JSON', async () => {
    const { request, fetch } = client([answer(200, { done: true })]);
    await request('/user/session/new', {
      method: 'POST',
      body: { email: 'a@b.c' },
      query: { lang: 'vi' },
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/v1/user/session/new?lang=vi');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.c"}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('normalises the error message', async () => {
    const { request } = client([answer(500, { message: 'Error: boom\n    at x (a.js:1:2)' })]);
    await expect(request('/x', { method: 'POST' })).rejects.toMatchObject({ message: 'boom' });
  });
});

describe('rest client reports', () => {
  it("reports calls over 15 s as 'CALL API TOO LONG'", async () => {
    let now = 0;
    const { request, report } = client([answer(200, {})], { now: () => now });
    const fetchDone = request('/slow');
    now = 15_001;
    await fetchDone;
    expect(report).toHaveBeenCalledWith({
      kind: 'slow_call',
      message: 'CALL API TOO LONG',
      url: 'http://api.test/api/v1/slow',
      method: 'GET',
      duration_ms: 15_001,
    });
  });

  it('does not report a call of exactly 15 s', async () => {
    let now = 0;
    const { request, report } = client([answer(200, {})], { now: () => now });
    const done = request('/ok');
    now = 15_000;
    await done;
    expect(report).not.toHaveBeenCalled();
  });

  it('reports failures as kind error', async () => {
    const { request, report } = client([answer(500, { message: 'down' })]);
    await expect(request('/x', { method: 'POST' })).rejects.toThrow('down');
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'error', message: 'down', status: 500, method: 'POST' }),
    );
  });

  it('never reports calls to captureException itself', async () => {
    const { resetConfigForTests } = await import('../config');
    const { testConfig } = await import('../test/fixtures');
    resetConfigForTests({
      ...testConfig,
      captureExceptionUrl: 'http://api.test/api/captureException',
    });
    let now = 0;
    const fetch = vi.fn(async () => {
      now = 20_000;
      return answer(500);
    });
    const report = vi.fn();
    const request = createRestClient({
      baseUrl: () => 'http://api.test/api',
      fetch: fetch as unknown as typeof globalThis.fetch,
      report,
      now: () => now,
    });
    await expect(request('/captureException', { method: 'POST', body: {} })).rejects.toBeTruthy();
    expect(report).not.toHaveBeenCalled();
  });
});

describe('rest client slow calls with the real clock', () => {
  it('measures with Date.now (fake timers)', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      () => new Promise<Response>((resolve) => setTimeout(() => resolve(answer(200, {})), 15_500)),
    );
    const report = vi.fn();
    const request = createRestClient({
      baseUrl: () => 'http://api.test',
      fetch: fetch as unknown as typeof globalThis.fetch,
      report,
    });
    const done = request('/slow');
    await vi.advanceTimersByTimeAsync(15_500);
    await done;
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'slow_call',
        message: 'CALL API TOO LONG',
        duration_ms: 15_500,
      }),
    );
  });
});
