/**
 * One demo order, made the way a traveller makes it (docs/checkout.md "Demo data"): the cart
 * (re-priced and held), the booking details, then the payment — from the wallet, on the
 * corporate account, or by a gateway whose verified result reaches the checkout payment sink,
 * as the VNPay IPN, the bank notification or the Stripe webhook do. Every step runs at the
 * order's own `now`, so holds, ranks, monthly limits and expiries are those of that day.
 */
import type { Database, Db } from '../../client.js';
import type { CheckoutConfig } from '../../../config.js';
import { createCart } from '../../../domain/checkout/cart.js';
import { updateBookingDetails } from '../../../domain/checkout/booking-details.js';
import {
  bookingDetailsInput,
  cartInput,
  corporatePaymentInput,
  topUpInput,
} from '../../../domain/checkout/input.js';
import { sessionRef, attemptRef } from '../../../domain/checkout/order-ref.js';
import {
  payWithCorporate,
  updateCorporatePayment,
} from '../../../domain/checkout/pay-with-corporate.js';
import { amountDue, companyPartPaid } from '../../../domain/checkout/split-payment.js';
import { payWithWallet } from '../../../domain/checkout/pay-with-wallet.js';
import { createCheckoutPaymentSink, RAIL_METHOD } from '../../../domain/checkout/payment-sink.js';
import { beginGatewayPayment } from '../../../domain/checkout/settle.js';
import { findSession } from '../../../domain/checkout/sessions.js';
import { beginTopUp } from '../../../domain/checkout/top-up.js';
import { parseInput } from '../../../domain/context/input.js';
import { flightDetail } from '../../../domain/inventory/flights/calendar.js';
import { propertyDetail } from '../../../domain/inventory/properties/detail.js';
import type { PaymentSettings } from '../../../domain/payments/methods.js';
import { flightSuppliers, staySuppliers } from '../../../providers/inventory/index.js';
import type { PaymentNotificationSink, RailCode } from '../../../providers/payments/index.js';
import type { Rng } from '../prng.js';
import { AppError } from '../../../errors.js';

const isRefusal = (err: unknown, rule: string) =>
  err instanceof AppError && Boolean(err.fields?.some((f) => f.rule === rule));

export type DemoPayment =
  | { kind: 'WALLET' }
  | { kind: 'CORPORATE'; corporateId: string; costCenterId: string | null }
  | { kind: 'GATEWAY'; rail: RailCode };

export interface Passenger {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  title: 'MR' | 'MS';
}

/** A fare's rules as the flight detail offers them (which fare a demo order takes). */
export interface DemoFareRules {
  refundable: boolean;
  refund_fee: number | null;
  free_cancellation_hours: number;
}

/**
 * What a demo order books: the cheapest fare of the cabin or the first rate offered, unless
 * `fare` picks a fare by its rules or `freeCancellation` asks for a rate that has it.
 */
export type DemoProduct =
  | { flight: { optionId: string; fare?: (rules: DemoFareRules, price: number) => boolean } }
  | {
      hotel: { propertyId: string; checkIn: string; checkOut: string; freeCancellation?: boolean };
    };

export interface DemoOrder {
  bookedAt: Date;
  /** Who books (the signed-in user) and who travels (themselves, or their patron). */
  bookerId: string;
  travellerId: string;
  traveller: Passenger & { email: string; phone: string };
  product: DemoProduct;
  payment: DemoPayment;
}

/** Runs domain calls as of a moving date. */
export class DemoBooker {
  private at = new Date(0);
  private readonly sink: PaymentNotificationSink;
  private topUps = 0;

  constructor(
    private readonly database: Database,
    private readonly checkout: CheckoutConfig,
    private readonly payments: PaymentSettings,
    private readonly rng: Rng,
  ) {
    this.sink = createCheckoutPaymentSink(database.db, { now: () => this.at });
  }

  private get db(): Db {
    return this.database.db;
  }

  /** A gateway's verified success for the session, through the sink (as a notification). */
  private async payByGateway(userId: string, sessionId: string, rail: RailCode, amount: number) {
    const ref = rail === 'BANK_TRANSFER' ? sessionRef(sessionId) : attemptRef(sessionId);
    await beginGatewayPayment(this.db, userId, sessionId, RAIL_METHOD[rail], this.at, {
      order_ref: ref,
    });
    // The traveller spends a few minutes at the gateway or the bank.
    this.at = new Date(this.at.getTime() + this.rng.int(1, 6) * 60_000);
    const outcome = await this.sink.settle({
      rail,
      orderRef: ref,
      amount,
      status: 'SUCCEEDED',
      providerTxnId: `DEMO${this.rng.code(10, '0123456789')}`,
      providerCode: '00',
    });
    if (outcome !== 'ACCEPTED') throw new Error(`demo ${rail} payment: ${outcome}`);
  }

  /** Tops the wallet up through VNPay (begin_top_up, then the IPN's success). */
  async topUp(userId: string, amount: number, at: Date): Promise<void> {
    this.at = at;
    const input = parseInput(topUpInput, { amount, currency: 'VND' });
    const topUp = await beginTopUp(this.db, userId, input, at);
    await this.payByGateway(userId, topUp.payment_checkout_session_id, 'VNPAY', amount);
    this.topUps += 1;
  }

  get topUpCount() {
    return this.topUps;
  }

  /** The session's price after carting; null when nothing could be offered that day. */
  async book(order: DemoOrder): Promise<{ sessionId: string; price: number } | null> {
    this.at = order.bookedAt;
    const cart = await this.cartInput(order.product);
    if (!cart) return null;
    const actor = { userId: order.bookerId, travellerId: order.travellerId };
    const sessionId = await createCart(
      this.database,
      this.checkout,
      actor,
      parseInput(cartInput, cart),
      'vi',
      this.at,
      'seed',
    );
    this.at = new Date(this.at.getTime() + this.rng.int(2, 8) * 60_000);
    const t = order.traveller;
    await updateBookingDetails(
      this.db,
      order.bookerId,
      parseInput(bookingDetailsInput, {
        payment_checkout_session_id: sessionId,
        contact_email: t.email,
        contact_phone: t.phone,
        ...('flight' in order.product
          ? {
              passengers: [
                {
                  title: t.title,
                  first_name: t.first_name,
                  last_name: t.last_name,
                  date_of_birth: t.date_of_birth,
                  type: 'ADULT',
                  nationality_country_code: 'VN',
                },
              ],
            }
          : { guest: `${t.last_name} ${t.first_name}` }),
      }),
      this.at,
    );
    const session = (await findSession(this.db, order.bookerId, { id: sessionId }))!;
    const pay = order.payment;
    if (pay.kind === 'WALLET') {
      try {
        // The demo's travellers paid these themselves, confirmation given (no prompt to answer).
        await payWithWallet(this.db, this.payments, order.bookerId, sessionId, this.at, true);
      } catch (err) {
        // Not enough in the wallet: the traveller pays another way, as the page offers.
        if (!isRefusal(err, 'insufficient_balance')) throw err;
        await this.payByGateway(order.bookerId, sessionId, 'VNPAY', session.price);
      }
    } else if (pay.kind === 'CORPORATE') {
      await updateCorporatePayment(
        this.db,
        order.bookerId,
        parseInput(corporatePaymentInput, {
          payment_checkout_session_id: sessionId,
          corporate_id: pay.corporateId,
          is_corporate: true,
          cost_center_id: pay.costCenterId,
        }),
        this.at,
      );
      await payWithCorporate(this.db, this.payments, order.bookerId, sessionId, this.at);
      // Over the policy's cap with split payment on, the company paid its part; the traveller
      // pays the rest by VNPay, as the checkout page asks.
      const after = (await findSession(this.db, order.bookerId, { id: sessionId }))!;
      if (companyPartPaid(after) && after.status === 'OPEN') {
        await this.payByGateway(order.bookerId, sessionId, 'VNPAY', amountDue(after));
      }
    } else {
      await this.payByGateway(order.bookerId, sessionId, pay.rail, session.price);
    }
    return { sessionId, price: session.price };
  }

  /** The create_cart input: the cheapest fare or the first rate the detail page offers. */
  private async cartInput(product: DemoProduct) {
    if ('flight' in product) {
      const option = await flightDetail(
        this.db,
        flightSuppliers(this.database),
        { id: product.flight.optionId, n_o_a: 1, n_o_c: 0, n_o_i: 0 },
        'vi',
        this.at,
      );
      const wanted = product.flight.fare;
      const seat = wanted
        ? option?.seat_classes.find((s) => wanted(s.fare_rules, s.price))
        : option?.seat_classes[0];
      if (!seat) return null;
      return { flight: { departure: { id: product.flight.optionId, seat_class_id: seat.id } } };
    }
    const { propertyId, checkIn, checkOut, freeCancellation } = product.hotel;
    const detail = await propertyDetail(
      this.db,
      staySuppliers(this.database),
      { id: propertyId, check_in: checkIn, check_out: checkOut, n_o_a: 2, n_o_c: 0, rooms: 1 },
      'vi',
      null,
      this.at,
    );
    const rate = detail?.room_types
      .flatMap((r) => r.rates)
      .find((r) => !freeCancellation || r.rate_plan.free_cancellation_until !== null);
    if (!rate) return null;
    return { hotel: { property_id: propertyId, rate_id: rate.id, n_o_a: 2 } };
  }
}
