import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CheckoutBankTransferPartsFragment } from '../../api/generated/payments';
import { graphqlService } from '../../test/graphqlService';
import { server } from '../../test/server';
import { hotelSession } from '../testing/checkoutFixtures';
import { renderCheckout, signInTraveller } from '../testing/renderCheckout';

const URL = '/checkout/hotel?property=p1&rate=rate-1&n_o_a=2&cart=cart-token-1';
const note = { email: 'an@example.vn', phone: '0912345678', guest: 'Pham An', request: null };
const QR = '00020101021238570010A000000727012700069704360113001234567890208QRIBFTTA5303704';

const transfer = (
  files: CheckoutBankTransferPartsFragment['files'] = [],
): CheckoutBankTransferPartsFragment => ({
  id: hotelSession().id,
  amount: 2_500_000,
  paid_amount: 1_000_000,
  currency: 'VND',
  status: 'CONFIRMING',
  memo: 'WF6F1C2D3E00004000',
  banks: [
    {
      account: '0123456789',
      bank_code: 'VCB',
      beneficiary_name: 'WAYFARE',
      name: 'Vietcombank',
      qr: QR,
    },
  ],
  files,
});

describe('a bank transfer paid in part, with a proof of transfer', () => {
  it('asks for the rest and uploads a receipt the server lists', async () => {
    signInTraveller();
    graphqlService('main', { UserInvoices: () => ({ user_invoices: { entries: [] } }) });
    let files: CheckoutBankTransferPartsFragment['files'] = [];
    const uploads: FormData[] = [];
    // The server's refusals, in the order the next uploads get them.
    const refusals: Response[] = [];
    graphqlService('payments', {
      HeldGiftVouchers: () => ({ user_gift_vouchers: [] }),
      CorporatePaymentOptions: () => ({ corporate_payment_options: [] }),
      CheckoutSession: () => ({
        payment_checkout_session: hotelSession({ booking_note: note }),
      }),
      StartBankTransfer: () => ({ bank_transfer: transfer() }),
      BankTransferState: () => ({ bank_transfer: transfer(files) }),
    });
    server.use(
      http.post('*/api/v1/payments/bank-transfers/:id/files', async ({ request }) => {
        const form = await request.formData();
        const refused = refusals.shift();
        if (refused) return refused;
        uploads.push(form);
        files = [{ name: 'receipt.png', note: String(form.get('note')), url: '/x' }];
        return HttpResponse.json({ data: { file: files[0] } }, { status: 201 });
      }),
    );
    // A browser lets the traveller pick any file; the page checks it.
    const user = userEvent.setup({ applyAccept: false });
    renderCheckout(URL, 'en');
    await user.click(await screen.findByRole('radio', { name: 'Bank transfer (VietQR)' }));
    await user.click(
      await screen.findByRole('button', { name: 'Show the VietQR code to transfer' }),
    );
    expect(
      await screen.findByRole('img', {
        name: 'VietQR code to transfer ₫1,500,000 to Vietcombank',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('₫1,000,000 of ₫2,500,000 received. Please transfer the rest.'),
    ).toBeInTheDocument();

    const input = screen.getByLabelText('Receipt file');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(input).toHaveAccessibleDescription(/Choose a file\./);
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(input, text);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(input).toHaveAccessibleDescription(/Only JPEG, PNG, WebP, HEIC images or PDF files\./);
    expect(uploads).toHaveLength(0);

    await user.upload(
      input,
      new File([new Uint8Array([0x89, 0x50])], 'receipt.png', { type: 'image/png' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'First half');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('receipt.png uploaded.')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0].get('note')).toBe('First half');
    expect(uploads[0].has('file')).toBe(true);
    expect(await screen.findByText('receipt.png — First half')).toBeInTheDocument();

    // Past the checkout's byte quota, then past the upload rate: each named in the traveller's words.
    const refusal = (status: number, code: string, rule: string) =>
      HttpResponse.json(
        { error: { code, message: rule, fields: [{ field: 'file', rule, message: rule }] } },
        { status },
      );
    refusals.push(
      refusal(400, 'BAD_USER_INPUT', 'quota'),
      refusal(429, 'RATE_LIMITED', 'upload_rate'),
    );
    const again = () =>
      user.upload(
        input,
        new File([new Uint8Array([0x89, 0x50])], 'more.png', { type: 'image/png' }),
      );
    await again();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('At most 12 MB of files per order in all.')).toBeInTheDocument();
    await again();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText(
        'You have uploaded too many files this hour. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
  });
});
