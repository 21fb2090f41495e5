/**
 * What someone acting for another person (X-Patron-Id) may read and do as that person
 * (docs/permissions.md "Acting for someone else"). Pure and imports nothing, like corporate.ts:
 * the server resolves the effective user of every operation from this table
 * (server/graphql/acting.ts), and the browser may ask it to hide what the server would refuse.
 *
 * Who may act for whom is decided elsewhere (server/auth/patron.ts): a travel agent for their
 * linked travellers, a delegate for their delegators, support inside a session they started.
 */

/** How the signed-in user came to act for the patron (VerifiedPatron.via). */
export const ACTING_KINDS = ['AGENT', 'DELEGATE', 'SUPPORT'] as const;
export type ActingKind = (typeof ACTING_KINDS)[number];

/** What an operation does with the acted-for person's data. */
export const ACTING_ACTIONS = [
  'profile.read',
  'profile.edit',
  'credentials.edit',
  'bookings.read',
  'checkout.book',
  'wallet.read',
  'wallet.pay',
  'wallet.top_up',
  'vouchers.read',
  'vouchers.apply',
  'points.redeem',
  'company.pay',
  'company.read',
  'company.edit',
  'favourites.read',
  'favourites.edit',
  'tickets.read',
  'agents.answer',
] as const;
export type ActingAction = (typeof ACTING_ACTIONS)[number];

/**
 * A cell: true — done as the acted-for person; false — refused (FORBIDDEN); 'own' — not about
 * the acted-for person: done as the signed-in user themselves (a delegate's own company).
 */
export type ActingCell = boolean | 'own';

const ALL = { AGENT: true, DELEGATE: true, SUPPORT: true } as const;
const NONE = { AGENT: false, DELEGATE: false, SUPPORT: false } as const;

/** The table; docs/permissions.md shows it (a test keeps both equal). */
export const ACTING_TABLE: Readonly<
  Record<ActingAction, Readonly<Record<ActingKind, ActingCell>>>
> = {
  /** Names, contact, date of birth, passport: what checkout pre-fills for the traveller. */
  'profile.read': ALL,
  /** The person's profile says what they say (DESIGN 16): nobody edits it for them. */
  'profile.edit': NONE,
  /** How a person signs in (password, e-mail, phone) is never anyone else's to change. */
  'credentials.edit': NONE,
  'bookings.read': ALL,
  /** Carts, the traveller's details on them, billing and the gateways' payments. */
  'checkout.book': ALL,
  'wallet.read': ALL,
  /** Support helps; it never spends a person's money. */
  'wallet.pay': { AGENT: true, DELEGATE: true, SUPPORT: false },
  /** Money into someone's wallet goes through that person. */
  'wallet.top_up': NONE,
  'vouchers.read': ALL,
  'vouchers.apply': { AGENT: true, DELEGATE: true, SUPPORT: false },
  /** Points are the person's own to spend: nobody buys rewards with them on their behalf. */
  'points.redeem': NONE,
  /**
   * The company account pays for a booking the delegator could have charged to it; an agent is
   * outside the traveller's company, and support never spends money.
   */
  'company.pay': { AGENT: false, DELEGATE: true, SUPPORT: false },
  /**
   * The corporate console as the member (their company and role): support only. An agent's or
   * a delegate's corporate calls stay their own (the delegate picker, their own console).
   */
  'company.read': { AGENT: 'own', DELEGATE: 'own', SUPPORT: true },
  /** Decisions in the console stay the members' own: support may not make them. */
  'company.edit': { AGENT: 'own', DELEGATE: 'own', SUPPORT: false },
  'favourites.read': ALL,
  'favourites.edit': { AGENT: true, DELEGATE: true, SUPPORT: false },
  /** The person's support tickets: support already reads them in its own area. */
  'tickets.read': { AGENT: false, DELEGATE: false, SUPPORT: true },
  /**
   * Which travel agents may book for the person (their invitations, accepting, removing): their
   * consent is nobody else's to give, least of all the agent's.
   */
  'agents.answer': NONE,
};

/** The cell for `kind` and `action`; unknown ones are refused (fail closed). */
export function actingRule(kind: string | null | undefined, action: string): ActingCell {
  const row = (ACTING_TABLE as Record<string, Record<string, ActingCell> | undefined>)[action];
  return (kind ? row?.[kind] : undefined) ?? false;
}

/** May someone acting for a person as `kind` do `action` as that person? Unknown: no. */
export function actingCan(kind: string | null | undefined, action: string): boolean {
  return actingRule(kind, action) === true;
}
