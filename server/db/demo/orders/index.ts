/**
 * A year of past orders (and a few upcoming trips) for the demo travellers, the travel agent's
 * travellers and the three corporates, made through the checkout domain (book.ts) in the order
 * they happened, so wallets, points, ranks and the corporates' monthly limits add up as they
 * would have. Deterministic (prng.ts): the same seed date gives the same orders.
 */
import type { CheckoutConfig } from '../../../config.js';
import { AppError } from '../../../errors.js';
import { addDays, vietnamDate, vietnamMidnight } from '../../../../common/calendar.js';
import type { PaymentSettings } from '../../../domain/payments/methods.js';
import type { Database } from '../../client.js';
import type { BuiltCorporate } from '../corporate.js';
import { toAscii } from '../names.js';
import { createRng, type Rng } from '../prng.js';
import type { SeedRows } from '../rows.js';
import { backdateOrderRows } from './backdate.js';
import { instanceId } from './flight-id.js';
import { DemoBooker, type DemoOrder, type DemoPayment, type DemoProduct } from './book.js';
import { seedPastInventory, PAST_DAYS, type PastInventory } from './past-inventory.js';
import { seedRedeemedReward } from './redeemed.js';
import { seedBookingStates } from './booking-states.js';
import { assignUnassignedOrders } from '../../../domain/trips/assign.js';
import { creditDueCashBacks } from '../../../domain/rewards/cash-back.js';

export interface OrdersSummary {
  orders: number;
  /** Planned orders that could not be made (nothing offered that day, a limit reached). */
  skipped: number;
  top_ups: number;
  /** Of the orders, those the demo traveller cancelled (booking-states.ts). */
  cancelled: number;
  ms: number;
}

export interface OrderPeople {
  rows: SeedRows;
  corporates: (BuiltCorporate & { enforceCostCenter: boolean })[];
  travellerIds: string[];
  agentIds: string[];
}

const DEMO_TRAVELLER = 'traveller@mail.example';

type Event =
  | { at: Date; kind: 'order'; order: DemoOrder }
  | { at: Date; kind: 'top-up'; userId: string; amount: number };

/** An instant on a Vietnamese local day, at a daytime hour. */
function onDay(day: string, rng: Rng): Date {
  const minutes = rng.int(8 * 60, 21 * 60);
  return new Date(vietnamMidnight(day).getTime() + minutes * 60_000);
}

class Planner {
  readonly events: Event[] = [];
  private readonly users: Map<string, SeedRows['users'][number]>;

  constructor(
    private readonly rng: Rng,
    private readonly past: PastInventory,
    private readonly today: string,
    rows: SeedRows,
  ) {
    this.users = new Map(rows.users.map((u) => [u.id!, u]));
  }

  /** A flight (60 %) or a stay on that day, on the past inventory's routes and hotels. */
  private product(day: string): DemoProduct {
    const rng = this.rng;
    if (rng.chance(0.6)) {
      const [a, b] = rng.pick(this.past.routes);
      const schedule = rng.pick(this.past.schedules.get(`${a}-${b}`) ?? []);
      return { flight: { optionId: `local:${instanceId(schedule, day)}:ECONOMY` } };
    }
    return {
      hotel: {
        propertyId: rng.pick(this.past.propertyIds),
        checkIn: day,
        checkOut: addDays(day, rng.int(1, 3)),
      },
    };
  }

  traveller(userId: string): DemoOrder['traveller'] {
    const u = this.users.get(userId)!;
    return {
      first_name: toAscii(u.first_name ?? 'AN').toUpperCase(),
      last_name: toAscii(u.last_name ?? 'NGUYEN').toUpperCase(),
      date_of_birth: u.dob ?? '1990-01-01',
      title: u.gender === 'FEMALE' ? 'MS' : 'MR',
      email: u.email ?? 'traveller@mail.example',
      phone: `+${u.country_calling_code ?? '84'}${u.national_phone_number ?? '900000000'}`,
    };
  }

  /** `count` trips of the traveller over the past year, `upcoming` of them still ahead. */
  trips(
    travellerId: string,
    count: number,
    payment: () => DemoPayment,
    opts: { bookerId?: string; upcoming?: number } = {},
  ) {
    const upcoming = opts.upcoming ?? 0;
    for (let i = 0; i < count; i += 1) {
      const ahead = i < upcoming;
      const trip = ahead ? this.rng.int(3, 45) : -this.rng.int(3, PAST_DAYS - 35);
      const day = addDays(this.today, trip);
      // Booked before the seed date: an upcoming trip in the last ten days, a past one 2 to 30
      // days before it left.
      const booked = ahead
        ? addDays(this.today, -this.rng.int(1, 10))
        : addDays(day, -this.rng.int(2, 30));
      const at = onDay(booked, this.rng);
      this.events.push({
        at,
        kind: 'order',
        order: {
          bookedAt: at,
          bookerId: opts.bookerId ?? travellerId,
          travellerId,
          traveller: this.traveller(travellerId),
          product: this.product(day),
          payment: payment(),
        },
      });
    }
  }

  topUps(userId: string, amounts: number[]) {
    amounts.forEach((amount, i) => {
      const day = addDays(
        this.today,
        -PAST_DAYS + 5 + Math.floor((i * (PAST_DAYS - 20)) / amounts.length),
      );
      this.events.push({ at: onDay(day, this.rng), kind: 'top-up', userId, amount });
    });
  }
}

const M = 1_000_000;

/** Makes the demo orders; needs the inventory (seedInventory) in place. */
export async function seedOrders(
  database: Database,
  settings: { checkout: CheckoutConfig; payments: PaymentSettings },
  people: OrderPeople,
  now: Date,
): Promise<OrdersSummary> {
  const started = performance.now();
  const db = database.db;
  const rng = createRng('wayfare-demo:orders');
  const past = await seedPastInventory(db, now);
  const today = vietnamDate(now);
  const plan = new Planner(rng, past, today, people.rows);
  const gateway = (): DemoPayment => ({
    kind: 'GATEWAY',
    rail: rng.weighted(['VNPAY', 'BANK_TRANSFER', 'CARD', 'P2C2P'] as const, [5, 3, 3, 1]),
  });
  const personal = (walletShare: number) => () =>
    rng.chance(walletShare) ? ({ kind: 'WALLET' } as const) : gateway();

  // Individual travellers: the demo traveller most, paying from a wallet she tops up.
  const demo = people.rows.users.find((u) => u.email === DEMO_TRAVELLER)?.id;
  const agentServes = new Set(people.rows.travelAgentTravellers.map((l) => l.traveller_user_id));
  for (const id of people.travellerIds) {
    if (id === demo) {
      plan.topUps(id, [8 * M, 5 * M, 5 * M, 6 * M]);
      plan.trips(id, 16, personal(0.45), { upcoming: 3 });
    } else plan.trips(id, rng.int(1, 3), personal(0.1), { upcoming: rng.int(0, 1) });
  }
  // The travel agent books for the travellers linked to them and pays by gateway.
  for (const link of people.rows.travelAgentTravellers) {
    if (!agentServes.has(link.traveller_user_id)) continue;
    plan.trips(link.traveller_user_id, 3, gateway, {
      bookerId: link.agent_user_id,
      upcoming: link.traveller_user_id === demo ? 1 : 0,
    });
  }
  // Corporate members pay with the company account (a cost center where the company asks).
  for (const corporate of people.corporates) {
    const active = corporate.members.filter((m) => m.active);
    const demos = active.filter((m) => m.demo);
    const others = active.filter((m) => !m.demo);
    const travellers = [
      ...demos.map((m) => ({ m, n: corporate.members.length > 100 ? 4 : 3 })),
      ...others
        .slice(0, corporate.members.length > 1000 ? 12 : corporate.members.length > 100 ? 8 : 5)
        .map((m) => ({ m, n: rng.int(1, 2) })),
    ];
    for (const { m, n } of travellers) {
      const costCenter = people.rows.costCenterAssignees.find(
        (a) =>
          a.corporate_id === corporate.id &&
          (a.user_id === m.userId || a.department_id === m.departmentId),
      );
      const pay = (): DemoPayment =>
        corporate.enforceCostCenter && !costCenter
          ? gateway()
          : {
              kind: 'CORPORATE',
              corporateId: corporate.id,
              costCenterId: corporate.enforceCostCenter ? costCenter!.cost_center_id : null,
            };
      plan.trips(m.userId, n, pay, { upcoming: m.demo ? 1 : 0 });
    }
  }

  let orders = 0;
  let skipped = 0;
  const run = async (booker: DemoBooker, events: Event[]) => {
    for (const event of events.sort((a, b) => a.at.getTime() - b.at.getTime())) {
      // Cash back is paid after the trip (docs/manage-booking.md): what was due by then.
      await creditDueCashBacks(db, event.at);
      if (event.kind === 'top-up') {
        await booker.topUp(event.userId, event.amount, event.at);
        continue;
      }
      try {
        if (await booker.book(event.order)) orders += 1;
        else skipped += 1;
      } catch (err) {
        // A refusal a traveller could meet too (sold out, a limit or budget reached): no order.
        if (!(err instanceof AppError)) throw err;
        skipped += 1;
      }
    }
  };
  const booker = new DemoBooker(database, settings.checkout, settings.payments, rng);
  await run(booker, plan.events);

  // Personal trips of the corporates' demo people, paid by themselves (docs/trips.md): a past
  // and an upcoming one each, from their own stream and booked after the rest, so the other
  // demo orders stay as they were.
  const own = createRng('wayfare-demo:orders:personal-trips');
  const personalPlan = new Planner(own, past, today, people.rows);
  for (const corporate of people.corporates) {
    for (const m of corporate.members.filter((x) => x.active && x.demo)) {
      personalPlan.trips(m.userId, 2, () => ({ kind: 'GATEWAY', rail: 'VNPAY' }), {
        upcoming: 1,
      });
    }
  }
  const ownBooker = new DemoBooker(database, settings.checkout, settings.payments, own);
  await run(ownBooker, personalPlan.events);
  // The demo traveller's cancelled stay, refundable ticket and ticket cancelled for a fee, from
  // a stream of their own and after the rest (booking-states.ts).
  const statesBooker = new DemoBooker(
    database,
    settings.checkout,
    settings.payments,
    createRng('wayfare-demo:orders:booking-states'),
  );
  const states = demo
    ? await seedBookingStates(db, statesBooker, past, now, {
        id: demo,
        details: plan.traveller(demo),
      })
    : { orders: 0, cancelled: 0 };
  // Trips over by the seed's clock have their cash back; upcoming ones keep it PENDING.
  await creditDueCashBacks(db, now);
  await backdateOrderRows(db);
  if (demo) await seedRedeemedReward(db, demo, now);
  // Every paid booking is in a trip (checkout links them as they are paid; this catches any
  // order paid before trips existed, and is a no-op otherwise).
  await assignUnassignedOrders(db);
  return {
    orders: orders + states.orders,
    skipped,
    cancelled: states.cancelled,
    top_ups: booker.topUpCount + ownBooker.topUpCount + statesBooker.topUpCount,
    ms: Math.round(performance.now() - started),
  };
}
