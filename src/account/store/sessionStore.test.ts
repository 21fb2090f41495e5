import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../../config';
import { testConfig } from '../../test/fixtures';
import { graphqlService } from '../../test/graphqlService';
import { profileOf } from '../testing/renderAccount';
import { loadProfile, markSignedOut, sessionStore } from './sessionStore';

describe('the session store', () => {
  beforeEach(() => resetConfigForTests(testConfig));

  it('keeps a profile answered after sign-out out of the signed-out session', async () => {
    Cookies.set('uts_token', 'access-0');
    let answer: (() => void) | undefined;
    graphqlService('main', {
      SessionProfile: async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return { profile: profileOf() };
      },
    });
    const loading = loadProfile();
    await expect.poll(() => answer).toBeDefined();
    markSignedOut();
    answer!();
    await loading;
    expect(sessionStore.get()).toMatchObject({ status: 'anonymous', profile: null });
  });

  it('stores the profile it loads while the session lasts', async () => {
    Cookies.set('uts_token', 'access-0');
    graphqlService('main', { SessionProfile: () => ({ profile: profileOf() }) });
    await loadProfile();
    expect(sessionStore.get().status).toBe('signed-in');
    expect(sessionStore.get().profile?.first_name).toBe(profileOf().first_name);
  });
});
