/**
 * Demo booking requests of VinaSteel (docs/approvals.md "Demo data"): a year of history sized
 * for the approval-queue budget (bench/approvals.ts), and each state now — pending with the
 * demo approver (one reminded, one escalated), approved and booked, rejected with a comment,
 * cancelled, expired. Deterministic (prng.ts) and relative to the seed clock.
 *
 * BOOKED requests are VinaSteel's real company-paid orders of the demo year (their sessions and
 * orders, made through checkout). The other states need a checkout that was never paid: each
 * has its own session row, EXPIRED (or OPEN for the newest pending ones, whose hold lapses as
 * any cart's does), holding nothing. People, chains and deadlines are the real ones: the chain
 * comes from approverChain.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { bookingRequestEvents, bookingRequests, paymentCheckoutSessions } from '../schema.js';
import { approverChain, type ApproverChain } from '../../domain/approvals/approver-chain.js';
import { createRng, type Rng } from './prng.js';

const HOUR = 3_600_000;
/** History of a year: about this many requests a day across the company. */
const PER_DAY = 6;

const ROUTES = [
  ['VN', 'HAN', 'SGN'],
  ['VJ', 'SGN', 'HAN'],
  ['VN', 'HAN', 'DAD'],
  ['QH', 'DAD', 'SGN'],
  ['VJ', 'HAN', 'PQC'],
  ['VN', 'SGN', 'HPH'],
];
const HOTELS = ['Sea Breeze Đà Nẵng', 'Hồ Gươm Plaza', 'Sài Gòn Riverside', 'Phú Quốc Sunset'];
const REJECTIONS = [
  'Vui lòng chọn hạng phổ thông.',
  'Chuyến đi này chưa cần thiết, họp trực tuyến.',
  'Giá cao hơn mức trần quá nhiều, đặt lại khách sạn 3 sao.',
];

interface Person extends Record<string, unknown> {
  user_id: string;
}

interface Plan {
  requester: string;
  chain: ApproverChain;
  kind: 'FLIGHT' | 'HOTEL';
  summary: string;
  price: number;
  at: Date;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

function summaryAt(rng: Rng, kind: 'FLIGHT' | 'HOTEL', trip: Date) {
  if (kind === 'FLIGHT') {
    const [airline, from, to] = ROUTES[rng.int(0, ROUTES.length - 1)];
    return `${airline}${rng.int(200, 899)} ${from}→${to} ${day(trip)}`;
  }
  const nights = rng.int(1, 3);
  const out = new Date(trip.getTime() + nights * 24 * HOUR);
  return `${HOTELS[rng.int(0, HOTELS.length - 1)]} · ${day(trip)} → ${day(out)}`;
}

interface Batch {
  sessions: (typeof paymentCheckoutSessions.$inferInsert)[];
  requests: (typeof bookingRequests.$inferInsert)[];
  events: (typeof bookingRequestEvents.$inferInsert)[];
}

function sessionFor(batch: Batch, rng: Rng, p: Plan, status: 'EXPIRED' | 'OPEN', corp: string) {
  const id = rng.uuid();
  const duty = Math.round(p.price / 1.1);
  batch.sessions.push({
    id,
    cart_token: rng.code(32),
    user_id: p.requester,
    booked_by: p.requester,
    product_type: p.kind,
    status,
    currency: 'VND',
    original_price: p.price,
    items_price: p.price,
    price: p.price,
    duty_free_price: duty,
    tax_fee: p.price - duty,
    tax_rate: 10,
    is_corporate: true,
    corporate_id: corp,
    payment_type: 'CORPORATE',
    begin_at: p.at,
    expired_at: new Date(p.at.getTime() + 15 * 60_000),
    inserted_at: p.at,
    updated_at: p.at,
  });
  return id;
}

interface Outcome {
  status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'EXPIRED' | 'CANCELLED' | 'BOOKED';
  /** Links of the chain it went through (escalations). */
  level: number;
  decidedBy: string | null;
  decidedAt: Date | null;
  comment: string | null;
  orderId?: string | null;
  sessionId?: string;
  remindedAt?: Date | null;
  deadline: Date;
}

function addRequest(batch: Batch, corp: string, rng: Rng, p: Plan, o: Outcome) {
  const approver = p.chain[Math.min(o.level, p.chain.length - 1)];
  const sessionId =
    o.sessionId ?? sessionFor(batch, rng, p, o.status === 'PENDING' ? 'OPEN' : 'EXPIRED', corp);
  const cap = p.kind === 'FLIGHT' ? 1_800_000 : 1_200_000;
  const id = rng.uuid();
  batch.requests.push({
    id,
    corporate_id: corp,
    requester_id: p.requester,
    traveller_id: p.requester,
    kind: p.kind,
    payment_checkout_session_id: sessionId,
    summary: p.summary,
    price: p.price,
    currency: 'VND',
    held_until: new Date(p.at.getTime() + 15 * 60_000),
    verdict: 'APPROVAL',
    breaches: [{ rule: 'PRICE', cap, price: p.price }],
    status: o.status,
    approver_id: approver.userId,
    escalation_level: o.level,
    deadline_at: o.deadline,
    reminded_at: o.remindedAt ?? null,
    decided_by: o.decidedBy,
    decided_at: o.decidedAt,
    comment: o.comment,
    user_order_id: o.orderId ?? null,
    inserted_at: p.at,
    updated_at: o.decidedAt ?? p.at,
  });
  const event = (
    kind: string,
    actor: string | null,
    holder: string | null,
    at: Date,
    detail: Record<string, unknown> = {},
  ) =>
    batch.events.push({
      corporate_id: corp,
      booking_request_id: id,
      kind,
      actor_id: actor,
      approver_id: holder,
      detail,
      at,
    });
  event('CREATED', p.requester, p.chain[0].userId, p.at);
  for (let level = 1; level <= o.level; level += 1) {
    event('ESCALATED', null, p.chain[level].userId, new Date(p.at.getTime() + level * 24 * HOUR));
  }
  if (o.remindedAt) event('REMINDED', null, approver.userId, o.remindedAt);
  if (o.status === 'PENDING') return;
  const end = o.decidedAt ?? o.deadline;
  if (o.status === 'BOOKED') {
    event('APPROVED', o.decidedBy, approver.userId, end);
    event('BOOKED', o.decidedBy, null, end, { user_order_id: o.orderId });
  } else if (o.status === 'REJECTED') {
    event('REJECTED', o.decidedBy, approver.userId, end, { comment: o.comment });
  } else {
    event(o.status, o.status === 'CANCELLED' ? p.requester : null, approver.userId, end);
  }
}

async function insertBatch(db: Db, batch: Batch) {
  const chunks = <T>(list: T[]) =>
    Array.from({ length: Math.ceil(list.length / 500) }, (_, i) =>
      list.slice(i * 500, i * 500 + 500),
    );
  for (const part of chunks(batch.sessions)) await db.insert(paymentCheckoutSessions).values(part);
  for (const part of chunks(batch.requests)) await db.insert(bookingRequests).values(part);
  for (const part of chunks(batch.events)) await db.insert(bookingRequestEvents).values(part);
}

/** VinaSteel's booking requests; returns how many were made. */
export async function seedBookingRequests(db: Db, corporateId: string, now: Date) {
  const rng = createRng('wayfare-demo:booking-requests');
  // Travellers who ask: the demo staff member first, then people of departments with approvers.
  const people = (
    await db.execute<Person & { email: string | null }>(sql`
      select s.user_id, u.email from corporate_staffs s join users u on u.id = s.user_id
      where s.corporate_id = ${corporateId}::uuid and s.active and s.role = 'STAFF'
        and (s.approver_id is not null or s.department_id is not null)
      order by (u.email = 'staff@vinasteel.example') desc, s.user_id limit 80`)
  ).rows;
  const chains = new Map<string, ApproverChain>();
  for (const p of people) {
    const chain = await approverChain(db, corporateId, p.user_id);
    if (chain.length >= 2) chains.set(p.user_id, chain);
  }
  const askers = [...chains.keys()];
  if (!askers.length) return 0;
  const plan = (requester: string, at: Date): Plan => {
    const kind = rng.chance(0.6) ? 'FLIGHT' : 'HOTEL';
    const trip = new Date(at.getTime() + rng.int(3, 30) * 24 * HOUR);
    return {
      requester,
      chain: chains.get(requester)!,
      kind,
      summary: summaryAt(rng, kind, trip),
      price: rng.int(18, 90) * 100_000,
      at,
    };
  };
  let made = 0;
  const batch: Batch = { sessions: [], requests: [], events: [] };

  // BOOKED: the company-paid orders of the demo year, each approved before it was paid.
  const orders = (
    await db.execute<{
      session: string;
      order: string;
      user_id: string;
      price: number;
      kind: string;
      paid_at: Date | string;
    }>(sql`
      select s.id as session, o.id as order, s.user_id, s.price, s.product_type as kind, o.paid_at
      from payment_checkout_sessions s
      join user_orders o on o.payment_checkout_session_id = s.id and o.status = 'SUCCESSFUL'
      where s.corporate_id = ${corporateId}::uuid and s.product_type in ('FLIGHT', 'HOTEL')
        and o.paid_at is not null
      order by o.paid_at, s.id`)
  ).rows;
  for (const o of orders) {
    const chain = await approverChain(db, corporateId, o.user_id);
    if (!chain.length) continue;
    const paid = new Date(o.paid_at);
    const at = new Date(paid.getTime() - rng.int(1, 8) * HOUR);
    const p: Plan = {
      requester: o.user_id,
      chain,
      kind: o.kind as 'FLIGHT' | 'HOTEL',
      summary: `${o.kind === 'FLIGHT' ? 'Chuyến bay' : 'Khách sạn'} · ${day(paid)}`,
      price: Number(o.price),
      at,
    };
    addRequest(batch, corporateId, rng, p, {
      status: 'BOOKED',
      level: 0,
      decidedBy: chain[0].userId,
      decidedAt: paid,
      comment: null,
      orderId: o.order,
      sessionId: o.session,
      deadline: new Date(at.getTime() + 24 * HOUR),
    });
    made += 1;
  }

  // A year of history that did not end in a booking: rejected, expired, cancelled.
  for (let d = 365; d >= 2; d -= 1) {
    const count = rng.int(0, PER_DAY * 2);
    for (let i = 0; i < count; i += 1) {
      const at = new Date(now.getTime() - d * 24 * HOUR + rng.int(8, 20) * HOUR);
      const p = plan(askers[rng.int(0, askers.length - 1)], at);
      const roll = rng.next();
      const deadline = new Date(at.getTime() + 24 * HOUR);
      const outcome: Outcome =
        roll < 0.6
          ? {
              status: 'REJECTED',
              level: 0,
              decidedBy: p.chain[0].userId,
              decidedAt: new Date(at.getTime() + rng.int(1, 20) * HOUR),
              comment: REJECTIONS[rng.int(0, REJECTIONS.length - 1)],
              deadline,
            }
          : roll < 0.85
            ? {
                status: 'CANCELLED',
                level: 0,
                decidedBy: null,
                decidedAt: null,
                comment: null,
                deadline,
              }
            : {
                status: 'EXPIRED',
                level: p.chain.length - 1,
                decidedBy: null,
                decidedAt: null,
                comment: null,
                deadline: new Date(at.getTime() + p.chain.length * 24 * HOUR),
              };
      addRequest(batch, corporateId, rng, p, outcome);
      made += 1;
    }
  }

  // Now: pending ones with the first approvers (the demo staff member's first), one reminded,
  // one escalated to the next link, and a fresh approved one.
  const demo = askers[0];
  for (let i = 0; i < 6; i += 1) {
    const requester = i < 3 ? demo : askers[rng.int(0, askers.length - 1)];
    const at = new Date(now.getTime() - (i + 1) * 2 * HOUR);
    const p = plan(requester, at);
    const escalated = i === 4 ? 1 : 0;
    addRequest(batch, corporateId, rng, p, {
      status: 'PENDING',
      level: escalated,
      decidedBy: null,
      decidedAt: null,
      comment: null,
      remindedAt: i === 3 ? new Date(now.getTime() - HOUR) : null,
      deadline: new Date(now.getTime() + (i === 3 ? 2 : 20) * HOUR),
    });
    made += 1;
  }
  await insertBatch(db, batch);
  // PGlite runs no autovacuum: the planner gets the year's statistics now.
  await db.execute(sql`analyze booking_requests`);
  return made;
}
