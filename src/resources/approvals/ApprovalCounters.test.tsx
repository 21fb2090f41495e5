import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MY_CORPORATE, renderConsole, signInToConsole } from '../../test/renderConsole';
import type { ConsolePage } from '../types';
import { ApprovalHeaderCounter, ApprovalMenuIcon } from './ApprovalBadge';

// The approval counters of spec §3 (docs/approvals.md): the header's badge and the menu icon's,
// mounted in the console shell as the app bar and the menu mount them.
const COUNTERS: ConsolePage = {
  kind: 'page',
  name: 'dashboard',
  path: 'counters',
  subject: 'dashboard',
  action: 'list',
  element: () => (
    <>
      <ApprovalHeaderCounter />
      <span data-testid="menu-icon">
        <ApprovalMenuIcon />
      </span>
    </>
  ),
};

describe('approval counters', () => {
  it('show how many requests wait for the approver, linking to the queue', async () => {
    signInToConsole({
      MyCorporate: () => ({
        corporate: { ...MY_CORPORATE, is_owner: false, your_role: 'APPROVER' },
      }),
      ApprovalCounters: () => ({
        approval_counters: {
          total_pending: 7,
          approvals: 3,
          hotel_approvals: 1,
          flight_approvals: 2,
        },
      }),
    });
    await renderConsole(COUNTERS, { path: 'counters', locale: 'en' });
    const header = await screen.findByRole('link', {
      name: '3 requests wait for you. flights: 2, hotels: 1; whole company: 7',
    });
    expect(header).toHaveAttribute('href', '/corporate/approval');
    expect(screen.getByTestId('menu-icon')).toHaveTextContent('3');
  });

  it('are not asked for by those who do not approve', async () => {
    const calls = signInToConsole({
      MyCorporate: () => ({ corporate: { ...MY_CORPORATE, is_owner: false, your_role: 'STAFF' } }),
    });
    await renderConsole(COUNTERS, { path: 'counters', locale: 'en' });
    expect(await screen.findByTestId('menu-icon')).toBeInTheDocument();
    // The role is known (canAccess answered) before the counters would be asked.
    await waitFor(() => expect(calls.some((c) => c.operationName === 'MyCorporate')).toBe(true));
    expect(screen.queryByRole('link', { name: /wait for you/ })).toBeNull();
    expect(calls.some((c) => c.operationName === 'ApprovalCounters')).toBe(false);
  });
});
