import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TransferTargetFragment } from '../../api/generated/admin';
import { graphqlError } from '../../test/graphqlError';
import { lastVariables, operationsOf } from '../../test/graphqlService';
import { renderSupport, signInToSupport } from '../../test/renderSupport';

const invoice = (over: Partial<TransferTargetFragment> = {}): TransferTargetFragment => ({
  kind: 'INVOICE',
  reference: 'CIABCDEFGHJKLM',
  corporate_id: 'c-1',
  company_name: 'Thép Việt',
  currency: 'VND',
  amount: 9_000_000,
  received: 0,
  outstanding: 9_000_000,
  effective_month: 2,
  effective_year: 2026,
  due_at: '2026-03-10T17:00:00.000Z',
  status: 'UNPAID',
  ...over,
});

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Bank transaction id/ }), 'FT26061123456');
  await user.type(screen.getByLabelText(/Credited at/), '2026-03-02T09:00');
  await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Statement of 2 March');
}

describe('recording a bank transfer by hand', () => {
  it('finds what the memo names, confirms, then records the credit in Vietnam time', async () => {
    const calls = signInToSupport({
      CurrentActing: () => ({ acting_session: null }),
      TransferTarget: () => ({ corporate_transfer_target: invoice() }),
      RecordBankCredit: () => ({
        record_corporate_bank_credit: {
          applied: 9_000_000,
          already_recorded: false,
          target: invoice({ received: 9_000_000, outstanding: 0, status: 'PAID' }),
        },
      }),
    });
    await renderSupport({ path: 'bank-credits', locale: 'en' });
    const user = userEvent.setup({ delay: null });
    await user.type(
      await screen.findByRole('textbox', { name: /Transfer content/ }),
      'CT TNHH THEP VIET WFCIABCDEFGHJKLM',
    );
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Thép Việt')).toBeInTheDocument();
    expect(screen.getByText('Reconciliation invoice')).toBeInTheDocument();
    // Due at Vietnam midnight of 11 March: the Vietnamese day, whatever the browser's zone.
    expect(screen.getByText('3/11/2026')).toBeInTheDocument();
    // Value and outstanding, and the amount field's own reading of what it holds.
    expect(screen.getAllByText('₫9,000,000')).toHaveLength(3);
    // The amount is filled in with what is outstanding.
    expect(screen.getByRole('textbox', { name: /Amount received/ })).toHaveValue('9000000');

    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Record the credit' }));
    // Nothing is recorded before the confirmation, which names the amount and the company.
    const dialog = await screen.findByRole('dialog');
    expect(operationsOf(calls)).not.toContain('RecordBankCredit');
    expect(dialog).toHaveTextContent('Record ₫9,000,000 (transaction FT26061123456)');
    expect(dialog).toHaveTextContent('Thép Việt');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));

    await screen.findByText('Bank transfer recorded.');
    expect(lastVariables(calls, 'RecordBankCredit')).toEqual({
      input: {
        reference: 'CIABCDEFGHJKLM',
        bank_transaction_id: 'FT26061123456',
        amount: 9_000_000,
        credited_at: '2026-03-02T09:00:00+07:00',
        note: 'Statement of 2 March',
      },
    });
    expect(await screen.findByText('Paid')).toBeInTheDocument();
  });

  it('shows the server’s field errors under their fields, in Vietnamese', async () => {
    signInToSupport({
      CurrentActing: () => ({ acting_session: null }),
      TransferTarget: () => ({ corporate_transfer_target: invoice() }),
      RecordBankCredit: () =>
        graphqlError('BAD_USER_INPUT', 'already', {
          fields: [
            {
              field: 'bank_transaction_id',
              rule: 'already_recorded',
              message:
                'This bank transaction was already recorded for another amount or reference.',
            },
          ],
        }),
    });
    await renderSupport({ path: 'bank-credits', locale: 'vi' });
    const user = userEvent.setup({ delay: null });
    await user.type(
      await screen.findByRole('textbox', { name: /Nội dung chuyển khoản/ }),
      'WFCIABCDEFGHJKLM',
    );
    await user.click(screen.getByRole('button', { name: 'Tìm' }));
    await screen.findByText('Thép Việt');
    await user.type(screen.getByRole('textbox', { name: /Mã giao dịch ngân hàng/ }), 'FT1');
    await user.type(screen.getByLabelText(/Thời điểm ghi có/), '2026-03-02T09:00');
    await user.type(screen.getByRole('textbox', { name: /Ghi chú/ }), 'Sao kê ngày 2/3');
    await user.click(screen.getByRole('button', { name: 'Ghi nhận khoản tiền' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ghi nhận' }),
    );
    expect(
      await screen.findByText('Giao dịch ngân hàng này đã được ghi nhận với số tiền hoặc mã khác'),
    ).toBeInTheDocument();
  });

  it('says which field is missing before asking the server, and an unknown memo under its field', async () => {
    const calls = signInToSupport({
      CurrentActing: () => ({ acting_session: null }),
      TransferTarget: ({ input }) =>
        (input as { reference: string }).reference === 'WFCIZZZZZZZZZZZZ'
          ? graphqlError('BAD_USER_INPUT', 'unknown', {
              fields: [{ field: 'reference', rule: 'unknown', message: 'No invoice or top-up.' }],
            })
          : { corporate_transfer_target: invoice() },
    });
    await renderSupport({ path: 'bank-credits', locale: 'en' });
    const user = userEvent.setup({ delay: null });
    const memo = await screen.findByRole('textbox', { name: /Transfer content/ });
    await user.type(memo, 'WFCIZZZZZZZZZZZZ');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('The selected item was not found')).toBeInTheDocument();
    await user.clear(memo);
    await user.type(memo, 'WFCIABCDEFGHJKLM');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await screen.findByText('Thép Việt');
    await user.click(screen.getByRole('button', { name: 'Record the credit' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(3));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(operationsOf(calls)).not.toContain('RecordBankCredit');
  });
});
