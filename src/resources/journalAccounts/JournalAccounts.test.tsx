import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JournalAccountRowFragment, JournalRole } from '../../api/generated/corporate';
import { graphqlError } from '../../test/graphqlError';
import { lastVariables, operationsOf } from '../../test/graphqlService';
import { MY_CORPORATE, renderConsole, signInToConsole } from '../../test/renderConsole';
import { journalAccounts } from '.';

const DEFAULTS: Record<JournalRole, string> = {
  TRAVEL_EXPENSE: '6428',
  INPUT_VAT: '1331',
  PAYABLE: '331',
  BANK: '1121',
  OTHER_INCOME: '711',
};

const rows = (own: Partial<Record<JournalRole, string>> = {}): JournalAccountRowFragment[] =>
  (Object.keys(DEFAULTS) as JournalRole[]).map((role) => ({
    role,
    account: own[role] ?? DEFAULTS[role],
    default_account: DEFAULTS[role],
  }));

function service(answer?: () => Response) {
  return signInToConsole({
    MyCorporate: () => ({
      corporate: { ...MY_CORPORATE, your_role: 'ACCOUTING', is_owner: false },
    }),
    JournalAccounts: () => ({ journal_accounts: rows({ BANK: '11211' }) }),
    UpdateJournalAccounts: ({ input }) => {
      const { accounts } = input as { accounts: Array<{ role: JournalRole; account: string }> };
      if (answer) return answer();
      return {
        update_journal_accounts: rows(
          Object.fromEntries(accounts.map((a) => [a.role, a.account])) as Record<
            JournalRole,
            string
          >,
        ),
      };
    },
  });
}

describe('the journal accounts page', () => {
  it('shows each role’s account with its Circular 200 default, and saves a change', async () => {
    const calls = service();
    await renderConsole(journalAccounts, { path: 'journal-accounts', locale: 'vi' });
    const expense = await screen.findByRole('textbox', { name: /Chi phí công tác/ });
    expect(expense).toHaveValue('6428');
    expect(screen.getByRole('textbox', { name: /Tiền gửi ngân hàng/ })).toHaveValue('11211');
    expect(
      screen.getByText('Mặc định 6428 — Chi phí bằng tiền khác (thường dùng thêm 6427 hoặc 641)'),
    ).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.clear(expense);
    await user.type(expense, '6427');
    await user.click(screen.getByRole('button', { name: 'Lưu tài khoản' }));
    await screen.findByText('Đã lưu tài khoản kế toán.');
    expect(lastVariables(calls, 'UpdateJournalAccounts')).toEqual({
      input: {
        corporate_id: MY_CORPORATE.id,
        accounts: [
          { role: 'TRAVEL_EXPENSE', account: '6427' },
          { role: 'INPUT_VAT', account: '1331' },
          { role: 'PAYABLE', account: '331' },
          { role: 'BANK', account: '11211' },
          { role: 'OTHER_INCOME', account: '711' },
        ],
      },
    });
  });

  it('refuses a malformed account under its input before asking the server', async () => {
    const calls = service();
    await renderConsole(journalAccounts, { path: 'journal-accounts', locale: 'en' });
    const vat = await screen.findByRole('textbox', { name: /Deductible input VAT/ });
    const user = userEvent.setup({ delay: null });
    await user.clear(vat);
    await user.type(vat, '13a');
    await user.click(screen.getByRole('button', { name: 'Save accounts' }));
    expect(await screen.findByText('An account number is 3 to 8 digits')).toBeInTheDocument();
    expect(operationsOf(calls)).not.toContain('UpdateJournalAccounts');
  });

  it('shows the server’s refusal under the account it names and keeps what was typed', async () => {
    service(() =>
      graphqlError('BAD_USER_INPUT', 'invalid account', {
        fields: [{ field: 'accounts.2.account', rule: 'format', message: 'must be 3 to 8 digits' }],
      }),
    );
    await renderConsole(journalAccounts, { path: 'journal-accounts', locale: 'en' });
    const payable = await screen.findByRole('textbox', { name: /Payable to Wayfare/ });
    const user = userEvent.setup({ delay: null });
    await user.clear(payable);
    await user.type(payable, '3311');
    await user.click(screen.getByRole('button', { name: 'Save accounts' }));
    await waitFor(() => expect(payable).toHaveAccessibleDescription(/The format is not valid/));
    expect(payable).toHaveValue('3311');
  });

  it('puts the defaults back with one button', async () => {
    const calls = service();
    await renderConsole(journalAccounts, { path: 'journal-accounts', locale: 'en' });
    const bank = await screen.findByRole('textbox', { name: /Bank deposits/ });
    expect(bank).toHaveValue('11211');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Use the default accounts' }));
    expect(bank).toHaveValue('1121');
    await user.click(screen.getByRole('button', { name: 'Save accounts' }));
    await screen.findByText('Accounting accounts saved.');
    expect(
      (lastVariables(calls, 'UpdateJournalAccounts') as { input: { accounts: unknown[] } }).input
        .accounts,
    ).toContainEqual({ role: 'BANK', account: '1121' });
  });
});
