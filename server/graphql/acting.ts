import type { IResolvers } from 'mercurius';
import type { GraphQLSchema } from 'graphql';
import { actingRule, type ActingAction } from '../../common/permissions/acting.js';
import { AppError } from '../errors.js';
import type { RequestContext } from './context.js';
import type { ServiceName } from './services.js';

/*
 * The effective user of every GraphQL operation made while acting for someone (X-Patron-Id,
 * verified by server/auth/patron.ts): decided here, once, from the pure table
 * common/permissions/acting.ts (docs/permissions.md "Acting for someone else"). Resolvers read
 * `ctx.user` and do not know whether it is the signed-in user or the person acted for;
 * `ctx.actor` is always the signed-in user (the booker of a cart, the audit's actor).
 *
 * Each root field is one of:
 * - an action of the table: while acting, allowed → runs as the acted-for person; 'own' → runs
 *   as the signed-in user; refused → FORBIDDEN `acting_not_allowed`;
 * - OWN: about the signed-in user themselves whatever the header (the app's own profile and
 *   identity, an agent's list, saved cards and billing details, support's own service);
 * - PUBLIC: not about a person (catalogue, configuration): runs as the signed-in user.
 * A root field of main, payments or property that is in none of these is refused while acting
 * (fail closed); corporate fields are `company.read` (queries) or `company.edit` (mutations).
 *
 * Only root resolvers get the acted-for context: GraphQL hands field resolvers below them the
 * request's own context, so a field resolver must take whose data it is from its parent object
 * (an order's user_id, a cart's id), never from ctx.user.
 */

export type OperationRule = ActingAction | 'OWN' | 'PUBLIC';

const PUBLIC_SERVICES: readonly ServiceName[] = [
  'places',
  'flights',
  'currencies',
  'trips',
  'hub',
  'last-change',
];

export const ACTING_OPERATIONS: Partial<Record<ServiceName, Record<string, OperationRule>>> = {
  main: {
    service_info: 'PUBLIC',
    // The app's identity (name in the header, role, agent or not) is the signed-in user's;
    // the traveller's details reach checkout on the cart (`traveller`, profile.read).
    profile: 'OWN',
    // Sign-in lookups by e-mail or phone (rate-limited), not about anyone signed in.
    has_name: 'PUBLIC',
    has_password: 'PUBLIC',
    user_spend: 'wallet.read',
    user_point: 'wallet.read',
    user_point_history: 'wallet.read',
    user_offers: 'vouchers.read',
    promotion_plan_vouchers: 'vouchers.read',
    campaign_booking_count: 'bookings.read',
    platform_promotion: 'PUBLIC',
    user_invoices: 'OWN',
    create_user_invoice: 'OWN',
    user_histories: 'bookings.read',
    support_tickets: 'tickets.read',
    support_ticket: 'tickets.read',
    travel_agent_accounts: 'OWN',
    // The agent's own desk; the client's answers are their own consent (refused while acting).
    travel_agent_invitations: 'OWN',
    invite_travel_agent_client: 'OWN',
    cancel_travel_agent_invitation: 'OWN',
    my_travel_agent_invitations: 'agents.answer',
    my_travel_agents: 'agents.answer',
    accept_travel_agent_invitation: 'agents.answer',
    decline_travel_agent_invitation: 'agents.answer',
    remove_travel_agent: 'agents.answer',
    updateProfile: 'profile.edit',
    update_user_setting: 'profile.edit',
    update_referrer: 'profile.edit',
    update_email: 'credentials.edit',
    update_phone_number: 'credentials.edit',
    begin_top_up: 'wallet.top_up',
    unapply_voucher: 'vouchers.apply',
    redeem_promotion_plan_voucher: 'points.redeem',
  },
  payments: {
    service_info: 'PUBLIC',
    stripe_config: 'PUBLIC',
    rank_configurations: 'PUBLIC',
    converted_price: 'PUBLIC',
    p2c2p_options: 'PUBLIC',
    user_orders: 'bookings.read',
    user_order: 'bookings.read',
    user_booking: 'bookings.read',
    // Whoever may book for the traveller may cancel their booking by its rules (issue 23).
    cancel_booking: 'checkout.book',
    // A change may charge the traveller's wallet: whoever may pay from it (issue 23).
    booking_change_options: 'checkout.book',
    change_booking: 'wallet.pay',
    user_wallet: 'wallet.read',
    user_wallet_entries: 'wallet.read',
    user_balance_rewards: 'wallet.read',
    payment_checkout_session: 'checkout.book',
    payment_checkout_session_light: 'checkout.book',
    create_cart: 'checkout.book',
    update_invoice: 'checkout.book',
    update_booking_details: 'checkout.book',
    confirm_payment: 'checkout.book',
    bank_transfer: 'checkout.book',
    bank_transfer_template: 'checkout.book',
    begin_bank_transfer: 'checkout.book',
    creat_p2c2p_payment: 'checkout.book',
    create_vnpay_payment: 'checkout.book',
    // Cards are the payer's own: while acting, the booker's cards, never the traveller's.
    stripe_payment_methods: 'OWN',
    add_stripe_payment_method: 'OWN',
    remove_stripe_payment_method: 'OWN',
    stripe_payment_intent: 'OWN',
    create_stripe_payment_intent: 'OWN',
    // A flight change paid by card: the card's payer, as its checkout (issue 23).
    start_booking_change_payment: 'OWN',
    booking_change_payment: 'OWN',
    // The traveller's own earlier passengers: the person booked for, like the cart.
    saved_travellers: 'checkout.book',
    hide_saved_traveller: 'checkout.book',
    pay_with_wallet: 'wallet.pay',
    // The code goes to the wallet's owner (the person acted for), who reads it out or not.
    send_wallet_payment_code: 'wallet.pay',
    // A security setting is its owner's alone: while acting, the booker's own.
    update_wallet_confirm_above: 'OWN',
    user_gift_vouchers: 'vouchers.read',
    apply_voucher: 'vouchers.apply',
    apply_gift_voucher: 'vouchers.apply',
    corporate_payment_options: 'company.pay',
    update_corporate_payment: 'company.pay',
    pay_with_corporate: 'company.pay',
    book_expense_management: 'company.pay',
  },
  property: {
    service_info: 'PUBLIC',
    search_properties: 'PUBLIC',
    property: 'PUBLIC',
    fav_properties: 'favourites.read',
    add_fav_property: 'favourites.edit',
    remove_fav_property: 'favourites.edit',
  },
};

/** The rule of one root field of a service (see the header of this file). */
export function operationRule(
  service: ServiceName,
  rootType: 'Query' | 'Mutation',
  field: string,
): OperationRule | null {
  if (field === 'service_info' || PUBLIC_SERVICES.includes(service)) return 'PUBLIC';
  if (service === 'admin') return 'OWN';
  if (service === 'corporate') return rootType === 'Query' ? 'company.read' : 'company.edit';
  return ACTING_OPERATIONS[service]?.[field] ?? null;
}

const refused = (field: string) =>
  new AppError(
    'FORBIDDEN',
    `acting_not_allowed: ${field} cannot be done for someone else (X-Patron-Id).`,
  );

/** The context a root field runs with: as the acted-for person where the table allows it. */
export function actingContext(
  ctx: RequestContext,
  service: ServiceName,
  rootType: 'Query' | 'Mutation',
  field: string,
): RequestContext {
  const patron = ctx.patron;
  if (!patron || !ctx.actor) return ctx;
  const rule = operationRule(service, rootType, field);
  if (rule === 'PUBLIC' || rule === 'OWN') return ctx;
  // Refused for everyone by the resolver itself, which audits the attempt (patron.ts).
  if (rule === 'credentials.edit') return ctx;
  const cell = rule ? actingRule(patron.via, rule) : false;
  if (cell === 'own') return ctx;
  if (cell !== true) throw refused(field);
  return {
    ...ctx,
    user: {
      id: patron.id,
      role: patron.role,
      sessionId: ctx.actor.sessionId,
      loginTime: ctx.actor.loginTime,
    },
  };
}

/** Every root field resolves with the effective user of actingContext. */
export function withActing(
  service: ServiceName,
  schema: GraphQLSchema,
  resolvers: IResolvers,
): IResolvers {
  const out: IResolvers = { ...resolvers };
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    const rootType = root.name === 'Mutation' ? 'Mutation' : 'Query';
    const own = (resolvers[root.name] ?? {}) as Record<string, (...a: unknown[]) => unknown>;
    const wrapped: Record<string, (...a: unknown[]) => unknown> = {};
    for (const name of Object.keys(root.getFields())) {
      const resolve = own[name];
      if (typeof resolve !== 'function') continue;
      wrapped[name] = (parent, args, ctx, ...rest) =>
        resolve(
          parent,
          args,
          actingContext(ctx as RequestContext, service, rootType, name),
          ...rest,
        );
    }
    out[root.name] = { ...own, ...wrapped } as IResolvers[string];
  }
  return out;
}
