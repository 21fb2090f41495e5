import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../domain/context/clock.js';
import { escapeHtml } from '../providers/identity/dev-idp-provider.js';
import type { PaymentFetch } from '../providers/payments/index.js';
import {
  BANK_SIGNATURE_HEADER,
  bankSignatureHeader,
  type BankCredit,
  type BankTransferConfig,
} from '../providers/payments/bank-transfer.js';
import { parseVietQr } from '../providers/payments/vietqr.js';
import { acceptForms, formatVnd, sandboxPage } from './dev-payments-page.js';

/*
 * The bank sandbox (never in production): plays the payer's banking app and Wayfare's bank.
 * "Scan" a VietQR payload, or type a transfer; the bank credits Wayfare's account and sends the
 * signed credit notification to the server, as a bank-statement webhook would.
 * POST /dev/bank/transfers (JSON or form): {amount, description, account_number?, qr?}.
 */

const transferInput = z.object({
  qr: z.string().trim().max(512).optional(),
  account_number: z.string().trim().max(19).optional(),
  amount: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  description: z.string().trim().max(200).optional(),
});

export async function devBankRoutes(
  app: FastifyInstance,
  opts: { config: BankTransferConfig; clock: Clock; fetch: PaymentFetch },
) {
  const { config, clock } = opts;
  acceptForms(app);

  const form = (values: { amount?: number; description?: string }, message = '') =>
    sandboxPage(
      'Bank',
      `<h1>Bank sandbox</h1>${message}
<p>Beneficiary: ${escapeHtml(config.accountName)}, account ${escapeHtml(config.accountNumber)} (BIN ${escapeHtml(config.bin)}).</p>
<form method="post" action="/dev/bank/transfers"><fieldset><legend>Scan a VietQR code</legend>
<label for="qr">QR payload</label><textarea id="qr" name="qr" rows="3"></textarea>
<button class="ok">Transfer what the QR says</button></fieldset></form>
<form method="post" action="/dev/bank/transfers"><fieldset><legend>Or type a transfer</legend>
<label for="amount">Amount (VND)</label><input id="amount" type="number" name="amount" min="1" required value="${values.amount ?? ''}">
<label for="description">Transfer content</label><input id="description" type="text" name="description" value="${escapeHtml(values.description ?? '')}">
<button class="ok">Transfer</button></fieldset></form>`,
    );

  app.get('/dev/bank', async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return form({});
  });

  app.post('/dev/bank/transfers', async (request, reply) => {
    const asJson = !String(request.headers['content-type'] ?? '').includes('form-urlencoded');
    const refuse = (message: string) => {
      reply.code(400);
      if (asJson) return { error: { code: 'BAD_USER_INPUT', message } };
      reply.type('text/html; charset=utf-8');
      return form({}, `<p class="error" role="alert">${escapeHtml(message)}</p>`);
    };
    const parsed = transferInput.safeParse(request.body ?? {});
    if (!parsed.success)
      return refuse(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    let { amount, description, account_number: account } = parsed.data;
    if (parsed.data.qr) {
      try {
        const qr = parseVietQr(parsed.data.qr);
        if (qr.bin !== config.bin) return refuse(`The QR names another bank (BIN ${qr.bin})`);
        account = qr.accountNumber;
        amount = qr.amount ?? amount;
        description = qr.memo ?? description;
      } catch (error) {
        return refuse(`Not a VietQR payload: ${(error as Error).message}`);
      }
    }
    if (!amount) return refuse('amount: required');
    if ((account ?? config.accountNumber) !== config.accountNumber) {
      return refuse('No such account at this bank');
    }
    const credit: BankCredit = {
      // Unique per credit, as a bank's are (a repeated id is a replay of the same credit).
      id: `FT${clock.now().getTime()}${randomBytes(6).toString('hex').toUpperCase()}`,
      bank_bin: config.bin,
      account_number: config.accountNumber,
      amount,
      currency: 'VND',
      // Banks add their own words around the payer's content.
      description: `IBFT ${description ?? ''} GD ${randomInt(100000, 999999)}`
        .replace(/\s+/g, ' ')
        .trim(),
      credited_at: clock.now().toISOString(),
    };
    const body = JSON.stringify(credit);
    const timestamp = Math.floor(clock.now().getTime() / 1000);
    let notification: { status: number; answer: unknown } | null = null;
    try {
      const response = await opts.fetch(config.notifyUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [BANK_SIGNATURE_HEADER]: bankSignatureHeader(config.webhookSecret, body, timestamp),
        },
        body,
      });
      notification = { status: response.status, answer: await response.json().catch(() => null) };
    } catch (err) {
      request.log.warn({ err }, 'bank sandbox: notification not delivered');
    }
    reply.header('cache-control', 'no-store');
    if (asJson) return { credit, notification };
    reply.type('text/html; charset=utf-8');
    return sandboxPage(
      'Bank',
      `<h1>Transfer done</h1><dl><dt>Amount</dt><dd>${formatVnd(credit.amount)}</dd>
<dt>Content</dt><dd>${escapeHtml(credit.description)}</dd><dt>Bank reference</dt><dd>${credit.id}</dd>
<dt>Notification</dt><dd>${notification ? `HTTP ${notification.status} <code>${escapeHtml(JSON.stringify(notification.answer))}</code>` : 'not delivered'}</dd></dl>
<p><a href="/dev/bank">Another transfer</a></p>`,
    );
  });
}
