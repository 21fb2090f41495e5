import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { MY_CORPORATE } from '../../test/corporateFixtures';
import { graphqlError } from '../../test/graphqlError';
import { graphqlService, type ServiceAnswers } from '../../test/graphqlService';
import { profileOf, renderSiteHeader } from '../testing/renderAccount';

function signedInWith(answers: ServiceAnswers<'corporate'>) {
  Cookies.set('uts_token', 'access-1');
  graphqlService('main', { SessionProfile: () => ({ profile: profileOf() }) });
  return graphqlService('corporate', {
    MyCorporate: () => ({ corporate: MY_CORPORATE }),
    ...answers,
  });
}

describe('delegate picker in the site header', () => {
  it('lets someone with delegators book for one of them, stored as XPatronId', async () => {
    signedInWith({
      MyDelegators: () => ({
        my_delegators: [
          {
            id: 's1',
            user_id: 'u-boss',
            first_name: 'Minh',
            last_name: 'Trần',
            email: 'boss@songhong.example',
            title: null,
          },
        ],
      }),
    });
    const user = userEvent.setup();
    renderSiteHeader({ path: '/about', locale: 'en' });
    const button = await screen.findByRole('button', { name: 'Booking for: Myself' });
    await user.click(button);
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: /Trần Minh/ }));
    expect(window.sessionStorage.getItem('XPatronId')).toBe('u-boss');
    expect(
      await screen.findByRole('button', { name: 'Booking for: Trần Minh' }),
    ).toBeInTheDocument();
  });

  it('is not there for someone without delegators', async () => {
    signedInWith({ MyDelegators: () => ({ my_delegators: [] }) });
    renderSiteHeader({ path: '/about', locale: 'en' });
    expect(await screen.findByRole('button', { name: 'Account menu of Lan' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Booking for/ })).toBeNull();
  });

  it('is not there, and forgets the stored delegate, when the delegators cannot be loaded', async () => {
    window.sessionStorage.setItem('XPatronId', 'u-boss');
    const calls = signedInWith({
      MyDelegators: () => graphqlError('NOT_IMPLEMENTED', 'Query my_delegators is not implemented'),
    });
    renderSiteHeader({ path: '/about', locale: 'en' });
    expect(await screen.findByRole('button', { name: 'Account menu of Lan' })).toBeVisible();
    await vi.waitFor(() => expect(calls.map((c) => c.operationName)).toContain('MyDelegators'));
    await vi.waitFor(() => expect(window.sessionStorage.getItem('XPatronId')).toBeNull());
    expect(screen.queryByRole('button', { name: /Booking for/ })).toBeNull();
  });
});
