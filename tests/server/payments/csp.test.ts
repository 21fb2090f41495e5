import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import {
  buildPolicy,
  cspFeatures,
  serializePolicy,
} from '../../../server/http/content-security-policy';

const policy = (env: Record<string, string>) =>
  serializePolicy(buildPolicy(cspFeatures(loadConfig({ STATIC_DIR: './no-build', ...env }))));

describe('payment gateways in the Content-Security-Policy', () => {
  it('live gateways: VNPay may receive a form, Stripe.js may load, frame and call its API', () => {
    const csp = policy({
      NODE_ENV: 'production',
      VNPAY_TMN_CODE: 'LIVETMN1',
      VNPAY_HASH_SECRET: 'l'.repeat(32),
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    });
    expect(csp).toContain("form-action 'self' https://pay.vnpay.vn");
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toMatch(/connect-src 'self'[^;]* https:\/\/api\.stripe\.com/);
  });

  it('sandboxes and unconfigured rails add nothing', () => {
    const csp = policy({ NODE_ENV: 'development' });
    expect(csp).toContain("form-action 'self';");
    expect(csp).not.toContain('stripe');
    expect(csp).toContain("frame-src 'none'");
    expect(policy({ NODE_ENV: 'production' })).not.toMatch(/stripe|vnpay/);
  });
});
