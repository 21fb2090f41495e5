import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditWalletTopUp } from '../../../server/domain/ledger/service';
import { call, newIp } from '../accounts/support';
import { CREATE_CART, flightInput, hotelInput, pay, useCheckoutApp } from '../checkout/support';
import { matrixOperations, type MatrixService, type TheirIds } from '../corporate/tenant-matrix';

// The cross-user matrix: every operation of the payments and main services (a person's carts,
// bookings, wallet, cards, rewards, profile), called by another signed-in person and by no one
// with the first person's session ids, cart token and booking, carries none of their data (an
// error, null, or the caller's own records: a person's records are looked up by their owner in
// SQL, so another's id finds nothing), fails no request with a server error, and no mutation
// changes a row of theirs. Generated from the SDL like the cross-tenant matrix
// (tests/server/corporate/cross-tenant.test.ts): an operation added later is in it at once.

const { t, world } = useCheckoutApp(
  { CHECKOUT_HOLD_LIMITS: 'off' },
  { seats: 9, rooms: 9, people: ['me', 'them'] },
);
const SERVICES: MatrixService[] = ['payments', 'main'];
const CALLERS = ['me', 'nobody'] as const;
const ips: Record<string, string> = { me: newIp(), nobody: newIp() };

let their: TheirIds;
/** Strings only their records hold. */
let secrets: string[];
let theirSessions: string[];

const DETAILS = `mutation($input: UpdateBookingDetailsInput!) { update_booking_details(input: $input) { id } }`;
const WALLET = `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { id status } }`;

/** Their contact and passenger on a cart of theirs (names no other test's record holds). */
async function theirDetails(sessionId: string, flight: boolean) {
  const r = await pay(t().app, world.users.them.token, DETAILS, {
    input: {
      payment_checkout_session_id: sessionId,
      contact_email: 'bi.mat@travel.example',
      contact_phone: '0987654321',
      passengers: flight
        ? [{ first_name: 'Bimat', last_name: 'Tranh', date_of_birth: '1990-05-17', type: 'ADULT' }]
        : null,
      guest: flight ? null : 'Tranh Bimat',
    },
  });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
}

beforeAll(async () => {
  const db = t().database.db;
  const them = world.users.them;
  await creditWalletTopUp(db, them.id, 9_000_000, 'VND', 'top-up:them:matrix');
  // A flight of theirs, paid from their wallet: an order, a booking code, a saved traveller.
  const flight = await pay(t().app, them.token, CREATE_CART, { input: flightInput(world) });
  const paidSession = flight.data.create_cart.id as string;
  await theirDetails(paidSession, true);
  const paid = await pay(t().app, them.token, WALLET, { s: paidSession });
  if (paid.data?.pay_with_wallet?.status !== 'SUCCESSFUL') throw new Error(JSON.stringify(paid));
  const order = paid.data.pay_with_wallet.id as string;
  // A stay of theirs in the cart, not paid yet: an open session and its cart token.
  const stay = await pay(t().app, them.token, CREATE_CART, { input: hotelInput(world) });
  const openSession = stay.data.create_cart.id as string;
  const cartToken = stay.data.create_cart.cart_token as string;
  await theirDetails(openSession, false);
  const [codes] = (
    await db.execute<{ codes: string }>(
      sql`select string_agg(coalesce(i.metadata->>'pnr', ''), ',') as codes
        from shopping_items i where i.payment_checkout_session_id = ${paidSession}::uuid`,
    )
  ).rows;
  theirSessions = [paidSession, openSession];
  their = {
    corporate: '00000000-0000-4000-8000-00000000beef',
    user: them.id,
    department: openSession,
    email: 'them@travel.example',
    other: order,
    booking: order,
    byName: {
      payment_checkout_session_id: openSession,
      cart_token: cartToken,
      id: order,
      booking_ticket_id: order,
      user_id: them.id,
    },
  };
  secrets = [them.id, order, paidSession, openSession, cartToken, 'them@travel.example'];
  secrets.push('bi.mat@travel.example', '0987654321', 'Bimat', 'Tranh Bimat');
  secrets.push(...codes.codes.split(',').filter(Boolean));
});

/** A fingerprint of every row of theirs: each table with a user id, and their carts' items. */
async function theirRows(): Promise<string> {
  const db = t().database.db;
  const tables = (
    await db.execute<{
      table_name: string;
    }>(sql`select c.table_name from information_schema.columns c
      join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
      where c.table_schema = 'public' and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'
      order by c.table_name`)
  ).rows.map((r) => r.table_name);
  const parts: string[] = [];
  const digest = async (from: ReturnType<typeof sql>) =>
    (
      await db.execute<{ digest: string | null }>(
        sql`select md5(string_agg(r::text, ',' order by r::text)) as digest from ${from}`,
      )
    ).rows[0].digest;
  for (const table of tables) {
    const rows = sql`${sql.identifier(table)} r where r.user_id = ${world.users.them.id}::uuid`;
    parts.push(`${table}:${await digest(rows)}`);
  }
  const ids = sql.join(
    theirSessions.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  parts.push(
    `items:${await digest(sql`shopping_items r where r.payment_checkout_session_id in (${ids})`)}`,
  );
  parts.push(`sessions:${await digest(sql`payment_checkout_sessions r where r.id in (${ids})`)}`);
  return parts.join('\n');
}

interface Finding {
  caller: string;
  op: string;
  problem: string;
}

async function runMatrix() {
  const findings: Finding[] = [];
  let calls = 0;
  const ops = SERVICES.flatMap((service) =>
    matrixOperations(their, true, service).map((op) => ({ ...op, service })),
  );
  for (const op of ops) {
    for (const caller of CALLERS) {
      calls += 1;
      const r = await call(t().app, 'POST', `/graphql/${op.service}`, {
        body: { query: op.query, variables: op.variables },
        token: caller === 'me' ? world.users.me.token : undefined,
        ip: ips[caller],
      });
      const shown = JSON.stringify(r.body?.data ?? null);
      const leaked = secrets.filter((s) => shown.includes(s));
      if (leaked.length) findings.push({ caller, op: op.name, problem: `leaks ${leaked}` });
      if (r.status >= 500) findings.push({ caller, op: op.name, problem: `status ${r.status}` });
    }
  }
  return { calls, findings };
}

describe('the cross-user matrix, generated from the payments and main SDL', () => {
  it('gives no one another person’s carts, bookings or data, and changes none of them', async () => {
    const before = await theirRows();
    const { calls, findings } = await runMatrix();
    expect(findings).toEqual([]);
    expect(await theirRows()).toBe(before);
    // Their booking is still theirs to read: the ids were real.
    const own = await pay(
      t().app,
      world.users.them.token,
      `query($id: ID!) { user_booking(id: $id) { id } }`,
      {
        id: their.booking,
      },
    );
    expect(own.data.user_booking.id).toBe(their.booking);
    console.info(`cross-user matrix: ${calls} calls`);
    expect(calls).toBeGreaterThan(40 * CALLERS.length);
  }, 300_000);
});
