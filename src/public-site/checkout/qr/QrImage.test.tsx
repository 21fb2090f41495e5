import { render } from '@testing-library/react';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { sessionRef } from '../../../../server/domain/checkout/order-ref';
import { createBankTransferRail } from '../../../../server/providers/payments/bank-transfer';
import { SANDBOX_DEFAULTS } from '../../../../server/providers/payments/config';
import { vietQrPayload } from '../../../../server/providers/payments/vietqr';
import { QrImage } from './QrImage';

// Issue 19: the bank-transfer QR must scan. Each symbol is drawn by <QrImage> as a customer's
// page draws it, read back from its SVG, rasterised (4 px per module, with the quiet zone the
// SVG draws) and decoded by an independent reader, jsQR, to the exact payload.

const SCALE = 4;

/** The SVG's dark modules as RGBA pixels: width × width modules, the viewBox's quiet zone included. */
function rasterise(svg: SVGSVGElement) {
  const width = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const side = width * SCALE;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  const d = svg.querySelector('path')!.getAttribute('d') ?? '';
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < SCALE; dy++) {
      for (let dx = 0; dx < SCALE; dx++) {
        const at = ((Number(y) * SCALE + dy) * side + Number(x) * SCALE + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
    }
  }
  return { pixels, side };
}

function scan(text: string): string | null {
  const { container, unmount } = render(<QrImage text={text} label="QR" />);
  const { pixels, side } = rasterise(container.querySelector('svg')!);
  unmount();
  return jsQR(pixels, side, side, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

const rail = createBankTransferRail(
  {
    bin: SANDBOX_DEFAULTS.bankBin,
    accountNumber: SANDBOX_DEFAULTS.bankAccountNumber,
    accountName: SANDBOX_DEFAULTS.bankAccountName,
    webhookSecret: SANDBOX_DEFAULTS.bankWebhookSecret,
    sandbox: true,
    notifyUrl: 'http://127.0.0.1:3000/api/v1/payments/bank-transfers/notify',
  },
  { now: () => new Date('2026-11-27T04:00:00Z') },
);

/** The payload the server puts in a bank transfer's `qr` for this session and amount. */
async function railPayload(sessionId: string, amount: number) {
  const ref = sessionRef(sessionId);
  const start = await rail.createPayment({
    orderRef: ref,
    amount,
    description: `WF${ref}`,
    returnUrl: 'http://127.0.0.1:3000',
    locale: 'vi',
  });
  if (start.kind !== 'BANK_TRANSFER') throw new Error('not a bank transfer');
  return start.qrPayload;
}

describe('the VietQR image', () => {
  it('scans back to the exact payload of a top-up, a booking and a partial remainder', async () => {
    const payloads = {
      topUp: await railPayload('8c0e4f4a-3b1d-4c9e-9a57-0d6f2b1e7a10', 500_000),
      booking: await railPayload('1f2a3b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b', 12_450_000),
      remainder: await railPayload('1f2a3b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b', 12_450_000 - 5_000_000),
      // bank_transfer_template: the account and memo, the payer types the amount.
      template: vietQrPayload({
        bin: SANDBOX_DEFAULTS.bankBin,
        accountNumber: SANDBOX_DEFAULTS.bankAccountNumber,
        memo: 'WF1F2A3B4C5D6E4F70',
      }),
    };
    expect(payloads.booking).toMatch(/^000201010212.*5408124500005802VN/);
    for (const [name, payload] of Object.entries(payloads)) {
      expect(scan(payload), name).toBe(payload);
    }
  });

  it('scans back from 10 to 300 characters, every QR version on the way', () => {
    const misread: number[] = [];
    for (let length = 10; length <= 300; length += 7) {
      // An EMVCo-like payload of this length: fields, digits, letters and spaces.
      const base = vietQrPayload({
        bin: '970436',
        accountNumber: '0071000123456',
        amount: 1_234_000,
        memo: 'WF ABC 123',
      });
      const text = base.repeat(3).slice(0, length);
      if (scan(text) !== text) misread.push(length);
    }
    expect(misread).toEqual([]);
  });

  it('keeps the text it was given on the image for assistive tools', () => {
    const { container } = render(<QrImage text="00020101021138570010" label="Mã QR" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-label')).toBe('Mã QR');
    expect(svg.getAttribute('data-qr')).toBe('00020101021138570010');
  });
});
