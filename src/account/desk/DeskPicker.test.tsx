import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import type { CorporateRole } from '../../api/generated/corporate';
import { MY_CORPORATE } from '../../test/corporateFixtures';
import { graphqlService } from '../../test/graphqlService';
import { profileOf, renderSiteHeader } from '../testing/renderAccount';
import { DESK_STORAGE_KEY, selectDeskTraveller, travellerIdFor } from './deskStore';

const COLLEAGUES = [
  {
    id: 's-lan',
    user_id: 'u-lan',
    first_name: 'Thị Lan',
    last_name: 'Trần',
    email: 'lan@songhong.example',
    employee_id: 'SH-014',
  },
  {
    id: 's-hai',
    user_id: 'u-hai',
    first_name: 'Văn Hải',
    last_name: 'Lý',
    email: 'hai@songhong.example',
    employee_id: null,
  },
];

function signedInAs(role: CorporateRole) {
  Cookies.set('uts_token', 'access-1');
  graphqlService('main', { SessionProfile: () => ({ profile: profileOf() }) });
  return graphqlService('corporate', {
    MyCorporate: () => ({ corporate: { ...MY_CORPORATE, your_role: role, is_owner: false } }),
    MyDelegators: () => ({ my_delegators: [] }),
    DeskTravellers: ({ search }) => ({
      corporate_travellers: {
        total_count: 2,
        entries: COLLEAGUES.filter((c) => !search || c.first_name.includes(search)),
      },
    }),
  });
}

describe('the travel desk’s colleague picker in the site header', () => {
  it('an operation member searches a colleague with the keyboard and books for them', async () => {
    const calls = signedInAs('OPERATION');
    const user = userEvent.setup();
    renderSiteHeader({ path: '/flight', locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Book for a colleague' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Book for a colleague (travel desk)',
    });
    const search = within(dialog).getByRole('combobox', { name: 'Search colleagues' });
    expect(search).toHaveFocus();
    await user.type(search, 'Lan');
    await waitFor(() => expect(calls.some((c) => c.variables.search === 'Lan')).toBe(true));
    expect(calls.find((c) => c.variables.search === 'Lan')!.variables.corporate_id).toBe(
      MY_CORPORATE.id,
    );
    expect(await screen.findByRole('option', { name: /Trần Thị Lan/ })).toBeVisible();
    // The first list holds both; the search's answer holds only her (waited for, not assumed).
    await waitFor(() => expect(screen.queryByRole('option', { name: /Lý Văn Hải/ })).toBeNull());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(JSON.parse(window.sessionStorage.getItem(DESK_STORAGE_KEY)!)).toEqual({
      id: 'u-lan',
      name: 'Trần Thị Lan',
      corporateId: MY_CORPORATE.id,
    });
    const chosen = await screen.findByRole('button', { name: 'Booking for: Trần Thị Lan' });
    await user.click(chosen);
    const again = await screen.findByRole('dialog');
    expect(
      within(again).getByText(
        'You are booking for Trần Thị Lan: search results show their travel policy.',
      ),
    ).toBeVisible();
    await user.click(within(again).getByRole('button', { name: 'Book for myself' }));
    expect(window.sessionStorage.getItem(DESK_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Book for a colleague' })).toBeVisible();
  });

  it('speaks Vietnamese, and says when no colleague matches', async () => {
    signedInAs('ADMIN');
    const user = userEvent.setup();
    renderSiteHeader({ path: '/', locale: 'vi' });
    await user.click(await screen.findByRole('button', { name: 'Đặt cho đồng nghiệp' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Đặt chỗ cho đồng nghiệp (bộ phận đặt chỗ)',
    });
    await user.type(within(dialog).getByRole('combobox', { name: 'Tìm đồng nghiệp' }), 'Zzz');
    expect(await screen.findByText('Không có đồng nghiệp nào khớp')).toBeVisible();
  });

  it('is not offered to a staff member, and a colleague stored for someone else is forgotten', async () => {
    selectDeskTraveller({ id: 'u-lan', name: 'Trần Thị Lan', corporateId: 'c-other' });
    signedInAs('STAFF');
    renderSiteHeader({ path: '/', locale: 'en' });
    expect(await screen.findByRole('button', { name: 'Account menu of Lan' })).toBeVisible();
    await waitFor(() => expect(window.sessionStorage.getItem(DESK_STORAGE_KEY)).toBeNull());
    expect(screen.queryByRole('button', { name: /Book for a colleague|Booking for/ })).toBeNull();
  });

  it('acting for a delegator wins over the desk’s colleague (the server refuses both at once)', () => {
    const desk = { id: 'u-lan', name: 'Lan', corporateId: 'c' };
    expect(travellerIdFor(desk, null)).toBe('u-lan');
    expect(travellerIdFor(desk, 'u-delegator')).toBeNull();
    expect(travellerIdFor(null, null)).toBeNull();
  });
});
