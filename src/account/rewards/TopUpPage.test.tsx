import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, type GraphqlCall } from '../../public-site/testing/graphqlMock';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { mainService, profileOf } from '../testing/renderAccount';
import { navigation } from './TopUpPage';

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
};
const paid = (balance: number) => {
  server.use(
    answer('payments', 'TopUpOrder', () => ({
      user_order: {
        id: 'o1',
        status: 'SUCCESSFUL',
        price: 1_000_000,
        currency: 'VND',
        payment_method: { type: 'VNPAY' },
      },
    })),
  );
  return {
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
  };
};

afterEach(() => vi.restoreAllMocks());

describe('/account/top-up', { timeout: 20_000 }, () => {
  it('starts a VNPay top-up of a quick-picked amount and sends the browser to VNPay', async () => {
    signIn();
    const calls: GraphqlCall[] = [];
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    mainService({
      SessionProfile: () => ({ profile: profileOf() }),
      BeginTopUp: (variables) => {
        calls.push({ operation: 'BeginTopUp', variables });
        return { begin_top_up: TOP_UP };
      },
    });
    server.use(
      answer(
        'payments',
        'TopUpVnpayLink',
        () => ({ create_vnpay_payment: { pay_link: 'https://pay.example/vpcpay.html?x=1' } }),
        calls,
      ),
    );
    const user = userEvent.setup();
    renderApp('/account/top-up', 'en');
    const picks = await screen.findByRole('group', { name: 'Quick amounts' }, { timeout: 10_000 });
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

  it('says what is wrong with the amount, from the form and from the server, keeping it', async () => {
    signIn();
    mainService({
      SessionProfile: () => ({ profile: profileOf() }),
      BeginTopUp: () => undefined,
    });
    server.use(
      answer('main', 'BeginTopUp', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'amount: must be at most 50,000,000',
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: [{ field: 'amount', rule: 'max', message: 'must be at most 50,000,000' }],
              },
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/account/top-up', 'vi');
    const amount = await screen.findByRole('textbox', { name: /Số tiền/ }, { timeout: 10_000 });
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
    let arrived = false;
    mainService({
      SessionProfile: () => ({ profile: profileOf() }),
      BeginTopUp: () => ({ begin_top_up: { ...TOP_UP, amount: 500_000 } }),
      TopUpHistory: () => ({ user_histories: [] }),
    });
    server.use(
      answer('payments', 'TopUpBankTransfer', () => ({
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
      })),
      answer('payments', 'TopUpOrder', () => (arrived ? undefined : { user_order: null })),
    );
    const user = userEvent.setup();
    renderApp('/account/top-up', 'en');
    await user.click(
      await screen.findByRole('radio', { name: 'Bank transfer (VietQR)' }, { timeout: 10_000 }),
    );
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
    arrived = true;
    mainService({ SessionProfile: () => ({ profile: profileOf() }), ...paid(1_500_000) });
    await user.click(await screen.findByRole('button', { name: 'Check now' }));
    expect(await screen.findByText('₫1,000,000 was added to your wallet.')).toBeVisible();
    expect(screen.getByText('Balance after this top-up: ₫1,500,000')).toBeVisible();
  });

  it('on the return from VNPay, shows the credit and the balance it left', async () => {
    signIn();
    mainService({ SessionProfile: () => ({ profile: profileOf() }), ...paid(2_250_000) });
    renderApp('/account/top-up?top_up=s1&vnp_ResponseCode=00', 'vi');
    expect(
      await screen.findByText('Đã nạp 1.000.000 ₫ vào ví.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText('Số dư sau khi nạp: 2.250.000 ₫')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Xem ví' })).toHaveAttribute('href', '/account/wallet');
  });

  it('asks a signed-out visitor to sign in', async () => {
    renderApp('/account/top-up', 'en');
    expect(
      await screen.findByText('Sign in to see this page.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  });
});
