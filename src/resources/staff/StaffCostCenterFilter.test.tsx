import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { mainService, profileOf } from '../../account/testing/renderAccount';
import { costCenterEntry } from '../../dataProviders/testing/costCenters';
import {
  MY_CORPORATE,
  corporateService,
  staffEntry,
} from '../../dataProviders/testing/corporateService';
import { renderApp } from '../../test/renderApp';

const OPS = costCenterEntry('cc-ops', { name: 'Vận hành Hà Nội' });

function signedInAs(role: string) {
  Cookies.set('uts_token', 'access-1');
  mainService({ SessionProfile: () => ({ profile: profileOf() }) });
  return corporateService({
    MyCorporate: () => ({
      corporate: { ...MY_CORPORATE, is_owner: role === 'OWNER', your_role: role },
    }),
    MyDelegators: () => ({ my_delegators: [] }),
    StaffPage: () => ({ corporate_staffs_page: { entries: [staffEntry(1)], total_count: 1 } }),
    CostCenterPage: () => ({ cost_centers_page: { entries: [OPS], total_count: 1 } }),
    AllCostCenters: () => ({ cost_centers: [OPS] }),
  });
}

const FILTERED = `/corporate/users?filter=${encodeURIComponent('{"cost_center_id":"cc-ops"}')}`;

describe('the staff list’s cost-center filter', { timeout: 30_000 }, () => {
  it('is offered to accounting', async () => {
    signedInAs('ACCOUTING');
    const user = userEvent.setup();
    renderApp('/corporate/users', 'en');
    await screen.findByRole('table', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Cost centers' })).toBeVisible();
  });

  it('asks the server for the staff a cost center reaches, and names it', async () => {
    const calls = signedInAs('ACCOUTING');
    renderApp(FILTERED, 'en');
    expect(
      await screen.findByDisplayValue('Vận hành Hà Nội', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.operationName === 'StaffPage').at(-1)?.variables).toMatchObject({
        filter: { cost_center_id: 'cc-ops' },
      }),
    );
  });

  it('is not offered to approvers, who read staff but not budgets', async () => {
    const calls = signedInAs('APPROVER');
    renderApp('/corporate/users', 'en');
    await screen.findByRole('table', {}, { timeout: 10_000 });
    // The cost center is the list's only optional filter: no "Add filter" at all for them.
    expect(screen.queryByRole('button', { name: 'Add filter' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Cost centers' })).toBeNull();
    expect(calls.map((c) => c.operationName)).not.toContain('CostCenterPage');
  });
});
