import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import md5 from 'md5';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutOrderQuery } from '../../api/generated/payments';
import {
  graphqlService,
  lastVariables,
  operationsOf,
  type ServiceAnswers,
} from '../../test/graphqlService';
import { hotelSession } from '../testing/checkoutFixtures';
import { renderCheckout, signInTraveller } from '../testing/renderCheckout';
import { addDays, todayIn } from '../search/dates';

// The wallet panel (docs/checkout-ui.md "Wallet"): its balance read again when the page is
// shown again, the shortfall's way to top up, the confirmation over the traveller's threshold;
// and the phone's sticky bar, which pays with the chosen method's own action.

const IN_10 = addDays(todayIn(), 10);
const HOTEL_URL = `/checkout/hotel?property=p1&rate=rate-1&depart=${IN_10}&return=${addDays(IN_10, 2)}&n_o_a=2&cart=cart-token-1`;
const NOTE = { email: 'lan@example.com', phone: '0912345678', guest: 'Nguyễn Lan', request: null };
const PAID: NonNullable<CheckoutOrderQuery['user_order']> = {
  id: 'order-1',
  status: 'SUCCESSFUL',
  price: 2_500_000,
  currency: 'VND',
  updated_at: '2026-03-01T03:01:00Z',
  payment_checkout_session_id: hotelSession().id,
  payment_method: { type: 'WALLET', corporate_wallet: null },
};

const wallet = (
  balance: number,
  more: { confirm_above?: number; password_set?: boolean } = {},
) => ({
  user_wallet: { currency: 'VND', balance, confirm_above: 5_000_000, password_set: true, ...more },
});
const refused = (field: string, rule: string) =>
  HttpResponse.json({
    data: null,
    errors: [
      {
        message: rule,
        extensions: { code: 'BAD_USER_INPUT', fields: [{ field, rule, message: rule }] },
      },
    ],
  });

let session = hotelSession({ booking_note: NOTE });
/** pay_with_wallet's success: the cart is paid from now on. */
const paid = () => {
  session = hotelSession({ booking_note: NOTE, status: 'COMPLETED' });
  return { pay_with_wallet: PAID };
};

/** A traveller whose details are saved, with `extra` answers of the payments service. */
function held(extra: ServiceAnswers<'payments'>) {
  signInTraveller();
  session = hotelSession({ booking_note: NOTE });
  return graphqlService('payments', {
    HeldGiftVouchers: () => ({ user_gift_vouchers: [] }),
    CorporatePaymentOptions: () => ({ corporate_payment_options: [] }),
    CheckoutSession: () => ({ payment_checkout_session: session }),
    CheckoutOrder: () => ({ user_order: PAID }),
    PayWithWallet: paid,
    ...extra,
  });
}

const setWidth = (px: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: px });
};
afterEach(() => setWidth(1024));

describe('the wallet panel', () => {
  it('reads the balance again when the page is shown again, and links a shortfall to top-up', async () => {
    let balance = 1_000_000;
    const calls = held({ CheckoutWallet: () => wallet(balance) });
    const user = userEvent.setup();
    renderCheckout(HOTEL_URL, 'en');
    await user.click(await screen.findByRole('radio', { name: 'Wayfare wallet' }));
    expect(await screen.findByText('Wallet balance: ₫1,000,000')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Top up my wallet' });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/account/top-up');
    expect(href.searchParams.get('amount')).toBe('1500000');
    // Back to this very checkout, its cart included.
    expect(href.searchParams.get('return')).toBe(HOTEL_URL);
    expect(screen.getByRole('button', { name: 'Pay ₫2,500,000 from my wallet' })).toBeDisabled();

    // Topped up in another tab; this one is shown again.
    balance = 3_000_000;
    const reads = operationsOf(calls).filter((op) => op === 'CheckoutWallet').length;
    act(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByText('Wallet balance: ₫3,000,000')).toBeInTheDocument();
    expect(operationsOf(calls).filter((op) => op === 'CheckoutWallet').length).toBeGreaterThan(
      reads,
    );
    expect(screen.queryByRole('link', { name: 'Top up my wallet' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₫2,500,000 from my wallet' })).toBeEnabled();

    // And when the window gets the focus back.
    balance = 500_000;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('Wallet balance: ₫500,000')).toBeInTheDocument();
  });

  it('over the threshold, asks for the password, says a wrong one at the field, then pays', async () => {
    let answers = 0;
    const calls = held({
      CheckoutWallet: () => wallet(9_000_000, { confirm_above: 2_000_000 }),
      PayWithWallet: () => (answers++ === 0 ? refused('password', 'wrong_password') : paid()),
    });
    const user = userEvent.setup();
    renderCheckout(HOTEL_URL, 'en');
    await user.click(await screen.findByRole('radio', { name: 'Wayfare wallet' }));
    const group = await screen.findByRole('group', { name: 'Confirm the payment' });
    expect(group).toHaveTextContent('A payment over ₫2,000,000 needs your password');
    const pay = screen.getByRole('button', { name: 'Pay ₫2,500,000 from my wallet' });
    await user.click(pay);
    const field = within(group).getByLabelText('Password');
    expect(field).toHaveAccessibleDescription('Enter your password to pay');
    expect(field).toHaveFocus();
    expect(operationsOf(calls)).not.toContain('PayWithWallet');

    await user.type(field, 'mat-khau-sai');
    await user.click(pay);
    expect(await within(group).findByText('The password is not right.')).toBeInTheDocument();
    expect(lastVariables(calls, 'PayWithWallet')).toEqual({
      id: hotelSession().id,
      password: md5('mat-khau-sai'),
    });
    await user.clear(field);
    await user.type(field, 'mat-khau-dung');
    await user.click(pay);
    expect(await screen.findByText('Booking confirmed')).toBeInTheDocument();
    expect(lastVariables(calls, 'PayWithWallet')).toEqual({
      id: hotelSession().id,
      password: md5('mat-khau-dung'),
    });
  });

  it('an account without a password confirms by an e-mailed code (in Vietnamese)', async () => {
    const calls = held({
      CheckoutWallet: () => wallet(9_000_000, { password_set: false, confirm_above: 1_000_000 }),
      SendWalletPaymentCode: () => ({
        send_wallet_payment_code: { code_token: 'flow-1', channel: 'email' },
      }),
    });
    const user = userEvent.setup();
    renderCheckout(HOTEL_URL, 'vi');
    await user.click(await screen.findByRole('radio', { name: 'Ví Wayfare' }));
    const group = await screen.findByRole('group', { name: 'Xác nhận thanh toán' });
    expect(group).toHaveTextContent(
      'Khoản thanh toán trên 1.000.000 ₫ cần mật khẩu hoặc mã xác nhận',
    );
    expect(within(group).queryByLabelText('Mật khẩu')).not.toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Gửi mã xác nhận cho tôi' }));
    expect(await within(group).findByRole('status')).toHaveTextContent(
      'Đã gửi mã 6 số đến e-mail của bạn',
    );
    await user.type(within(group).getByLabelText('Mã xác nhận'), '246810');
    await user.click(screen.getByRole('button', { name: /^Thanh toán .* bằng ví$/ }));
    expect(await screen.findByText('Đặt chỗ thành công')).toBeInTheDocument();
    expect(lastVariables(calls, 'PayWithWallet')).toEqual({
      id: hotelSession().id,
      code: '246810',
      code_token: 'flow-1',
    });
  });
});

describe('the sticky pay bar on a phone', () => {
  it('shows the total and pays with the chosen method’s own action, once', async () => {
    setWidth(375);
    const calls = held({ CheckoutWallet: () => wallet(3_000_000) });
    const user = userEvent.setup();
    renderCheckout(HOTEL_URL, 'en');
    const bar = await screen.findByRole('region', { name: 'Total and payment' });
    expect(bar).toHaveTextContent('Total₫2,500,000');
    // Before a method is chosen, the bar's button takes the traveller to the choice.
    await user.click(within(bar).getByRole('button', { name: 'Choose how to pay' }));
    expect(screen.getByRole('heading', { name: /^Payment|^Pay/ })).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: 'Wayfare wallet' }));
    const barPay = await within(bar).findByRole('button', {
      name: 'Pay ₫2,500,000 from my wallet',
    });
    // The bar comes after the payment step in the reading and focus order.
    const panelPay = screen
      .getAllByRole('button', { name: 'Pay ₫2,500,000 from my wallet' })
      .find((b) => !bar.contains(b))!;
    expect(
      panelPay.compareDocumentPosition(barPay) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await user.click(barPay);
    expect(await screen.findByText('Booking confirmed')).toBeInTheDocument();
    expect(operationsOf(calls).filter((op) => op === 'PayWithWallet')).toHaveLength(1);
  });

  it('is not shown on a desktop, where the price stays beside the page', async () => {
    held({ CheckoutWallet: () => wallet(3_000_000) });
    renderCheckout(HOTEL_URL, 'vi');
    expect(await screen.findByRole('radio', { name: 'Ví Wayfare' })).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Tổng tiền và thanh toán' }),
    ).not.toBeInTheDocument();
  });
});
