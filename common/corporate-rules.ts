// The rules of the corporate registration and details forms, shared by the server that enforces
// them (server/domain/corporates/profile*.ts) and the console forms that check them first
// (src/resources/register, src/resources/corporate). Constants and pure checks only.

/**
 * Spec §3 credit request: the answers the registration's credit step offers. The spec names the
 * fields, not their values; these codes are ours (docs/corporate-profile.md), labelled in the
 * catalogues under `console.credit.<field>.<code>`.
 */
export const CREDIT_REQUEST_RANGES = {
  /** People who travel for the company. */
  staff_amount_range: ['1_10', '11_50', '51_200', '201_1000', 'OVER_1000'],
  /** Business trips a month. */
  trips_amount_range: ['1_5', '6_20', '21_50', 'OVER_50'],
  /** Usual length of a trip, in days. */
  trip_duration_range: ['1_2', '3_5', '6_10', 'OVER_10'],
  /** Usual spend per trip, in VND. */
  average_budget_range: ['UNDER_5M', '5M_10M', '10M_20M', '20M_50M', 'OVER_50M'],
  /** Who usually books: the owner, an office admin or assistant, or the travellers themselves. */
  usual_booker_role: ['OWNER', 'ADMIN', 'STAFF'],
} as const;
export type CreditRequestField = keyof typeof CREDIT_REQUEST_RANGES;
export const CREDIT_REQUEST_FIELDS = Object.keys(CREDIT_REQUEST_RANGES) as CreditRequestField[];

/** How prices are shown to members (corporates.displaying_price). */
export const DISPLAYING_PRICES = ['WITH_VAT', 'WITHOUT_VAT'] as const;
export type DisplayingPrice = (typeof DISPLAYING_PRICES)[number];

export const CORPORATE_LIMITS = {
  nameMax: 200,
  displayNameMax: 100,
  addressMax: 500,
  representativeMax: 100,
  webhookUrlMax: 2000,
  /** Logos: PNG, JPEG or WebP by their first bytes, at most 1 MB. */
  logoTypes: ['image/png', 'image/jpeg', 'image/webp'] as readonly string[],
  logoMaxBytes: 1024 * 1024,
};

/**
 * A webhook address: https only, with a host that is a public name (no IP literal, no
 * localhost, no port other than 443), so a corporate cannot aim the platform's calls at its own
 * network. 'format' when it is no URL at all, 'https' when it is not https, 'host' otherwise.
 */
export function checkWebhookUrl(value: string): 'format' | 'https' | 'host' | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'format';
  }
  if (url.protocol !== 'https:') return 'https';
  const host = url.hostname.toLowerCase();
  if (url.username || url.password) return 'host';
  if (url.port && url.port !== '443') return 'host';
  if (!host.includes('.') || host.endsWith('.localhost') || host.endsWith('.local')) return 'host';
  if (/^[\d.]+$/.test(host) || host.startsWith('[')) return 'host';
  return null;
}

/** Spec §4: the corporate trial is active while its expired_at is later than now. */
export function trialActive(expiredAt: string | Date | null | undefined, now: Date): boolean {
  if (!expiredAt) return false;
  return new Date(expiredAt).getTime() > now.getTime();
}
