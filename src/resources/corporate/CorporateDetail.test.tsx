import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  CorporateDetailFieldsFragment,
  MyCorporateQuery,
  UpdateCorporateInput,
} from '../../api/generated/corporate';
import { graphqlError } from '../../test/graphqlError';
import { lastVariables, operationsOf, type ServiceAnswers } from '../../test/graphqlService';
import { MY_CORPORATE, renderConsole, signInToConsole } from '../../test/renderConsole';
import { server } from '../../test/server';
import { corporateDetail } from '.';

type Detail = CorporateDetailFieldsFragment;

const DETAIL: Detail = {
  ...MY_CORPORATE,
  user_id: 'u1',
  company_address: '1 Tràng Tiền, Hà Nội',
  company_email: 'info@songhong.example',
  company_phone_number: '+84912345678',
  company_tax_code: '0314409058',
  legal_representative: 'Nguyễn Lan',
  logo: null,
  trial_expired_at: null,
  enforce_cost_center: false,
  enable_split_payment: false,
  is_enable_expense: true,
  displaying_price: 'WITH_VAT',
  webhook_url: null,
  currency: 'VND',
  rank_configuration: {
    id: 'r1',
    rank: 'GOLD',
    minimum_spending: 500_000_000,
    admin_booked_cashback_rate: 1,
    owner_cashback_rate: 0.5,
  },
  corporate_credit: {
    corporate_id: MY_CORPORATE.id,
    currency: 'VND',
    max_debt: 200_000_000,
    monthly_limit: 100_000_000,
    penalty: { days: 30, rate: 2 },
    reward: { days: 7, rate: 1 },
  },
};

function signedIn(
  corporate: NonNullable<MyCorporateQuery['corporate']>,
  answers: ServiceAnswers<'corporate'>,
) {
  return signInToConsole({ MyCorporate: () => ({ corporate }), ...answers });
}

/** The details with the fields an update gives (omitted fields stay, as the server does). */
function updated(current: Detail, input: UpdateCorporateInput): Detail {
  const given = Object.entries(input).filter(([key, value]) => key !== 'id' && value !== undefined);
  return { ...current, ...Object.fromEntries(given) };
}

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'logo.png', {
    type: 'image/png',
  });

describe('company details', () => {
  it('lets the owner change the details and the logo, with server field errors under their inputs', async () => {
    let current: Detail = { ...DETAIL };
    const uploads: number[] = [];
    server.use(
      http.post('*/api/v1/corporate/logo', async ({ request }) => {
        const file = (await request.formData()).get('logo') as File;
        uploads.push(file.size);
        current = { ...current, logo: '/api/v1/corporate/logos/c/new.png' };
        return HttpResponse.json({ data: { logo: current.logo } }, { status: 201 });
      }),
    );
    const calls = signedIn(MY_CORPORATE, {
      CorporateDetail: () => ({ corporate: current }),
      UpdateCorporate: ({ input }) => {
        if (input.webhook_url === 'https://hooks.internal.example/wf') {
          return graphqlError(
            'BAD_USER_INPUT',
            'webhook_url: must be a public host name',
            {
              fields: [
                { field: 'webhook_url', rule: 'host', message: 'must be a public host name' },
              ],
            },
            ['update_corporate'],
          );
        }
        current = updated(current, input);
        return { update_corporate: current };
      },
    });
    const user = userEvent.setup({ applyAccept: false, delay: null });
    // The form's Save is disabled while the previous save settles (a loaded CI run clicked it
    // then): wait until it can be pressed, as a person would.
    const save = async () => {
      const button = screen.getByRole('button', { name: 'Save' });
      await waitFor(() => expect(button).toBeEnabled());
      await user.click(button);
    };
    await renderConsole(corporateDetail, { path: 'detail', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sông Hồng' })).toBeInTheDocument();
    const credit = screen.getByRole('region', { name: 'Credit terms' });
    expect(within(credit).getByText('1% when paid within 7 days')).toBeInTheDocument();
    expect(within(credit).getByText(/200[.,]000[.,]000/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Company rank' })).getByText('GOLD'),
    ).toBeInTheDocument();
    // Approved: the tax code changes through support only.
    const taxCode = screen.getByRole('textbox', { name: /Tax code/ });
    expect(taxCode).toHaveAttribute('readonly');

    const logoInput = screen.getByLabelText('Choose a logo image');
    await user.upload(logoInput, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Only PNG, JPEG or WebP images')).toBeInTheDocument();
    await user.upload(logoInput, png());
    expect(await screen.findByRole('img', { name: 'Preview of the new logo' })).toBeInTheDocument();
    expect(screen.getByText('New logo: logo.png. Press Save to store it.')).toBeInTheDocument();

    const displayName = screen.getByRole('textbox', { name: /Display name/ });
    await user.clear(displayName);
    await user.type(displayName, 'Sông Hồng Travel');
    const webhook = screen.getByRole('textbox', { name: /Webhook address/ });
    await user.type(webhook, 'http://hooks.example.com');
    await save();
    expect(await screen.findByText('The address must start with https://')).toBeInTheDocument();
    expect(operationsOf(calls)).not.toContain('UpdateCorporate');

    await user.clear(webhook);
    await user.type(webhook, 'https://hooks.internal.example/wf');
    await save();
    expect(
      await screen.findByText(
        'Use a public host name (no IP address, localhost, port or credentials)',
      ),
    ).toBeInTheDocument();
    expect(webhook).toHaveAttribute('aria-invalid', 'true');
    expect(displayName).toHaveValue('Sông Hồng Travel');

    await user.clear(webhook);
    await user.type(webhook, 'https://hooks.songhong.example/wf');
    await save();
    expect(await screen.findByText('Company details saved.')).toBeInTheDocument();
    // The file went up once, although the first save was refused.
    expect(uploads).toHaveLength(1);
    expect(lastVariables(calls, 'UpdateCorporate')).toEqual({
      input: {
        id: MY_CORPORATE.id,
        display_name: 'Sông Hồng Travel',
        logo: '/api/v1/corporate/logos/c/new.png',
        webhook_url: 'https://hooks.songhong.example/wf',
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Logo of Sông Hồng Travel' })).toHaveAttribute(
        'src',
        '/api/v1/corporate/logos/c/new.png',
      ),
    );
  });

  it('shows the details read-only to staff, without the credit terms, in Vietnamese', async () => {
    const staff = { ...MY_CORPORATE, is_owner: false, your_role: 'STAFF' as const };
    signedIn(staff, {
      CorporateDetail: () => ({
        corporate: { ...DETAIL, ...staff, corporate_credit: null },
      }),
    });
    await renderConsole(corporateDetail, { path: 'detail', locale: 'vi' });
    expect(
      await screen.findByText('Chỉ chủ sở hữu và quản trị viên mới sửa được thông tin này.'),
    ).toBeInTheDocument();
    expect(screen.getByText('0314409058')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Điều khoản tín dụng' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Hạng doanh nghiệp' })).toBeInTheDocument();
  });

  it('says so when the details cannot be loaded, and tries again', async () => {
    let fail = true;
    signedIn(MY_CORPORATE, {
      CorporateDetail: () =>
        fail ? graphqlError('INTERNAL', 'kaput', { status: 500 }) : { corporate: DETAIL },
    });
    const user = userEvent.setup({ delay: null });
    await renderConsole(corporateDetail, { path: 'detail', locale: 'en' });
    expect(await screen.findByText('The company details could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sông Hồng' })).toBeInTheDocument();
  });
});
