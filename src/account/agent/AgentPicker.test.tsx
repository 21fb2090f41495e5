import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { readPatronId } from '../../api/patron';
import type { ProfileRole } from '../../api/generated/main';
import { graphqlService } from '../../test/graphqlService';
import { profileOf, renderSiteHeader } from '../testing/renderAccount';

const TRAVELLERS = [
  { id: 't-tam', first_name: 'Thanh Tâm', last_name: 'Ngô', email: 'tam@mail.example' },
  { id: 't-hai', first_name: 'Văn Hải', last_name: 'Lý', email: 'hai@mail.example' },
];

function signedInAs(role: ProfileRole) {
  Cookies.set('uts_token', 'access-1');
  graphqlService('main', {
    SessionProfile: () => ({ profile: { ...profileOf(), role } }),
    TravelAgentAccounts: () => ({ travel_agent_accounts: TRAVELLERS }),
  });
  // An agent is no corporate member: the delegate picker finds no corporate.
  graphqlService('corporate', { MyCorporate: () => ({ corporate: null }) });
}

describe('travel agent picker in the site header', () => {
  it('an agent picks a traveller (account-ta), the header names them, and they can stop', async () => {
    signedInAs('AGENT');
    const user = userEvent.setup();
    renderSiteHeader({ path: '/about', locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Choose a traveller' }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: /Ngô Thanh Tâm/ }));
    expect(JSON.parse(window.localStorage.getItem('account-ta')!)).toEqual({
      id: 't-tam',
      name: 'Ngô Thanh Tâm',
    });
    expect(readPatronId()).toBe('t-tam');
    const acting = await screen.findByRole('button', { name: 'Booking for: Ngô Thanh Tâm' });
    await user.click(acting);
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Stop booking/ }),
    );
    expect(window.localStorage.getItem('account-ta')).toBeNull();
    expect(readPatronId()).toBeNull();
    // Once the menu has closed (it hides the page from assistive technology meanwhile).
    expect(await screen.findByRole('button', { name: 'Choose a traveller' })).toBeVisible();
  });

  it('forgets a stored traveller who is no longer among the agent’s', async () => {
    window.localStorage.setItem('account-ta', JSON.stringify({ id: 't-gone', name: 'Gone' }));
    signedInAs('AGENT');
    renderSiteHeader({ path: '/about', locale: 'vi' });
    expect(await screen.findByRole('button', { name: 'Chọn khách hàng' })).toBeVisible();
    expect(window.localStorage.getItem('account-ta')).toBeNull();
  });

  it('is not there for a traveller, who never sends a stored agent choice', async () => {
    window.localStorage.setItem('account-ta', JSON.stringify({ id: 't-tam', name: 'Tâm' }));
    signedInAs('USER');
    renderSiteHeader({ path: '/about', locale: 'en' });
    expect(await screen.findByRole('button', { name: 'Account menu of Lan' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Choose a traveller|Booking for/ })).toBeNull();
    expect(window.localStorage.getItem('account-ta')).toBeNull();
    expect(readPatronId()).toBeNull();
  });
});
