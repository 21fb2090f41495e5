import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedCardsQuery } from '../../api/generated/payments';
import type { Locale } from '../../i18n/types';
import { cardNavigation } from '../../public-site/checkout/savedCards';
import { graphqlError } from '../../test/graphqlError';
import { graphqlService } from '../../test/graphqlService';
import { profileOf, renderAccountPage } from '../testing/renderAccount';
import { PaymentPage } from './PaymentPage';

/** /account/payment (at `path`) in the account layout, as the app mounts it. */
const renderPayment = (path: string, locale: Locale) =>
  renderAccountPage(<PaymentPage />, { route: '/account/payment', path, locale });

function signedIn() {
  Cookies.set('uts_token', 'access-0');
  graphqlService('main', { SessionProfile: () => ({ profile: profileOf() }) });
  graphqlService('corporate', { MyCorporate: () => ({ corporate: null }) });
  graphqlService('payments', {
    StripeConfig: () => ({
      stripe_config: { publishable_key: 'pk_test_x', sandbox_pay_url: '/dev/stripe/pay' },
    }),
  });
}

type SavedCard = SavedCardsQuery['stripe_payment_methods'][number];
const card = (id: string, last4: string, month: number, year: number): SavedCard => ({
  id,
  created: '2026-03-01T03:00:00Z',
  card: { brand: 'visa', exp_month: month, exp_year: year, last4 },
});
const YEAR = new Date().getFullYear();

afterEach(() => vi.restoreAllMocks());

describe('/account/payment', () => {
  it('lists saved cards; removing asks first, Escape keeps the card, confirming removes it', async () => {
    signedIn();
    let cards = [card('pm_a', '4242', 8, YEAR + 2), card('pm_b', '3155', 1, 2020)];
    graphqlService('payments', {
      SavedCards: () => ({ stripe_payment_methods: cards }),
    });
    const removed = graphqlService('payments', {
      RemoveSavedCard: (v) => {
        const gone = cards.find((c) => c.id === v.id)!;
        cards = cards.filter((c) => c.id !== v.id);
        return { remove_stripe_payment_method: gone };
      },
    });
    const user = userEvent.setup();
    renderPayment('/account/payment', 'en');
    const list = await screen.findByRole('list', { name: 'Your saved cards' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Visa •••• 4242')).toBeVisible();
    expect(within(items[0]).getByText(`Expires 08/${YEAR + 2}`)).toBeVisible();
    expect(within(items[1]).getByText('Expired')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove card Visa •••• 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removed).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove card Visa •••• 4242' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove card' }),
    );
    expect(await screen.findByText('Removed Visa •••• 4242.')).toBeVisible();
    expect(removed.map((c) => [c.operationName, c.variables])).toEqual([
      ['RemoveSavedCard', { id: 'pm_a' }],
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Your saved cards' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
  });

  it('in Vietnamese: the empty state, and "add" goes to the card form that comes back here', async () => {
    signedIn();
    graphqlService('payments', { SavedCards: () => ({ stripe_payment_methods: [] }) });
    const assign = vi.spyOn(cardNavigation, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPayment('/account/payment', 'vi');
    expect(await screen.findByText('Bạn chưa lưu thẻ nào.')).toBeVisible();
    const add = screen.getByRole('button', { name: 'Thêm thẻ' });
    await waitFor(() => expect(add).toBeEnabled()); // once stripe_config answered
    await user.click(add);
    const target = new URL(assign.mock.calls[0][0]);
    expect(target.pathname).toBe('/dev/stripe/setup');
    expect(target.searchParams.get('key')).toBe('pk_test_x');
    expect(new URL(target.searchParams.get('return_url')!).pathname).toBe('/account/payment');
  });

  it('back from the card form, saves the new card once and shows it', async () => {
    signedIn();
    let cards: SavedCard[] = [];
    graphqlService('payments', {
      SavedCards: () => ({ stripe_payment_methods: cards }),
    });
    const added = graphqlService('payments', {
      AddSavedCard: (v) => {
        cards = [card(String(v.id), '4242', 12, YEAR + 3)];
        return { add_stripe_payment_method: cards[0] };
      },
    });
    renderPayment('/account/payment?payment_method=pm_new&setup_status=succeeded', 'en');
    expect(await screen.findByText('Saved Visa •••• 4242.')).toBeVisible();
    expect(
      await within(await screen.findByRole('list', { name: 'Your saved cards' })).findByText(
        'Visa •••• 4242',
      ),
    ).toBeVisible();
    expect(added.map((c) => [c.operationName, c.variables])).toEqual([
      ['AddSavedCard', { id: 'pm_new', cart_token: null }],
    ]);
  });

  it('says when the cards could not be loaded and retries', async () => {
    signedIn();
    let fail = true;
    graphqlService('payments', {
      SavedCards: () => (fail ? graphqlError('INTERNAL', 'boom') : { stripe_payment_methods: [] }),
    });
    const user = userEvent.setup();
    renderPayment('/account/payment', 'en');
    expect(await screen.findByText('This could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have no saved cards.')).toBeVisible();
  });
});
