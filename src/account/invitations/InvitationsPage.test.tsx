import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import type { StaffInvitationByTokenQuery } from '../../api/generated/corporate';
import type { Locale } from '../../i18n/types';
import { graphqlService, lastVariables } from '../../test/graphqlService';
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
    graphqlService('main', { SessionProfile: () => ({ profile: profileOf() }) });
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
