import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReimbursementBatchFieldsFragment } from '../../api/generated/corporate';
import { MY_CORPORATE } from '../../test/corporateFixtures';
import { graphqlService, lastVariables } from '../../test/graphqlService';
import { ReimbursementsPage } from './ReimbursementsPage';
import { expenseOf, renderExpensePage, signedInMember } from './testing';

const render = (locale: 'vi' | 'en' = 'en') =>
  renderExpensePage(<ReimbursementsPage />, { route: '/expense/reimbursements', locale });

const BATCH: ReimbursementBatchFieldsFragment = {
  id: 'b1',
  reference: 'WF-EXP-0A1B2C3D',
  status: 'OPEN',
  total_vnd: 350_000,
  item_count: 1,
  created_by_name: 'Lê Kế Toán',
  paid_by_name: null,
  paid_at: null,
  inserted_at: '2026-11-20T03:00:00.000Z',
  items: [],
};

describe('/expense/reimbursements', () => {
  it('groups approved claims into a batch and marks it paid, asking first each time', async () => {
    signedInMember();
    let paid = false;
    let batches: ReimbursementBatchFieldsFragment[] = [];
    const calls = graphqlService('corporate', {
      MyCorporate: () => ({ corporate: MY_CORPORATE }),
      ReimbursementBatches: () => ({
        reimbursement_batches: batches,
        reimbursable_expenses: batches.length
          ? []
          : [
              expenseOf({
                id: 'e1',
                status: 'APPROVED',
                merchant: 'Phở Thìn',
                amount: 350_000,
                amount_vnd: 350_000,
              }),
            ],
      }),
      CreateReimbursementBatch: () => {
        batches = [BATCH];
        return { create_reimbursement_batch: BATCH };
      },
      PayReimbursementBatch: () => {
        paid = true;
        batches = [
          {
            ...BATCH,
            status: 'PAID',
            paid_by_name: 'Lê Kế Toán',
            paid_at: '2026-11-21T03:00:00.000Z',
          },
        ];
        return { pay_reimbursement_batch: batches[0] };
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Phở Thìn' }));
    await user.click(screen.getByRole('button', { name: 'Create a payout batch (1)' }));
    const create = screen.getByRole('dialog', { name: 'Create a payout batch?' });
    expect(
      within(create).getByText(
        /^Expenses: 1, .*350,000.* in all\. Each expense is paid back once only\.$/,
      ),
    ).toBeVisible();
    await user.click(within(create).getByRole('button', { name: 'Create batch' }));
    expect(await screen.findByText('Batch WF-EXP-0A1B2C3D created.')).toBeVisible();
    expect(lastVariables(calls, 'CreateReimbursementBatch')).toMatchObject({
      input: { expense_ids: ['e1'] },
    });

    const batch = await screen.findByRole('listitem', { name: 'Batch WF-EXP-0A1B2C3D' });
    await user.click(within(batch).getByRole('button', { name: 'Mark as paid' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(paid).toBe(false);
    await user.click(await within(batch).findByRole('button', { name: 'Mark as paid' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Paid' }));
    expect(await screen.findByText('Batch WF-EXP-0A1B2C3D is recorded as paid.')).toBeVisible();
    expect(paid).toBe(true);
    expect(
      await within(
        await screen.findByRole('listitem', { name: 'Batch WF-EXP-0A1B2C3D' }),
      ).findByText('Paid'),
    ).toBeVisible();
  });

  it('says when nothing waits and no batch exists, in Vietnamese', async () => {
    signedInMember();
    graphqlService('corporate', {
      MyCorporate: () => ({ corporate: MY_CORPORATE }),
      ReimbursementBatches: () => ({
        reimbursement_batches: [],
        reimbursable_expenses: [],
      }),
    });
    render('vi');
    expect(await screen.findByText('Không có khoản chi nào chờ hoàn tiền.')).toBeVisible();
    expect(screen.getByText('Chưa có đợt hoàn tiền nào.')).toBeVisible();
  });
});
