import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import type { StaffInvitationByTokenQuery } from '../../api/generated/corporate';
import type { Locale } from '../../i18n/types';
import { graphqlService, lastVariables, operationsOf } from '../../test/graphqlService';
import { profileOf, renderAccountPage } from '../testing/renderAccount';
import { InvitationsPage } from './InvitationsPage';

/** /account/invitations (at `path`) in the account layout, as the app mounts it. */
const renderInvitations = (path: string, locale: Locale) =>
  renderAccountPage(<InvitationsPage />, { route: '/account/invitations', path, locale });

const INVITATION = {
  id: 'staff-1',
  corporate_id: 'corp-1',
  company_name: 'Sông Hồng',
  inviter: 'Trần Minh',
  role: 'STAFF',
  status: 'INVITED',
  expires_at: '2026-12-10T03:00:00.000Z',
} satisfies StaffInvitationByTokenQuery['staff_invitation'];

describe('/account/invitations', () => {
  it('answers the e-mail link without signing in, in Vietnamese', async () => {
    const calls = graphqlService('corporate', {
      StaffInvitationByToken: () => ({ staff_invitation: INVITATION }),
      AcceptStaffInvitation: () => ({
        accept_staff_invitation: { ...INVITATION, status: 'ACCEPTED', expires_at: null },
      }),
    });
    const user = userEvent.setup();
    renderInvitations('/account/invitations?token=tok-123', 'vi');
    const card = await screen.findByRole('listitem', {
      name: 'Sông Hồng mời bạn tham gia với vai trò Nhân viên.',
    });
    expect(within(card).getByText('Người mời: Trần Minh')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Chấp nhận' }));
    expect(
      await screen.findByText(
        'Bạn đã tham gia Sông Hồng. Đăng nhập bằng e-mail được mời để bắt đầu.',
      ),
    ).toBeVisible();
    expect(lastVariables(calls, 'AcceptStaffInvitation')).toMatchObject({ token: 'tok-123' });
  });

  it('lists what waits for a signed-in person and declines one by id, in English', async () => {
    Cookies.set('uts_token', 'access-0');
    graphqlService('main', {
      SessionProfile: () => ({ profile: profileOf() }),
      MyTravelAgents: () => ({ my_travel_agent_invitations: [], my_travel_agents: [] }),
    });
    const calls = graphqlService('corporate', {
      // The header's delegate picker asks for the traveller's corporate: none yet.
      MyCorporate: () => ({ corporate: null }),
      MyStaffInvitations: () => ({ my_staff_invitations: [INVITATION] }),
      DeclineStaffInvitation: () => ({
        decline_staff_invitation: { ...INVITATION, status: 'DECLINED' },
      }),
    });
    const user = userEvent.setup();
    renderInvitations('/account/invitations', 'en');
    const card = await screen.findByRole('listitem', {
      name: 'Sông Hồng invites you to join as Staff.',
    });
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined the invitation of Sông Hồng.')).toBeVisible();
    expect(
      screen.queryByRole('listitem', { name: 'Sông Hồng invites you to join as Staff.' }),
    ).toBeNull();
    expect(lastVariables(calls, 'DeclineStaffInvitation')).toMatchObject({ id: 'staff-1' });
  });

  it('a person agrees to a travel agent, and later removes them after confirming', async () => {
    Cookies.set('uts_token', 'access-0');
    let linked = false;
    const calls = graphqlService('main', {
      SessionProfile: () => ({ profile: profileOf() }),
      MyTravelAgents: () => ({
        my_travel_agent_invitations: linked
          ? []
          : [
              {
                id: 'ta-1',
                email: 'lan@mail.example',
                agent_name: 'Trần Minh',
                status: 'PENDING',
                expires_at: '2026-12-10T03:00:00.000Z',
              },
            ],
        my_travel_agents: linked
          ? [{ id: 'agent-1', first_name: 'Minh', last_name: 'Trần', email: 'agent@mail.example' }]
          : [],
      }),
      AcceptTravelAgentInvitation: () => {
        linked = true;
        return { accept_travel_agent_invitation: { id: 'ta-1', status: 'ACCEPTED' } };
      },
      RemoveTravelAgent: () => {
        linked = false;
        return { remove_travel_agent: true };
      },
    });
    graphqlService('corporate', {
      MyCorporate: () => ({ corporate: null }),
      MyStaffInvitations: () => ({ my_staff_invitations: [] }),
    });
    const user = userEvent.setup();
    renderInvitations('/account/invitations', 'vi');
    const card = await screen.findByRole('listitem', { name: 'Trần Minh muốn đặt chỗ thay bạn' });
    expect(within(card).getByText('Hết hạn 10 thg 12, 2026')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Đồng ý' }));
    expect(await screen.findByText('Trần Minh giờ đặt chỗ thay bạn được.')).toBeVisible();
    expect(lastVariables(calls, 'AcceptTravelAgentInvitation')).toEqual({ id: 'ta-1' });
    await user.click(await screen.findByRole('button', { name: 'Gỡ Trần Minh' }));
    const confirm = await screen.findByRole('dialog', { name: 'Gỡ Trần Minh?' });
    expect(operationsOf(calls)).not.toContain('RemoveTravelAgent');
    await user.click(within(confirm).getByRole('button', { name: 'Gỡ' }));
    expect(await screen.findByText('Đã gỡ Trần Minh.')).toBeVisible();
    expect(lastVariables(calls, 'RemoveTravelAgent')).toEqual({ agent_id: 'agent-1' });
    expect(await screen.findByText('Không có đại lý nào đặt chỗ thay bạn.')).toBeVisible();
  });

  it('says when a link is used, expired or cancelled', async () => {
    graphqlService('corporate', { StaffInvitationByToken: () => ({ staff_invitation: null }) });
    renderInvitations('/account/invitations?token=old', 'en');
    expect(
      await screen.findByText(
        'This invitation link is used, expired or cancelled. Ask the company to send it again.',
      ),
    ).toBeVisible();
  });
});
