import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../../config';
import { corporateService, graphqlError } from '../../dataProviders/testing/corporateService';
import { testConfig } from '../../test/fixtures';
import { delegateStore, loadDelegators, selectDelegate } from './delegateStore';

const delegator = (userId: string, last_name: string) => ({
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
});

describe('delegate selection (spec §4)', () => {
  it('asks my_delegators for 300 from offset 0 and keeps a stored delegator', async () => {
    window.sessionStorage.setItem('XPatronId', 'u-boss');
    const calls = corporateService({
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
    corporateService({ MyDelegators: () => ({ my_delegators: [delegator('u-2', 'Lê')] }) });
    expect(await loadDelegators()).toMatchObject({ status: 'ready', selectedId: null });
    expect(stored()).toBeNull();
  });

  it('clears it when the corporate cannot be loaded, without asking for delegators', async () => {
    window.sessionStorage.setItem('XPatronId', 'u-boss');
    const calls = corporateService({
      MyCorporate: () => graphqlError('INTERNAL', 'Internal error. Reference: r-1'),
    });
    expect(await loadDelegators()).toMatchObject({ status: 'error', selectedId: null });
    expect(stored()).toBeNull();
    expect(calls.map((c) => c.operationName)).toEqual(['MyCorporate']);
  });

  it('clears it when the user has no corporate', async () => {
    window.sessionStorage.setItem('XPatronId', 'u-boss');
    const calls = corporateService({ MyCorporate: () => ({ corporate: null }) });
    expect(await loadDelegators()).toMatchObject({ status: 'ready', delegators: [] });
    expect(stored()).toBeNull();
    expect(calls.map((c) => c.operationName)).toEqual(['MyCorporate']);
  });

  it('clears it when the delegators cannot be loaded', async () => {
    window.sessionStorage.setItem('XPatronId', 'u-boss');
    corporateService({
      MyDelegators: () => graphqlError('NOT_IMPLEMENTED', 'Query my_delegators is not implemented'),
    });
    expect(await loadDelegators()).toMatchObject({ status: 'error', selectedId: null });
    expect(stored()).toBeNull();
  });

  it('selects only a delegator, and back to oneself', async () => {
    corporateService({ MyDelegators: () => ({ my_delegators: [delegator('u-boss', 'Trần')] }) });
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
