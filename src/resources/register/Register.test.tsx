import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  CorporateDetailFieldsFragment,
  CreateCorporateRequestInput,
  MyCorporateQuery,
} from '../../api/generated/corporate';
import { graphqlError } from '../../test/graphqlError';
import { lastVariables, operationsOf } from '../../test/graphqlService';
import { MY_CORPORATE, renderConsole, signInToConsole } from '../../test/renderConsole';
import { register } from '.';

type MyCorporate = MyCorporateQuery['corporate'];

const COMPANY = {
  company_name: 'Công ty TNHH Lá Xanh',
  company_address: '12 Lý Thường Kiệt, Hà Nội',
  company_email: 'info@laxanh.example',
  company_phone_number: '0912345678',
};

const detail = (
  extra: Partial<CorporateDetailFieldsFragment> = {},
): CorporateDetailFieldsFragment => ({
  ...MY_CORPORATE,
  user_id: 'u1',
  ...COMPANY,
  display_name: null,
  company_tax_code: '0314409058',
  legal_representative: 'Nguyễn Lan',
  logo: null,
  trial_expired_at: null,
  enforce_cost_center: false,
  enable_split_payment: false,
  is_enable_expense: false,
  displaying_price: 'WITH_VAT',
  webhook_url: null,
  currency: 'VND',
  rank_configuration: null,
  corporate_credit: null,
  ...extra,
});

/** The registration's fields as the server keeps them (omitted optional ones: null). */
const registered = (input: CreateCorporateRequestInput) => ({
  ...input,
  display_name: input.display_name ?? null,
  legal_representative: input.legal_representative ?? null,
  logo: input.logo ?? null,
});

describe('corporate registration', () => {
  it('checks the tax code, shows the server’s field error under its input, then the pending state', async () => {
    let mine: MyCorporate = null;
    const calls = signInToConsole({
      MyCorporate: () => ({ corporate: mine }),
      CreateCorporateRequest: ({ input }) => {
        if (input.company_tax_code === '0314409058') {
          return graphqlError(
            'BAD_USER_INPUT',
            'company_tax_code: a corporate with this tax code is already registered',
            {
              fields: [
                {
                  field: 'company_tax_code',
                  rule: 'taken',
                  message: 'a corporate with this tax code is already registered',
                },
              ],
            },
            ['create_corporate_request'],
          );
        }
        mine = {
          ...MY_CORPORATE,
          company_name: input.company_name,
          display_name: null,
          status: 'PENDING',
          approved_at: null,
          trial_expired_at: null,
        };
        return { create_corporate_request: detail({ ...mine, ...registered(input) }) };
      },
    });
    const user = userEvent.setup({ delay: null });
    await renderConsole(register, { path: 'register', locale: 'en' });
    const form = await screen.findByRole('region', { name: 'Register a company account' });
    const name = within(form).getByRole('textbox', { name: /Company name/ });
    await user.type(name, COMPANY.company_name);
    await user.type(
      within(form).getByRole('textbox', { name: /Address/ }),
      COMPANY.company_address,
    );
    await user.type(
      within(form).getByRole('textbox', { name: /Company e-mail/ }),
      COMPANY.company_email,
    );
    const phone = within(form).getByRole('textbox', { name: /Company phone/ });
    await user.type(phone, COMPANY.company_phone_number);
    const taxCode = within(form).getByRole('textbox', { name: /Tax code/ });
    await user.type(taxCode, '0314409059');
    const send = screen.getByRole('button', { name: 'Send registration' });
    await user.click(send);
    expect(
      await screen.findByText('This is not a valid tax code (its check digit does not match)'),
    ).toBeInTheDocument();
    expect(operationsOf(calls)).not.toContain('CreateCorporateRequest');

    // The save button stays disabled until the form has settled after the refusal.
    await waitFor(() => expect(send).toBeEnabled());
    await user.clear(taxCode);
    await user.type(taxCode, '0314409058');
    await user.click(send);
    expect(
      await screen.findByText('Another account or company already has this'),
    ).toBeInTheDocument();
    expect(taxCode).toHaveAttribute('aria-invalid', 'true');
    expect(taxCode).toHaveAccessibleDescription('Another account or company already has this');
    // What was typed stays.
    expect(name).toHaveValue(COMPANY.company_name);
    expect(phone).toHaveValue('0912345678');

    await waitFor(() => expect(send).toBeEnabled());
    await user.clear(taxCode);
    await user.type(taxCode, '0100109106');
    await user.click(send);
    expect(
      await screen.findByRole('heading', {
        name: `The registration of ${COMPANY.company_name} is waiting for review`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('What happens next')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open company details' })).toHaveAttribute(
      'href',
      '/corporate/detail',
    );
    expect(lastVariables(calls, 'CreateCorporateRequest')).toEqual({
      input: {
        ...COMPANY,
        display_name: null,
        company_tax_code: '0100109106',
        legal_representative: null,
        referral_code: null,
      },
    });
    // The owner of the new registration may ask for credit meanwhile.
    expect(
      await screen.findByRole('heading', { name: 'Ask for a credit line (optional)' }),
    ).toBeInTheDocument();
  });

  it('lets the owner correct a rejected registration and send it again, in Vietnamese', async () => {
    const rejected = { ...MY_CORPORATE, status: 'REJECTED' as const, approved_at: null };
    const calls = signInToConsole({
      MyCorporate: () => ({ corporate: rejected }),
      CorporateDetail: () => ({ corporate: detail({ status: 'REJECTED', approved_at: null }) }),
      CreateCorporateRequest: () =>
        graphqlError('BAD_USER_INPUT', 'referral_code: is not a referral code', {
          fields: [{ field: 'referral_code', rule: 'unknown', message: 'is not a referral code' }],
        }),
    });
    const user = userEvent.setup({ delay: null });
    await renderConsole(register, { path: 'register', locale: 'vi' });
    expect(
      await screen.findByRole('heading', { name: 'Hồ sơ đăng ký chưa được duyệt' }),
    ).toBeInTheDocument();
    const form = await screen.findByRole('region', { name: 'Đăng ký tài khoản doanh nghiệp' });
    const name = within(form).getByRole('textbox', { name: /Tên công ty/ });
    await waitFor(() => expect(name).toHaveValue(COMPANY.company_name));
    expect(screen.queryByRole('heading', { name: /hạn mức tín dụng/ })).toBeNull();
    await user.type(within(form).getByRole('textbox', { name: /Mã giới thiệu/ }), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Gửi lại hồ sơ' }));
    expect(await screen.findByText('Không tìm thấy mục đã chọn')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'CreateCorporateRequest')?.variables).toEqual({
      input: {
        ...COMPANY,
        display_name: null,
        company_tax_code: '0314409058',
        legal_representative: 'Nguyễn Lan',
        referral_code: 'NOPE',
      },
    });
  });

  it('sends the credit request and a question to the corporate team', async () => {
    const pending = { ...MY_CORPORATE, status: 'PENDING' as const, approved_at: null };
    const calls = signInToConsole({
      MyCorporate: () => ({ corporate: pending }),
      CreateCreditRequest: ({ input }) => ({
        create_credit_request: {
          id: 'cr1',
          inserted_at: '2026-02-01T00:00:00.000Z',
          ...input,
          corporate_id: String(input.corporate_id),
        },
      }),
      NotifyContact: ({ input }) =>
        input.phone_number === '0212 345 678'
          ? graphqlError('BAD_USER_INPUT', 'phone_number: Phone number is invalid', {
              fields: [
                { field: 'phone_number', rule: 'phone', message: 'Phone number is invalid' },
              ],
            })
          : { notify_contact: true },
    });
    const user = userEvent.setup({ delay: null });
    await renderConsole(register, { path: 'register', locale: 'en' });
    const credit = await screen.findByRole('region', { name: 'Ask for a credit line (optional)' });
    const answers: Array<[RegExp, string]> = [
      [/People who travel/, '11–50 people'],
      [/Business trips a month/, '6–20 trips'],
      [/Usual length of a trip/, '3–5 days'],
      [/Usual spend per trip/, '5–10 million ₫'],
      [/Who usually books/, 'An admin or assistant'],
    ];
    for (const [label, choice] of answers) {
      await user.click(within(credit).getByRole('combobox', { name: label }));
      await user.click(await screen.findByRole('option', { name: choice }));
    }
    await user.click(within(credit).getByRole('button', { name: 'Send credit request' }));
    expect(
      await within(credit).findByText(
        'Your credit request was sent. Wayfare will contact you about the limit.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'CreateCreditRequest')?.variables).toEqual({
      input: {
        corporate_id: MY_CORPORATE.id,
        staff_amount_range: '11_50',
        trips_amount_range: '6_20',
        trip_duration_range: '3_5',
        average_budget_range: '5M_10M',
        usual_booker_role: 'ADMIN',
      },
    });

    const contact = screen.getByRole('region', { name: 'Questions?' });
    expect(within(contact).getByRole('textbox', { name: /Name/ })).toHaveValue('Lan Nguyễn');
    const phone = within(contact).getByRole('textbox', { name: /Phone/ });
    await user.type(phone, '0212 345 678');
    const message = within(contact).getByRole('textbox', { name: /Message/ });
    const text = 'We travel to Đà Nẵng every month; what would credit cost?';
    await user.type(message, text);
    await user.click(within(contact).getByRole('button', { name: 'Send question' }));
    expect(await within(contact).findByText('This phone number is not valid')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveValue(text);

    await user.clear(phone);
    await user.click(within(contact).getByRole('button', { name: 'Send question' }));
    expect(
      await within(contact).findByText('Your question was sent. We will answer by e-mail.'),
    ).toBeInTheDocument();
    expect(lastVariables(calls, 'NotifyContact')).toEqual({
      input: {
        name: 'Lan Nguyễn',
        email: 'lan@example.com',
        phone_number: null,
        company_name: MY_CORPORATE.company_name,
        message: text,
        source: 'corporate-register',
      },
    });
  });
});
