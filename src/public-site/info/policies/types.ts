/**
 * A policy page's text: written per language in ./content/<page>.<locale>.ts, each module
 * loaded only when its page opens in that language (kept out of the public bundle).
 */
export type PolicyBlock =
  /** A paragraph. */
  | string
  /** A bulleted list. */
  | { list: string[] }
  /** A table: header cells, then rows. */
  | { table: { head: string[]; rows: string[][] } }
  /** Links to related pages of the site. */
  | { see: Array<{ to: string; label: string }> };

export interface PolicySection {
  /** The anchor: /privacy-policy#rights. Stable across languages. */
  id: string;
  title: string;
  blocks: PolicyBlock[];
}

export interface PolicyDocument {
  /** ISO date of the last change, shown as "last updated". */
  updated: string;
  /** One or two sentences under the title. */
  summary: string;
  sections: PolicySection[];
}

/** The info pages whose text is a policy document. */
export const POLICY_PAGES = [
  'privacyPolicy',
  'termsOfUse',
  'rules',
  'amendment',
  'flightAmendment',
  'hotelAmendment',
  'checkInPolicy',
  'flightCheckInPolicy',
  'hotelCheckInPolicy',
] as const;
export type PolicyPageKey = (typeof POLICY_PAGES)[number];
