import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mainService, profileOf } from '../../account/testing/renderAccount';
import {
  MY_CORPORATE,
  corporateService,
  graphqlError,
} from '../../dataProviders/testing/corporateService';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

const DETAIL = {
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
  corporate: Record<string, unknown>,
  answers: Parameters<typeof corporateService>[0],
) {
  Cookies.set('uts_token', 'access-1');
  mainService({ SessionProfile: () => ({ profile: profileOf() }) });
  return corporateService({
    MyDelegators: () => ({ my_delegators: [] }),
    MyCorporate: () => ({ corporate }),
    ...answers,
  });
}

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'logo.png', {
    type: 'image/png',
  });

describe('company details', { timeout: 40_000 }, () => {
  it('lets the owner change the details and the logo, with server field errors under their inputs', async () => {
    let current: Record<string, unknown> = { ...DETAIL };
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
      UpdateCorporate: (v) => {
        const input = v.input as Record<string, unknown>;
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
        current = { ...current, ...input };
        return { update_corporate: current };
      },
    });
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/corporate/detail', 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sông Hồng' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
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
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The address must start with https://')).toBeInTheDocument();
    expect(calls.map((c) => c.operationName)).not.toContain('UpdateCorporate');

    await user.clear(webhook);
    await user.type(webhook, 'https://hooks.internal.example/wf');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Use a public host name (no IP address, localhost, port or credentials)',
      ),
    ).toBeInTheDocument();
    expect(webhook).toHaveAttribute('aria-invalid', 'true');
    expect(displayName).toHaveValue('Sông Hồng Travel');

    await user.clear(webhook);
    await user.type(webhook, 'https://hooks.songhong.example/wf');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company details saved.')).toBeInTheDocument();
    // The file went up once, although the first save was refused.
    expect(uploads).toHaveLength(1);
    expect(calls.filter((c) => c.operationName === 'UpdateCorporate').at(-1)?.variables).toEqual({
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
    const staff = { ...MY_CORPORATE, is_owner: false, your_role: 'STAFF' };
    signedIn(staff, {
      CorporateDetail: () => ({
        corporate: { ...DETAIL, ...staff, corporate_credit: null },
      }),
    });
    renderApp('/corporate/detail', 'vi');
    expect(
      await screen.findByText(
        'Chỉ chủ sở hữu và quản trị viên mới sửa được thông tin này.',
        {},
        { timeout: 10_000 },
      ),
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
    const user = userEvent.setup();
    renderApp('/corporate/detail', 'en');
    expect(
      await screen.findByText('The company details could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sông Hồng' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
