import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CorporateMembersQuery, CorporateRole } from '../../api/generated/corporate';
import { graphqlError } from '../../test/graphqlError';
import { operationsOf } from '../../test/graphqlService';
import { MY_CORPORATE, renderConsole, signInToConsole } from '../../test/renderConsole';
import { members } from '.';

type Member = CorporateMembersQuery['corporate_members'][number];

const member = (
  id: string,
  role: CorporateRole,
  last_name: string,
  department: string | null = null,
): Member => ({
  id,
  email: `${id}@songhong.example`,
  first_name: 'An',
  last_name,
  role,
  department: department ? { id: `d-${department}`, name: department } : null,
  setting: null,
  corporate_staff: null,
});

const MEMBERS = [
  member('u-staff', 'STAFF', 'Trần', 'Kinh doanh'),
  member('u-owner', 'OWNER', 'Lê'),
  member('u-acc', 'ACCOUTING', 'Phạm', 'Tài chính'),
  member('u-admin', 'ADMIN', 'Đặng'),
];

function signedInAs(role: CorporateRole) {
  return signInToConsole({
    MyCorporate: () => ({
      corporate: { ...MY_CORPORATE, is_owner: role === 'OWNER', your_role: role },
    }),
    CorporateMembers: (v) =>
      v.corporate_id === MY_CORPORATE.id
        ? { corporate_members: MEMBERS }
        : graphqlError('FORBIDDEN', 'You are not a member of this corporate.'),
  });
}

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

function usePhone(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

describe('members (the reference resource)', () => {
  // Its menu entry (shown to the owner, not to staff): src/corporate/CorporateConsole.test.tsx.
  it('lists members in the role order for the owner, searchable', async () => {
    usePhone(false);
    signedInAs('OWNER');
    const user = userEvent.setup({ delay: null });
    await renderConsole(members, { path: 'members', locale: 'en' });
    // The list's placeholder table comes first, then the records'.
    await screen.findByText('Lê An');
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'Lê An',
      'Đặng An',
      'Phạm An',
      'Trần An',
    ]);
    expect(within(rows[0]).getByText('Owner')).toBeInTheDocument();
    expect(within(rows[3]).getByText('Kinh doanh')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search'), 'pham');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('Phạm An')).toBeInTheDocument();
  });

  it('is a simple list on a phone', async () => {
    usePhone(true);
    signedInAs('ADMIN');
    await renderConsole(members, { path: 'members', locale: 'vi' });
    expect(await screen.findByText('Lê An')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Chủ sở hữu')).toBeInTheDocument();
  });

  it('is not reachable by URL for staff', async () => {
    usePhone(false);
    const calls = signedInAs('STAFF');
    await renderConsole(members, { path: 'members', locale: 'en' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'You do not have access to this page',
      }),
    ).toBeInTheDocument();
    expect(operationsOf(calls)).not.toContain('CorporateMembers');
  });
});
