import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { graphqlError } from '../../test/graphqlError';
import { renderApp } from '../../test/renderApp';
import { CONSOLE_PROFILE, MY_CORPORATE, signInToConsole } from '../../test/renderConsole';

// The approval counters of spec §3 in the console's header and menu (docs/approvals.md).
describe('approval counters', () => {
  it('show in the header and the menu how many requests wait for the approver', async () => {
    signInToConsole(
      {
        MyCorporate: () => ({
          corporate: { ...MY_CORPORATE, is_owner: false, your_role: 'APPROVER' },
        }),
        MyDelegators: () =>
          graphqlError('NOT_IMPLEMENTED', 'Query my_delegators is not implemented yet'),
        ApprovalCounters: () => ({
          approval_counters: {
            total_pending: 7,
            approvals: 3,
            hotel_approvals: 1,
            flight_approvals: 2,
          },
        }),
      },
      { profile: { ...CONSOLE_PROFILE, corporateRole: 'APPROVER', setting: null } },
    );
    renderApp('/corporate', 'en');
    const header = await screen.findByRole(
      'link',
      { name: '3 requests wait for you. flights: 2, hotels: 1; whole company: 7' },
      { timeout: 10_000 },
    );
    expect(header).toHaveAttribute('href', '/corporate/approval');
    const menu = screen.getByRole('menu', { name: /./ });
    expect(within(menu).getByRole('menuitem', { name: /Approvals/ })).toHaveTextContent('3');
  }, 20_000);
});
