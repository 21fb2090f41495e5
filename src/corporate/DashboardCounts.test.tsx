import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { mainService, profileOf } from '../account/testing/renderAccount';
import { MY_CORPORATE, corporateService } from '../dataProviders/testing/corporateService';
import { renderApp } from '../test/renderApp';

function signedIn(answers: Parameters<typeof corporateService>[0]) {
  Cookies.set('uts_token', 'access-1');
  mainService({ SessionProfile: () => ({ profile: profileOf() }) });
  return corporateService({ MyDelegators: () => ({ my_delegators: [] }), ...answers });
}

const counts = (overrides: Record<string, number | null> = {}) => ({
  corporate_dashboard: {
    corporate_id: MY_CORPORATE.id,
    active_staff: 42,
    pending_invitations: 3,
    departments: 5,
    cost_centers_near_budget: 2,
    near_budget_percent: 80,
    ...overrides,
  },
});

describe('dashboard counts', { timeout: 30_000 }, () => {
  it('shows the four counts from corporate_dashboard', async () => {
    signedIn({ CorporateDashboard: () => counts() });
    renderApp('/corporate', 'en');
    const section = await screen.findByRole('region', { name: 'Key figures' }, { timeout: 10_000 });
    const figure = async (label: string) =>
      (await within(section).findByText(label)).nextElementSibling?.textContent;
    expect(await figure('Active staff')).toBe('42');
    expect(await figure('Invitations not yet accepted')).toBe('3');
    expect(await figure('Departments')).toBe('5');
    expect(await figure('Cost centers at ≥ 80% of budget')).toBe('2');
  });

  it('leaves out counts the role may not list', async () => {
    signedIn({
      CorporateDashboard: () =>
        counts({ active_staff: null, pending_invitations: null, departments: null }),
    });
    renderApp('/corporate', 'vi');
    const section = await screen.findByRole(
      'region',
      { name: 'Số liệu chính' },
      { timeout: 10_000 },
    );
    expect(await within(section).findByText('2')).toBeInTheDocument();
    expect(within(section).queryByText('Nhân viên đang hoạt động')).toBeNull();
  });
});
