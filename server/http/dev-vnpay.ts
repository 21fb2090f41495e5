import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../domain/context/clock.js';
import { escapeHtml } from '../providers/identity/dev-idp-provider.js';
import type { PaymentFetch } from '../providers/payments/index.js';
import {
  vnpDate,
  vnpFields,
  vnpSign,
  vnpSignedQuery,
  VNPAY_VERSION,
  type VnpayConfig,
} from '../providers/payments/vnpay.js';
import { sameHex } from '../providers/payments/request.js';
import type { Db } from '../db/client.js';
import { devGatewayStore } from './dev-gateway-store.js';
import { devVnpayMerchantRoutes } from './dev-vnpay-merchant.js';
import {
  acceptForms,
  formatVnd,
  hiddenFields,
  sandboxPage,
  withQuery,
} from './dev-payments-page.js';

/*
 * The VNPay sandbox (never in production): /dev/vnpay/paymentv2/vpcpay.html takes the same signed
 * pay URL as VNPay's vpcpay.html, checks it as VNPay does, and lets the developer pick a bank and
 * succeed, fail or cancel. The result is signed with the configured secret, sent to the IPN URL
 * (server to server, like VNPay) and the browser is redirected to vnp_ReturnUrl with it.
 * GET /dev/vnpay lists the IPNs sent and what the merchant answered.
 */

const BANKS = ['NCB', 'VCB', 'BIDV', 'VIETINBANK', 'TCB', 'MB', 'ACB', 'VNPAYQR', 'INTCARD'];
const OUTCOMES = {
  success: { response: '00', status: '00' },
  fail: { response: '51', status: '02' }, // VNPay: insufficient funds
  cancel: { response: '24', status: '02' }, // VNPay: customer cancelled
} as const;

export interface IpnDelivery {
  txn_ref: string;
  response_code: string;
  http_status: number | null;
  rsp_code: string | null;
  message: string | null;
  at: string;
}

/** What is wrong with a pay request, as VNPay's error page would say; null when it is fine. */
function payRequestProblem(
  fields: Record<string, string>,
  config: VnpayConfig,
  now: Date,
): string | null {
  const hash = fields.vnp_SecureHash ?? '';
  if (!hash || !sameHex(vnpSign(fields, config.hashSecret), hash))
    return 'Invalid signature (code 70)';
  if (fields.vnp_TmnCode !== config.tmnCode) return 'Unknown merchant (vnp_TmnCode)';
  if (fields.vnp_Version !== VNPAY_VERSION || fields.vnp_Command !== 'pay') {
    return 'Unsupported vnp_Version or vnp_Command';
  }
  if (fields.vnp_CurrCode !== 'VND') return 'vnp_CurrCode must be VND';
  if (!/^\d{3,14}$/.test(fields.vnp_Amount ?? '') || !fields.vnp_Amount?.endsWith('00')) {
    return 'Invalid vnp_Amount';
  }
  if (!fields.vnp_TxnRef) return 'vnp_TxnRef is required';
  if (!/^https?:\/\//.test(fields.vnp_ReturnUrl ?? '')) return 'vnp_ReturnUrl must be a URL';
  if (fields.vnp_ExpireDate && fields.vnp_ExpireDate < vnpDate(now)) {
    return 'The payment has expired (code 15)';
  }
  return null;
}

export async function devVnpayRoutes(
  app: FastifyInstance,
  opts: { config: VnpayConfig; clock: Clock; fetch: PaymentFetch; db?: Db },
) {
  const { config, clock } = opts;
  const store = devGatewayStore(opts.db);
  await app.register(devVnpayMerchantRoutes, { config, clock, store });
  const deliveries: IpnDelivery[] = [];
  acceptForms(app);

  app.get('/dev/vnpay', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return [...deliveries].reverse();
  });

  app.get('/dev/vnpay/paymentv2/vpcpay.html', async (request, reply) => {
    const fields = vnpFields(request.query as Record<string, string>);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const problem = payRequestProblem(fields, config, clock.now());
    if (problem) {
      reply.code(400);
      return sandboxPage(
        'VNPay',
        `<h1>VNPay</h1><p class="error" role="alert">${escapeHtml(problem)}</p>`,
      );
    }
    const chosen = fields.vnp_BankCode;
    const banks = BANKS.map(
      (b) =>
        `<label><input type="radio" name="bank" value="${b}"${b === (chosen ?? 'NCB') ? ' checked' : ''}> ${b}</label>`,
    ).join('');
    return sandboxPage(
      'VNPay',
      `<h1>VNPay sandbox gateway</h1>
<dl><dt>Merchant</dt><dd>${escapeHtml(fields.vnp_TmnCode ?? '')}</dd>
<dt>Order</dt><dd>${escapeHtml(fields.vnp_TxnRef ?? '')}</dd>
<dt>Description</dt><dd>${escapeHtml(fields.vnp_OrderInfo ?? '')}</dd>
<dt>Amount</dt><dd>${formatVnd(Number(fields.vnp_Amount) / 100)}</dd></dl>
<form method="post" action="/dev/vnpay/pay">${hiddenFields(fields)}
<fieldset><legend>Bank</legend>${banks}</fieldset>
<button class="ok" name="outcome" value="success">Pay (succeeds)</button>
<button class="fail" name="outcome" value="fail">Pay (declined: insufficient funds)</button>
<button name="outcome" value="cancel">Cancel</button></form>`,
    );
  });

  app.post('/dev/vnpay/pay', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string>;
    const fields = vnpFields(body);
    const outcome = OUTCOMES[body.outcome as keyof typeof OUTCOMES];
    const problem =
      payRequestProblem(fields, config, clock.now()) ?? (outcome ? null : 'Choose an outcome');
    if (problem) {
      reply.code(400).type('text/html; charset=utf-8');
      return sandboxPage(
        'VNPay',
        `<h1>VNPay</h1><p class="error" role="alert">${escapeHtml(problem)}</p>`,
      );
    }
    const bank = BANKS.includes(body.bank ?? '') ? (body.bank as string) : 'NCB';
    const paid = outcome!.response === '00';
    const result: Record<string, string> = {
      vnp_Amount: fields.vnp_Amount!,
      vnp_BankCode: bank,
      vnp_CardType: bank === 'VNPAYQR' ? 'QRCODE' : bank === 'INTCARD' ? 'VISA' : 'ATM',
      vnp_OrderInfo: fields.vnp_OrderInfo ?? '',
      vnp_PayDate: vnpDate(clock.now()),
      vnp_ResponseCode: outcome!.response,
      vnp_TmnCode: config.tmnCode,
      vnp_TransactionNo:
        paid || body.outcome === 'fail' ? String(randomInt(10_000_000, 99_999_999)) : '0',
      vnp_TransactionStatus: outcome!.status,
      vnp_TxnRef: fields.vnp_TxnRef!,
      ...(paid ? { vnp_BankTranNo: `VNP${randomInt(10_000_000, 99_999_999)}` } : {}),
    };
    const query = vnpSignedQuery(result, config.hashSecret);
    // The gateway's own record first (querydr answers from it), as VNPay keeps it before notifying.
    if (body.outcome !== 'cancel') {
      await store.put('VNPAY', result.vnp_TxnRef!, {
        vnp_Amount: result.vnp_Amount!,
        vnp_BankCode: bank,
        vnp_PayDate: result.vnp_PayDate!,
        vnp_TransactionNo: result.vnp_TransactionNo!,
        vnp_TransactionStatus: result.vnp_TransactionStatus!,
        vnp_ResponseCode: result.vnp_ResponseCode!,
        vnp_OrderInfo: result.vnp_OrderInfo!,
        vnp_CreateDate: fields.vnp_CreateDate ?? '',
      });
    }
    // VNPay notifies the merchant of every payment it processed; a cancelled one only returns.
    if (body.outcome !== 'cancel') {
      const delivery: IpnDelivery = {
        txn_ref: result.vnp_TxnRef!,
        response_code: result.vnp_ResponseCode!,
        http_status: null,
        rsp_code: null,
        message: null,
        at: clock.now().toISOString(),
      };
      try {
        const response = await opts.fetch(withQuery(config.ipnUrl, query), { method: 'GET' });
        delivery.http_status = response.status;
        const answer = (await response.json().catch(() => null)) as {
          RspCode?: string;
          Message?: string;
        } | null;
        delivery.rsp_code = answer?.RspCode ?? null;
        delivery.message = answer?.Message ?? null;
      } catch (err) {
        request.log.warn({ err }, 'VNPay sandbox: IPN not delivered');
      }
      deliveries.push(delivery);
      if (deliveries.length > 200) deliveries.shift();
    }
    return reply
      .code(303)
      .header('cache-control', 'no-store')
      .redirect(withQuery(fields.vnp_ReturnUrl!, query), 303);
  });
}
