import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditWalletTopUp, walletBalance } from '../../../server/domain/ledger/service';
import { call, changePassword, latestCode, md5, signInByPassword } from '../accounts/support';
import { addDetails, CREATE_CART, hotelInput, pay, useCheckoutApp } from './support';

// A wallet payment over the owner's threshold needs their password or a one-time code
// (docs/checkout.md "Wallet payment confirmation"). The hotel cart costs 2,210,000 ₫.
const { t, world } = useCheckoutApp(
  { CHECKOUT_HOLD_LIMITS: 'off' },
  { seats: 9, rooms: 80, people: ['lan', 'hoa', 'kim', 'vu'] },
);

const PAY = `mutation($s: ID!, $password: String, $code: String, $code_token: String) {
  pay_with_wallet(payment_checkout_session_id: $s, password: $password, code: $code,
    code_token: $code_token) { id status } }`;
const WALLET = `{ user_wallet { balance confirm_above password_set } }`;
const SET = `mutation($a: Float!) { update_wallet_confirm_above(amount: $a) { confirm_above } }`;
const SEND = `mutation { send_wallet_payment_code { code_token channel } }`;
const PRICE = 2_210_000;

const newCart = async (who: string) => {
  const r = await pay(t().app, world.users[who].token, CREATE_CART, { input: hotelInput(world) });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  await addDetails(t(), world.users[who].token, r.data.create_cart.id);
  return r.data.create_cart as { id: string; price: number };
};
const fund = (who: string, amount: number, key: string) =>
  creditWalletTopUp(t().database.db, world.users[who].id, amount, 'VND', key);
const debits = async (userId: string) => {
  const { rows } = await t().database.db.execute<{ n: number }>(sql`
    select count(*) as n from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where a.kind = 'USER_WALLET' and a.user_id = ${userId}::uuid and e.amount < 0`);
  return Number(rows[0].n);
};
const fieldOf = (r: { errors?: any[] }) => r.errors?.[0]?.extensions?.fields?.[0]; // eslint-disable-line @typescript-eslint/no-explicit-any
const setThreshold = async (who: string, amount: number) => {
  const r = await pay(t().app, world.users[who].token, SET, { a: amount });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
};

describe('the wallet confirmation threshold', () => {
  it('is 5,000,000 ₫ until the owner sets another, and refuses a bad value by its rule', async () => {
    const lan = world.users.lan.token;
    const first = await pay(t().app, lan, WALLET);
    expect(first.data.user_wallet).toMatchObject({ confirm_above: 5_000_000, password_set: false });
    const bad: [number, string][] = [
      [-1_000, 'min'],
      [1_500.5, 'integer'],
      [2_000_500, 'step'],
      [2_000_000_000, 'max'],
    ];
    for (const [amount, rule] of bad) {
      const r = await pay(t().app, lan, SET, { a: amount });
      expect(fieldOf(r)).toMatchObject({ field: 'amount', rule });
    }
    expect((await pay(t().app, lan, WALLET)).data.user_wallet.confirm_above).toBe(5_000_000);
    const ok = await pay(t().app, lan, SET, { a: 0 });
    expect(ok.data.update_wallet_confirm_above.confirm_above).toBe(0);
    await setThreshold('lan', 5_000_000);
  });
});

describe('pay_with_wallet over the threshold', () => {
  it('pays below the threshold without asking, and refuses above it without a confirmation', async () => {
    await fund('lan', 10_000_000, 'top-up:lan-c1');
    const below = await newCart('lan');
    const paid = await pay(t().app, world.users.lan.token, PAY, { s: below.id });
    expect(paid.errors).toBeUndefined();
    expect(paid.data.pay_with_wallet.status).toBe('SUCCESSFUL');

    await setThreshold('lan', PRICE - 1_000);
    const above = await newCart('lan');
    const refused = await pay(t().app, world.users.lan.token, PAY, { s: above.id });
    expect(refused.errors![0].extensions.code).toBe('BAD_USER_INPUT');
    expect(fieldOf(refused)).toMatchObject({
      field: 'payment_checkout_session_id',
      rule: 'confirmation_required',
    });
    expect(await debits(world.users.lan.id)).toBe(1);
    // At the threshold exactly: no confirmation asked.
    await setThreshold('lan', PRICE);
    const at = await pay(t().app, world.users.lan.token, PAY, { s: above.id });
    expect(at.data.pay_with_wallet.status).toBe('SUCCESSFUL');
  });

  it('takes the right password, refuses a wrong one, and locks after 10 like sign-in', async () => {
    const hoa = world.users.hoa;
    expect((await changePassword(t().app, hoa.token, 'mat-khau-vi')).status).toBe(200);
    await fund('hoa', 10_000_000, 'top-up:hoa-c1');
    await setThreshold('hoa', 1_000_000);
    const cart = await newCart('hoa');
    const wrong = await pay(t().app, hoa.token, PAY, { s: cart.id, password: md5('not-it') });
    expect(fieldOf(wrong)).toMatchObject({ field: 'password', rule: 'wrong_password' });
    expect(await debits(hoa.id)).toBe(0);
    const right = await pay(t().app, hoa.token, PAY, { s: cart.id, password: md5('mat-khau-vi') });
    expect(right.data.pay_with_wallet.status).toBe('SUCCESSFUL');
    expect(await debits(hoa.id)).toBe(1);

    // 9 more wrong ones (10 in the window): the account is locked, here and at sign-in.
    const next = await newCart('hoa');
    for (let i = 0; i < 9; i++) {
      await pay(t().app, hoa.token, PAY, { s: next.id, password: md5(`guess-${i}`) });
    }
    const locked = await pay(t().app, hoa.token, PAY, { s: next.id, password: md5('mat-khau-vi') });
    expect(locked.errors![0].extensions.code).toBe('RATE_LIMITED');
    const signIn = await signInByPassword(t().app, { email: 'hoa@travel.example' }, 'mat-khau-vi');
    expect(signIn.status).toBe(429);
    expect(await debits(hoa.id)).toBe(1);
  });

  it('lets an account without a password (Google or code sign-up) confirm by an e-mailed code', async () => {
    const kim = world.users.kim;
    await fund('kim', 10_000_000, 'top-up:kim-c1');
    await setThreshold('kim', 1_000_000);
    expect((await pay(t().app, kim.token, WALLET)).data.user_wallet.password_set).toBe(false);
    const cart = await newCart('kim');
    const noPassword = await pay(t().app, kim.token, PAY, { s: cart.id, password: md5('x') });
    expect(fieldOf(noPassword)).toMatchObject({ field: 'password', rule: 'no_password' });

    const sent = await pay(t().app, kim.token, SEND);
    expect(sent.data.send_wallet_payment_code.channel).toBe('email');
    const token = sent.data.send_wallet_payment_code.code_token;
    const outbox = await call(t().app, 'GET', '/dev/outbox?to=kim@travel.example');
    expect(outbox.body[0].text).toContain('Mã xác nhận thanh toán bằng ví Wayfare');
    const code = await latestCode(t().app, 'kim@travel.example');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await pay(t().app, kim.token, PAY, {
      s: cart.id,
      code: wrongCode,
      code_token: token,
    });
    expect(fieldOf(wrong)).toMatchObject({ field: 'code', rule: 'invalid_code' });
    const paid = await pay(t().app, kim.token, PAY, { s: cart.id, code, code_token: token });
    expect(paid.data.pay_with_wallet.status).toBe('SUCCESSFUL');
    // Single use: the same code does not confirm another payment.
    const other = await newCart('kim');
    const again = await pay(t().app, kim.token, PAY, { s: other.id, code, code_token: token });
    expect(fieldOf(again)).toMatchObject({ field: 'code', rule: 'invalid_code' });
    expect(await debits(kim.id)).toBe(1);
  });

  it('charges once when 50 confirmed payments of one checkout arrive at once', async () => {
    const vu = world.users.vu;
    expect((await changePassword(t().app, vu.token, 'vu-mat-khau')).status).toBe(200);
    await fund('vu', 10_000_000, 'top-up:vu-c1');
    await setThreshold('vu', 1_000_000);
    const cart = await newCart('vu');
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        pay(t().app, vu.token, PAY, { s: cart.id, password: md5('vu-mat-khau') }),
      ),
    );
    const paid = results.filter((r) => !r.errors);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    expect(new Set(paid.map((r) => r.data.pay_with_wallet.id)).size).toBe(1);
    // The others were held back by the password lock's slots, never by a second charge.
    const codes = new Set(results.filter((r) => r.errors).map((r) => r.errors![0].extensions.code));
    expect([...codes].every((c) => c === 'RATE_LIMITED')).toBe(true);
    expect(await debits(vu.id)).toBe(1);
    expect(await walletBalance(t().database.db, vu.id)).toBe(10_000_000 - PRICE);
  });
});
