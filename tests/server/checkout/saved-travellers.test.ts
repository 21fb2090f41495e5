import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { creditWalletTopUp } from '../../../server/domain/ledger/service';
import { buildCorporate } from '../support/corporate-builders';
import { CREATE_CART, flightInput, pay, useCheckoutApp } from './support';

// Saved travellers (docs/checkout.md "Saved travellers"): the account holder and the distinct
// passengers of the user's own orders, latest first, hidden per user; the contact remembered.
const { t, world } = useCheckoutApp(
  { CHECKOUT_HOLD_LIMITS: 'off' },
  { seats: 40, rooms: 5, people: ['lan', 'minh', 'boss', 'staff'] },
);

const UPDATE = `mutation($input: UpdateBookingDetailsInput!) {
  update_booking_details(input: $input) { id } }`;
const PAY = `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { id status } }`;
const LIST = `{ saved_travellers { key is_self title first_name last_name date_of_birth gender
  type passport nationality_country_code last_used_at } }`;
const HIDE = `mutation($k: String!) { hide_saved_traveller(key: $k) }`;
const TRAVELLER = `query($s: String!) { payment_checkout_session(cart_token: $s) {
  traveller { email phone } } }`;

interface Person {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  type?: string;
  passport?: string;
}

/** Years before this year, on 4 March (far from any age boundary on the flight's day). */
const born = (years: number) => `${new Date().getUTCFullYear() - years}-03-04`;

let topUps = 0;
/** A flight booked and paid from the wallet by `who`, for these passengers. */
async function book(who: string, people: Person[], phone = '0912345678') {
  const { token, id } = world.users[who];
  const passengers = people.map((p) => ({ type: 'ADULT', ...p }));
  const cart = await pay(t().app, token, CREATE_CART, {
    input: flightInput(world, {
      n_o_a: passengers.filter((p) => p.type === 'ADULT').length,
      n_o_c: passengers.filter((p) => p.type === 'CHILD').length,
    }),
  });
  if (cart.errors) throw new Error(JSON.stringify(cart.errors));
  const session = cart.data.create_cart.id as string;
  const details = await pay(t().app, token, UPDATE, {
    input: {
      payment_checkout_session_id: session,
      contact_email: `${who}.contact@travel.example`,
      contact_phone: phone,
      passengers,
    },
  });
  if (details.errors) throw new Error(JSON.stringify(details.errors));
  await creditWalletTopUp(t().database.db, id, 20_000_000, 'VND', `top-up:saved-${++topUps}`);
  const paid = await pay(t().app, token, PAY, { s: session });
  if (paid.errors) throw new Error(JSON.stringify(paid.errors));
  return session;
}

async function list(who: string) {
  const r = await pay(t().app, world.users[who].token, LIST);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.saved_travellers as (Person & {
    key: string | null;
    is_self: boolean;
    gender: string | null;
    last_used_at: string | null;
  })[];
}
const names = (rows: Person[]) => rows.map((r) => `${r.last_name} ${r.first_name}`);

const mai = { first_name: 'MAI', last_name: 'TRAN', date_of_birth: born(40) };
const an = { first_name: 'AN', last_name: 'TRAN', date_of_birth: born(7), type: 'CHILD' };
const hoa = { first_name: 'HOA', last_name: 'LE', date_of_birth: born(55) };

describe('saved_travellers', () => {
  it('offers the account holder first, then earlier passengers once each, latest first', async () => {
    const db = t().database.db;
    await db
      .update(users)
      .set({ first_name: 'Lan', last_name: 'Phạm Thị', dob: '1991-04-12', gender: 'FEMALE' })
      .where(eq(users.id, world.users.lan.id));
    // Before any booking: only herself.
    expect(names(await list('lan'))).toEqual(['Phạm Thị Lan']);

    // Lan flies with Mai and her son An; later with Mai again (a new passport) and Hoa.
    await book('lan', [
      {
        first_name: 'LAN',
        last_name: 'PHAM THI',
        date_of_birth: '1991-04-12',
        passport: 'C1111111',
      },
      mai,
      an,
    ]);
    await book('lan', [{ ...mai, first_name: 'mai', passport: 'C2222222' }, hoa], '0987654321');

    const rows = await list('lan');
    expect(names(rows)).toEqual(['Phạm Thị Lan', 'LE HOA', 'TRAN MAI', 'TRAN AN']);
    const [self, hoaRow, maiRow, anRow] = rows;
    // The holder: the account's names, birthday and gender, the passport she last flew with.
    expect(self).toMatchObject({
      key: null,
      is_self: true,
      date_of_birth: '1991-04-12',
      gender: 'FEMALE',
      type: 'ADULT',
      passport: 'C1111111',
    });
    expect(self.last_used_at).not.toBeNull();
    // Mai once, as on her latest order.
    expect(maiRow).toMatchObject({
      is_self: false,
      passport: 'C2222222',
      date_of_birth: mai.date_of_birth,
    });
    expect(anRow).toMatchObject({ type: 'CHILD', date_of_birth: an.date_of_birth });
    expect(hoaRow.key).toEqual(expect.any(String));
  });

  it('never offers another user’s passengers, nor a colleague’s in the same company', async () => {
    const db = t().database.db;
    await buildCorporate(db, {
      name: 'Saved Travellers Co',
      owner: world.users.boss.id,
      members: [{ user: world.users.staff.id, role: 'STAFF' }],
    });
    await book('staff', [{ first_name: 'THU', last_name: 'VO', date_of_birth: born(33) }]);
    for (const who of ['minh', 'boss']) {
      const rows = await list(who);
      expect(rows.filter((r) => !r.is_self)).toEqual([]);
    }
    expect(names((await list('staff')).filter((r) => !r.is_self))).toEqual(['VO THU']);
    expect(names(await list('lan'))).not.toContain('VO THU');
  });

  it('hides a traveller for this user only, until they are booked again', async () => {
    const before = await list('lan');
    const hoaRow = before.find((r) => r.first_name === 'HOA')!;
    const hidden = await pay(t().app, world.users.lan.token, HIDE, { k: hoaRow.key });
    expect(hidden.data.hide_saved_traveller).toBe(true);
    expect(names(await list('lan'))).toEqual(['Phạm Thị Lan', 'TRAN MAI', 'TRAN AN']);
    // Minh hiding Lan's key changes nothing of hers.
    await pay(t().app, world.users.minh.token, HIDE, {
      k: before.find((r) => r.first_name === 'MAI')!.key,
    });
    expect(names(await list('lan'))).toContain('TRAN MAI');
    // Booked again: back, first.
    await book('lan', [hoa]);
    expect(names(await list('lan'))[1]).toBe('LE HOA');
    const blank = await pay(t().app, world.users.lan.token, HIDE, { k: ' ' });
    expect(blank.errors?.[0].extensions.fields).toEqual([
      expect.objectContaining({ field: 'key', rule: 'required' }),
    ]);
  });

  it('remembers the contact of the traveller’s last checkout for the next one', async () => {
    const cart = await pay(t().app, world.users.lan.token, CREATE_CART, {
      input: flightInput(world),
    });
    const r = await pay(t().app, world.users.lan.token, TRAVELLER, {
      s: cart.data.create_cart.cart_token,
    });
    expect(r.data.payment_checkout_session.traveller).toEqual({
      email: 'lan.contact@travel.example',
      phone: '0912345678',
    });
  });

  it('answers only a signed-in caller', async () => {
    const r = await pay(t().app, '', LIST);
    expect(r.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
