import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/types';
import { DefaultLayout } from '../../layouts/DefaultLayout';
import { testConfig, testPaymentMethods } from '../../test/fixtures';
import { renderSite } from '../testing/renderSite';
import { PaymentMethodPage } from './PaymentMethodPage';

/** /payment-method in its layout, the server's /config.json offering `methods`. */
const renderWithMethods = (methods: typeof testPaymentMethods, locale: Locale) =>
  renderSite(<PaymentMethodPage />, {
    path: '/payment-method',
    locale,
    layout: DefaultLayout,
    config: { ...testConfig, payments: { methods } },
  });

describe('/payment-method', () => {
  it('lists exactly the rails the server offers, with fee, confirmation and refund', async () => {
    // The server has 2C2P and the corporate account turned off.
    renderWithMethods(
      testPaymentMethods.filter((m) => m.code !== 'P2C2P' && m.code !== 'CORPORATE_WALLET'),
      'en',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
    const main = screen.getByRole('main');
    const names = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(names).toEqual(['International card', 'VNPay', 'Bank transfer (QR)', 'Wayfare wallet']);

    const card = screen.getByRole('region', { name: 'International card' });
    expect(within(card).getByText('2.2% of the amount')).toBeVisible();
    expect(
      within(card).getByText(/To the card or account you paid with — 5–10 working days/),
    ).toBeVisible();
    const transfer = screen.getByRole('region', { name: 'Bank transfer (QR)' });
    expect(
      within(transfer).getByText(
        'When the money reaches Wayfare; seats or rooms are held for 60 minutes',
      ),
    ).toBeVisible();
    expect(within(transfer).getByText('Free')).toBeVisible();
  });

  it('says so when the server offers none', async () => {
    renderWithMethods([], 'vi');
    expect(
      await screen.findByText(
        'Hiện chưa có phương thức thanh toán nào được bật. Vui lòng liên hệ bộ phận hỗ trợ.',
      ),
    ).toBeVisible();
  });
});
