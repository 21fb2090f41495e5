import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createP2c2pRail,
  signJwt,
  verifyJwt,
  type P2c2pConfig,
} from '../../../server/providers/payments/p2c2p';
import { PaymentVerificationError, type PaymentFetch } from '../../../server/providers/payments';

const SECRET = '2c2p-secret-key-for-tests-0123456789';
const config: P2c2pConfig = {
  merchantId: 'JT04',
  secretKey: SECRET,
  apiUrl: 'https://sandbox-pgw.2c2p.com',
  backendReturnUrl: 'https://wayfare.example/payments/2c2p/notifications',
  sandbox: false,
};
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An HS256 JWT assembled by hand. */
function handJwt(payload: object, secret = SECRET, header: object = { alg: 'HS256', typ: 'JWT' }) {
  const head = `${b64(header)}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

describe('2C2P JWT', () => {
  it('signs HS256 exactly as the JWS standard says', async () => {
    const payload = { merchantID: 'JT04', invoiceNo: 'WF123456', amount: 1000 };
    expect(await signJwt(payload, SECRET)).toBe(handJwt(payload));
    expect(await verifyJwt(handJwt(payload), SECRET)).toEqual(payload);
    // Non-ASCII text (descriptions in Vietnamese) is signed as its UTF-8 JSON, byte for byte.
    const vi = { invoiceNo: 'WF1', description: 'Vé máy bay Hà Nội – Đà Nẵng', amount: 0 };
    expect(await signJwt(vi, SECRET)).toBe(handJwt(vi));
  });

  it('refuses another key, a changed payload, alg "none" and another algorithm', async () => {
    const token = handJwt({ amount: 1000 });
    await expect(verifyJwt(token, 'another-key')).rejects.toThrow('signature');
    const [h, , s] = token.split('.');
    await expect(verifyJwt(`${h}.${b64({ amount: 1 })}.${s}`, SECRET)).rejects.toThrow('signature');
    await expect(
      verifyJwt(`${b64({ alg: 'none' })}.${b64({ amount: 1 })}.`, SECRET),
    ).rejects.toThrow('HS256');
    const hs512 = `${b64({ alg: 'HS512' })}.${b64({ amount: 1 })}`;
    const signed512 = createHmac('sha512', SECRET).update(hs512).digest('base64url');
    await expect(verifyJwt(`${hs512}.${signed512}`, SECRET)).rejects.toThrow('HS256');
    await expect(verifyJwt('not-a-token', SECRET)).rejects.toThrow();
  });
});

describe('2C2P rail', () => {
  it('asks for a payment token with a signed payload and returns the web payment URL', async () => {
    const calls: Array<{ url: string; payload: Record<string, unknown> }> = [];
    const fetchFn: PaymentFetch = async (url, init) => {
      const token = (JSON.parse(String(init.body)) as { payload: string }).payload;
      calls.push({ url, payload: await verifyJwt(token, SECRET) });
      const answer = handJwt({
        webPaymentUrl: 'https://sandbox-pgw-ui.2c2p.com/payment/4.3/#/token/abc',
        paymentToken: 'abc',
        respCode: '0000',
        respDesc: 'Success',
      });
      return new Response(JSON.stringify({ payload: answer }), { status: 200 });
    };
    const rail = createP2c2pRail(config, fetchFn);
    const start = await rail.createPayment({
      orderRef: 'WF123456',
      amount: 3_200_000,
      description: 'Vé máy bay',
      returnUrl: 'https://wayfare.example/checkout/success-flight',
      locale: 'vi',
      method: 'CC',
    });
    expect(start).toEqual({
      kind: 'PAY_LINK',
      payLink: 'https://sandbox-pgw-ui.2c2p.com/payment/4.3/#/token/abc',
      providerToken: 'abc',
    });
    expect(calls).toEqual([
      {
        url: 'https://sandbox-pgw.2c2p.com/payment/4.3/paymentToken',
        payload: {
          merchantID: 'JT04',
          invoiceNo: 'WF123456',
          description: 'Ve may bay',
          amount: 3_200_000,
          currencyCode: 'VND',
          locale: 'vi',
          frontendReturnUrl: 'https://wayfare.example/checkout/success-flight',
          backendReturnUrl: 'https://wayfare.example/payments/2c2p/notifications',
          paymentChannel: ['CC'],
        },
      },
    ]);
  });

  it('refuses an answer not signed with the merchant key', async () => {
    const rail = createP2c2pRail(
      config,
      async () =>
        new Response(
          JSON.stringify({
            payload: handJwt({ respCode: '0000', webPaymentUrl: 'https://evil.example' }, 'x'),
          }),
        ),
    );
    await expect(
      rail.createPayment({
        orderRef: 'WF123456',
        amount: 1000,
        description: 'x',
        returnUrl: 'https://wayfare.example/r',
        locale: 'en',
      }),
    ).rejects.toThrow('not signed');
  });

  it('verifies backend notifications and refuses tampered ones', async () => {
    const rail = createP2c2pRail(config, async () => new Response('{}'));
    const notification = {
      merchantID: 'JT04',
      invoiceNo: 'WF123456',
      amount: 3_200_000,
      currencyCode: 'VND',
      tranRef: '4412',
      respCode: '0000',
    };
    const verify = (body: string) =>
      rail.verifyNotification({ query: {}, headers: {}, body }).then(
        (r) => r,
        (e: unknown) => (e instanceof PaymentVerificationError ? e.reason : e),
      );
    expect(await verify(JSON.stringify({ payload: handJwt(notification) }))).toEqual({
      rail: 'P2C2P',
      orderRef: 'WF123456',
      amount: 3_200_000,
      status: 'SUCCEEDED',
      providerTxnId: '4412',
      providerCode: '0000',
    });
    const [h, , s] = handJwt(notification).split('.');
    const tampered = `${h}.${b64({ ...notification, amount: 1 })}.${s}`;
    expect(await verify(JSON.stringify({ payload: tampered }))).toBe('INVALID_SIGNATURE');
    expect(
      await verify(JSON.stringify({ payload: handJwt({ ...notification, merchantID: 'X' }) })),
    ).toBe('MALFORMED');
    expect(await verify('not json')).toBe('MALFORMED');
    expect(
      await verify(JSON.stringify({ payload: handJwt({ ...notification, respCode: '0003' }) })),
    ).toMatchObject({
      status: 'CANCELLED',
    });
  });
});
