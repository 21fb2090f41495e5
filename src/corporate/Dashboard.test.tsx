import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CorporateDashboardQuery } from '../api/generated/corporate';
import { MY_CORPORATE, renderConsoleDashboard, signInToConsole } from '../test/renderConsole';

const counts = (
  overrides: Partial<CorporateDashboardQuery['corporate_dashboard']> = {},
): CorporateDashboardQuery => ({
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

describe('the overview', () => {
  // Moved from CorporateConsole.test.tsx: the overview's own behaviour, not the console's shell.
  it('offers registration to someone in no corporate', async () => {
    signInToConsole({ MyCorporate: () => ({ corporate: null }) });
    await renderConsoleDashboard({ locale: 'en' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'You are not in a company account yet',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register a company' })).toHaveAttribute(
      'href',
      '/corporate/register',
    );
  });
});

describe('dashboard counts', () => {
  it('shows the four counts from corporate_dashboard', async () => {
    signInToConsole({ CorporateDashboard: () => counts() });
    await renderConsoleDashboard({ locale: 'en' });
    const section = await screen.findByRole('region', { name: 'Key figures' });
    const figure = async (label: string) =>
      (await within(section).findByText(label)).nextElementSibling?.textContent;
    expect(await figure('Active staff')).toBe('42');
    expect(await figure('Invitations not yet accepted')).toBe('3');
    expect(await figure('Departments')).toBe('5');
    expect(await figure('Cost centers at ≥ 80% of budget')).toBe('2');
  });

  it('leaves out counts the role may not list', async () => {
    signInToConsole({
      CorporateDashboard: () =>
        counts({ active_staff: null, pending_invitations: null, departments: null }),
    });
    await renderConsoleDashboard({ locale: 'vi' });
    const section = await screen.findByRole('region', { name: 'Số liệu chính' });
    expect(await within(section).findByText('2')).toBeInTheDocument();
    expect(within(section).queryByText('Nhân viên đang hoạt động')).toBeNull();
  });
});
