import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mainService, profileOf } from '../../account/testing/renderAccount';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { hotelSession } from '../testing/checkoutFixtures';
import { answer, type GraphqlCall } from '../testing/graphqlMock';
import type { CheckoutSession } from './checkoutApi';

const URL = '/checkout/hotel?property=p1&rate=rate-1&n_o_a=2&cart=cart-token-1';
const note = { email: 'lan@example.com', phone: '0912345678', guest: 'Nguyễn Lan', request: null };

const refused = (field: string, rule: string) =>
  HttpResponse.json({
    data: null,
    errors: [
      {
        message: 'bad input',
        extensions: { code: 'BAD_USER_INPUT', fields: [{ field, rule, message: rule }] },
      },
    ],
  });

/** A signed-in traveller on a held room whose details are saved. */
function serve(calls: GraphqlCall[], session: () => CheckoutSession, gifts: unknown[] = []) {
  Cookies.set('uts_token', 'access-0');
  mainService({ SessionProfile: () => ({ profile: profileOf() }) });
  server.use(
    answer('corporate', 'MyCorporate', () => ({ corporate: null })),
    answer('payments', 'CorporatePaymentOptions', () => ({ corporate_payment_options: [] })),
    answer('payments', 'HeldGiftVouchers', () => ({ user_gift_vouchers: gifts }), calls),
    answer('payments', 'CheckoutSession', () => ({ payment_checkout_session: session() }), calls),
  );
}

const discounted = (patch: Partial<CheckoutSession>) =>
  hotelSession({ booking_note: note, ...patch });

describe('checkout vouchers', { timeout: 30_000 }, () => {
  it('says at the field why a code was refused, keeps it, then applies and removes one', async () => {
    const calls: GraphqlCall[] = [];
    let session = discounted({});
    serve(calls, () => session);
    server.use(
      answer(
        'payments',
        'ApplyVoucher',
        (v) => {
          if (v.code === 'TET2025') return refused('voucher_code', 'ended');
          session = discounted({
            price: 2_250_000,
            vouchers: [{ code: 'HE2025', name: 'Summer', converted_discount_amount: 250_000 }],
          });
          return { apply_voucher: session };
        },
        calls,
      ),
    );
    server.use(
      answer(
        'main',
        'UnapplyVoucher',
        () => {
          session = discounted({});
          return { unapply_voucher: true };
        },
        calls,
      ),
    );
    const user = userEvent.setup();
    renderApp(URL, 'en');

    const field = await screen.findByRole('textbox', { name: 'Voucher or gift voucher code' });
    await user.type(field, 'TET2025{Enter}');
    expect(field).toHaveAccessibleDescription('This code has ended.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('TET2025');

    await user.clear(field);
    await user.type(field, ' HE2025 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const price = screen.getByRole('region', { name: 'Price details' });
    expect(await within(price).findByText('−₫250,000')).toBeInTheDocument();
    expect(within(price).getByText('Vouchers')).toBeInTheDocument();
    expect(calls.filter((c) => c.operation === 'ApplyVoucher').map((c) => c.variables)).toEqual([
      { id: session.id, code: 'TET2025', cart_token: 'cart-token-1' },
      { id: session.id, code: 'HE2025', cart_token: 'cart-token-1' },
    ]);
    expect(field).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove HE2025' }));
    expect(await screen.findByText('HE2025 removed.')).toBeInTheDocument();
    await waitFor(() => expect(within(price).queryByText('Vouchers')).not.toBeInTheDocument());
    expect(calls.find((c) => c.operation === 'UnapplyVoucher')!.variables).toEqual({
      id: session.id,
      code: 'HE2025',
    });
  });

  it('tries a code no promotion has as a gift voucher, and says "not found" when neither has it', async () => {
    const calls: GraphqlCall[] = [];
    let session = discounted({});
    serve(calls, () => session);
    server.use(
      answer('payments', 'ApplyVoucher', () => refused('voucher_code', 'not_found'), calls),
      answer(
        'payments',
        'ApplyGiftVoucher',
        (v) => {
          if (v.code !== 'PAPER-GIFT') return refused('code', 'not_found');
          session = discounted({
            price: 2_300_000,
            gift_vouchers: [{ code: 'PAPER-GIFT', price: 200_000 }],
          });
          return { apply_gift_voucher: session };
        },
        calls,
      ),
    );
    const user = userEvent.setup();
    renderApp(URL, 'en');
    const field = await screen.findByRole('textbox', { name: 'Voucher or gift voucher code' });
    await user.type(field, 'NOPE{Enter}');
    expect(field).toHaveAccessibleDescription('This code was not found.');
    await user.clear(field);
    await user.type(field, 'PAPER-GIFT{Enter}');
    const price = screen.getByRole('region', { name: 'Price details' });
    expect(await within(price).findByText('Gift vouchers')).toBeInTheDocument();
    expect(calls.map((c) => c.operation).filter((o) => o.startsWith('Apply'))).toEqual([
      'ApplyVoucher',
      'ApplyGiftVoucher',
      'ApplyVoucher',
      'ApplyGiftVoucher',
    ]);
  });

  it('names each rule in Vietnamese', async () => {
    serve([], () => discounted({}));
    server.use(answer('payments', 'ApplyVoucher', () => refused('voucher_code', 'minimum')));
    const user = userEvent.setup();
    renderApp(URL, 'vi');
    const field = await screen.findByRole('textbox', { name: 'Mã giảm giá hoặc phiếu quà tặng' });
    await user.type(field, 'BAYNGAY150{Enter}');
    expect(field).toHaveAccessibleDescription('Đơn chưa đạt giá trị tối thiểu để dùng mã này.');
  });

  it('offers the gift vouchers the traveller holds and applies one', async () => {
    const calls: GraphqlCall[] = [];
    let session = discounted({});
    const gift = {
      id: 'g1',
      code: 'QUA-500K-DEMO',
      price: 500_000,
      currency: 'VND',
      type: 'ALL',
      expired_at: '2027-01-31T16:59:59Z',
    };
    serve(calls, () => session, [gift]);
    server.use(
      answer(
        'payments',
        'ApplyGiftVoucher',
        () => {
          session = discounted({
            price: 2_000_000,
            gift_vouchers: [{ code: 'QUA-500K-DEMO', price: 500_000 }],
          });
          return { apply_gift_voucher: session };
        },
        calls,
      ),
    );
    const user = userEvent.setup();
    renderApp(URL, 'en');
    expect(await screen.findByText('QUA-500K-DEMO · ₫500,000')).toBeInTheDocument();
    expect(screen.getByText('Expires Jan 31, 2027')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use QUA-500K-DEMO' }));
    const price = screen.getByRole('region', { name: 'Price details' });
    expect(await within(price).findByText('Gift vouchers')).toBeInTheDocument();
    expect(within(price).getByText('−₫500,000')).toBeInTheDocument();
    expect(calls.find((c) => c.operation === 'ApplyGiftVoucher')!.variables).toEqual({
      id: session.id,
      code: 'QUA-500K-DEMO',
    });
    // The list is read again after the apply.
    await waitFor(() =>
      expect(calls.filter((c) => c.operation === 'HeldGiftVouchers').length).toBeGreaterThan(1),
    );
  });
});
