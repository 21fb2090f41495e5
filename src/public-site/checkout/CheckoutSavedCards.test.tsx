import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedCardsQuery } from '../../api/generated/payments';
import { graphqlService, type GraphqlCall, type ServiceAnswers } from '../../test/graphqlService';
import { server } from '../../test/server';
import { hotelSession } from '../testing/checkoutFixtures';
import { renderCheckout, signInTraveller } from '../testing/renderCheckout';
import { cardNavigation } from './savedCards';

const PAGE = '/checkout/hotel?property=p1&rate=rate-1&n_o_a=2&cart=cart-token-1';
const note = { email: 'lan@example.com', phone: '0912345678', guest: 'Nguyễn Lan', request: null };
const YEAR = new Date().getFullYear() + 2;
type SavedCard = SavedCardsQuery['stripe_payment_methods'][number];
const visa: SavedCard = {
  id: 'pm_saved',
  created: '2026-03-01T03:00:00Z',
  card: { brand: 'visa', exp_month: 8, exp_year: YEAR, last4: '3155' },
};

/** A signed-in traveller on a held room whose details are saved, paying by card offline. */
function serve(cards: () => SavedCard[], extra: ServiceAnswers<'payments'> = {}): GraphqlCall[] {
  signInTraveller();
  return graphqlService('payments', {
    CorporatePaymentOptions: () => ({ corporate_payment_options: [] }),
    HeldGiftVouchers: () => ({ user_gift_vouchers: [] }),
    CheckoutSession: () => ({
      payment_checkout_session: hotelSession({
        booking_note: note,
        supported_payment_methods: ['CARD', 'WALLET'],
      }),
    }),
    StripeConfig: () => ({
      stripe_config: { publishable_key: 'pk_test_x', sandbox_pay_url: '/dev/stripe/pay' },
    }),
    SavedCards: () => ({ stripe_payment_methods: cards() }),
    CreateStripePaymentIntent: () => ({
      create_stripe_payment_intent: {
        id: 'pi_1',
        client_secret: 'pi_1_secret_x',
        status: 'REQUIRES_PAYMENT_METHOD',
      },
    }),
    ...extra,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('checkout: saved cards', () => {
  it('pays with the saved card chosen; 3-D Secure sends the browser to authenticate', async () => {
    const calls = serve(() => [visa]);
    const confirms: URLSearchParams[] = [];
    server.use(
      http.post('*/dev/stripe/v1/payment_intents/pi_1/confirm', async ({ request }) => {
        confirms.push(new URLSearchParams(await request.text()));
        return HttpResponse.json({
          id: 'pi_1',
          status: 'requires_action',
          next_action: {
            type: 'redirect_to_url',
            redirect_to_url: { url: 'http://localhost/dev/stripe/3ds/pi_1', return_url: '' },
          },
        });
      }),
    );
    const assign = vi.spyOn(cardNavigation, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderCheckout(PAGE, 'en');
    await user.click(await screen.findByRole('radio', { name: 'Visa, Mastercard, JCB card' }));
    const saved = await screen.findByRole('radiogroup', { name: 'Saved cards' });
    const option = within(saved).getByRole('radio', {
      name: `Visa •••• 3155, expires 08/${YEAR}`,
    });
    expect(option).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Save this card for next time' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay with the chosen card' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/dev/stripe/3ds/pi_1'),
    );
    expect(Object.fromEntries(confirms[0])).toEqual({
      key: 'pk_test_x',
      client_secret: 'pi_1_secret_x',
      payment_method: 'pm_saved',
      return_url: `${window.location.origin}/checkout/success-hotel?cart=cart-token-1`,
    });
    expect(calls.find((c) => c.operationName === 'SavedCards')!.variables).toMatchObject({
      cart_token: 'cart-token-1',
    });
  });

  it('a new card with "save" goes to the card form, and back here saves it and selects it', async () => {
    let cards: SavedCard[] = [];
    const calls = serve(() => cards, {
      AddSavedCard: (v) => {
        cards = [{ ...visa, id: String(v.id), card: { ...visa.card, last4: '4242' } }];
        return { add_stripe_payment_method: cards[0] };
      },
    });
    const assign = vi.spyOn(cardNavigation, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const view = renderCheckout(PAGE, 'en');
    await user.click(await screen.findByRole('radio', { name: 'Visa, Mastercard, JCB card' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Save this card for next time' }));
    await user.click(screen.getByRole('button', { name: 'Continue to enter the card to save' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const target = new URL(assign.mock.calls[0][0]);
    expect(target.pathname).toBe('/dev/stripe/setup');
    const back = new URL(target.searchParams.get('return_url')!);
    expect(back.pathname + back.search).toBe(PAGE);
    view.unmount();

    // The card form returns with the new PaymentMethod's id.
    renderCheckout(`${PAGE}&payment_method=pm_new&setup_status=succeeded`, 'en');
    expect(await screen.findByText('Card saved. Press pay to use it.')).toBeVisible();
    expect(screen.getByRole('radio', { name: `Visa •••• 4242, expires 08/${YEAR}` })).toBeChecked();
    expect(calls.filter((c) => c.operationName === 'AddSavedCard').map((c) => c.variables)).toEqual(
      [{ id: 'pm_new', cart_token: 'cart-token-1' }],
    );
  });
});
