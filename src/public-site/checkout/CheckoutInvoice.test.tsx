import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserInvoicesQuery } from '../../api/generated/main';
import { graphqlService, operationsOf, type GraphqlCall } from '../../test/graphqlService';
import { hotelSession } from '../testing/checkoutFixtures';
import { fill } from '../testing/fill';
import { renderCheckout, signInTraveller } from '../testing/renderCheckout';
import type { CheckoutSession } from './checkoutApi';

const URL = '/checkout/hotel?property=p1&rate=rate-1&n_o_a=2&cart=cart-token-1';
const note = { email: 'an@example.vn', phone: '0912345678', guest: 'Pham An', request: null };
const saved = {
  id: 'inv-1',
  company_name: 'Công ty Sông Hồng',
  address: '1 Lý Thường Kiệt, Hà Nội',
  email: 'ketoan@songhong.vn',
  tax_code: '0100109106',
};

/** Returns the invoice saves, on the order and for next time, in the order they were made. */
function serve(entries: UserInvoicesQuery['user_invoices']['entries']): GraphqlCall[] {
  const calls: GraphqlCall[] = [];
  signInTraveller();
  let session: CheckoutSession = hotelSession({ booking_note: note });
  graphqlService('main', {
    UserInvoices: () => ({ user_invoices: { entries } }),
    CreateUserInvoice: (_, call) => {
      calls.push(call);
      return { create_user_invoice: { id: 'inv-2' } };
    },
  });
  graphqlService('payments', {
    HeldGiftVouchers: () => ({ user_gift_vouchers: [] }),
    CorporatePaymentOptions: () => ({ corporate_payment_options: [] }),
    CheckoutSession: () => ({ payment_checkout_session: session }),
    UpdateInvoice: (v, call) => {
      calls.push(call);
      session = {
        ...session,
        invoice: {
          company_name: v.company_name,
          invoice_address: v.invoice_address,
          tax_code: v.tax_code,
        },
      };
      return { update_invoice: session };
    },
  });
  return calls;
}

describe('VAT invoice details at checkout', () => {
  it('checks the tax code, saves the details on the order and for next time', async () => {
    const calls = serve([]);
    const user = userEvent.setup();
    renderCheckout(URL, 'en');
    const section = await screen.findByRole('region', { name: 'VAT invoice' });
    await user.click(within(section).getByRole('checkbox', { name: 'I need a VAT invoice' }));
    await fill(user, within(section).getByRole('textbox', { name: /Company name/ }), 'Sông Hồng');
    await fill(user, within(section).getByRole('textbox', { name: /Company address/ }), '1 Hà Nội');
    const tax = within(section).getByRole('textbox', { name: /Tax code/ });
    await fill(user, tax, '0100109107');
    await user.click(within(section).getByRole('button', { name: 'Save invoice details' }));
    expect(tax).toHaveAccessibleDescription(
      'This tax code is not valid (its check digit is wrong).',
    );
    expect(calls).toEqual([]);
    await user.clear(tax);
    await fill(user, tax, '0100109106-001');
    await user.click(within(section).getByRole('button', { name: 'Save invoice details' }));
    expect(await within(section).findByText('Invoice details saved for this order.')).toBeVisible();
    expect(operationsOf(calls)).toEqual(['UpdateInvoice', 'CreateUserInvoice']);
    expect(calls[0].variables).toMatchObject({ tax_code: '0100109106-001' });
    expect(calls[1].variables).toEqual({
      input: {
        company_name: 'Sông Hồng',
        address: '1 Hà Nội',
        tax_code: '0100109106-001',
        email: null,
      },
    });
    expect(
      within(section).getByText('Invoice to Sông Hồng, tax code 0100109106-001.'),
    ).toBeInTheDocument();
  });

  it('fills the form from saved details, in Vietnamese', async () => {
    const calls = serve([saved]);
    const user = userEvent.setup();
    renderCheckout(URL, 'vi');
    const section = await screen.findByRole('region', { name: 'Hóa đơn VAT' });
    await user.click(within(section).getByRole('checkbox', { name: 'Tôi cần xuất hóa đơn VAT' }));
    const list = await within(section).findByRole('combobox', { name: 'Thông tin đã lưu' });
    await user.selectOptions(list, 'Công ty Sông Hồng (0100109106)');
    expect(within(section).getByRole('textbox', { name: /Mã số thuế/ })).toHaveValue('0100109106');
    await user.click(within(section).getByRole('button', { name: 'Lưu thông tin hóa đơn' }));
    expect(
      await within(section).findByText('Đã lưu thông tin hóa đơn cho đơn hàng này.'),
    ).toBeVisible();
    // Picked from the saved list: saved again only if asked.
    expect(operationsOf(calls)).toEqual(['UpdateInvoice']);
    expect(calls[0].variables).toMatchObject({
      company_name: 'Công ty Sông Hồng',
      invoice_address: '1 Lý Thường Kiệt, Hà Nội',
    });
  });
});
