import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditWalletTopUp } from '../../../server/domain/ledger/service';
import { call } from '../accounts/support';
import { addDetails, CREATE_CART, flightInput, hotelInput, pay, useCheckoutApp } from './support';
import { mailsOf } from './support-refunds';

const { t, world } = useCheckoutApp({}, { seats: 9, rooms: 20, people: ['lan', 'agent', 'other'] });

const rows = async (query: ReturnType<typeof sql>) =>
  (await t().database.db.execute<Record<string, unknown>>(query)).rows;

const PAY_WALLET = `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { id status } }`;

const ORDERS = `{ user_orders { id booked_for { traveller { id name } booker { id name } } } }`;
const TRAVELLER = `query($c: String!) { payment_checkout_session(cart_token: $c) {
  traveller { id first_name last_name email phone } booking_note { email } } }`;

describe('a booking made for someone else', () => {
  it('an agent books for their traveller: the order and an audit row name both people', async () => {
    const db = t().database.db;
    const { agent, lan } = world.users;
    await db.execute(sql`update users set role = 'AGENT', first_name = 'Minh', last_name = 'Tran'
      where id = ${agent.id}::uuid`);
    await db.execute(sql`update users set first_name = 'Lan', last_name = 'Pham',
      country_calling_code = '84', national_phone_number = '987654321' where id = ${lan.id}::uuid`);
    await db.execute(sql`insert into travel_agent_travellers (agent_user_id, traveller_user_id)
      values (${agent.id}::uuid, ${lan.id}::uuid)`);
    const asAgent = (query: string, variables: Record<string, unknown>) =>
      call(t().app, 'POST', '/graphql/payments', {
        body: { query, variables },
        token: agent.token,
        headers: { 'x-patron-id': lan.id },
      });
    const made = await asAgent(CREATE_CART, { input: hotelInput(world) });
    expect(made.body.errors, JSON.stringify(made.body.errors)).toBeUndefined();
    const session = made.body.data.create_cart;
    // Checkout shows the traveller's details (to pre-fill), not the agent's.
    const shown = await asAgent(TRAVELLER, { c: session.cart_token });
    expect(shown.body.data.payment_checkout_session.traveller).toEqual({
      id: lan.id,
      first_name: 'Lan',
      last_name: 'Pham',
      email: 'lan@travel.example',
      phone: '0987654321',
    });
    await addDetails(t(), lan.token, session.id);
    // The traveller's wallet pays (acting: their wallet), not the agent's.
    await creditWalletTopUp(db, lan.id, session.price, 'VND', 'top-up:booked-for');
    const paid = await asAgent(PAY_WALLET, { s: session.id });
    expect(paid.body.data?.pay_with_wallet.status, JSON.stringify(paid.body.errors)).toBe(
      'SUCCESSFUL',
    );
    const orderId = paid.body.data.pay_with_wallet.id;
    expect(
      await rows(
        sql`select user_id, booked_by, paid_by from user_orders where id = ${orderId}::uuid`,
      ),
    ).toEqual([{ user_id: lan.id, booked_by: agent.id, paid_by: lan.id }]);
    const audit = await rows(sql`select actor_user_id, patron_user_id, metadata from audit_log
      where action = 'checkout.booked_for'`);
    expect(audit).toEqual([
      {
        actor_user_id: agent.id,
        patron_user_id: lan.id,
        metadata: {
          user_order_id: orderId,
          payment_checkout_session_id: session.id,
          paid_by: lan.id,
          payment_method: 'WALLET',
        },
      },
    ]);
    // The confirmation is the traveller's, in their language, naming who booked; the agent
    // gets a copy in theirs.
    const mails = await mailsOf(t(), orderId);
    expect(mails.map((m) => m.to).sort()).toEqual(['agent@travel.example', 'lan@travel.example']);
    const hers = mails.find((m) => m.to === 'lan@travel.example')!;
    const copy = mails.find((m) => m.to === 'agent@travel.example')!;
    expect(hers.text).toContain('Đặt bởi Tran Minh.');
    expect(copy.subject).toMatch(/^\[Bản sao\] /);
    expect(copy.text).toContain('bạn đã đặt chỗ này cho Pham Lan');
    // In both people's lists, marked with who booked it for whom.
    const booked = {
      id: orderId,
      booked_for: {
        traveller: { id: lan.id, name: 'Pham Lan' },
        booker: { id: agent.id, name: 'Tran Minh' },
      },
    };
    for (const token of [lan.token, agent.token]) {
      const list = await call(t().app, 'POST', '/graphql/payments', {
        body: { query: ORDERS },
        token,
      });
      expect(list.body.data.user_orders).toEqual([booked]);
    }
    // Paying again changes nothing: still one order, one audit row.
    await asAgent(PAY_WALLET, { s: session.id });
    expect(
      await rows(sql`select id from audit_log where action = 'checkout.booked_for'`),
    ).toHaveLength(1);
  });

  it('a traveller booking for themselves leaves no booked-for row', async () => {
    const { lan } = world.users;
    const made = await pay(t().app, lan.token, CREATE_CART, { input: hotelInput(world) });
    const session = made.data.create_cart;
    await addDetails(t(), lan.token, session.id);
    await creditWalletTopUp(t().database.db, lan.id, session.price, 'VND', 'top-up:lan-self');
    const paid = await pay(t().app, lan.token, PAY_WALLET, { s: session.id });
    expect(paid.data.pay_with_wallet.status).toBe('SUCCESSFUL');
    const audit = await rows(
      sql`select patron_user_id from audit_log where action = 'checkout.booked_for'`,
    );
    expect(audit).toEqual([{ patron_user_id: lan.id }]);
  });
});

describe('whose details checkout shows', () => {
  const DETAILS = `mutation($input: UpdateBookingDetailsInput!) {
    update_booking_details(input: $input) { id } }`;
  const SHOWN = `query($c: String!) { payment_checkout_session(cart_token: $c) { traveller {
    first_name last_name email date_of_birth passport passport_country_code } } }`;

  it('the traveller’s date of birth and passport from their last flight, not the agent’s', async () => {
    const { agent, lan } = world.users;
    // Lan flew before under her own names (the first test named her Lan Pham).
    const hers = await pay(t().app, lan.token, CREATE_CART, { input: flightInput(world) });
    const saved = await pay(t().app, lan.token, DETAILS, {
      input: {
        payment_checkout_session_id: hers.data.create_cart.id,
        contact_email: 'lan@travel.example',
        contact_phone: '0987654321',
        passengers: [
          {
            type: 'ADULT',
            first_name: 'Lan',
            last_name: 'Pham',
            date_of_birth: '1990-04-12',
            passport: 'B1234567',
            passport_country_code: 'VN',
          },
        ],
      },
    });
    expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
    // The agent, who flew under other names, books the next flight for her.
    const made = await call(t().app, 'POST', '/graphql/payments', {
      body: { query: CREATE_CART, variables: { input: flightInput(world) } },
      token: agent.token,
      headers: { 'x-patron-id': lan.id },
    });
    expect(made.body.errors, JSON.stringify(made.body.errors)).toBeUndefined();
    const shown = await call(t().app, 'POST', '/graphql/payments', {
      body: { query: SHOWN, variables: { c: made.body.data.create_cart.cart_token } },
      token: agent.token,
      headers: { 'x-patron-id': lan.id },
    });
    expect(shown.body.data.payment_checkout_session.traveller).toEqual({
      first_name: 'Lan',
      last_name: 'Pham',
      email: 'lan@travel.example',
      date_of_birth: '1990-04-12',
      passport: 'B1234567',
      passport_country_code: 'VN',
    });
  });
});

describe('travel_agent_accounts', () => {
  const LIST = `query { travel_agent_accounts { id first_name last_name email } }`;
  const listOf = async (token: string) => {
    const r = await call(t().app, 'POST', '/graphql/main', { body: { query: LIST }, token });
    expect(r.body.errors).toBeUndefined();
    return (r.body.data.travel_agent_accounts as { id: string }[]).map((a) => a.id);
  };

  it('lists the agent’s own travellers only; nobody else has any', async () => {
    const { agent, lan, other } = world.users;
    // The first test made `agent` an AGENT linked to lan.
    expect(await listOf(agent.token)).toEqual([lan.id]);
    await t().database.db.execute(sql`insert into travel_agent_travellers
      (agent_user_id, traveller_user_id) values (${other.id}::uuid, ${lan.id}::uuid)`);
    // Linked, but not an agent: no list (and verifyPatron refuses the header).
    expect(await listOf(other.token)).toEqual([]);
    expect(await listOf(lan.token)).toEqual([]);
  });
});

describe('names in the reader’s language', () => {
  it('a stay’s room and rate read in the language asked for, not the one it was booked in', async () => {
    const db = t().database.db;
    const { lan } = world.users;
    await db.execute(sql`update room_types set name_vi = 'Phòng Đôi Hướng Biển',
      name_en = 'Sea View Double' where property_id = ${world.hotel.id}::uuid`);
    await db.execute(sql`update rate_plans set name_vi = 'Gồm bữa sáng',
      name_en = 'Breakfast included'
      where id = split_part(${world.hotel.rateId}, ':', 2)::uuid`);
    const made = await call(t().app, 'POST', '/graphql/payments', {
      body: { query: CREATE_CART, variables: { input: hotelInput(world) } },
      token: lan.token,
      headers: { 'x-locale': 'vi' },
    });
    const cart = made.body.data.create_cart.cart_token as string;
    const read = async (locale: string, query: string, variables: Record<string, unknown>) =>
      (
        await call(t().app, 'POST', '/graphql/payments', {
          body: { query, variables },
          token: lan.token,
          headers: { 'x-locale': locale },
        })
      ).body;
    const STAY = `... on RoomType { name room_stayings { rate_plan { name } } }`;
    const CART = `query($c: String!) { payment_checkout_session(cart_token: $c) {
      shopping_items { product { ${STAY} } } } }`;
    const LIST = `{ user_orders { shopping_items { product { ${STAY} } } } }`;
    // Checkout after switching to English: the room and the rate in English.
    const en = await read('en', CART, { c: cart });
    const product = en.data.payment_checkout_session.shopping_items[0].product;
    expect(product.name).toBe('Sea View Double');
    expect(product.room_stayings[0].rate_plan.name).toBe('Breakfast included');
    const vi = await read('vi', CART, { c: cart });
    expect(vi.data.payment_checkout_session.shopping_items[0].product.name).toBe(
      'Phòng Đôi Hướng Biển',
    );
    // The bookings list (an order paid for her earlier) in each reader's language.
    const names = async (locale: string) =>
      (
        (await read(locale, LIST, {})).data.user_orders as {
          shopping_items: { product: { name?: string } }[];
        }[]
      )
        .flatMap((o) => o.shopping_items.map((i) => i.product.name))
        .filter(Boolean);
    expect(await names('en')).toContain('Sea View Double');
    expect(await names('en')).not.toContain('Phòng Đôi Hướng Biển');
    expect(await names('vi')).toContain('Phòng Đôi Hướng Biển');
  });
});
