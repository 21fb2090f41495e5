import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CorporateRole } from '../../api/generated/corporate';
import { costCenterEntry, staffEntry } from '../../test/corporateFixtures';
import { lastVariables, operationsOf } from '../../test/graphqlService';
import { MY_CORPORATE, renderConsole, signInToConsole } from '../../test/renderConsole';
import { staff } from '.';

const OPS = costCenterEntry('cc-ops', { name: 'Vận hành Hà Nội' });

function signedInAs(role: CorporateRole) {
  return signInToConsole({
    MyCorporate: () => ({
      corporate: { ...MY_CORPORATE, is_owner: role === 'OWNER', your_role: role },
    }),
    StaffPage: () => ({ corporate_staffs_page: { entries: [staffEntry(1)], total_count: 1 } }),
    CostCenterPage: () => ({ cost_centers_page: { entries: [OPS], total_count: 1 } }),
    AllCostCenters: () => ({ cost_centers: [OPS] }),
  });
}

const FILTERED = `users?filter=${encodeURIComponent('{"cost_center_id":"cc-ops"}')}`;

describe('the staff list’s cost-center filter', () => {
  it('is offered to accounting', async () => {
    signedInAs('ACCOUTING');
    const user = userEvent.setup({ delay: null });
    await renderConsole(staff, { path: 'users', locale: 'en' });
    await screen.findByText('Nguyễn 1 Lan');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Cost centers' })).toBeVisible();
  });

  it('asks the server for the staff a cost center reaches, and names it', async () => {
    const calls = signedInAs('ACCOUTING');
    await renderConsole(staff, { path: FILTERED, locale: 'en' });
    expect(await screen.findByDisplayValue('Vận hành Hà Nội')).toBeInTheDocument();
    await waitFor(() =>
      expect(lastVariables(calls, 'StaffPage')).toMatchObject({
        filter: { cost_center_id: 'cc-ops' },
      }),
    );
  });

  it('is not offered to approvers, who read staff but not budgets', async () => {
    const calls = signedInAs('APPROVER');
    await renderConsole(staff, { path: 'users', locale: 'en' });
    await screen.findByText('Nguyễn 1 Lan');
    // The cost center is the list's only optional filter: no "Add filter" at all for them.
    expect(screen.queryByRole('button', { name: 'Add filter' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Cost centers' })).toBeNull();
    expect(operationsOf(calls)).not.toContain('CostCenterPage');
  });
});
