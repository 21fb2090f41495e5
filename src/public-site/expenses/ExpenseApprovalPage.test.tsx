import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MY_CORPORATE } from '../../test/corporateFixtures';
import { graphqlError } from '../../test/graphqlError';
import { graphqlService, lastVariables } from '../../test/graphqlService';
import { ExpenseApprovalPage } from './ExpenseApprovalPage';
import { expenseOf, renderExpensePage, signedInMember } from './testing';

const render = (locale: 'vi' | 'en' = 'en') =>
  renderExpensePage(<ExpenseApprovalPage />, { route: '/expense/approval', locale });

const WAITING = [
  expenseOf({ id: 'e1', status: 'SUBMITTED', merchant: 'Phở Thìn', amount: 350_000 }),
  expenseOf({ id: 'e2', status: 'SUBMITTED', merchant: 'Karaoke Ánh Dương' }),
];

describe('/expense/approval', () => {
  it('approves one claim and rejects another with the reason asked for first', async () => {
    signedInMember();
    const calls = graphqlService('corporate', {
      MyCorporate: () => ({ corporate: MY_CORPORATE }),
      ExpenseApprovals: () => ({ expense_approvals: { total: 2, items: WAITING } }),
      DecideExpense: (v) => ({
        decide_expense: expenseOf({
          id: String(v.input.id),
          status: v.input.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED',
        }),
      }),
    });
    const user = userEvent.setup();
    render();
    const pho = await screen.findByRole('listitem', { name: 'Phở Thìn' });
    await user.click(within(pho).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved the expense Phở Thìn.')).toBeVisible();
    const karaoke = screen.getByRole('listitem', { name: 'Karaoke Ánh Dương' });
    await user.click(within(karaoke).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the expense Karaoke Ánh Dương?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Required.')).toBeVisible();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason for rejecting' }),
      'Cần duyệt trước',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected the expense Karaoke Ánh Dương.')).toBeVisible();
    expect(lastVariables(calls, 'DecideExpense')).toMatchObject({
      input: { id: 'e2', decision: 'REJECT', comment: 'Cần duyệt trước' },
    });
    expect(await screen.findByText('No expenses are waiting for your decision.')).toBeVisible();
  });

  it('says who was first when another approver already decided, in Vietnamese', async () => {
    signedInMember();
    graphqlService('corporate', {
      MyCorporate: () => ({ corporate: MY_CORPORATE }),
      ExpenseApprovals: () => ({ expense_approvals: { total: 1, items: [WAITING[0]] } }),
      DecideExpense: () =>
        graphqlError('BAD_USER_INPUT', 'id: already approved', {
          fields: [
            { field: 'id', rule: 'already_decided', message: 'already approved by Trần Bình' },
          ],
        }),
    });
    const user = userEvent.setup();
    render('vi');
    const pho = await screen.findByRole('listitem', { name: 'Phở Thìn' });
    await user.click(within(pho).getByRole('button', { name: 'Duyệt' }));
    expect(
      await screen.findByText(
        'Không ghi được quyết định: Khoản chi này đã được người khác quyết định.',
      ),
    ).toBeVisible();
  });
});
