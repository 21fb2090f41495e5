import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { mainService, profileOf } from '../../account/testing/renderAccount';
import {
  MY_CORPORATE,
  corporateService,
  graphqlError,
} from '../../dataProviders/testing/corporateService';
import { renderApp } from '../../test/renderApp';

const member = (id: string, role: string, last_name: string, department: string | null = null) => ({
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

function signedInAs(role: string) {
  Cookies.set('uts_token', 'access-1');
  mainService({ SessionProfile: () => ({ profile: profileOf() }) });
  return corporateService({
    MyCorporate: () => ({
      corporate: { ...MY_CORPORATE, is_owner: role === 'OWNER', your_role: role },
    }),
    MyDelegators: () => ({ my_delegators: [] }),
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

describe('members (the reference resource)', { timeout: 20_000 }, () => {
  it('is in the menu for the owner and lists members in the role order, searchable', async () => {
    usePhone(false);
    signedInAs('OWNER');
    const user = userEvent.setup();
    renderApp('/corporate', 'en');
    const menu = await screen.findByRole('menu', {}, { timeout: 8000 });
    await user.click(await within(menu).findByRole('menuitem', { name: 'Members and roles' }));
    const table = await screen.findByRole('table', {}, { timeout: 8000 });
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
    renderApp('/corporate/members', 'vi');
    expect(await screen.findByText('Lê An', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Chủ sở hữu')).toBeInTheDocument();
  });

  it('is neither in the menu nor reachable by URL for staff', async () => {
    usePhone(false);
    const calls = signedInAs('STAFF');
    renderApp('/corporate/members', 'en');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'You do not have access to this page' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    const menu = screen.getByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Members and roles' })).toBeNull();
    expect(calls.map((c) => c.operationName)).not.toContain('CorporateMembers');
  });
});
