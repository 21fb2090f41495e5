import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { readPatronId } from '../../api/patron';
import { corporateService } from '../../dataProviders/testing/corporateService';
import { renderApp } from '../../test/renderApp';
import { mainService, profileOf } from '../testing/renderAccount';

const TRAVELLERS = [
  { id: 't-tam', first_name: 'Thanh Tâm', last_name: 'Ngô', email: 'tam@mail.example' },
  { id: 't-hai', first_name: 'Văn Hải', last_name: 'Lý', email: 'hai@mail.example' },
];

function signedInAs(role: string) {
  Cookies.set('uts_token', 'access-1');
  mainService({
    SessionProfile: () => ({ profile: { ...profileOf(), role } }),
    TravelAgentAccounts: () => ({ travel_agent_accounts: TRAVELLERS }),
  });
  // An agent is no corporate member: the delegate picker finds no corporate.
  corporateService({ MyCorporate: () => ({ corporate: null }) });
}

describe('travel agent picker in the site header', { timeout: 15_000 }, () => {
  it('an agent picks a traveller (account-ta), the header names them, and they can stop', async () => {
    signedInAs('AGENT');
    const user = userEvent.setup();
    renderApp('/about', 'en');
    await user.click(
      await screen.findByRole('button', { name: 'Choose a traveller' }, { timeout: 5000 }),
    );
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
    expect(
      await screen.findByRole('button', { name: 'Choose a traveller' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('forgets a stored traveller who is no longer among the agent’s', async () => {
    window.localStorage.setItem('account-ta', JSON.stringify({ id: 't-gone', name: 'Gone' }));
    signedInAs('AGENT');
    renderApp('/about', 'vi');
    expect(
      await screen.findByRole('button', { name: 'Chọn khách hàng' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(window.localStorage.getItem('account-ta')).toBeNull();
  });

  it('is not there for a traveller, who never sends a stored agent choice', async () => {
    window.localStorage.setItem('account-ta', JSON.stringify({ id: 't-tam', name: 'Tâm' }));
    signedInAs('USER');
    renderApp('/about', 'en');
    expect(await screen.findByRole('button', { name: 'Account menu of Lan' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Choose a traveller|Booking for/ })).toBeNull();
    expect(window.localStorage.getItem('account-ta')).toBeNull();
    expect(readPatronId()).toBeNull();
  });
});
