import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CorporateRole } from '../../api/generated/corporate';
import { graphqlError } from '../../test/graphqlError';
import { staffEntry } from '../../test/corporateFixtures';
import { lastVariables, operationsOf, type ServiceAnswers } from '../../test/graphqlService';
import { MY_CORPORATE, renderConsole, signInToConsole } from '../../test/renderConsole';
import { staff } from '.';
import { clickSave } from '../../test/clickSave';

const STAFF = [
  staffEntry(1, { monthly_limit: 30_000_000, role: 'ADMIN' }),
  staffEntry(2, { monthly_limit: 12_000_000, department: null }),
];

function signedInAs(role: CorporateRole, answers: ServiceAnswers<'corporate'> = {}) {
  return signInToConsole({
    MyCorporate: () => ({
      corporate: { ...MY_CORPORATE, is_owner: role === 'OWNER', your_role: role },
    }),
    StaffPage: (v) =>
      v.corporate_id === MY_CORPORATE.id
        ? { corporate_staffs_page: { entries: STAFF, total_count: STAFF.length } }
        : graphqlError('FORBIDDEN', 'You are not a member of this corporate.'),
    ...answers,
  });
}

const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  // Tablet and up: the table.
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('staff (/corporate/users)', () => {
  // Its menu entry (shown to the owner, not to staff): src/corporate/CorporateConsole.test.tsx.
  it('lists staff, highest monthly limit first, searchable', async () => {
    const calls = signedInAs('OWNER');
    const user = userEvent.setup({ delay: null });
    await renderConsole(staff, { path: 'users', locale: 'en' });
    // The list's placeholder table comes first, then the records'.
    await screen.findByText('Nguyễn 1 Lan');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Nguyễn 1 Lan')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Admin')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Kinh doanh')).toBeInTheDocument();
    const page = calls.find((c) => c.operationName === 'StaffPage');
    expect(page?.variables).toMatchObject({
      corporate_id: MY_CORPORATE.id,
      sort: { field: 'MONTHLY_LIMIT', direction: 'DESC' },
      limit: 25,
      offset: 0,
    });
    await user.type(screen.getByPlaceholderText('Search'), 'lan');
    await waitFor(() =>
      expect(lastVariables(calls, 'StaffPage')).toMatchObject({
        search: 'lan',
      }),
    );
  });

  it('says so when there is nobody yet', async () => {
    signedInAs('ADMIN', {
      StaffPage: () => ({ corporate_staffs_page: { entries: [], total_count: 0 } }),
    });
    await renderConsole(staff, { path: 'users', locale: 'vi' });
    expect(await screen.findByText('Chưa có Nhân viên.')).toBeInTheDocument();
  });

  it('adds a staff member: the form’s checks, the e-mail check, then the server’s field errors on the inputs', async () => {
    let attempt = 0;
    const calls = signedInAs('OWNER', {
      BeforeCreateStaff: (v) => ({
        before_create_corporate_staff: {
          email: v.email,
          user_exists: v.email === 'lan@songhong.example',
          already_staff: v.email === 'lan@songhong.example',
          in_other_corporate: false,
          invitation: null,
        },
      }),
      CreateStaff: (v) => {
        attempt += 1;
        if (attempt === 1) {
          return graphqlError('BAD_USER_INPUT', 'email: is already staff', {
            status: 400,
            fields: [{ field: 'email', rule: 'already_staff', message: 'is already staff' }],
          });
        }
        return { create_corporate_staff: staffEntry(9, { email: v.input.email }) };
      },
    });
    const user = userEvent.setup({ delay: null });
    await renderConsole(staff, { path: 'users/create', locale: 'en' });
    const email = await screen.findByRole('textbox', { name: /Email/ });
    await user.type(email, 'lan@');
    await clickSave(user);
    expect(await screen.findByText('The format is not valid')).toBeInTheDocument();
    expect(operationsOf(calls)).not.toContain('CreateStaff');
    await user.clear(email);
    await user.type(email, 'lan@songhong.example');
    // before_create_corporate_staff answers as the address is typed.
    expect(
      await screen.findByText(
        'lan@songhong.example is already staff of your company. Reactivate them instead of adding them.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Employee id' }), 'NV-9');
    await clickSave(user);
    expect(
      await screen.findByText('This person is already staff of your company'),
    ).toBeInTheDocument();
    expect(email).toHaveValue('lan@songhong.example');
    await user.clear(email);
    await user.type(email, 'mai@songhong.example');
    expect(
      await screen.findByText(/mai@songhong.example has no Wayfare account yet/),
    ).toBeInTheDocument();
    await clickSave(user);
    // Back on the list.
    await screen.findByText('Nguyễn 1 Lan');
    expect(lastVariables(calls, 'CreateStaff')).toMatchObject({
      input: {
        corporate_id: MY_CORPORATE.id,
        email: 'mai@songhong.example',
        employee_id: 'NV-9',
        role: 'STAFF',
      },
    });
  });

  it('edits a staff member and sends only what changed', async () => {
    const calls = signedInAs('OWNER', {
      StaffMember: (v) => ({
        corporate_staff: STAFF.find((s) => s.user_id === v.user_id) ?? null,
      }),
      UpdateStaff: ({ input }) => ({
        update_corporate_staff: { ...STAFF[1], title: input.title ?? STAFF[1].title },
      }),
    });
    const user = userEvent.setup({ delay: null });
    await renderConsole(staff, { path: 'users/u2', locale: 'en' });
    const title = await screen.findByRole('textbox', { name: 'Job title' });
    await user.type(title, 'Kỹ sư');
    await clickSave(user);
    // Back on the list.
    await screen.findByText('Nguyễn 1 Lan');
    expect(calls.find((c) => c.operationName === 'UpdateStaff')?.variables).toEqual({
      input: { corporate_id: MY_CORPORATE.id, user_id: 'u2', title: 'Kỹ sư' },
    });
  });

  it('shows who has not accepted, in Vietnamese, and re-sends or cancels the invitation', async () => {
    const invited = staffEntry(3, {
      active: false,
      invitation: 'INVITED',
      invitation_expires_at: '2026-12-10T03:00:00.000Z',
    });
    const declined = staffEntry(4, { active: false, invitation: 'DECLINED' });
    STAFF.push(invited, declined);
    try {
      const calls = signedInAs('OWNER', {
        StaffMember: (v) => ({
          corporate_staff: STAFF.find((s) => s.user_id === v.user_id) ?? null,
        }),
        ResendStaffInvitation: () => ({ resend_corporate_staff_invitation: invited }),
        CancelStaffInvitation: () => ({
          cancel_corporate_staff_invitation: { ...invited, invitation: 'CANCELLED' },
        }),
      });
      const user = userEvent.setup({ delay: null });
      await renderConsole(staff, { path: 'users', locale: 'vi' });
      await screen.findByText('Nguyễn 3 Lan');
      const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
      expect(within(rows[2]).getByText('Đã mời')).toBeInTheDocument();
      expect(within(rows[3]).getByText('Đã từ chối')).toBeInTheDocument();
      await user.click(within(rows[2]).getByText('Nguyễn 3 Lan'));
      const panel = await screen.findByRole('alert');
      expect(within(panel).getByText('Đã mời')).toBeInTheDocument();
      await user.click(within(panel).getByRole('button', { name: 'Gửi lại lời mời' }));
      await waitFor(() =>
        expect(calls.find((c) => c.operationName === 'ResendStaffInvitation')?.variables).toEqual({
          corporate_id: MY_CORPORATE.id,
          user_id: 'u3',
        }),
      );
      await user.click(within(panel).getByRole('button', { name: 'Huỷ lời mời' }));
      await waitFor(() =>
        expect(calls.find((c) => c.operationName === 'CancelStaffInvitation')?.variables).toEqual({
          corporate_id: MY_CORPORATE.id,
          user_id: 'u3',
        }),
      );
    } finally {
      STAFF.splice(2);
    }
  });

  it('is not reachable by URL for plain staff', async () => {
    const calls = signedInAs('STAFF');
    await renderConsole(staff, { path: 'users', locale: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
    expect(operationsOf(calls)).not.toContain('StaffPage');
  });
});
