import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HeldGiftVouchersQuery } from '../../api/generated/payments';
import {
  graphqlService,
  lastVariables,
  operationsOf,
  type GraphqlCall,
  type ServiceAnswers,
} from '../../test/graphqlService';
import { hotelSession } from '../testing/checkoutFixtures';
import { renderCheckout, signInTraveller } from '../testing/renderCheckout';
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

/**
 * A signed-in traveller on a held room whose details are saved, and the payments answers of the
 * test (`extra`); returns the payments calls.
 */
function serve(
  session: () => CheckoutSession,
  extra: ServiceAnswers<'payments'> = {},
  gifts: HeldGiftVouchersQuery['user_gift_vouchers'] = [],
): GraphqlCall[] {
  signInTraveller();
  return graphqlService('payments', {
    CorporatePaymentOptions: () => ({ corporate_payment_options: [] }),
    HeldGiftVouchers: () => ({ user_gift_vouchers: gifts }),
    CheckoutSession: () => ({ payment_checkout_session: session() }),
    ...extra,
  });
}

const discounted = (patch: Partial<CheckoutSession>) =>
  hotelSession({ booking_note: note, ...patch });

describe('checkout vouchers', () => {
  it('says at the field why a code was refused, keeps it, then applies and removes one', async () => {
    let session = discounted({});
    const calls = serve(() => session, {
      ApplyVoucher: (v) => {
        if (v.code === 'TET2025') return refused('voucher_code', 'ended');
        session = discounted({
          price: 2_250_000,
          vouchers: [{ code: 'HE2025', name: 'Summer', converted_discount_amount: 250_000 }],
        });
        return { apply_voucher: session };
      },
    });
    const unapplied = graphqlService('main', {
      UnapplyVoucher: () => {
        session = discounted({});
        return { unapply_voucher: true };
      },
    });
    const user = userEvent.setup();
    renderCheckout(URL, 'en');

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
    expect(calls.filter((c) => c.operationName === 'ApplyVoucher').map((c) => c.variables)).toEqual(
      [
        { id: session.id, code: 'TET2025', cart_token: 'cart-token-1' },
        { id: session.id, code: 'HE2025', cart_token: 'cart-token-1' },
      ],
    );
    expect(field).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove HE2025' }));
    expect(await screen.findByText('HE2025 removed.')).toBeInTheDocument();
    await waitFor(() => expect(within(price).queryByText('Vouchers')).not.toBeInTheDocument());
    expect(lastVariables(unapplied, 'UnapplyVoucher')).toEqual({
      id: session.id,
      code: 'HE2025',
    });
  });

  it('tries a code no promotion has as a gift voucher, and says "not found" when neither has it', async () => {
    let session = discounted({});
    const calls = serve(() => session, {
      ApplyVoucher: () => refused('voucher_code', 'not_found'),
      ApplyGiftVoucher: (v) => {
        if (v.code !== 'PAPER-GIFT') return refused('code', 'not_found');
        session = discounted({
          price: 2_300_000,
          gift_vouchers: [{ code: 'PAPER-GIFT', price: 200_000 }],
        });
        return { apply_gift_voucher: session };
      },
    });
    const user = userEvent.setup();
    renderCheckout(URL, 'en');
    const field = await screen.findByRole('textbox', { name: 'Voucher or gift voucher code' });
    await user.type(field, 'NOPE{Enter}');
    expect(field).toHaveAccessibleDescription('This code was not found.');
    await user.clear(field);
    await user.type(field, 'PAPER-GIFT{Enter}');
    const price = screen.getByRole('region', { name: 'Price details' });
    expect(await within(price).findByText('Gift vouchers')).toBeInTheDocument();
    expect(operationsOf(calls).filter((o) => o.startsWith('Apply'))).toEqual([
      'ApplyVoucher',
      'ApplyGiftVoucher',
      'ApplyVoucher',
      'ApplyGiftVoucher',
    ]);
  });

  it('names each rule in Vietnamese', async () => {
    serve(() => discounted({}), {
      ApplyVoucher: () => refused('voucher_code', 'minimum'),
    });
    const user = userEvent.setup();
    renderCheckout(URL, 'vi');
    const field = await screen.findByRole('textbox', { name: 'Mã giảm giá hoặc phiếu quà tặng' });
    await user.type(field, 'BAYNGAY150{Enter}');
    expect(field).toHaveAccessibleDescription('Đơn chưa đạt giá trị tối thiểu để dùng mã này.');
  });

  it('offers the gift vouchers the traveller holds and applies one', async () => {
    let session = discounted({});
    const gift = {
      id: 'g1',
      code: 'QUA-500K-DEMO',
      price: 500_000,
      currency: 'VND',
      type: 'ALL',
      expired_at: '2027-01-31T16:59:59Z',
    } as const;
    const calls = serve(
      () => session,
      {
        ApplyGiftVoucher: () => {
          session = discounted({
            price: 2_000_000,
            gift_vouchers: [{ code: 'QUA-500K-DEMO', price: 500_000 }],
          });
          return { apply_gift_voucher: session };
        },
      },
      [gift],
    );
    const user = userEvent.setup();
    renderCheckout(URL, 'en');
    expect(await screen.findByText('QUA-500K-DEMO · ₫500,000')).toBeInTheDocument();
    expect(screen.getByText('Expires Jan 31, 2027')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use QUA-500K-DEMO' }));
    const price = screen.getByRole('region', { name: 'Price details' });
    expect(await within(price).findByText('Gift vouchers')).toBeInTheDocument();
    expect(within(price).getByText('−₫500,000')).toBeInTheDocument();
    expect(lastVariables(calls, 'ApplyGiftVoucher')).toEqual({
      id: session.id,
      code: 'QUA-500K-DEMO',
    });
    // The list is read again after the apply.
    await waitFor(() =>
      expect(operationsOf(calls).filter((o) => o === 'HeldGiftVouchers').length).toBeGreaterThan(1),
    );
  });
});
