import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MY_CORPORATE } from '../../test/corporateFixtures';
import { graphqlError } from '../../test/graphqlError';
import { graphqlService, lastVariables } from '../../test/graphqlService';
import { server } from '../../test/server';
import { ExpenseNewPage } from './ExpenseNewPage';
import { expenseOf, renderExpensePage, signedInMember } from './testing';

const render = (locale: 'vi' | 'en' = 'en') =>
  renderExpensePage(<ExpenseNewPage />, { route: '/expense/new', locale });

const setUp = () => {
  signedInMember();
  graphqlService('currencies', {
    CurrencyRates: () => ({
      currencies: [
        { code: 'VND', name: 'Đồng', symbol: '₫', minor_units: 0 },
        { code: 'USD', name: 'US dollar', symbol: '$', minor_units: 2 },
      ],
      exchange_rates: [{ currency: 'USD', rate: 1 / 25_400, as_of: '2026-11-27T00:00:00.000Z' }],
    }),
  });
  return graphqlService('corporate', {
    MyCorporate: () => ({ corporate: MY_CORPORATE }),
    CreateExpense: (v) =>
      v.input.merchant === 'Paid by company'
        ? graphqlError('BAD_USER_INPUT', 'expense_booking_id: company paid', {
            fields: [
              { field: 'expense_booking_id', rule: 'company_paid', message: 'company paid' },
            ],
          })
        : { create_expense: expenseOf({ id: 'exp-9' }) },
  });
};

describe('/expense/new', () => {
  it('fills the form from an e-invoice XML, saves the claim and uploads the receipt', async () => {
    const calls = setUp();
    const uploads: string[] = [];
    server.use(
      http.post('*/api/v1/expenses/einvoice', () =>
        HttpResponse.json({
          data: {
            seller_name: 'CÔNG TY TNHH KHÁCH SẠN SÔNG HÀN',
            seller_tax_code: '0314409058',
            issue_date: '2026-11-20',
            currency: 'VND',
            series: '1C26TAA',
            number: '77',
            buyer_name: null,
            buyer_tax_code: null,
            vat_amount: 192000,
            total: 2592000,
          },
        }),
      ),
      http.post('*/api/v1/expenses/:id/receipts', ({ params }) => {
        uploads.push(String(params.id));
        return HttpResponse.json({ data: { receipts: [], einvoice: null } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    render('vi');
    const input = await screen.findByLabelText('Chứng từ (ảnh, PDF hoặc hoá đơn điện tử XML)');
    await user.upload(input, new File(['<HDon/>'], 'hoa-don.xml', { type: 'text/xml' }));
    expect(
      await screen.findByText(
        'Đã đọc hoá đơn điện tử 1C26TAA số 77: người bán, mã số thuế, ngày, số tiền và thuế đã được điền.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Nơi chi (người bán)' })).toHaveValue(
      'CÔNG TY TNHH KHÁCH SẠN SÔNG HÀN',
    );
    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    expect(await screen.findByText('detail page')).toBeVisible();
    expect(lastVariables(calls, 'CreateExpense')).toMatchObject({
      input: {
        amount: 2592000,
        vat_amount: 192000,
        seller_tax_code: '0314409058',
        expense_date: '2026-11-20',
        einvoice: { series: '1C26TAA', number: '77' },
      },
    });
    expect(uploads).toEqual(['exp-9']);
  });

  it('names the missing fields before asking, and the server’s refusal of a company-paid booking', async () => {
    setUp();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(screen.getAllByText('Required.')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '900000');
    await user.type(screen.getByRole('textbox', { name: 'Merchant (seller)' }), 'Paid by company');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText(
        'This booking was paid by the company account: it cannot become a personal reimbursement.',
      ),
    ).toBeVisible();
  });
});
