import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { mainService, profileOf } from '../testing/renderAccount';

const INVITATION = {
  id: 'staff-1',
  corporate_id: 'corp-1',
  company_name: 'Sông Hồng',
  inviter: 'Trần Minh',
  role: 'STAFF',
  status: 'INVITED',
  expires_at: '2026-12-10T03:00:00.000Z',
};

type Answer = (variables: Record<string, unknown>) => { data?: unknown; errors?: unknown[] };

/** The corporate service as the page calls it, operation by operation. */
function corporateService(answers: Record<string, Answer>, calls: string[] = []) {
  server.use(
    http.post('*/graphql/corporate', async ({ request }) => {
      const body = (await request.json()) as { query: string; variables?: Record<string, unknown> };
      const name = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      calls.push(`${name} ${JSON.stringify(body.variables ?? {})}`);
      const answer = answers[name];
      if (!answer) return HttpResponse.json({ errors: [{ message: `unexpected ${name}` }] });
      return HttpResponse.json(answer(body.variables ?? {}));
    }),
  );
  return calls;
}

describe('/account/invitations', { timeout: 20_000 }, () => {
  it('answers the e-mail link without signing in, in Vietnamese', async () => {
    const calls = corporateService({
      StaffInvitationByToken: () => ({ data: { staff_invitation: INVITATION } }),
      AcceptStaffInvitation: () => ({
        data: { accept_staff_invitation: { ...INVITATION, status: 'ACCEPTED', expires_at: null } },
      }),
    });
    const user = userEvent.setup();
    renderApp('/account/invitations?token=tok-123', 'vi');
    const card = await screen.findByRole(
      'listitem',
      { name: 'Sông Hồng mời bạn tham gia với vai trò Nhân viên.' },
      { timeout: 5000 },
    );
    expect(within(card).getByText('Người mời: Trần Minh')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Chấp nhận' }));
    expect(
      await screen.findByText(
        'Bạn đã tham gia Sông Hồng. Đăng nhập bằng e-mail được mời để bắt đầu.',
      ),
    ).toBeVisible();
    expect(calls.some((c) => c.startsWith('AcceptStaffInvitation {"token":"tok-123"}'))).toBe(true);
  });

  it('lists what waits for a signed-in person and declines one by id, in English', async () => {
    Cookies.set('uts_token', 'access-0');
    mainService({ SessionProfile: () => ({ profile: profileOf() }) });
    const calls = corporateService({
      MyStaffInvitations: () => ({ data: { my_staff_invitations: [INVITATION] } }),
      DeclineStaffInvitation: () => ({
        data: { decline_staff_invitation: { ...INVITATION, status: 'DECLINED' } },
      }),
    });
    const user = userEvent.setup();
    renderApp('/account/invitations', 'en');
    const card = await screen.findByRole(
      'listitem',
      { name: 'Sông Hồng invites you to join as Staff.' },
      { timeout: 5000 },
    );
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined the invitation of Sông Hồng.')).toBeVisible();
    expect(
      screen.queryByRole('listitem', { name: 'Sông Hồng invites you to join as Staff.' }),
    ).toBeNull();
    expect(calls.some((c) => c.startsWith('DeclineStaffInvitation {"id":"staff-1"}'))).toBe(true);
  });

  it('says when a link is used, expired or cancelled', async () => {
    corporateService({ StaffInvitationByToken: () => ({ data: { staff_invitation: null } }) });
    renderApp('/account/invitations?token=old', 'en');
    expect(
      await screen.findByText(
        'This invitation link is used, expired or cancelled. Ask the company to send it again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  });
});
