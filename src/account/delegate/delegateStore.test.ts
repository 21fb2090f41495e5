import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../../config';
import { testConfig } from '../../test/fixtures';
import { graphqlError } from '../../test/graphqlError';
import { graphqlService, operationsOf, type ServiceAnswers } from '../../test/graphqlService';
import { MY_CORPORATE } from '../../test/corporateFixtures';
import { delegateStore, loadDelegators, selectDelegate, type Delegator } from './delegateStore';
import { markSignedIn } from '../store/sessionStore';

/** The corporate service for a signed-in user of MY_CORPORATE, answering `answers` too. */
const corporateAnswers = (answers: ServiceAnswers<'corporate'>) =>
  graphqlService('corporate', { MyCorporate: () => ({ corporate: MY_CORPORATE }), ...answers });

const delegator = (userId: string, last_name: string): Delegator => ({
  id: `staff-${userId}`,
  user_id: userId,
  first_name: 'Minh',
  last_name,
  email: `${userId}@songhong.example`,
  title: 'Giám đốc',
});

const stored = () => window.sessionStorage.getItem('XPatronId');

beforeEach(() => {
  resetConfigForTests(testConfig);
  Cookies.set('uts_token', 'access-1');
  // As a sign-in does: a corporate still settling from the file before in this worker is forgotten.
  markSignedIn();
});

describe('delegate selection (spec §4)', () => {
  it('asks my_delegators for 300 from offset 0 and keeps a stored delegator', async () => {
    window.sessionStorage.setItem('XPatronId', 'u-boss');
    const calls = corporateAnswers({
      MyDelegators: () => ({
        my_delegators: [delegator('u-boss', 'Trần'), delegator('u-2', 'Lê')],
      }),
    });
    const state = await loadDelegators();
    expect(state).toMatchObject({ status: 'ready', selectedId: 'u-boss' });
    expect(state.delegators.map((d) => d.user_id)).toEqual(['u-boss', 'u-2']);
    expect(stored()).toBe('u-boss');
    expect(calls.find((c) => c.operationName === 'MyDelegators')?.variables).toEqual({
      input: { limit: 300, offset: 0 },
    });
  });

  it('clears a stored id that is not among the delegators', async () => {
    window.sessionStorage.setItem('XPatronId', 'u-gone');
    corporateAnswers({ MyDelegators: () => ({ my_delegators: [delegator('u-2', 'Lê')] }) });
    expect(await loadDelegators()).toMatchObject({ status: 'ready', selectedId: null });
    expect(stored()).toBeNull();
  });

  it('clears it when the corporate cannot be loaded, without asking for delegators', async () => {
    window.sessionStorage.setItem('XPatronId', 'u-boss');
    const calls = corporateAnswers({
      MyCorporate: () => graphqlError('INTERNAL', 'Internal error. Reference: r-1'),
      MyDelegators: () => ({ my_delegators: [delegator('u-boss', 'Trần')] }),
    });
    expect(await loadDelegators()).toMatchObject({ status: 'error', selectedId: null });
    expect(stored()).toBeNull();
    expect(operationsOf(calls)).toEqual(['MyCorporate']);
  });

  it('clears it when the user has no corporate', async () => {
    window.sessionStorage.setItem('XPatronId', 'u-boss');
    const calls = corporateAnswers({
      MyCorporate: () => ({ corporate: null }),
      MyDelegators: () => ({ my_delegators: [delegator('u-boss', 'Trần')] }),
    });
    expect(await loadDelegators()).toMatchObject({ status: 'ready', delegators: [] });
    expect(stored()).toBeNull();
    expect(operationsOf(calls)).toEqual(['MyCorporate']);
  });

  it('clears it when the delegators cannot be loaded', async () => {
    window.sessionStorage.setItem('XPatronId', 'u-boss');
    corporateAnswers({
      MyDelegators: () => graphqlError('NOT_IMPLEMENTED', 'Query my_delegators is not implemented'),
    });
    expect(await loadDelegators()).toMatchObject({ status: 'error', selectedId: null });
    expect(stored()).toBeNull();
  });

  it('selects only a delegator, and back to oneself', async () => {
    corporateAnswers({ MyDelegators: () => ({ my_delegators: [delegator('u-boss', 'Trần')] }) });
    await loadDelegators();
    selectDelegate('u-boss');
    expect(stored()).toBe('u-boss');
    expect(delegateStore.get().selectedId).toBe('u-boss');
    expect(() => selectDelegate('u-stranger')).toThrow();
    expect(stored()).toBe('u-boss');
    selectDelegate(null);
    expect(stored()).toBeNull();
  });

  it('has nothing to check without a session', async () => {
    Cookies.remove('uts_token');
    window.sessionStorage.setItem('XPatronId', 'u-boss');
    expect(await loadDelegators()).toMatchObject({ status: 'ready', delegators: [] });
    expect(stored()).toBeNull();
  });
});
