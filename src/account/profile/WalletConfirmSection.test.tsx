import '../catalogue';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { graphqlService, lastVariables, operationsOf } from '../../test/graphqlService';
import { renderSite } from '../../public-site/testing/renderSite';
import { WalletConfirmSection } from './WalletConfirmSection';

// The amount over which a wallet payment asks for the password or a code: the traveller's own
// setting on /account/profile, checked here and by the server.

const refused = (rule: string) =>
  HttpResponse.json({
    data: null,
    errors: [
      {
        message: rule,
        extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'amount', rule, message: rule }] },
      },
    ],
  });

describe('the wallet payments setting', () => {
  it('shows the amount, says a bad one at the field by its rule, and saves a good one', async () => {
    let stored = 5_000_000;
    const calls = graphqlService('payments', {
      WalletConfirmSetting: () => ({ user_wallet: { currency: 'VND', confirm_above: stored } }),
      UpdateWalletConfirmAbove: ({ amount }) => {
        if (amount === 7_000_000) return refused('max');
        stored = amount;
        return { update_wallet_confirm_above: { currency: 'VND', confirm_above: amount } };
      },
    });
    const user = userEvent.setup();
    renderSite(<WalletConfirmSection />, { locale: 'en' });
    const section = await screen.findByRole('region', { name: 'Wallet payments' });
    const field = await within(section).findByLabelText('Ask me to confirm payments over (₫)');
    expect(field).toHaveValue('5,000,000');
    expect(field).toHaveAccessibleDescription('Now: ₫5,000,000');
    const save = within(section).getByRole('button', { name: 'Save this amount' });

    await user.clear(field);
    await user.type(field, '2,000,500');
    await user.click(save);
    expect(field).toHaveAccessibleDescription('The amount must be a multiple of ₫1,000.');
    expect(field).toHaveValue('2,000,500');
    await user.clear(field);
    await user.type(field, '-5000');
    await user.click(save);
    expect(field).toHaveAccessibleDescription('The amount cannot be negative.');
    await user.clear(field);
    await user.click(save);
    expect(field).toHaveAccessibleDescription('Enter an amount (0 to be asked every time).');
    expect(operationsOf(calls)).not.toContain('UpdateWalletConfirmAbove');

    // The server's own refusal lands at the field too.
    await user.type(field, '7000000');
    await user.click(save);
    expect(
      await within(section).findByText('The amount can be at most ₫1,000,000,000.'),
    ).toBeVisible();

    await user.clear(field);
    await user.type(field, '2.000.000');
    await user.click(save);
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Saved: wallet payments over ₫2,000,000 will need a confirmation.',
    );
    expect(lastVariables(calls, 'UpdateWalletConfirmAbove')).toEqual({ amount: 2_000_000 });
  });

  it('speaks Vietnamese', async () => {
    graphqlService('payments', {
      WalletConfirmSetting: () => ({ user_wallet: { currency: 'VND', confirm_above: 5_000_000 } }),
    });
    renderSite(<WalletConfirmSection />, { locale: 'vi' });
    const section = await screen.findByRole('region', { name: 'Thanh toán bằng ví' });
    expect(
      await within(section).findByLabelText('Hỏi xác nhận khi thanh toán trên (₫)'),
    ).toHaveValue('5.000.000');
  });
});
