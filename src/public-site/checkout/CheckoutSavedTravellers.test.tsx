import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SavedTravellersQuery } from '../../api/generated/payments';
import { clearUserState } from '../../account/clientState';
import { graphqlService, lastVariables } from '../../test/graphqlService';
import { flightSession, hotelSession } from '../testing/checkoutFixtures';
import { fill } from '../testing/fill';
import { renderCheckout, signInTraveller } from '../testing/renderCheckout';
import type { CheckoutSession } from './checkoutApi';

// Saved travellers in the details form (docs/checkout-ui.md "Saved travellers"): one tap fills a
// passenger with someone of the right age who is not already another passenger; what was typed
// survives a reload during the hold.

// The steps' chunk is transformed once, before the first test waits for the form.
beforeAll(() => import('./CheckoutSteps'), 60_000);

type Saved = SavedTravellersQuery['saved_travellers'][number];
const person = (p: Partial<Saved> & Pick<Saved, 'first_name' | 'last_name'>): Saved => ({
  key: `${p.last_name}|${p.first_name}`.toLowerCase(),
  is_self: false,
  title: null,
  date_of_birth: null,
  gender: null,
  type: 'ADULT',
  nationality_country_code: 'VN',
  passport: null,
  passport_country_code: null,
  passport_expired: null,
  last_used_at: '2026-01-10T03:00:00Z',
  ...p,
});

// The fixture's flight leaves on 2026-03-10.
const SAVED: Saved[] = [
  person({
    key: null,
    is_self: true,
    first_name: 'Lan',
    last_name: 'Phạm Thị',
    date_of_birth: '1991-04-12',
    gender: 'FEMALE',
    passport: 'C1111111',
  }),
  person({ first_name: 'MAI', last_name: 'TRAN', date_of_birth: '1986-03-04', title: 'MRS' }),
  // A child on the day of the flight, whatever type he was booked as before.
  person({ first_name: 'AN', last_name: 'TRAN', date_of_birth: '2019-03-04', type: 'ADULT' }),
  person({ first_name: 'BAO', last_name: 'NGUYEN', date_of_birth: '2025-06-01', type: 'INFANT' }),
];

/** The whole page renders with its steps' chunk: slow on a loaded 2-core machine. */
const SLOW = 60_000;
const CART = 'cart-token-1';
/** The draft this tab keeps for a cart (detailsDraft.ts), or null. */
const draftOf = (cart: string): unknown =>
  (JSON.parse(sessionStorage.getItem('WayfareCheckoutDetails') ?? '{}') as Record<string, unknown>)[
    cart
  ] ?? null;
const FLIGHT = `/checkout/flight?cart=${CART}`;
const HOTEL = `/checkout/hotel?cart=${CART}`;

/** Two adults and an infant. */
const party = (): CheckoutSession => {
  const s = flightSession();
  return {
    ...s,
    shopping_items: [
      { ...s.shopping_items[0], metadata: { party: { n_o_a: 2, n_o_c: 0, n_o_i: 1 } } },
    ],
  };
};

function answer(session: () => CheckoutSession, extra = {}) {
  signInTraveller();
  return graphqlService('payments', {
    CheckoutSession: () => ({ payment_checkout_session: session() }),
    HeldGiftVouchers: () => ({ user_gift_vouchers: [] }),
    CorporatePaymentOptions: () => ({ corporate_payment_options: [] }),
    SavedTravellers: () => ({ saved_travellers: SAVED }),
    HideSavedTraveller: () => ({ hide_saved_traveller: true }),
    ...extra,
  });
}

const chipNames = (group: HTMLElement) =>
  within(group)
    .queryAllByRole('button')
    .filter((b) => !b.getAttribute('aria-label'))
    .map((b) => b.textContent);

describe('saved travellers in the passenger fields', () => {
  it(
    'offers each passenger the travellers of its age, fills the fields, and offers no one twice (vi)',
    async () => {
      answer(party);
      const user = userEvent.setup();
      renderCheckout(FLIGHT, 'vi');
      const adult1 = await screen.findByRole('group', { name: 'Người lớn 1' });
      const adult2 = screen.getByRole('group', { name: 'Người lớn 2' });
      const infant = screen.getByRole('group', { name: 'Em bé 1 (dưới 2 tuổi)' });
      const saved = (g: HTMLElement) =>
        within(g).findByRole('group', { name: 'Điền nhanh từ hành khách đã lưu' });
      // Adults only for an adult; the boy is a child on the day, not offered to adults or infants.
      expect(chipNames(await saved(adult2))).toEqual(['Phạm Thị Lan (bạn)', 'TRAN MAI']);
      expect(chipNames(await saved(infant))).toEqual(['NGUYEN BAO']);

      await user.click(within(adult2).getByRole('button', { name: 'TRAN MAI' }));
      expect(within(adult2).getByRole('textbox', { name: 'Họ' })).toHaveValue('TRAN');
      expect(within(adult2).getByRole('textbox', { name: 'Tên đệm và tên' })).toHaveValue('MAI');
      expect(within(adult2).getByLabelText(/^Ngày sinh/)).toHaveValue('1986-03-04');
      expect(within(adult2).getByRole('combobox', { name: 'Danh xưng' })).toHaveValue('MRS');
      // Said to screen readers.
      expect(screen.getByText('Đã điền thông tin của TRAN MAI.')).toHaveAttribute('role', 'status');
      // Mai is passenger 2 now: not offered to passenger 1.
      expect(chipNames(await saved(adult1))).toEqual(['Phạm Thị Lan (bạn)']);

      // The account holder: names as in the passport, her title from her gender, her passport.
      await user.click(within(adult1).getByRole('button', { name: 'Phạm Thị Lan (bạn)' }));
      expect(within(adult1).getByRole('textbox', { name: 'Họ' })).toHaveValue('PHAM THI');
      expect(within(adult1).getByRole('textbox', { name: 'Tên đệm và tên' })).toHaveValue('LAN');
      expect(within(adult1).getByRole('combobox', { name: 'Danh xưng' })).toHaveValue('MS');
      expect(within(adult1).getByRole('textbox', { name: 'Số hộ chiếu' })).toHaveValue('C1111111');
      expect(within(adult2).queryByRole('button', { name: /Phạm Thị Lan/ })).toBeNull();
    },
    SLOW,
  );

  it(
    'asks for the list beside the cart, so the chips are there when the form first paints',
    async () => {
      // The cart answers only once the list has been asked for and answered: a form that asked
      // for its chips after it painted would paint without them (the fields below then move).
      let listAnswered!: () => void;
      const listed = new Promise<void>((resolve) => (listAnswered = resolve));
      const calls = answer(party, {
        CheckoutSession: async () => {
          await listed;
          return { payment_checkout_session: party() };
        },
        SavedTravellers: () => {
          setTimeout(listAnswered);
          return { saved_travellers: SAVED };
        },
      });
      renderCheckout(FLIGHT, 'en');
      const adult2 = await screen.findByRole('group', { name: 'Adult 2' });
      // No wait: in the form's first paint.
      const chips = within(adult2).getByRole('group', { name: 'Fill in from saved travellers' });
      expect(chipNames(chips)).toEqual(['Phạm Thị Lan (you)', 'TRAN MAI']);
      expect(calls.filter((c) => c.operationName === 'SavedTravellers')).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'takes an earlier passenger off the list, never the account holder (en)',
    async () => {
      const calls = answer(party);
      const user = userEvent.setup();
      renderCheckout(FLIGHT, 'en');
      const adult2 = await screen.findByRole('group', { name: 'Adult 2' });
      await within(adult2).findByRole('button', { name: 'TRAN MAI' });
      expect(within(adult2).queryByRole('button', { name: /^Remove Phạm Thị Lan/ })).toBeNull();
      await user.click(
        within(adult2).getByRole('button', { name: 'Remove TRAN MAI from saved travellers' }),
      );
      await waitFor(() =>
        expect(within(adult2).queryByRole('button', { name: 'TRAN MAI' })).toBeNull(),
      );
      expect(lastVariables(calls, 'HideSavedTraveller')).toEqual({ key: 'tran|mai' });
    },
    SLOW,
  );

  it(
    'fills a stay’s lead guest with an adult',
    async () => {
      answer(() => hotelSession());
      const user = userEvent.setup();
      renderCheckout(HOTEL, 'en');
      const group = await screen.findByRole('group', { name: 'Fill in from saved travellers' });
      expect(chipNames(group)).toEqual(['Phạm Thị Lan (you)', 'TRAN MAI']);
      await user.click(within(group).getByRole('button', { name: 'TRAN MAI' }));
      expect(screen.getByRole('textbox', { name: 'Name of the guest checking in' })).toHaveValue(
        'TRAN MAI',
      );
    },
    SLOW,
  );
});

describe('what was typed during the hold', () => {
  it(
    'is shown again after a reload, and forgotten on sign-out',
    async () => {
      let session = flightSession();
      answer(() => session, {
        UpdateBookingDetails: () => {
          session = flightSession({
            booking_note: {
              email: 'lan@mail.example',
              phone: '0987654321',
              guest: null,
              request: null,
            },
          });
          return { update_booking_details: session };
        },
      });
      const user = userEvent.setup();
      const first = renderCheckout(FLIGHT, 'en');
      const adult = await screen.findByRole('group', { name: 'Adult 1' });
      const phone = screen.getByRole('textbox', { name: 'Phone number' });
      await user.clear(phone);
      await fill(user, phone, '0987654321');
      await user.click(await within(adult).findByRole('button', { name: 'TRAN MAI' }));
      first.unmount();

      // The page opened again on the same cart (a reload during the hold).
      renderCheckout(FLIGHT, 'en');
      const again = await screen.findByRole('group', { name: 'Adult 1' });
      expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0987654321');
      expect(within(again).getByRole('textbox', { name: 'Last name' })).toHaveValue('TRAN');
      expect(draftOf(CART)).not.toBeNull();
      // Sign-out forgets it.
      clearUserState();
      expect(draftOf(CART)).toBeNull();
    },
    SLOW,
  );

  it(
    'is forgotten when saved on the cart',
    async () => {
      let session = flightSession();
      answer(() => session, {
        UpdateBookingDetails: () => {
          session = flightSession({
            booking_note: {
              email: 'lan@mail.example',
              phone: '0912345678',
              guest: null,
              request: null,
            },
          });
          return { update_booking_details: session };
        },
      });
      const user = userEvent.setup();
      renderCheckout(FLIGHT, 'en');
      const adult = await screen.findByRole('group', { name: 'Adult 1' });
      const infant = screen.getByRole('group', { name: 'Infant 1 (under 2)' });
      await user.click(await within(adult).findByRole('button', { name: 'TRAN MAI' }));
      await user.click(within(infant).getByRole('button', { name: 'NGUYEN BAO' }));
      await fill(user, screen.getByRole('textbox', { name: 'Phone number' }), '0912345678');
      expect(draftOf(CART)).not.toBeNull();
      await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
      await waitFor(() => expect(draftOf(CART)).toBeNull());
    },
    SLOW,
  );
});
