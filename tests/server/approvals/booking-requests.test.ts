import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sweepDeadlines } from '../../../server/domain/approvals/deadlines';
import { createMessenger } from '../../../server/providers/messaging/index';
import { call } from '../accounts/support';
import {
  CANCEL,
  COUNTERS,
  CREATE,
  DECIDE,
  errorCode,
  fieldRule,
  LIST,
  MINE,
  ONE,
  useApprovalsApp,
} from './support';

// Booking requests through the corporate API (issue 21, docs/approvals.md): asking, the
// approver chain, deciding (one decision under a 50× race, one charge), the deadline job
// (reminder, escalation, expiry; run twice → one effect) and the e-mail links.

const { t, world, ids, corporate, corporateCart, request, outbox } = useApprovalsApp();
const db = () => t().database.db;
const uid = (who: string) => world.users[who].id;
const HOUR = 3600;

const chargesOf = async (sessionId: string) =>
  (
    await db().execute<{ n: number }>(sql`select count(*)::int as n from corporate_payments
      where payment_checkout_session_id = ${sessionId}::uuid`)
  ).rows[0].n;
const sessionOf = async (id: string) =>
  (
    await db().execute<{ s: string }>(sql`select payment_checkout_session_id as s
      from booking_requests where id = ${id}::uuid`)
  ).rows[0].s;
const sweep = () =>
  sweepDeadlines(
    {
      db: db(),
      mailer: {
        messenger: createMessenger(t().config.auth, db(), t().clock, t().app.log),
        origin: 'http://wayfare.test',
      },
    },
    t().clock.now(),
  );

describe('create_booking_request', () => {
  it('sends an out-of-policy flight to the staff member’s approver, with a deadline and the breach', async () => {
    const r = await request('Khách hàng họp sáng thứ Hai');
    expect(r).toMatchObject({
      status: 'PENDING',
      kind: 'FLIGHT',
      price: 1_350_000,
      verdict: 'APPROVAL',
      breaches: [{ rule: 'PRICE', cap: 1_200_000, price: 1_350_000 }],
      requester: { id: uid('staff') },
      traveller: { id: uid('staff') },
      approver: { id: uid('minh') },
      department: { id: ids.dept, name: 'Kinh doanh' },
      escalation_level: 0,
      note: 'Khách hàng họp sáng thứ Hai',
      hold_lapsed: false,
    });
    expect(r.summary).toMatch(/^VN213 HAN→SGN /);
    const mail = (await outbox('minh')).find((m) => m.text.includes(r.summary as string));
    expect(mail?.text).toMatch(/\/api\/v1\/approval-links\/[A-Za-z0-9_-]{43}/);
  });

  it('refuses a checkout not charged to the company, and one already sent', async () => {
    const r = await request();
    const session = await sessionOf(r.id);
    const again = await corporate('staff', CREATE, { i: { payment_checkout_session_id: session } });
    expect(fieldRule(again)).toBe('already_requested');
  });

  it('asks for the cost center first when the company requires one on every trip', async () => {
    const session = await corporateCart();
    const enforce = (on: boolean) =>
      db().execute(
        sql`update corporates set enforce_cost_center = ${on} where id = ${ids.corp}::uuid`,
      );
    await enforce(true);
    try {
      const r = await corporate('staff', CREATE, { i: { payment_checkout_session_id: session } });
      expect(r.errors?.[0].extensions.fields[0]).toMatchObject({
        field: 'cost_center_id',
        rule: 'cost_center_required',
      });
    } finally {
      await enforce(false);
    }
  });

  it('refuses an unknown reason code, naming the field', async () => {
    const session = await corporateCart();
    const r = await corporate('staff', CREATE, {
      i: { payment_checkout_session_id: session, reason_code: 'NOPE' },
    });
    expect(r.errors?.[0].extensions.fields[0]).toMatchObject({
      field: 'reason_code',
      rule: 'unknown',
    });
  });
});

describe('decide_booking_request', () => {
  it('rejecting needs a comment; the requester is told why', async () => {
    const r = await request();
    const bare = await corporate('minh', DECIDE, { i: { id: r.id, decision: 'REJECT' } });
    expect(bare.errors?.[0].extensions.fields[0]).toMatchObject({
      field: 'comment',
      rule: 'required',
    });
    const done = await corporate('minh', DECIDE, {
      i: { id: r.id, decision: 'REJECT', comment: 'Chọn chuyến phổ thông rẻ hơn' },
    });
    expect(done.data.decide_booking_request).toMatchObject({
      status: 'REJECTED',
      decided_by: { id: uid('minh') },
      comment: 'Chọn chuyến phổ thông rẻ hơn',
    });
    const mails = await outbox('staff');
    expect(mails.some((m) => m.text.includes('Chọn chuyến phổ thông rẻ hơn'))).toBe(true);
    expect(await chargesOf(await sessionOf(r.id))).toBe(0);
  });

  it('approving books and charges the company once; the traveller follows it', async () => {
    const r = await request();
    const done = await corporate('minh', DECIDE, { i: { id: r.id, decision: 'APPROVE' } });
    expect(done.errors).toBeUndefined();
    expect(done.data.decide_booking_request).toMatchObject({ status: 'BOOKED' });
    expect(done.data.decide_booking_request.user_order_id).toBeTruthy();
    expect(await chargesOf(await sessionOf(r.id))).toBe(1);
    const mine = await corporate('staff', MINE);
    expect(mine.data.my_booking_requests.entries).toContainEqual(
      expect.objectContaining({ id: r.id, status: 'BOOKED' }),
    );
  });

  it('an approval makes the company pay the whole fare, even where fares over the cap are split', async () => {
    await db().execute(sql`update corporates set enable_split_payment = true
      where id = ${ids.corp}::uuid`);
    try {
      const r = await request();
      const session = await sessionOf(r.id);
      const [fare] = (
        await db().execute<{ price: number; pay: number }>(sql`
          select s.price::float8 as price, coalesce(sum(p.amount), 0)::float8 as pay
          from payment_checkout_sessions s
          left join corporate_payments p on p.payment_checkout_session_id = s.id
          where s.id = ${session}::uuid group by s.price`)
      ).rows;
      // Over the 1,200,000 ₫ cap: without the approval, the company would pay only that much.
      expect(fare.price).toBeGreaterThan(1_200_000);
      const done = await corporate('minh', DECIDE, { i: { id: r.id, decision: 'APPROVE' } });
      expect(done.data.decide_booking_request).toMatchObject({ status: 'BOOKED' });
      const [paid] = (
        await db().execute<{ amount: number }>(sql`select sum(amount)::float8 as amount
          from corporate_payments where payment_checkout_session_id = ${session}::uuid`)
      ).rows;
      expect(paid.amount).toBe(fare.price);
    } finally {
      await db().execute(sql`update corporates set enable_split_payment = false
        where id = ${ids.corp}::uuid`);
    }
  });

  it('50 approvers deciding at once: one decision and one charge; the rest are told who decided', async () => {
    const r = await request();
    const deciders = ['minh', 'tuan', 'boss', 'admin'];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        corporate(deciders[i % deciders.length], DECIDE, {
          i: { id: r.id, decision: i % 2 ? 'REJECT' : 'APPROVE', comment: `quyết định ${i}` },
        }),
      ),
    );
    const won = results.filter((x) => !x.errors);
    expect(won).toHaveLength(1);
    const lost = results.filter((x) => x.errors);
    expect(lost.every((x) => fieldRule(x) === 'already_decided')).toBe(true);
    const winner = won[0].data.decide_booking_request;
    expect(lost[0].errors![0].message).toContain(`by ${winner.decided_by.name}`);
    const events = (await corporate('boss', ONE, { id: r.id })).data.booking_request.events;
    expect(
      events.filter((e: { kind: string }) => ['APPROVED', 'REJECTED'].includes(e.kind)),
    ).toHaveLength(1);
    expect(await chargesOf(await sessionOf(r.id))).toBe(winner.status === 'BOOKED' ? 1 : 0);
  });

  it('only the approver chain decides: not a colleague, not the requester', async () => {
    const r = await request();
    const desk = await corporate('desk', DECIDE, { i: { id: r.id, decision: 'APPROVE' } });
    expect(errorCode(desk)).toBe('FORBIDDEN');
    const own = await corporate('staff', DECIDE, { i: { id: r.id, decision: 'APPROVE' } });
    expect(errorCode(own)).toBe('FORBIDDEN');
  });

  it('a request that outlived the fare’s hold is priced and held again, then approved at that price', async () => {
    const r = await request();
    t().clock.advance(11 * HOUR);
    expect((await corporate('minh', ONE, { id: r.id })).data.booking_request).toMatchObject({
      status: 'PENDING',
      hold_lapsed: true,
    });
    // The fare costs what it did: re-held and approved in one go, at that price.
    const approved = await corporate('minh', DECIDE, { i: { id: r.id, decision: 'APPROVE' } });
    expect(approved.errors).toBeUndefined();
    expect(approved.data.decide_booking_request).toMatchObject({
      status: 'BOOKED',
      price: r.price,
      previous_price: r.price,
      price_difference: 0,
    });
    const events = (await corporate('minh', ONE, { id: r.id })).data.booking_request.events;
    expect(events.map((e: { kind: string }) => e.kind)).toContain('REPRICED');
    expect(await chargesOf(await sessionOf(r.id))).toBe(1);
  });

  it('a lapsed request whose fare costs more now shows the new price and the difference; approved again, the company pays the new price', async () => {
    const r = await request();
    // Asked when the fare was 50,000 ₫ cheaper than the supplier's price today.
    await db().execute(sql`update booking_requests set price = price - 50000
      where id = ${r.id}::uuid`);
    t().clock.advance(11 * HOUR);
    const first = await corporate('minh', DECIDE, { i: { id: r.id, decision: 'APPROVE' } });
    expect(fieldRule(first)).toBe('repriced');
    expect(first.errors![0].message).toContain('difference +50000');
    const read = (await corporate('minh', ONE, { id: r.id })).data.booking_request;
    expect(read).toMatchObject({
      status: 'PENDING',
      price: r.price,
      previous_price: (r.price as number) - 50000,
      price_difference: 50000,
      hold_lapsed: false,
    });
    const again = await corporate('minh', DECIDE, { i: { id: r.id, decision: 'APPROVE' } });
    expect(again.data.decide_booking_request).toMatchObject({ status: 'BOOKED', price: r.price });
    const charged = await db().execute<{ amount: string }>(sql`select amount from corporate_payments
      where payment_checkout_session_id = ${await sessionOf(r.id)}::uuid`);
    expect(charged.rows.map((c) => Number(c.amount))).toEqual([r.price]);
  });

  it('50 approvers approving a lapsed request at once: one re-price, one decision, one charge', async () => {
    const r = await request();
    await db().execute(sql`update booking_requests set price = price - 50000
      where id = ${r.id}::uuid`);
    t().clock.advance(11 * HOUR);
    const deciders = ['minh', 'tuan', 'boss', 'admin'];
    const storm = () =>
      Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          corporate(deciders[i % deciders.length], DECIDE, {
            i: { id: r.id, decision: 'APPROVE' },
          }),
        ),
      );
    const results = [...(await storm()), ...(await storm())];
    const won = results.filter((x) => !x.errors);
    expect(won).toHaveLength(1);
    expect(
      results
        .filter((x) => x.errors)
        .every((x) => ['repriced', 'already_decided'].includes(fieldRule(x)!)),
    ).toBe(true);
    expect(results.some((x) => fieldRule(x) === 'repriced')).toBe(true);
    const events = (await corporate('boss', ONE, { id: r.id })).data.booking_request.events;
    const kinds = events.map((e: { kind: string }) => e.kind);
    expect(kinds.filter((k: string) => k === 'REPRICED')).toHaveLength(1);
    expect(kinds.filter((k: string) => k === 'APPROVED')).toHaveLength(1);
    expect(await chargesOf(await sessionOf(r.id))).toBe(1);
    const holds = await db().execute<{
      n: number;
    }>(sql`select count(*)::int as n from checkout_holds
      where payment_checkout_session_id = ${await sessionOf(r.id)}::uuid and state <> 'RELEASED'`);
    expect(holds.rows[0].n).toBe(1);
  });
});

describe('deadlines (the approvals.deadlines job)', () => {
  it('reminds once before the deadline, escalates along the chain after it, then expires', async () => {
    // Earlier tests' requests are settled first so the sweep counts this one alone.
    await db().execute(sql`update booking_requests set status = 'CANCELLED'
      where status = 'PENDING'`);
    const r = await request();
    t().clock.advance(21 * HOUR);
    expect(await sweep()).toEqual({ REMINDED: 1, ESCALATED: 0, EXPIRED: 0 });
    expect(await sweep()).toEqual({ REMINDED: 0, ESCALATED: 0, EXPIRED: 0 });
    t().clock.advance(4 * HOUR);
    expect(await sweep()).toEqual({ REMINDED: 0, ESCALATED: 1, EXPIRED: 0 });
    expect(await sweep()).toEqual({ REMINDED: 0, ESCALATED: 0, EXPIRED: 0 });
    let read = (await corporate('boss', ONE, { id: r.id })).data.booking_request;
    expect(read).toMatchObject({ approver: { id: uid('tuan') }, escalation_level: 1 });
    expect((await outbox('staff')).some((m) => /now has your request|nay do/.test(m.text))).toBe(
      true,
    );
    // tuan → boss → admin, then nobody: expired.
    for (const next of ['boss', 'admin']) {
      t().clock.advance(25 * HOUR);
      await sweep();
      read = (await corporate('boss', ONE, { id: r.id })).data.booking_request;
      expect(read.approver.id).toBe(uid(next));
    }
    t().clock.advance(25 * HOUR);
    expect(await sweep()).toMatchObject({ EXPIRED: 1 });
    read = (await corporate('boss', ONE, { id: r.id })).data.booking_request;
    expect(read.status).toBe('EXPIRED');
    expect(read.events.map((e: { kind: string }) => e.kind)).toEqual([
      'CREATED',
      'REMINDED',
      'ESCALATED',
      // Swept only once past each later deadline: no reminder in between.
      'ESCALATED',
      'ESCALATED',
      'EXPIRED',
    ]);
  });
});

describe('approve and reject links', () => {
  const linksIn = async (who: string, note: string) => {
    const mail = (await outbox(who)).find((m) => m.text.includes(note))!;
    const [approve, reject] = [...mail.text.matchAll(/\/api\/v1\/approval-links\/[\w-]{43}/g)].map(
      (m) => m[0],
    );
    return { approve, reject };
  };
  const form = (url: string, comment = '') =>
    t().app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ comment }).toString(),
    });

  it('a link shows a confirmation page first, then decides once without signing in', async () => {
    const r = await request('Liên kết một');
    const { approve } = await linksIn('minh', 'Liên kết một');
    const page = await call(t().app, 'GET', approve);
    expect(page.status).toBe(200);
    expect(page.body).toContain('VN213');
    expect((await corporate('minh', ONE, { id: r.id })).data.booking_request.status).toBe(
      'PENDING',
    );
    const done = await form(approve);
    expect(done.statusCode).toBe(200);
    const read = (await corporate('minh', ONE, { id: r.id })).data.booking_request;
    expect(read).toMatchObject({ status: 'BOOKED', decided_by: { id: uid('minh') } });
    const again = await form(approve);
    expect(again.statusCode).toBe(410);
    expect(await chargesOf(await sessionOf(r.id))).toBe(1);
  });

  it('a reject link needs the reason; a tampered or expired link is refused', async () => {
    const r = await request('Liên kết hai');
    const { approve, reject } = await linksIn('minh', 'Liên kết hai');
    expect((await form(reject)).statusCode).toBe(422);
    const tampered = approve.slice(0, -1) + (approve.endsWith('A') ? 'B' : 'A');
    expect((await call(t().app, 'GET', tampered)).status).toBe(404);
    expect((await form(tampered)).statusCode).toBe(404);
    t().clock.advance(73 * HOUR);
    expect((await form(reject, 'Quá hạn')).statusCode).toBe(410);
    expect((await corporate('boss', ONE, { id: r.id })).data.booking_request.status).not.toBe(
      'REJECTED',
    );
  });
});

describe('lists and counters', () => {
  it('the approval queue and counters count what the caller has now', async () => {
    await db().execute(sql`update booking_requests set status = 'CANCELLED'
      where status = 'PENDING'`);
    await request();
    await request();
    const minh = (await corporate('minh', COUNTERS)).data.approval_counters;
    expect(minh).toEqual({
      total_pending: 2,
      approvals: 2,
      hotel_approvals: 0,
      flight_approvals: 2,
    });
    const boss = (await corporate('boss', COUNTERS)).data.approval_counters;
    expect(boss).toMatchObject({ total_pending: 2, approvals: 0 });
    const queue = await corporate('minh', LIST, { status: 'PENDING', mine: true });
    expect(queue.data.booking_requests.total_count).toBe(2);
    const byDept = await corporate('boss', LIST, { department_id: ids.dept, kind: 'HOTEL' });
    expect(byDept.data.booking_requests.total_count).toBe(0);
    expect(errorCode(await corporate('staff', COUNTERS))).toBe('FORBIDDEN');
  });

  it('a staff member lists only their own requests', async () => {
    const list = await corporate('staff', LIST, {});
    expect(
      list.data.booking_requests.entries.every(
        (e: { requester: { id: string } }) => e.requester.id === uid('staff'),
      ),
    ).toBe(true);
    const desk = await corporate('desk', LIST, {});
    expect(desk.data.booking_requests.total_count).toBeGreaterThan(0);
  });
});

describe('another corporate', () => {
  it('cannot read, list, decide or cancel our requests, nor send their checkout to us', async () => {
    const r = await request();
    const read = await corporate('rival', ONE, { id: r.id });
    expect(read.data?.booking_request ?? null).toBeNull();
    const list = await corporate('rival', LIST, {});
    expect(list.data.booking_requests.total_count).toBe(0);
    const decide = await corporate('rival', DECIDE, { i: { id: r.id, decision: 'APPROVE' } });
    expect(['NOT_FOUND', 'FORBIDDEN']).toContain(errorCode(decide));
    const cancel = await corporate('rival', CANCEL, { i: { id: r.id } });
    expect(['NOT_FOUND', 'FORBIDDEN']).toContain(errorCode(cancel));
    const aimed = await corporate(
      'rival',
      ONE.replace('booking_request(id: $id)', 'booking_request(id: $id, corporate_id: $c)').replace(
        'query($id: ID!)',
        'query($id: ID!, $c: ID)',
      ),
      { id: r.id, c: ids.corp },
    );
    expect(errorCode(aimed)).toBe('FORBIDDEN');
    const session = await corporateCart();
    const theirs = await corporate('rival', CREATE, {
      i: { payment_checkout_session_id: session },
    });
    expect(['NOT_FOUND', 'FORBIDDEN']).toContain(errorCode(theirs));
    expect((await corporate('minh', ONE, { id: r.id })).data.booking_request.status).toBe(
      'PENDING',
    );
  });
});
