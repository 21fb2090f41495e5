import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MY_CORPORATE } from '../../test/corporateFixtures';
import { graphqlService, lastVariables } from '../../test/graphqlService';
import { ExpenseDetailPage } from './ExpenseDetailPage';
import { expenseOf, renderExpensePage, signedInMember } from './testing';

const render = (locale: 'vi' | 'en' = 'en') =>
  renderExpensePage(<ExpenseDetailPage />, {
    route: '/expense/detail',
    path: '/expense/detail?id=exp-1',
    locale,
  });

describe('/expense/detail', () => {
  it('shows a draft with its receipts and submits it to the approver', async () => {
    signedInMember();
    const calls = graphqlService('corporate', {
      MyCorporate: () => ({ corporate: MY_CORPORATE }),
      Expense: () => ({
        expense: expenseOf({
          receipts: [
            { id: 'r1', kind: 'PDF', file_name: 'hoa-don.pdf', size_bytes: 1200, url: '/api/v1/x' },
          ],
        }),
      }),
      SubmitExpense: () => ({
        submit_expense: expenseOf({
          status: 'SUBMITTED',
          approver_name: 'Trần Bình',
          decision_deadline: '2026-11-23T03:00:00.000Z',
        }),
      }),
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('heading', { name: 'Khách sạn Sông Hàn' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'hoa-don.pdf' })).toHaveAttribute('href', '/api/v1/x');
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByText(/Submitted to Trần Bình, to be decided by/)).toBeVisible();
    expect(screen.getByText('Awaiting approval')).toBeVisible();
    expect(lastVariables(calls, 'SubmitExpense')).toMatchObject({
      input: { corporate_id: MY_CORPORATE.id, id: 'exp-1' },
    });
  });

  it('asks before deleting a draft, and keeps it when cancelled', async () => {
    signedInMember();
    const calls = graphqlService('corporate', {
      MyCorporate: () => ({ corporate: MY_CORPORATE }),
      Expense: () => ({ expense: expenseOf() }),
      DeleteExpense: () => ({ delete_expense: true }),
    });
    const user = userEvent.setup();
    render('vi');
    await user.click(await screen.findByRole('button', { name: 'Xoá nháp' }));
    expect(screen.getByRole('dialog', { name: 'Xoá khoản chi nháp?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Huỷ' }));
    expect(calls.some((c) => c.operationName === 'DeleteExpense')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Xoá nháp' }));
    await user.click(screen.getByRole('button', { name: 'Xoá' }));
    expect(lastVariables(calls, 'DeleteExpense')).toMatchObject({ input: { id: 'exp-1' } });
  });

  it('says when the claim is not found', async () => {
    signedInMember();
    graphqlService('corporate', {
      MyCorporate: () => ({ corporate: MY_CORPORATE }),
      Expense: () => ({ expense: null }),
    });
    render();
    expect(await screen.findByText('This expense was not found.')).toBeVisible();
  });
});
