import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { readPatronId } from '../../api/patron';
import type { ProfileRole } from '../../api/generated/main';
import { graphqlError } from '../../test/graphqlError';
import { graphqlService, lastVariables } from '../../test/graphqlService';
import { profileOf, renderSiteHeader } from '../testing/renderAccount';

const TRAVELLERS = [
  { id: 't-tam', first_name: 'Thanh Tâm', last_name: 'Ngô', email: 'tam@mail.example' },
  { id: 't-hai', first_name: 'Văn Hải', last_name: 'Lý', email: 'hai@mail.example' },
];

const WAITING = {
  id: 'inv-1',
  email: 'old@mail.example',
  agent_name: 'Trần Minh',
  status: 'PENDING',
  expires_at: '2026-12-10T03:00:00.000Z',
};

function signedInAs(role: ProfileRole) {
  Cookies.set('uts_token', 'access-1');
  const calls = graphqlService('main', {
    SessionProfile: () => ({ profile: { ...profileOf(), role } }),
    // The server searches (accents folded); here, the search "hai" finds Lý Văn Hải.
    TravelAgentAccounts: ({ search }) => ({
      travel_agent_accounts: search ? TRAVELLERS.filter((t) => t.id === 't-hai') : TRAVELLERS,
    }),
    TravelAgentInvitations: () => ({ travel_agent_invitations: [WAITING] }),
  });
  // An agent is no corporate member: the delegate picker finds no corporate.
  graphqlService('corporate', { MyCorporate: () => ({ corporate: null }) });
  return calls;
}

describe('travel agent picker in the site header', () => {
  it('an agent searches a client, books for them under a banner, and stops from it', async () => {
    const calls = signedInAs('AGENT');
    const user = userEvent.setup();
    renderSiteHeader({ path: '/about', locale: 'en' });
    // The first test of the file loads the pickers' chunk cold.
    await user.click(
      await screen.findByRole('button', { name: 'Choose a traveller' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Clients you book for' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Search clients' }), 'hai');
    // The list is the server's answer to "hai" (the other client gone), not the first list,
    // which holds Lý Văn Hải too: under load a click could land before the search was asked.
    await waitFor(() =>
      expect(lastVariables(calls, 'TravelAgentAccounts')).toEqual({ search: 'hai' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: /Ngô Thanh Tâm/ })).not.toBeInTheDocument(),
    );
    await user.click(await screen.findByRole('option', { name: /Lý Văn Hải/ }));
    expect(lastVariables(calls, 'TravelAgentAccounts')).toEqual({ search: 'hai' });
    expect(JSON.parse(window.localStorage.getItem('account-ta')!)).toEqual({
      id: 't-hai',
      name: 'Lý Văn Hải',
    });
    expect(readPatronId()).toBe('t-hai');
    expect(await screen.findByRole('button', { name: 'Booking for: Lý Văn Hải' })).toBeVisible();
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('You are booking for Lý Văn Hải (travel agent)');
    await user.click(within(banner).getByRole('button', { name: 'Stop' }));
    expect(window.localStorage.getItem('account-ta')).toBeNull();
    expect(readPatronId()).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Choose a traveller' })).toBeVisible();
  });

  it('adds a client by e-mail: an invitation waits for consent; refusals are named', async () => {
    signedInAs('AGENT');
    let answer: 'ok' | 'limited' = 'ok';
    const calls = graphqlService('main', {
      InviteTravelAgentClient: ({ email }) =>
        answer === 'limited'
          ? graphqlError('RATE_LIMITED', 'too_many_attempts')
          : {
              invite_travel_agent_client: { ...WAITING, id: 'inv-2', email: String(email) },
            },
    });
    const user = userEvent.setup();
    renderSiteHeader({ path: '/about', locale: 'vi' });
    await user.click(await screen.findByRole('button', { name: 'Chọn khách hàng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Khách hàng bạn đặt chỗ thay' });
    expect(await within(dialog).findByText('old@mail.example')).toBeVisible();
    const field = within(dialog).getByRole('textbox', { name: 'E-mail của khách hàng' });
    await user.type(field, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi lời mời' }));
    expect(within(dialog).getByText('Nhập một địa chỉ e-mail hợp lệ')).toBeVisible();
    await user.clear(field);
    await user.type(field, 'new@mail.example');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi lời mời' }));
    expect(
      await within(dialog).findByText(
        'Đã gửi lời mời tới new@mail.example. Bạn đặt chỗ thay họ được khi họ đồng ý.',
      ),
    ).toBeVisible();
    expect(lastVariables(calls, 'InviteTravelAgentClient')).toEqual({ email: 'new@mail.example' });
    expect(within(dialog).getByText('new@mail.example')).toBeVisible();
    // Not a client yet: nothing is chosen and nothing is sent for them.
    expect(readPatronId()).toBeNull();
    answer = 'limited';
    await user.type(field, 'third@mail.example');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi lời mời' }));
    expect(
      await within(dialog).findByText('Bạn đã gửi quá nhiều lời mời. Vui lòng thử lại sau.'),
    ).toBeVisible();
  });

  it('forgets a stored traveller who is no longer among the agent’s', async () => {
    window.localStorage.setItem('account-ta', JSON.stringify({ id: 't-gone', name: 'Gone' }));
    signedInAs('AGENT');
    renderSiteHeader({ path: '/about', locale: 'vi' });
    expect(await screen.findByRole('button', { name: 'Chọn khách hàng' })).toBeVisible();
    expect(window.localStorage.getItem('account-ta')).toBeNull();
  });

  it('stays signed in when the stored client has removed the agent: the choice is let go', async () => {
    window.localStorage.setItem('account-ta', JSON.stringify({ id: 't-gone', name: 'Gone' }));
    signedInAs('AGENT');
    // The server refuses any call that still acts for her (server/auth/patron.ts).
    graphqlService('main', {
      SessionProfile: (_v, call) =>
        call.headers.get('x-patron-id')
          ? graphqlError('FORBIDDEN', 'You may not act for this account (X-Patron-Id).')
          : { profile: { ...profileOf(), role: 'AGENT' } },
    });
    renderSiteHeader({ path: '/about', locale: 'en' });
    expect(await screen.findByRole('button', { name: 'Choose a traveller' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Account menu of Lan' })).toBeVisible();
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
