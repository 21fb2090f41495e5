import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CorporateRole, CorporateWalletQuery } from '../../api/generated/corporate';
import { MY_CORPORATE, renderConsole, signInToConsole } from '../../test/renderConsole';
import { wallet } from '.';

const WALLET: CorporateWalletQuery['corporate_wallet'] = {
  corporate_id: MY_CORPORATE.id,
  currency: 'VND',
  balance: -4_600_000,
  debt: 4_600_000,
  max_debt: 20_000_000,
  available: 15_400_000,
  month_spent: 3_780_000,
  monthly_limit: 50_000_000,
  month_left: 46_220_000,
};

const entry = (n: number): CorporateWalletQuery['corporate_wallet_entries'][number] => ({
  id: String(100 - n),
  kind: n === 0 ? 'ORDER_REFUND' : 'ORDER_PAYMENT',
  amount: n === 0 ? 3_240_000 : -540_000,
  balance_after: -4_600_000 - n * 1000,
  currency: 'VND',
  user_order_id: `o${n}`,
  inserted_at: '2026-11-20T03:00:00.000Z',
});

function service(role: CorporateRole = 'ACCOUTING') {
  return signInToConsole({
    MyCorporate: () => ({
      corporate: { ...MY_CORPORATE, your_role: role, is_owner: role === 'OWNER' },
    }),
    CorporateWallet: ({ last_id }) => ({
      corporate_wallet: WALLET,
      corporate_wallet_entries: last_id
        ? [entry(30)]
        : Array.from({ length: 25 }, (_, n) => entry(n)),
    }),
    CorporateTopUps: () => ({ corporate_top_ups: { total_count: 0, entries: [] } }),
  });
}

describe('the company wallet', () => {
  it('shows the balance, debt and this month’s spending to the accountant', async () => {
    service();
    await renderConsole(wallet, { path: 'wallet', locale: 'en' });
    const debt = await screen.findByRole('region', { name: 'Debt' });
    expect(debt).toHaveTextContent('₫4,600,000 of a ₫20,000,000 credit line');
    expect(screen.getByRole('region', { name: 'Balance' })).toHaveTextContent('-₫4,600,000');
    expect(screen.getByRole('region', { name: 'Balance' })).toHaveTextContent(
      'Available to spend: ₫15,400,000',
    );
    expect(screen.getByRole('region', { name: 'Spent this month' })).toHaveTextContent(
      '₫3,780,000 of a ₫50,000,000 monthly limit · ₫46,220,000 left',
    );
    const entries = screen.getByRole('region', { name: 'Movements' });
    expect(entries).toHaveTextContent('Booking refund₫3,240,000');
  });

  it('loads older movements in Vietnamese', async () => {
    const calls = service('OWNER');
    const user = userEvent.setup({ delay: null });
    await renderConsole(wallet, { path: 'wallet', locale: 'vi' });
    await user.click(await screen.findByRole('button', { name: 'Xem cũ hơn' }));
    await waitFor(() =>
      expect(calls.at(-1)?.variables).toMatchObject({ last_id: '76', limit: 25 }),
    );
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(27));
    expect(screen.queryByRole('button', { name: 'Xem cũ hơn' })).not.toBeInTheDocument();
  });

  it('is not for staff', async () => {
    service('STAFF');
    await renderConsole(wallet, { path: 'wallet', locale: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });
});

describe('the wallet top-up by bank transfer', () => {
  const TOP_UP = {
    id: 't1',
    amount: 5_000_000,
    credited: 0,
    currency: 'VND',
    status: 'PENDING' as const,
    inserted_at: '2026-11-20T03:00:00.000Z',
    transfer: {
      amount: 5_000_000,
      currency: 'VND',
      memo: 'WFCTABCDEFGH2345',
      banks: [
        {
          account: '0071000123456',
          bank_code: 'VCB',
          beneficiary_name: 'CONG TY TNHH WAYFARE',
          name: 'Vietcombank',
          qr: '000201010212385700',
        },
      ],
    },
  };

  function topUpService(role: CorporateRole, credited = false) {
    return signInToConsole({
      MyCorporate: () => ({
        corporate: { ...MY_CORPORATE, your_role: role, is_owner: role === 'OWNER' },
      }),
      CorporateWallet: () => ({ corporate_wallet: WALLET, corporate_wallet_entries: [] }),
      CorporateTopUps: () => ({
        corporate_top_ups: {
          total_count: credited ? 1 : 0,
          entries: credited ? [{ ...TOP_UP, credited: 5_000_000, status: 'CREDITED' }] : [],
        },
      }),
      BeginCorporateTopUp: ({ amount }) => ({
        begin_corporate_top_up: { ...TOP_UP, amount, transfer: { ...TOP_UP.transfer, amount } },
      }),
    });
  }

  it('gives the accountant a VietQR transfer with the top-up’s own memo', async () => {
    const calls = topUpService('ACCOUTING');
    const user = userEvent.setup({ delay: null });
    await renderConsole(wallet, { path: 'wallet', locale: 'en' });
    const amount = await screen.findByRole('textbox', { name: 'Amount to top up (₫)' });
    await user.type(amount, '5000');
    await user.click(screen.getByRole('button', { name: 'Make the transfer code' }));
    expect(
      screen.getByText('A top-up is a whole amount from 10,000 ₫ to 10,000,000,000 ₫.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'BeginCorporateTopUp')).toBe(false);
    await user.clear(amount);
    await user.type(amount, '5000000');
    await user.click(screen.getByRole('button', { name: 'Make the transfer code' }));
    const panel = screen.getByRole('region', { name: 'Top up by bank transfer' });
    await waitFor(() => expect(panel).toHaveTextContent('WFCTABCDEFGH2345'));
    expect(panel).toHaveTextContent('₫5,000,000');
    expect(screen.getByRole('img', { name: /VietQR/ })).toHaveAttribute(
      'data-qr',
      TOP_UP.transfer.banks[0].qr,
    );
    expect(calls.find((c) => c.operationName === 'BeginCorporateTopUp')?.variables).toMatchObject({
      amount: 5_000_000,
      corporate_id: MY_CORPORATE.id,
    });
  });

  it('shows an admin the credited top-ups but no form (owner and accounting top up)', async () => {
    topUpService('ADMIN', true);
    await renderConsole(wallet, { path: 'wallet', locale: 'vi' });
    const panel = await screen.findByRole('region', { name: 'Nạp ví bằng chuyển khoản' });
    await waitFor(() => expect(panel).toHaveTextContent('Đã cộng vào ví'));
    expect(panel).toHaveTextContent('Chủ doanh nghiệp và kế toán có thể nạp ví.');
    expect(screen.queryByRole('textbox', { name: 'Số tiền nạp (₫)' })).not.toBeInTheDocument();
  });
});
