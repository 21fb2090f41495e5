import md5 from 'md5';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/server';

export interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  authorization: string | null;
}

export const GOOD_CODE = '123456';
export const PASSWORD = 'secret1';

/**
 * Test double of the account and one-time code services (docs/accounts-api.md), answering as
 * the contract says and recording every call.
 */
export function accountService(
  options: {
    pair?: { access_token: string; renewal_token: string };
    sessionParamsFail?: boolean;
  } = {},
) {
  const calls: Call[] = [];
  const pair = options.pair ?? { access_token: 'access-1', renewal_token: 'renewal-1' };
  const record = async (request: Request) => {
    const text =
      request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const call: Call = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
      authorization: request.headers.get('authorization'),
    };
    calls.push(call);
    return call;
  };
  const refused = (message: string, status = 401) =>
    HttpResponse.json({ error: { code: 'UNAUTHENTICATED', message } }, { status });

  server.use(
    http.get('*/oauth2/auth', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ token: 'flow-1' });
    }),
    http.post('*/oauth2/otp', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true });
    }),
    http.post('*/oauth2/otp/verify', async ({ request }) => {
      const { body } = await record(request);
      return body?.otp === GOOD_CODE && body.token === 'flow-1'
        ? HttpResponse.json({ code: 'auth-code-1' })
        : HttpResponse.json({ error: 'invalid_code' }, { status: 400 });
    }),
    http.get('*/api/v1/auth/otp/new', async ({ request }) => {
      await record(request);
      return options.sessionParamsFail
        ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 })
        : HttpResponse.json({ data: { session_params: 'sp-1' } });
    }),
    http.post('*/api/v1/auth/otp/callback', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { ...pair, expires_in: 900 } });
    }),
    http.post('*/api/v1/user/session/new', async ({ request }) => {
      const { body } = await record(request);
      return body?.password === md5(PASSWORD)
        ? HttpResponse.json({ data: { ...pair, expires_in: 900 } })
        : refused('invalid_credentials');
    }),
    http.post('*/api/v1/user/change-password', async ({ request }) => {
      const { body } = await record(request);
      return body?.current_password === md5('wrong-current')
        ? refused('invalid_current_password', 400)
        : HttpResponse.json({ data: { success: true } });
    }),
    http.post('*/api/v1/user/reset-password', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { success: true } });
    }),
    http.post('*/api/v1/user/otp/reset-password', async ({ request }) => {
      const { body } = await record(request);
      return body?.code === GOOD_CODE && body.token === 'flow-1'
        ? HttpResponse.json({ data: { token: 'reset-1' } })
        : HttpResponse.json(
            { error: { code: 'BAD_USER_INPUT', message: 'invalid_code' } },
            { status: 400 },
          );
    }),
    http.post('*/api/v1/user/reset-password/update', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { success: true } });
    }),
    http.delete('*/api/v1/user/session', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { success: true } });
    }),
  );
  return calls;
}
