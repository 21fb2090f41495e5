import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeUsage } from '../support/store-usage';
import { addDetails, CREATE_CART, hotelInput, pay, useCheckoutApp } from './support';

/*
 * Bank transfers paid in parts, overpaid, and proved with a file: the /dev/bank sandbox sends
 * the signed credit notifications; the payment sink records each credit once.
 */
const { t, world } = useCheckoutApp(
  {},
  { seats: 9, rooms: 20, people: ['hoa', 'stranger', 'cuong'] },
);
const PRICE = 2_210_000;
const BANK = `query($s: ID) { bank_transfer(input: { payment_checkout_session_id: $s }) {
  amount paid_amount status memo banks { qr } files { name note url } } }`;
const START = `mutation($s: ID!) { bank_transfer(payment_checkout_session_id: $s) { memo } }`;
const ORDER = `query($s: ID) { user_order(payment_checkout_session_id: $s) {
  status payment_method { type metadata } } }`;

type Cart = { id: string; cart_token: string };
const as = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  pay(t().app, world.users[who].token, query, variables);
const newCart = async (): Promise<Cart> => {
  const r = await as('hoa', CREATE_CART, { input: hotelInput(world) });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  await addDetails(t(), world.users.hoa.token, r.data.create_cart.id);
  return r.data.create_cart;
};
const transfer = async (payload: Record<string, unknown>) => {
  const sent = await t().app.inject({ method: 'POST', url: '/dev/bank/transfers', payload });
  return sent.json().notification.answer.outcome as string;
};
const read = async (cart: Cart) => (await as('hoa', BANK, { s: cart.id })).data.bank_transfer;
/** The amount a VietQR payload asks for (EMVCo tag 54), or null. */
const qrAmount = (qr: string) => {
  for (let i = 0; i < qr.length;) {
    const tag = qr.slice(i, i + 2);
    const len = Number(qr.slice(i + 2, i + 4));
    if (tag === '54') return Number(qr.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  return null;
};

describe('bank transfer paid in parts', () => {
  it('keeps the order waiting for the rest, asks the QR for it, completes on the full sum', async () => {
    const cart = await newCart();
    const { memo } = (await as('hoa', START, { s: cart.id })).data.bank_transfer;
    expect(await transfer({ amount: 1_000_000, description: memo })).toBe('ACCEPTED');
    const half = await read(cart);
    expect(half).toMatchObject({ amount: PRICE, paid_amount: 1_000_000, status: 'CONFIRMING' });
    expect(qrAmount(half.banks[0].qr)).toBe(PRICE - 1_000_000);
    expect((await as('hoa', ORDER, { s: cart.id })).data.user_order.status).toBe('PROCESSING');
    // No other rail may charge the full price while the bank has part of it.
    const wallet = await as(
      'hoa',
      `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { status } }`,
      { s: cart.id },
    );
    expect(wallet.errors?.[0].extensions.fields[0].rule).toBe('in_progress');

    // The remainder through the QR the page now shows.
    expect(await transfer({ qr: half.banks[0].qr })).toBe('ACCEPTED');
    expect(await read(cart)).toMatchObject({
      paid_amount: PRICE,
      status: 'PAID',
      banks: [{ qr: null }],
    });
    const order = (await as('hoa', ORDER, { s: cart.id })).data.user_order;
    expect(order).toMatchObject({
      status: 'SUCCESSFUL',
      payment_method: { type: 'BANK_TRANSFER', metadata: { paid_amount: PRICE } },
    });
    expect(order.payment_method.metadata.overpaid).toBeUndefined();
  });

  it('records an overpayment and flags it; a credit after payment is kept as excess', async () => {
    const cart = await newCart();
    const { memo } = (await as('hoa', START, { s: cart.id })).data.bank_transfer;
    expect(await transfer({ amount: PRICE + 90_000, description: memo })).toBe('ACCEPTED');
    const order = (await as('hoa', ORDER, { s: cart.id })).data.user_order;
    expect(order).toMatchObject({
      status: 'SUCCESSFUL',
      payment_method: { metadata: { overpaid: 90_000 } },
    });
    expect(await transfer({ amount: 5_000, description: memo })).toBe('ALREADY_CONFIRMED');
    const { rows } = await t().database.db.execute<{ amount: string; excess: string }>(
      sql`select amount, excess from bank_transfer_credits
        where payment_checkout_session_id = ${cart.id}::uuid order by inserted_at`,
    );
    expect(rows.map((r) => [Number(r.amount), Number(r.excess)])).toEqual([
      [PRICE + 90_000, 90_000],
      [5_000, 5_000],
    ]);
    expect((await read(cart)).paid_amount).toBe(PRICE + 95_000);
  });

  it('counts 50 concurrent parts once each, and completes exactly once', async () => {
    const cart = await newCart();
    const { memo } = (await as('hoa', START, { s: cart.id })).data.bank_transfer;
    const part = PRICE / 10; // ten parts pay it; forty more arrive after
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => transfer({ amount: part, description: memo })),
    );
    expect(outcomes.filter((o) => o === 'ACCEPTED')).toHaveLength(10);
    expect(outcomes.filter((o) => o === 'ALREADY_CONFIRMED')).toHaveLength(40);
    const { rows } = await t().database.db.execute<{ n: number; excess: string }>(
      sql`select count(*)::int as n, sum(excess) as excess from bank_transfer_credits
        where payment_checkout_session_id = ${cart.id}::uuid`,
    );
    expect(rows[0]).toMatchObject({ n: 50 });
    expect(Number(rows[0].excess)).toBe(40 * part);
    const orders = await t().database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from user_orders where payment_checkout_session_id = ${cart.id}::uuid and status = 'SUCCESSFUL'`,
    );
    expect(orders.rows[0].n).toBe(1);
  });
});

describe('proof of transfer', () => {
  const PNG = Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
    'hex',
  );
  const upload = (who: string, sessionId: string, bytes: Buffer, name = 'receipt.png') => {
    const boundary = '----wayfare-proof';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nChuyển khoản lần 1\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t().app.inject({
      method: 'POST',
      url: `/api/v1/payments/bank-transfers/${sessionId}/files`,
      headers: {
        authorization: `Bearer ${world.users[who].token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
  };

  it('stores an image by its bytes, lists it, and serves it to the traveller only', async () => {
    const cart = await newCart();
    const r = await upload('hoa', cart.id, PNG, 'bien-lai.jpg');
    expect(r.statusCode, r.body).toBe(201);
    const file = r.json().data.file;
    expect(file).toMatchObject({ name: 'bien-lai.png', note: 'Chuyển khoản lần 1' });
    expect((await read(cart)).files).toEqual([file]);
    const get = (who: string) =>
      t().app.inject({
        method: 'GET',
        url: file.url,
        headers: { authorization: `Bearer ${world.users[who].token}` },
      });
    const mine = await get('hoa');
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(Buffer.from(mine.rawPayload).equals(PNG)).toBe(true);
    expect((await get('stranger')).statusCode).toBe(404);
    expect((await upload('stranger', cart.id, PNG)).statusCode).toBe(404);
  });

  it('refuses what is not an image or PDF, and files past the limit', async () => {
    const cart = await newCart();
    const exe = await upload('hoa', cart.id, Buffer.from('MZ\x90\x00 not an image'), 'a.png');
    expect(exe.statusCode).toBe(400);
    expect(JSON.stringify(exe.json())).toContain('"field":"file","rule":"file_type"');
    const big = await upload('hoa', cart.id, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(400);
    expect(JSON.stringify(big.json())).toContain('"rule":"max_size"');
    for (let i = 0; i < 5; i++) expect((await upload('hoa', cart.id, PNG)).statusCode).toBe(201);
    const sixth = await upload('hoa', cart.id, PNG);
    expect(JSON.stringify(sixth.json())).toContain('"rule":"max_files"');
  });

  // Ten refused 4 MB uploads used to leave 41 MB on the disk: the file was written before the
  // five-file limit was checked. Every limit is now checked before a byte is stored.
  it('stores nothing for an upload past any limit', async () => {
    const cart = await newCart();
    const store = () => storeUsage(t().config, `bank-proofs/${cart.id}`);
    const fourMb = (seed: number) =>
      Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024 - 1024, seed)]);
    const refused = async (bytes: Buffer, rule: string, who = 'hoa') => {
      const before = store();
      const r = await upload(who, cart.id, bytes);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().error.fields[0]).toMatchObject({ field: 'file', rule });
      expect(store()).toEqual(before);
    };
    await refused(Buffer.from('MZ\x90\x00 not an image'), 'file_type');
    await refused(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'max_size');
    expect(store()).toEqual({ files: 0, bytes: 0 });
    // The checkout's byte quota (12 MB): three 4 MB proofs fit, a fourth does not.
    for (let i = 0; i < 3; i++) {
      const r = await upload('hoa', cart.id, fourMb(i));
      expect(r.statusCode, r.body).toBe(201);
    }
    const full = store();
    await refused(fourMb(9), 'quota');
    // Past the count (5): two small ones fit, then ten refusals leave the disk as it was.
    for (let i = 0; i < 2; i++) expect((await upload('hoa', cart.id, PNG)).statusCode).toBe(201);
    const five = store();
    expect(five.bytes).toBeGreaterThan(full.bytes);
    for (let i = 0; i < 10; i++) await refused(PNG, 'max_files');
    expect(store()).toEqual(five);
  });

  it('counts every upload against a per-user rate, refused ones too, before reading the file', async () => {
    const cart = await newCart();
    const store = () => storeUsage(t().config, `bank-proofs/${cart.id}`);
    // Another user's checkout: each attempt is refused (404) but still counted for cuong.
    for (let i = 0; i < 30; i++) expect((await upload('cuong', cart.id, PNG)).statusCode).toBe(404);
    const limited = await upload('cuong', cart.id, PNG);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      fields: [{ field: 'file', rule: 'upload_rate' }],
    });
    expect(store()).toEqual({ files: 0, bytes: 0 });
    // Someone else is not held back by cuong's uploads.
    expect((await upload('hoa', cart.id, PNG)).statusCode).toBe(201);
  });
});
