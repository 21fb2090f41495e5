import { describe, expect, it, vi } from 'vitest';
import { createGraphqlClient, type ClientAuth } from './graphql';
import { createRestClient } from './rest';
import type { RenewOutcome } from './renewal';

const unauthenticated = () =>
  Response.json({
    data: null,
    errors: [
      { message: 'unauthorized', path: ['update_email'], extensions: { code: 'UNAUTHENTICATED' } },
    ],
  });

function auth(outcome: RenewOutcome, onRenew?: () => void) {
  let token = 'old';
  const value: ClientAuth & { token: () => string } = {
    token: () => token,
    hasSession: () => true,
    renew: vi.fn(async () => {
      onRenew?.();
      if (outcome === 'renewed') token = 'new';
      return outcome;
    }),
    expired: vi.fn(),
  };
  return value;
}

function graphql(answers: Array<() => Response>, a: ReturnType<typeof auth>) {
  const fetch = vi.fn(async () => answers.shift()!());
  const request = createGraphqlClient({
    endpoint: (s) => `http://api.test/graphql/${s}`,
    fetch: fetch as unknown as typeof globalThis.fetch,
    report: vi.fn(),
    headers: () => ({ token: a.token(), locale: 'vi', pathname: '/' }),
    auth: a,
  });
  return { request, fetch };
}

const QUERY = 'mutation { update_email(input: {}) { id } }';

describe('graphql client and an unauthorized answer (spec §4/§8)', () => {
  it('renews once and retries with the new token', async () => {
    const a = auth('renewed');
    const { request, fetch } = graphql(
      [unauthenticated, () => Response.json({ data: { ok: 1 } })],
      a,
    );
    await expect(request('main', QUERY)).resolves.toEqual({ ok: 1 });
    expect(a.renew).toHaveBeenCalledWith('old');
    const second = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect((second[1].headers as Record<string, string>).authorization).toBe('Bearer new');
    expect(a.expired).not.toHaveBeenCalled();
  });

  it('reports the expired session when the retry is still refused', async () => {
    const a = auth('renewed');
    const { request } = graphql([unauthenticated, unauthenticated], a);
    await expect(request('main', QUERY)).rejects.toMatchObject({ status: 401 });
    expect(a.renew).toHaveBeenCalledTimes(1);
    expect(a.expired).toHaveBeenCalledWith(expect.arrayContaining(['update_email']));
  });

  it('reports the expired session when renewal is refused, without a retry', async () => {
    const a = auth('refused');
    const { request, fetch } = graphql([unauthenticated], a);
    await expect(request('main', QUERY)).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(a.expired).toHaveBeenCalledTimes(1);
  });

  it('neither retries nor reports when the renewal service failed', async () => {
    const a = auth('failed');
    const { request } = graphql([unauthenticated], a);
    await expect(request('main', QUERY)).rejects.toMatchObject({ status: 401 });
    expect(a.expired).not.toHaveBeenCalled();
  });

  it('leaves other errors alone', async () => {
    const a = auth('renewed');
    const { request } = graphql(
      [() => Response.json({ errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] })],
      a,
    );
    await expect(request('main', QUERY)).rejects.toMatchObject({ status: 403 });
    expect(a.renew).not.toHaveBeenCalled();
  });
});

describe('rest client and a 401', () => {
  function rest(answers: Array<() => Response>, a: ReturnType<typeof auth>) {
    const fetch = vi.fn(async () => answers.shift()!());
    const request = createRestClient({
      baseUrl: () => 'http://api.test/api/v1',
      fetch: fetch as unknown as typeof globalThis.fetch,
      report: vi.fn(),
      headers: () => ({ authorization: `Bearer ${a.token()}` }),
      auth: a,
    });
    return { request, fetch };
  }
  const refused = () =>
    Response.json({ error: { code: 'UNAUTHENTICATED', message: 'unauthorized' } }, { status: 401 });

  it('renews and retries with the new token', async () => {
    const a = auth('renewed');
    const { request, fetch } = rest([refused, () => Response.json({ data: { success: true } })], a);
    await expect(request('user/change-password', { method: 'POST', body: {} })).resolves.toEqual({
      data: { success: true },
    });
    const second = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect((second[1].headers as Record<string, string>).authorization).toBe('Bearer new');
  });

  it('anonymous calls send no authorization and a 401 is just the answer', async () => {
    const a = auth('renewed');
    const { request, fetch } = rest(
      [
        () =>
          Response.json(
            { error: { code: 'UNAUTHENTICATED', message: 'invalid_credentials' } },
            { status: 401 },
          ),
      ],
      a,
    );
    await expect(
      request('user/session/new', { method: 'POST', body: {}, anonymous: true }),
    ).rejects.toMatchObject({ status: 401, message: 'invalid_credentials' });
    const first = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((first[1].headers as Record<string, string>).authorization).toBeUndefined();
    expect(a.renew).not.toHaveBeenCalled();
  });
});
