import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

afterEach(() => Cookies.remove('uts_token'));

describe('header session', () => {
  it('shows the sign-in button without a session and asks the server nothing', async () => {
    let asked = false;
    server.use(
      http.post('*/graphql/main', () => {
        asked = true;
        return HttpResponse.json({ data: null });
      }),
    );
    renderApp('/', 'en');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(asked).toBe(false);
  });

  it('shows the traveller’s name when the main service knows the session', async () => {
    Cookies.set('uts_token', 'token-1');
    let authorization: string | null = null;
    server.use(
      http.post('*/graphql/main', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({
          data: { profile: { id: 'u1', first_name: 'Lan', last_name: 'Nguyễn' } },
        });
      }),
    );
    renderApp('/', 'en');
    expect(await screen.findByRole('button', { name: 'Account menu of Lan' })).toHaveTextContent(
      'Lan',
    );
    expect(authorization).toBe('Bearer token-1');
  });

  it('falls back to the sign-in button when the service refuses', async () => {
    Cookies.set('uts_token', 'expired');
    server.use(
      http.post('*/graphql/main', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'Query profile is not implemented yet',
              extensions: { code: 'NOT_IMPLEMENTED' },
            },
          ],
        }),
      ),
    );
    renderApp('/', 'vi');
    const button = await screen.findByRole('button', { name: 'Đăng nhập' });
    await expect.poll(() => button.hasAttribute('disabled')).toBe(false);
  });
});
