/**
 * 2C2P at checkout (docs/checkout.md "2C2P"): the channels Wayfare offers through 2C2P's
 * hosted page (p2c2p_options), and creat_p2c2p_payment, which starts an attempt through the
 * 2C2P rail (a signed paymentToken request) and answers its webPaymentUrl. The backend
 * notification settles through the payment sink, like every rail.
 */
import { AppError } from '../../errors.js';
import type { P2c2pPaymentInput } from './input.js';
import { attemptRef } from './order-ref.js';
import { P2C2P_CHANNELS } from './p2c2p-channels.js';
import { orderOfSession } from './orders.js';
import {
  asInputError,
  description,
  payableSession,
  returnUrlOf,
  type GatewayDeps,
} from './gateway-payments.js';
import { beginGatewayPayment, refuse } from './settle.js';
import { amountDue } from './split-payment.js';

export { P2C2P_CHANNELS };

const NAMES_EN: Record<string, string> = {
  CC: 'Credit / debit card',
  QR: 'QR payment',
  DPAY: 'E-wallet',
};

/** p2c2p_options(category_code, group_code): the channels, filtered; [] when 2C2P is off. */
export function p2c2pOptions(
  deps: GatewayDeps,
  args: { category_code?: string | null; group_code?: string | null },
  locale: string,
) {
  if (!deps.rails.P2C2P || !deps.payments.enabled.includes('P2C2P')) return [];
  const category = args.category_code?.trim().toUpperCase();
  const group = args.group_code?.trim().toUpperCase();
  return P2C2P_CHANNELS.filter((c) => !category || c.category_code === category)
    .filter((c) => !group || c.group_code === group)
    .map((c) => ({
      channel_code: c.channel_code,
      name: locale === 'en' ? NAMES_EN[c.channel_code] : c.name,
      logo_url: `/payments/2c2p/${c.channel_code}.svg`,
      agent_code: null,
      agent_channel_code: null,
    }));
}

/** creat_p2c2p_payment: a 2C2P pay link for a new attempt (its own invoiceNo). */
export async function startP2c2pPayment(
  deps: GatewayDeps,
  userId: string,
  input: P2c2pPaymentInput,
  client: { locale: string; ip: string },
  now: Date,
): Promise<string> {
  const { session, gateway } = await payableSession(
    deps,
    userId,
    input.payment_checkout_session_id,
    'P2C2P',
    now,
  );
  if (input.cart_token && input.cart_token !== session.cart_token) {
    throw new AppError('NOT_FOUND', 'No such checkout session.');
  }
  const returnUrl = returnUrlOf(deps.origin, input.redirect_url, session);
  const previous = await orderOfSession(deps.db, session.id);
  const orderRef = attemptRef(session.id, previous?.payment_details?.order_ref);
  const start = await gateway
    .createPayment({
      orderRef,
      amount: amountDue(session),
      description: description(session, client.locale),
      returnUrl,
      locale: client.locale === 'en' ? 'en' : 'vi',
      clientIp: client.ip,
      method: input.channel_code,
      expiresAt: session.expired_at,
    })
    .catch(asInputError);
  if (start.kind !== 'PAY_LINK') throw new Error('2C2P rail did not give a pay link');
  const order = await beginGatewayPayment(deps.db, userId, session.id, 'P2C2P', now, {
    order_ref: orderRef,
    channel_code: input.channel_code,
  });
  if (order.status === 'SUCCESSFUL') throw refuse('paid', 'This checkout is already paid.');
  return start.payLink;
}
