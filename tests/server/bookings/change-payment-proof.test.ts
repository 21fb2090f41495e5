import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addChangeProofFile } from '../../../server/domain/bookings/change-payment-proof';
import { expireChangePayments } from '../../../server/domain/bookings/change-payment-settle';
import { storageOf } from '../../../server/graphql/corporate/profile-resolvers';
import { storeUsage } from '../support/store-usage';
import { addDetails, CREATE_CART, pay, useCheckoutApp } from '../checkout/support';
import { buildDearerChange, economyFlex } from './dearer-change';

/*
 * Proofs of transfer for a dearer flight change paid by bank transfer (docs/manage-booking.md
 * "2C2P and bank transfer (issue 23)"): the checkout's rule (type by bytes, 5 MB, 5 files,
 * 12 MB, nothing stored past a limit) for the attempt's transfer, the booking's people only,
 * and only while the attempt is PENDING.
 */

const { t, world } = useCheckoutApp(
  { CHECKOUT_HOLD_LIMITS: 'off', ACCESS_TOKEN_TTL_SECONDS: '2592000' },
  { seats: 9, rooms: 5, people: ['lan', 'minh', 'quan', 'stranger'] },
);

const START = `mutation($id: ID!, $leg: String!, $f: ID!, $s: ID!) {
  start_booking_change_payment(id: $id, leg: $leg, flight_id: $f, seat_class_id: $s) {
    id status bank_transfer { memo files { name note url } } } }`;
const READ = `query($id: ID!, $p: ID!) { booking_change_payment(id: $id, payment_id: $p) {
  status bank_transfer { files { name note url } } } }`;
const BANK = `mutation($s: ID!) { bank_transfer(payment_checkout_session_id: $s) { banks { qr } } }`;

const db = () => t().database.db;
const as = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  pay(t().app, world.users[who].token, query, variables);

/** HAN → DAD in 12 days, and the same 800,000 dearer in 15 (dearer-change.ts). */
let booked: string;
let dearer: string;
const opt = economyFlex;

beforeAll(async () => {
  ({ booked, dearer } = await buildDearerChange(db()));
});

/** A transfer through the /dev/bank sandbox (it signs and sends the bank's notification). */
async function transfer(payload: Record<string, unknown>) {
  const sent = await t().app.inject({ method: 'POST', url: '/dev/bank/transfers', payload });
  return sent.json().notification.answer.outcome as string;
}

/** A booking of one adult on VN357 paid by bank transfer, and a dearer change begun on it. */
async function bankChange(who: string) {
  const cart = await as(who, CREATE_CART, {
    input: { flight: { departure: { id: opt(booked).f, seat_class_id: opt(booked).s } } },
  });
  if (cart.errors) throw new Error(JSON.stringify(cart.errors));
  const session = cart.data.create_cart.id as string;
  await addDetails(t(), world.users[who].token, session);
  const bank = await as(who, BANK, { s: session });
  expect(await transfer({ qr: bank.data.bank_transfer.banks[0].qr })).toBe('ACCEPTED');
  const { rows } = await db().execute<{ id: string }>(
    sql`select id from user_orders where payment_checkout_session_id = ${session}::uuid
      and status = 'SUCCESSFUL'`,
  );
  const orderId = rows[0].id;
  const r = await as(who, START, { id: orderId, leg: 'departure', ...opt(dearer) });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  const attempt = r.data.start_booking_change_payment;
  expect(attempt).toMatchObject({ status: 'PENDING', bank_transfer: { files: [] } });
  return { orderId, attempt: attempt as { id: string; bank_transfer: { memo: string } } };
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

function upload(who: string, paymentId: string, bytes: Buffer, name = 'bien-lai.png') {
  const boundary = '----wayfare-change-proof';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nChuyển khoản đổi chuyến\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t().app.inject({
    method: 'POST',
    url: `/api/v1/payments/change-payments/${paymentId}/files`,
    headers: {
      authorization: `Bearer ${world.users[who].token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}

const folder = (paymentId: string) => `bank-proofs/changes/${paymentId}`;
const filesOf = async (who: string, orderId: string, paymentId: string) =>
  (await as(who, READ, { id: orderId, p: paymentId })).data.booking_change_payment.bank_transfer
    .files;

describe('proof of transfer for a flight change paid by bank transfer', () => {
  it('stores the owner’s image by its bytes, lists it on the attempt, serves it to them only', async () => {
    const { orderId, attempt } = await bankChange('lan');
    const r = await upload('lan', attempt.id, PNG, 'bien-lai.jpg');
    expect(r.statusCode, r.body).toBe(201);
    const file = r.json().data.file;
    expect(file).toMatchObject({ name: 'bien-lai.png', note: 'Chuyển khoản đổi chuyến' });
    expect(file.url).toMatch(new RegExp(`^/api/v1/payments/change-payments/${attempt.id}/files/`));
    expect(await filesOf('lan', orderId, attempt.id)).toEqual([file]);
    expect(storeUsage(t().config, folder(attempt.id)).files).toBeGreaterThan(0);

    const get = (who: string, url = file.url as string) =>
      t().app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${world.users[who].token}` },
      });
    const mine = await get('lan');
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(mine.rawPayload).equals(PNG)).toBe(true);

    // Someone else: as for an unknown id, and nothing stored for them.
    const before = storeUsage(t().config, folder(attempt.id));
    expect((await get('stranger')).statusCode).toBe(404);
    expect((await upload('stranger', attempt.id, PNG)).statusCode).toBe(404);
    expect(storeUsage(t().config, folder(attempt.id))).toEqual(before);
    expect((await filesOf('lan', orderId, attempt.id)).length).toBe(1);
    // Not an attempt id at all, or the file named under the checkout's route: not found.
    expect((await upload('lan', 'not-a-uuid', PNG)).statusCode).toBe(404);
    expect((await get('lan', file.url.replace('/files/', '/files/x'))).statusCode).toBe(404);
    const fileId = file.url.split('/').pop();
    expect(
      (await get('lan', `/api/v1/payments/bank-transfers/${attempt.id}/files/${fileId}`))
        .statusCode,
    ).toBe(404);
  });

  it('refuses bad bytes, a file too big, past the byte quota and past five files — storing none', async () => {
    const { attempt } = await bankChange('minh');
    const store = () => storeUsage(t().config, folder(attempt.id));
    const refused = async (bytes: Buffer, rule: string) => {
      const before = store();
      const r = await upload('minh', attempt.id, bytes);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().error.fields[0]).toMatchObject({ field: 'file', rule });
      expect(store()).toEqual(before);
    };
    await refused(Buffer.from('MZ\x90\x00 not an image'), 'file_type');
    await refused(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'max_size');
    expect(store()).toEqual({ files: 0, bytes: 0 });
    const fourMb = (seed: number) =>
      Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024 - 1024, seed)]);
    for (let i = 0; i < 3; i++) {
      const r = await upload('minh', attempt.id, fourMb(i));
      expect(r.statusCode, r.body).toBe(201);
    }
    await refused(fourMb(9), 'quota');
    for (let i = 0; i < 2; i++)
      expect((await upload('minh', attempt.id, PNG)).statusCode).toBe(201);
    await refused(PNG, 'max_files');
  });

  it('takes no more files once the attempt ended (paid, or lapsed); its files stay readable', async () => {
    const { orderId, attempt } = await bankChange('quan');
    expect((await upload('quan', attempt.id, PNG)).statusCode).toBe(201);
    const stored = storeUsage(t().config, folder(attempt.id)).files;
    // Paid: the rest arrives, the change is made.
    expect(await transfer({ amount: 800_000, description: attempt.bank_transfer.memo })).toBe(
      'ACCEPTED',
    );
    const after = await upload('quan', attempt.id, PNG);
    expect(after.statusCode, after.body).toBe(400);
    expect(after.json().error.fields[0]).toMatchObject({ field: 'file', rule: 'not_pending' });
    expect(await filesOf('quan', orderId, attempt.id)).toHaveLength(1);
    expect(storeUsage(t().config, folder(attempt.id)).files).toBe(stored);

    // Lapsed: past its hold it takes none, even before the sweep marks it EXPIRED, nor after.
    const next = await bankChange('quan');
    const held = new Date(t().clock.now().getTime() + 16 * 60_000);
    const deps = { db: db(), storage: storageOf(t().config) };
    const file = { file_name: 'a.png', data: PNG, truncated: false };
    await expect(
      addChangeProofFile(deps, world.users.quan.id, next.attempt.id, file, null, held),
    ).rejects.toMatchObject({ fields: [{ field: 'file', rule: 'not_pending' }] });
    await expireChangePayments(db(), held);
    expect((await as('quan', READ, { id: next.orderId, p: next.attempt.id })).data).toMatchObject({
      booking_change_payment: { status: 'EXPIRED' },
    });
    const late = await upload('quan', next.attempt.id, PNG);
    expect(late.statusCode, late.body).toBe(400);
    expect(late.json().error.fields[0]).toMatchObject({ field: 'file', rule: 'not_pending' });
    expect(storeUsage(t().config, folder(next.attempt.id))).toEqual({ files: 0, bytes: 0 });
  });
});
