import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MyCorporateQuery } from './api/generated/corporate';
import type { SessionProfileQuery } from './api/generated/main';
import { authProvider } from './authProvider';
import { loadCorporate } from './account/store/corporateStore';
import { installSessionListeners } from './account/sessionEvents';
import { dialogStore } from './account/store/dialogStore';
import { noticeStore } from './account/store/noticeStore';
import { resetConfigForTests } from './config';
import { testConfig } from './test/fixtures';
import { graphqlError } from './test/graphqlError';
import { graphqlService, type GraphqlCall } from './test/graphqlService';
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
} satisfies SessionProfileQuery['profile'];

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

  it('getIdentity comes from the profile', async () => {
    Cookies.set('uts_token', 't1');
    graphqlService('main', { SessionProfile: () => ({ profile }) });
    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: 'u1',
      fullName: 'Lan Nguyễn',
      avatar: undefined,
    });
  });
});

describe('authProvider permissions', () => {
  type Corporate = NonNullable<MyCorporateQuery['corporate']>;
  let corporateCalls: GraphqlCall[] = [];
  const answerCorporate = (answer: () => MyCorporateQuery | Response) => {
    graphqlService('main', { SessionProfile: () => ({ profile }) });
    corporateCalls = graphqlService('corporate', { MyCorporate: answer });
  };
  const corporate = (overrides: Partial<Corporate> = {}): MyCorporateQuery => ({
    corporate: {
      id: 'c1',
      company_name: 'Lá Xanh Studio JSC',
      display_name: 'Lá Xanh Studio',
      is_owner: false,
      your_role: 'STAFF',
      your_corporate_level_id: null,
      approved_at: '2026-01-05T03:00:00Z',
      status: 'APPROVED',
      trial_expired_at: null,
      ...overrides,
    },
  });

  beforeEach(() => Cookies.set('uts_token', 't1'));

  it('getPermissions is the actor of the corporate query', async () => {
    answerCorporate(() => corporate({ is_owner: true, your_role: 'OWNER' }));
    await expect(authProvider.getPermissions!({})).resolves.toEqual({
      userId: 'u1',
      corporateId: 'c1',
      role: 'OWNER',
      isOwner: true,
      corporateStatus: 'APPROVED',
      trialActive: false,
    });
  });

  it('getPermissions fails loudly when the corporate cannot be loaded, until asked again', async () => {
    answerCorporate(() => graphqlError('INTERNAL', 'Internal error. Reference: r1'));
    await expect(authProvider.getPermissions!({})).rejects.toMatchObject({ status: 500 });
    // canAccess answers from the same failure, without calling again.
    await expect(authProvider.canAccess!({ resource: 'users', action: 'list' })).rejects.toThrow();
    expect(corporateCalls).toHaveLength(1);
    answerCorporate(() => corporate({ your_role: 'ADMIN' }));
    await loadCorporate({ force: true });
    await expect(authProvider.getPermissions!({})).resolves.toMatchObject({ role: 'ADMIN' });
  });

  it('canAccess decides each resource and page by its subject', async () => {
    answerCorporate(() => corporate({ your_role: 'ADMIN' }));
    const may = (resource: string, action: string, record?: Record<string, unknown>) =>
      authProvider.canAccess!({ resource, action, record });
    await expect(may('users', 'list')).resolves.toBe(true);
    await expect(may('delegate-policies', 'delete')).resolves.toBe(true);
    await expect(may('members', 'edit', { id: 'x', role: 'ADMIN' })).resolves.toBe(false);
    await expect(may('wallet', 'show')).resolves.toBe(true);
    await expect(may('dashboard', 'list')).resolves.toBe(true);
    await expect(may('detail', 'show')).resolves.toBe(true);
    await expect(may('nope', 'list')).resolves.toBe(false);
    expect(corporateCalls).toHaveLength(1);
  });

  it('a staff member may not reach the programme', async () => {
    answerCorporate(() => corporate());
    await expect(authProvider.canAccess!({ resource: 'users', action: 'list' })).resolves.toBe(
      false,
    );
    await expect(authProvider.canAccess!({ resource: 'detail', action: 'show' })).resolves.toBe(
      true,
    );
  });

  it('a user without a corporate may register one and nothing else', async () => {
    answerCorporate(() => ({ corporate: null }));
    await expect(authProvider.getPermissions!({})).resolves.toMatchObject({ role: null });
    await expect(authProvider.canAccess!({ resource: 'register', action: 'create' })).resolves.toBe(
      true,
    );
    await expect(authProvider.canAccess!({ resource: 'dashboard', action: 'list' })).resolves.toBe(
      false,
    );
  });

  it('without a session nobody may do anything', async () => {
    Cookies.remove('uts_token');
    await expect(authProvider.canAccess!({ resource: 'register', action: 'create' })).resolves.toBe(
      false,
    );
  });
});
