import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MY_CORPORATE } from '../../test/corporateFixtures';
import { graphqlError } from '../../test/graphqlError';
import { graphqlService, lastVariables } from '../../test/graphqlService';
import { ExpenseListPage } from './ExpenseListPage';
import { expenseOf, renderExpensePage, signedInMember } from './testing';

const render = (locale: 'vi' | 'en' = 'en') =>
  renderExpensePage(<ExpenseListPage />, { route: '/expense/list', locale });

describe('/expense/list', () => {
  it('lists the claims with their state and filters by status, in Vietnamese', async () => {
    signedInMember();
    const calls = graphqlService('corporate', {
      MyCorporate: () => ({ corporate: MY_CORPORATE }),
      Expenses: (v) => ({
        expenses: {
          total: 1,
          page: 1,
          per_page: 20,
          items: [expenseOf({ status: v.status === 'APPROVED' ? 'APPROVED' : 'SUBMITTED' })],
        },
      }),
    });
    const user = userEvent.setup();
    render('vi');
    const card = await screen.findByRole('listitem', { name: 'Khách sạn Sông Hàn' });
    expect(within(card).getByText('Chờ duyệt')).toBeVisible();
    expect(within(card).getByText('2.592.000 ₫')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Trạng thái' }));
    await user.click(screen.getByRole('option', { name: 'Đã duyệt' }));
    expect(
      await within(await screen.findByRole('listitem', { name: 'Khách sạn Sông Hàn' })).findByText(
        'Đã duyệt',
      ),
    ).toBeVisible();
    expect(lastVariables(calls, 'Expenses')).toMatchObject({ status: 'APPROVED' });
  });

  it('says when there are none, and when expenses are off', async () => {
    signedInMember();
    graphqlService('corporate', {
      MyCorporate: () => ({ corporate: MY_CORPORATE }),
      Expenses: () => ({ expenses: { total: 0, page: 1, per_page: 20, items: [] } }),
    });
    const first = render();
    expect(await screen.findByText('No expenses yet.')).toBeVisible();
    first.unmount();
    graphqlService('corporate', {
      Expenses: () => graphqlError('FORBIDDEN', 'Expense management is off for this company.'),
    });
    render();
    expect(
      await screen.findByText('Your company has not turned expense management on, or not for you.'),
    ).toBeVisible();
  });

  it('asks a signed-out visitor to sign in', async () => {
    render();
    expect(await screen.findByText('Sign in to see your expenses.')).toBeVisible();
  });
});
