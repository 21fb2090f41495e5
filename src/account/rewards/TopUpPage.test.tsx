import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../i18n/types';
import { graphqlError } from '../../test/graphqlError';
import { graphqlService } from '../../test/graphqlService';
import { profileOf, renderAccountPage } from '../testing/renderAccount';
import { navigation, TopUpPage } from './TopUpPage';

/** /account/top-up (at `path`) in the account layout, as the app mounts it. */
const renderTopUp = (path: string, locale: Locale) =>
  renderAccountPage(<TopUpPage />, { route: '/account/top-up', path, locale });

const TOP_UP = {
  id: 's1',
  amount: 1_000_000,
  currency: 'VND',
  cart_token: 'c1',
  payment_checkout_session_id: 's1',
};
const signIn = () => {
  Cookies.set('uts_token', 'access-0');
  Cookies.set('account.renewal_token', 'renewal-0');
  graphqlService('main', { SessionProfile: () => ({ profile: profileOf() }) });
  // The header's delegate picker asks for the traveller's corporate: none.
  graphqlService('corporate', { MyCorporate: () => ({ corporate: null }) });
};
/** The top-up s1 is paid: its order succeeded and the wallet's history has its credit. */
const paid = (balance: number) => {
  graphqlService('payments', {
    TopUpOrder: () => ({
      user_order: {
        id: 'o1',
        status: 'SUCCESSFUL',
        price: 1_000_000,
        currency: 'VND',
        payment_method: { type: 'VNPAY' },
      },
    }),
  });
  graphqlService('main', {
    TopUpHistory: () => ({
      user_histories: [
        {
          id: '9',
          converted_price: 1_000_000,
          inserted_at: '2026-11-24T01:00:00Z',
          metadata: { payment_checkout_session_id: 's1', balance_after: balance },
        },
      ],
    }),
  });
};

afterEach(() => vi.restoreAllMocks());

describe('/account/top-up', () => {
  it('starts a VNPay top-up of a quick-picked amount and sends the browser to VNPay', async () => {
    signIn();
    // Both services' calls, in the order the page made them.
    const calls: Array<{ operation: string; variables: unknown }> = [];
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    graphqlService('main', {
      BeginTopUp: (variables) => {
        calls.push({ operation: 'BeginTopUp', variables });
        return { begin_top_up: TOP_UP };
      },
    });
    graphqlService('payments', {
      TopUpVnpayLink: (variables) => {
        calls.push({ operation: 'TopUpVnpayLink', variables });
        return { create_vnpay_payment: { pay_link: 'https://pay.example/vpcpay.html?x=1' } };
      },
    });
    const user = userEvent.setup();
    renderTopUp('/account/top-up', 'en');
    const picks = await screen.findByRole('group', { name: 'Quick amounts' });
    await user.click(within(picks).getByRole('button', { name: '₫1,000,000' }));
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('1000000');
    await user.click(screen.getByRole('button', { name: 'Top up ₫1,000,000' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://pay.example/vpcpay.html?x=1'),
    );
    expect(calls).toEqual([
      { operation: 'BeginTopUp', variables: { amount: 1_000_000, currency: 'VND' } },
      {
        operation: 'TopUpVnpayLink',
        variables: { s: 's1', redirect: '/account/top-up?top_up=s1', type: null },
      },
    ]);
  });

  it('from a checkout’s shortfall: offers that amount, keeps the way back through VNPay, and links back', async () => {
    signIn();
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    graphqlService('main', { BeginTopUp: () => ({ begin_top_up: TOP_UP }) });
    const links = graphqlService('payments', {
      TopUpVnpayLink: () => ({ create_vnpay_payment: { pay_link: 'https://pay.example/v' } }),
    });
    const back = '/checkout/hotel?property=p1&cart=cart-1';
    const user = userEvent.setup();
    renderTopUp(`/account/top-up?amount=1500000&return=${encodeURIComponent(back)}`, 'vi');
    expect(
      await screen.findByRole('link', { name: 'Quay lại thanh toán đơn hàng' }),
    ).toHaveAttribute('href', back);
    expect(screen.getByRole('textbox', { name: /Số tiền/ })).toHaveValue('1500000');
    await user.click(screen.getByRole('button', { name: /^Nạp/ }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/v'));
    const redirect = new URL(String(links[0].variables.redirect), 'http://localhost');
    expect(redirect.pathname).toBe('/account/top-up');
    expect(redirect.searchParams.get('top_up')).toBe('s1');
    expect(redirect.searchParams.get('return')).toBe(back);
  });

  it('ignores a return target on another site', async () => {
    signIn();
    renderTopUp(`/account/top-up?return=${encodeURIComponent('https://evil.example/x')}`, 'en');
    expect(await screen.findByRole('textbox', { name: /Amount/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to my checkout' })).not.toBeInTheDocument();
  });

  it('says what is wrong with the amount, from the form and from the server, keeping it', async () => {
    signIn();
    graphqlService('main', {
      BeginTopUp: () =>
        graphqlError('BAD_USER_INPUT', 'amount: must be at most 50,000,000', {
          fields: [{ field: 'amount', rule: 'max', message: 'must be at most 50,000,000' }],
        }),
    });
    const user = userEvent.setup();
    renderTopUp('/account/top-up', 'vi');
    const amount = await screen.findByRole('textbox', { name: /Số tiền/ });
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(screen.getByRole('button', { name: /^Nạp/ }));
    expect(await screen.findByText('Số tiền tối thiểu là 10.000 ₫.')).toBeVisible();
    // The server has the last word (here it refuses the largest amount).
    await user.clear(amount);
    await user.type(amount, '40000000');
    await user.click(screen.getByRole('button', { name: /^Nạp/ }));
    expect(await screen.findByText('Số tiền tối đa là 50.000.000 ₫.')).toBeVisible();
    expect(amount).toHaveValue('40000000');
  });

  it('shows bank-transfer instructions, then the credit and the balance when the money is in', async () => {
    signIn();
    graphqlService('main', {
      BeginTopUp: () => ({ begin_top_up: { ...TOP_UP, amount: 500_000 } }),
      TopUpHistory: () => ({ user_histories: [] }),
    });
    graphqlService('payments', {
      TopUpBankTransfer: () => ({
        bank_transfer: {
          id: 's1',
          amount: 500_000,
          currency: 'VND',
          memo: 'WF0123456789ABCDEF',
          status: 'PENDING',
          banks: [
            {
              bank_code: 'VCB',
              name: 'Vietcombank',
              account: '0071000123456',
              beneficiary_name: 'CONG TY WAYFARE',
              qr: '00020101021238540010A00000072701240006970436011000710001234560208QRIBFTTA',
            },
          ],
        },
      }),
      TopUpOrder: () => ({ user_order: null }),
    });
    const user = userEvent.setup();
    renderTopUp('/account/top-up', 'en');
    await user.click(await screen.findByRole('radio', { name: 'Bank transfer (VietQR)' }));
    await user.click(screen.getByRole('button', { name: 'Top up ₫500,000' }));
    expect(
      await screen.findByRole('heading', { name: 'Transfer ₫500,000 to top up' }),
    ).toBeVisible();
    expect(screen.getByText('WF0123456789ABCDEF')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy code WF0123456789ABCDEF' })).toBeVisible();
    expect(screen.getByText('Vietcombank (VCB)')).toBeVisible();
    // The VietQR image, drawn by the checkout's encoder, carries the payload banking apps read.
    const qr = screen.getByRole('img', {
      name: 'VietQR code: scan it with your banking app to transfer ₫500,000 to Vietcombank',
    });
    expect(qr).toHaveAttribute(
      'data-qr',
      '00020101021238540010A00000072701240006970436011000710001234560208QRIBFTTA',
    );
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    // The money arrives; the traveller asks (the page also re-reads on its own).
    paid(1_500_000);
    await user.click(await screen.findByRole('button', { name: 'Check now' }));
    expect(await screen.findByText('₫1,000,000 was added to your wallet.')).toBeVisible();
    expect(screen.getByText('Balance after this top-up: ₫1,500,000')).toBeVisible();
  });

  it('on the return from VNPay, shows the credit and the balance it left', async () => {
    signIn();
    paid(2_250_000);
    renderTopUp('/account/top-up?top_up=s1&vnp_ResponseCode=00', 'vi');
    expect(await screen.findByText('Đã nạp 1.000.000 ₫ vào ví.')).toBeVisible();
    expect(screen.getByText('Số dư sau khi nạp: 2.250.000 ₫')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Xem ví' })).toHaveAttribute('href', '/account/wallet');
  });

  it('asks a signed-out visitor to sign in', async () => {
    renderTopUp('/account/top-up', 'en');
    expect(await screen.findByText('Sign in to see this page.')).toBeVisible();
  });
});
