import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server';
import type {
  CorporateInvoiceFieldsFragment,
  CorporateRole,
  CorporateTransferFieldsFragment,
} from '../../api/generated/corporate';
import { MY_CORPORATE, renderConsole, signInToConsole } from '../../test/renderConsole';
import { invoices } from '.';

const invoice = (
  id: string,
  status: CorporateInvoiceFieldsFragment['status'],
  value: number,
  paid: number,
  month: number,
): CorporateInvoiceFieldsFragment => ({
  id,
  corporate_id: MY_CORPORATE.id,
  corporate_reconcilliation_statement_id: `s-${id}`,
  currency: 'VND',
  effective_for: { month, year: 2026 },
  files: [
    {
      name: `hoa-don-2026-${month}.pdf`,
      url: `/api/v1/corporate/invoices/${id}/export?format=pdf`,
    },
    {
      name: `bang-ke-2026-${month}.pdf`,
      url: `/api/v1/corporate/statements/s-${id}/export?format=pdf`,
    },
  ],
  file: {
    name: `hoa-don-2026-${month}.pdf`,
    url: `/api/v1/corporate/invoices/${id}/export?format=pdf`,
  },
  inserted_at: `2026-${String(month + 1).padStart(2, '0')}-01T01:00:00.000Z`,
  due_at: `2026-${String(month + 1).padStart(2, '0')}-10T17:00:00.000Z`,
  paid,
  unpaid: value - paid,
  value,
  status,
  reconcilliation_cycle_type: 'MONTHLY',
});

const INVOICES = [
  invoice('inv-oct', 'PARTIALLY_PAID', 12_000_000, 5_000_000, 10),
  invoice('inv-sep', 'OVERDUE', 3_000_000, 0, 9),
  invoice('inv-aug', 'PAID', 8_000_000, 8_000_000, 8),
];

const TRANSFER: CorporateTransferFieldsFragment = {
  amount: 7_000_000,
  currency: 'VND',
  memo: 'WFCIABCDEFGH2345',
  banks: [
    {
      account: '0071000123456',
      bank_code: 'VCB',
      beneficiary_name: 'CONG TY TNHH WAYFARE',
      name: 'Vietcombank',
      qr: '00020101021238570010A000000727',
    },
  ],
};

function service(role: CorporateRole = 'ACCOUTING') {
  return signInToConsole({
    MyCorporate: () => ({
      corporate: { ...MY_CORPORATE, your_role: role, is_owner: role === 'OWNER' },
    }),
    CorporateInvoices: ({ filter }) => {
      const rows = INVOICES.filter((i) => !filter?.status || i.status === filter.status);
      return {
        corporate_invoices: { total_count: rows.length, entries: rows },
        corporate_invoice_statistic: {
          total_spending: rows.reduce((s, r) => s + r.value, 0),
          total_paid: rows.reduce((s, r) => s + r.paid, 0),
          total_unpaid: rows.reduce((s, r) => s + r.unpaid, 0),
          currency: 'VND',
        },
      };
    },
    CorporateInvoice: ({ id }) => ({
      corporate_invoice: INVOICES.find((i) => i.id === id) ?? null,
      corporate_payment_histories: {
        total_count: 1,
        entries: [
          {
            id: 'p1',
            value: 5_000_000,
            paid: 5_000_000,
            unpaid: 7_000_000,
            invoice_value: 12_000_000,
            currency: 'VND',
            payment_method: 'BANK_TRANSFER',
            inserted_at: '2026-11-03T03:00:00.000Z',
          },
        ],
      },
      corporate_invoice_wallet_available: 2_000_000,
    }),
    CorporateInvoiceTransfer: () => ({ corporate_invoice_transfer: TRANSFER }),
    PayCorporateInvoiceFromWallet: ({ amount }) => ({
      pay_corporate_invoice_from_wallet: {
        id: 'p2',
        value: amount,
        paid: 5_000_000 + amount,
        unpaid: 7_000_000 - amount,
      },
    }),
  });
}

describe('corporate invoices', () => {
  it('lists the invoices with the statistic, amounts right-aligned, and filters by status', async () => {
    const calls = service();
    const user = userEvent.setup({ delay: null });
    await renderConsole(invoices, { path: 'invoice-reconciliation', locale: 'en' });
    expect(await screen.findByText('Total spending', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('₫23,000,000')).toBeInTheDocument();
    expect(screen.getByText('₫10,000,000')).toBeInTheDocument();
    const row = screen.getByText('Period 10/2026').closest('tr')!;
    expect(within(row).getByText('Partially paid')).toBeInTheDocument();
    const unpaid = within(row).getByText('₫7,000,000');
    expect(unpaid.closest('td')).toHaveStyle({ textAlign: 'right' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Overdue' }));
    await waitFor(() =>
      expect(calls.at(-1)?.variables).toMatchObject({ filter: { status: 'OVERDUE' } }),
    );
    await waitFor(() => expect(screen.queryByText('Period 10/2026')).not.toBeInTheDocument());
    expect(screen.getByText('Period 9/2026')).toBeInTheDocument();
    // The console's first mount loads the react-admin chunks: slow on a busy machine.
  }, 30_000);

  it('shows an invoice’s payments and its VietQR transfer, in Vietnamese', async () => {
    service();
    const user = userEvent.setup({ delay: null });
    await renderConsole(invoices, { path: 'invoice-reconciliation/inv-oct/show', locale: 'vi' });
    const payments = await screen.findByRole('region', { name: 'Các lần thanh toán' });
    expect(payments).toHaveTextContent('Chuyển khoản');
    await user.click(await screen.findByRole('button', { name: 'Thanh toán bằng QR' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Chuyển khoản để thanh toán hóa đơn',
    });
    await waitFor(() => expect(dialog).toHaveTextContent('WFCIABCDEFGH2345'));
    expect(within(dialog).getByRole('img', { name: /VietQR/ })).toHaveAttribute(
      'data-qr',
      TRANSFER.banks[0].qr,
    );
    expect(dialog).toHaveTextContent('0071000123456');
  });

  it('downloads the invoice’s PDF and its statement’s with the session', async () => {
    service();
    const asked: Request[] = [];
    server.use(
      http.get('*/api/v1/corporate/:kind/:id/export', ({ request }) => {
        asked.push(request);
        return new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const created = vi.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => undefined });
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    await renderConsole(invoices, { path: 'invoice-reconciliation/inv-oct/show', locale: 'vi' });
    await user.click(await screen.findByRole('button', { name: 'Tải PDF' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(new URL(asked[0].url).pathname).toBe('/api/v1/corporate/invoices/inv-oct/export');
    expect(asked[0].headers.get('authorization')).toMatch(/^Bearer /);
    const files = screen.getByRole('region', { name: 'Tài liệu' });
    await user.click(
      within(files).getByRole('button', { name: 'Bảng kê đối soát (PDF): bang-ke-2026-10.pdf' }),
    );
    await waitFor(() => expect(created).toHaveBeenCalledTimes(2));
    expect(new URL(asked[1].url).pathname).toBe('/api/v1/corporate/statements/s-inv-oct/export');
    expect(clicks).toHaveBeenCalledTimes(2);
    clicks.mockRestore();
  });

  it('pays from the wallet only after a confirmation naming the amount', async () => {
    const calls = service('OWNER');
    const user = userEvent.setup({ delay: null });
    await renderConsole(invoices, { path: 'invoice-reconciliation/inv-oct/show', locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Pay from wallet' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Pay the invoice from the company wallet',
    });
    expect(dialog).toHaveTextContent('The wallet can pay: ₫2,000,000');
    // The amount offered is what the wallet can pay of what is unpaid.
    const amount = within(dialog).getByRole('textbox', { name: 'Amount to pay' });
    expect(amount).toHaveValue('2000000');
    await user.clear(amount);
    await user.type(amount, '3000000');
    expect(within(dialog).getByRole('button', { name: 'Pay' })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '1500000');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(dialog).toHaveTextContent('Pay ₫1,500,000 of this invoice from the company wallet?');
    expect(calls.some((c) => c.operationName === 'PayCorporateInvoiceFromWallet')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.operationName === 'PayCorporateInvoiceFromWallet')?.variables,
      ).toMatchObject({
        id: 'inv-oct',
        amount: 1_500_000,
        idempotency_key: expect.stringMatching(/^console-/),
      }),
    );
    expect(await screen.findByText('Paid ₫1,500,000 from the company wallet.')).toBeInTheDocument();
  });

  it('is not for staff', async () => {
    service('STAFF');
    await renderConsole(invoices, { path: 'invoice-reconciliation', locale: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });
});
