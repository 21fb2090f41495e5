import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { authProvider } from './authProvider';
import { installSessionListeners } from './account/sessionEvents';
import { dialogStore } from './account/store/dialogStore';
import { noticeStore } from './account/store/noticeStore';
import { resetConfigForTests } from './config';
import { testConfig } from './test/fixtures';
import { server } from './test/server';

const profile = {
  id: 'u1',
  role: 'USER',
  email: 'lan@example.com',
  first_name: 'Lan',
  last_name: 'Nguyễn',
  avatar: null,
  corporateRole: 'STAFF',
  setting: null,
};

beforeEach(() => resetConfigForTests(testConfig));

describe('authProvider', () => {
  it('checkAuth passes with a session token', async () => {
    Cookies.set('uts_token', 't1');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(dialogStore.get().open).toBe(false);
  });

  it('checkAuth without a session opens the login popup, quietly for react-admin', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({
      logoutUser: false,
      redirectTo: false,
      message: false,
    });
    expect(dialogStore.get()).toMatchObject({ open: true, step: 'review' });
  });

  it('logout without a session only opens the popup and never redirects', async () => {
    await expect(authProvider.logout({})).resolves.toBe(false);
    expect(dialogStore.get().open).toBe(true);
  });

  it('logout with a session revokes it and clears the user’s state', async () => {
    Cookies.set('uts_token', 't1');
    Cookies.set('account.renewal_token', 'r1');
    window.sessionStorage.setItem('XPatronId', 'p1');
    window.localStorage.setItem('account-ta', 'ta1');
    let revoked: string | null = null;
    server.use(
      http.delete('*/api/v1/user/session', ({ request }) => {
        revoked = request.headers.get('authorization');
        return HttpResponse.json({ data: { success: true } });
      }),
    );
    await expect(authProvider.logout({})).resolves.toBe(false);
    expect(revoked).toBe('Bearer t1');
    expect(Cookies.get('uts_token')).toBeUndefined();
    expect(Cookies.get('account.renewal_token')).toBeUndefined();
    expect(window.sessionStorage.getItem('XPatronId')).toBeNull();
    expect(window.localStorage.getItem('account-ta')).toBeNull();
  });

  it('checkError lets non-auth errors through', async () => {
    await expect(authProvider.checkError({ status: 500, message: 'x' })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 403, message: 'x' })).resolves.toBeUndefined();
  });

  it('checkError: an unrenewable session opens the popup and the notice', async () => {
    const off = installSessionListeners();
    Cookies.set('uts_token', 't1');
    await expect(
      authProvider.checkError({ status: 401, message: 'unauthorized: update_email' }),
    ).rejects.toMatchObject({ logoutUser: false, redirectTo: false });
    expect(dialogStore.get().open).toBe(true);
    expect(noticeStore.get().notices.map((n) => n.kind)).toEqual(['expired']);
    off();
  });

  it('checkError: excluded areas do not open the popup', async () => {
    Cookies.set('uts_token', 't1');
    await expect(
      authProvider.checkError({ status: 401, message: 'unauthorized: corporate' }),
    ).resolves.toBeUndefined();
    expect(dialogStore.get().open).toBe(false);
  });

  it('getIdentity and getPermissions come from the profile and the corporate', async () => {
    Cookies.set('uts_token', 't1');
    server.use(
      http.post('*/graphql/main', () => HttpResponse.json({ data: { profile } })),
      http.post('*/graphql/corporate', () =>
        HttpResponse.json({
          data: {
            corporate: {
              id: 'c1',
              is_owner: true,
              your_role: 'OWNER',
              approved_at: null,
              status: null,
            },
          },
        }),
      ),
    );
    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: 'u1',
      fullName: 'Lan Nguyễn',
      avatar: undefined,
    });
    await expect(authProvider.getPermissions!({})).resolves.toMatchObject({
      corporateId: 'c1',
      isOwner: true,
      isOwnerOrAdmin: true,
      roleOrder: 1,
    });
  });

  it('getPermissions never fails: without a corporate service they are the least', async () => {
    Cookies.set('uts_token', 't1');
    server.use(
      http.post('*/graphql/main', () => HttpResponse.json({ data: { profile } })),
      http.post('*/graphql/corporate', () => HttpResponse.json({ errors: [{ message: 'down' }] })),
    );
    await expect(authProvider.getPermissions!({})).resolves.toMatchObject({
      corporateId: null,
      isOwnerOrAdmin: false,
      corporateRole: 'STAFF',
    });
  });
});
