import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PaymentProviderError, type PaymentResult } from '../../../server/providers/payments/types';
import {
  QUERYDR_REQUEST,
  vnpPipeSign,
  vnpRequestId,
} from '../../../server/providers/payments/vnpay-merchant-api';
import { vnpDate } from '../../../server/providers/payments/vnpay';
import { LOST_IPN, paidWithoutIpn } from '../checkout/lost-ipn';
import { useCheckoutApp } from '../checkout/support';

/*
 * VNPay's merchant API (querydr, refund) against the sandbox's copy, both sides signed with
 * HMAC-SHA512 over '|'-joined values: what the sandbox took answers querydr (from the database),
 * refunds are whole or partial and never more than was paid, a forged request or answer is
 * refused.
 */

const { t, world } = useCheckoutApp(
  { VNPAY_SANDBOX_IPN_URL: LOST_IPN },
  { seats: 9, rooms: 20, people: ['hoa'] },
);
const API = '/dev/vnpay/merchant_webapi/api/transaction';

const attempt = async (sessionId: string) => {
  const { rows } = await t().database.db.execute<{ ref: string; at: string }>(
    sql`select payment_details->>'order_ref' as ref, payment_details->>'created_at' as at from user_orders
      where payment_checkout_session_id = ${sessionId}::uuid`,
  );
  return { orderRef: rows[0].ref, createdAt: new Date(rows[0].at) };
};

describe('VNPay merchant API', () => {
  it('querydr answers what the sandbox took, kept in the database', async () => {
    const cart = await paidWithoutIpn(t(), world);
    const { orderRef, createdAt } = await attempt(cart.id);
    const vnpay = t().app.paymentRails.VNPAY!;
    const result = (await vnpay.queryPayment!({
      orderRef,
      providerTxnId: null,
      createdAt,
    })) as PaymentResult;
    expect(result).toMatchObject({
      rail: 'VNPAY',
      orderRef,
      status: 'SUCCEEDED',
      providerCode: '00',
    });
    expect(result.amount).toBeGreaterThan(0);
    expect(result.providerTxnId).toMatch(/^\d{8}$/);
    const { rows } = await t().database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from dev_gateway_transactions where gateway = 'VNPAY' and ref = ${orderRef}`,
    );
    expect(Number(rows[0].n)).toBe(1);
    const unknown = await vnpay.queryPayment!({
      orderRef: 'ABCDEF0123456789ZZZZ',
      providerTxnId: null,
      createdAt,
    });
    expect(unknown).toMatchObject({ status: 'PENDING', providerCode: '91' });
    // VNPay names a transaction by its reference and its date: another date finds nothing.
    const otherDay = new Date(createdAt.getTime() - 86_400_000);
    expect(
      await vnpay.queryPayment!({ orderRef, providerTxnId: null, createdAt: otherDay }),
    ).toMatchObject({ status: 'PENDING', providerCode: '91' });
  });

  it('refunds part, then the rest, and refuses more than was paid', async () => {
    const cart = await paidWithoutIpn(t(), world);
    const { orderRef, createdAt } = await attempt(cart.id);
    const vnpay = t().app.paymentRails.VNPAY!;
    const paid = (await vnpay.queryPayment!({
      orderRef,
      providerTxnId: null,
      createdAt,
    })) as PaymentResult;
    const request = {
      orderRef,
      providerTxnId: paid.providerTxnId,
      paidAt: createdAt,
      reason: 'Khách hủy phòng',
    };
    const part = await vnpay.refund!({ ...request, amount: 100_000 });
    expect(part).toMatchObject({ status: 'PENDING', providerCode: '00' });
    expect(part.providerRefundId).toMatch(/^\d{8}$/);
    const tooMuch = await vnpay.refund!({ ...request, amount: paid.amount });
    expect(tooMuch).toMatchObject({ status: 'FAILED', providerCode: '95' });
    const rest = await vnpay.refund!({ ...request, amount: paid.amount - 100_000 });
    expect(rest.providerCode).toBe('00');
    const again = await vnpay.refund!({ ...request, amount: 1_000 });
    expect(again).toMatchObject({ status: 'FAILED', providerCode: '95' });
  });

  it('a forged request is refused (97), a repeated request id is refused (94)', async () => {
    const { vnpay } = t().config.paymentRails;
    const fields: Record<string, string> = {
      vnp_RequestId: vnpRequestId(),
      vnp_Version: '2.1.0',
      vnp_Command: 'querydr',
      vnp_TmnCode: vnpay!.tmnCode,
      vnp_TxnRef: 'ABCDEF0123456789ZZZZ',
      vnp_OrderInfo: 'query',
      vnp_TransactionDate: vnpDate(new Date()),
      vnp_CreateDate: vnpDate(new Date()),
      vnp_IpAddr: '127.0.0.1',
    };
    const post = (body: Record<string, string>) =>
      t()
        .app.inject({ method: 'POST', url: API, payload: body })
        .then((r) => r.json());
    const forged = await post({
      ...fields,
      vnp_SecureHash: vnpPipeSign(fields, QUERYDR_REQUEST, 'wrong-secret'),
    });
    expect(forged.vnp_ResponseCode).toBe('97');
    const signed = {
      ...fields,
      vnp_SecureHash: vnpPipeSign(fields, QUERYDR_REQUEST, vnpay!.hashSecret),
    };
    expect((await post(signed)).vnp_ResponseCode).toBe('91');
    expect((await post(signed)).vnp_ResponseCode).toBe('94');
  });

  it('an answer not signed with our secret is not believed', async () => {
    const { createVnpayMerchantApi } =
      await import('../../../server/providers/payments/vnpay-merchant-api');
    const { vnpay } = t().config.paymentRails;
    const api = createVnpayMerchantApi(
      vnpay!,
      t().clock,
      async () =>
        new Response(
          JSON.stringify({
            vnp_ResponseCode: '00',
            vnp_TransactionStatus: '00',
            vnp_Amount: '100000',
            vnp_SecureHash: 'f00',
          }),
        ),
    );
    await expect(
      api.query({ orderRef: 'ABCDEF0123456789ZZZZ', providerTxnId: null, createdAt: new Date() }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
