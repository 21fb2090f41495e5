/**
 * Trip proposals (issue 21, docs/trip-proposals.md): a booker offers a traveller 2-3 flights or
 * stays; each is re-priced through the flight and property detail services (the checkout's own
 * products.ts, so the snapshot is what checkout would charge) and judged with the traveller's
 * travel policy the way checkout judges a cart (policy/session-verdict.ts `itemVerdict`). The
 * traveller or an approver/admin picks one, exactly once; the answer's `next` is the page where
 * the traveller books it.
 *
 * Who sees what (in SQL, the caller's corporate only): owners, admins, operation and approvers
 * the company's; everyone else the proposals they travel on or made.
 */
import { vietnamDate } from '../../../common/calendar.js';
import type { Database, Db } from '../../db/client.js';
import { AppError, type FieldError } from '../../errors.js';
import { flightProduct, hotelProduct, type CartProduct } from '../checkout/products.js';
import { actorFor } from '../corporates/access.js';
import { requireUserId } from '../context/user.js';
import { rulesForTraveller } from '../policy/policies.js';
import { memberLevel } from '../policy/session-repository.js';
import { itemVerdict } from '../policy/session-verdict.js';
import type { PolicyState } from '../policy/offers.js';
import type { CreateProposalInput, ProposalListInput, ProposalOptionInput } from './input.js';
import {
  bookerRights,
  cancelProposal,
  insertProposal,
  listProposals,
  optionsOf,
  pickOption,
  readProposal,
  type NewOption,
  type OptionRow,
  type ProposalRow,
  type ProposalScope,
} from './repository.js';

/**
 * Who sees the company's proposals, not only their own: the permission table's `all` grant of
 * trip_proposals.list (owners, admins, approvers; operation sees those it made).
 */
export const SEES_ALL = ['OWNER', 'ADMIN', 'APPROVER'] as const;
/** Who may propose to a colleague (besides the traveller themselves and their delegates). */
export const PROPOSES_FOR_OTHERS = ['OWNER', 'ADMIN', 'OPERATION'] as const;
/** Who may pick for the traveller (trip_proposals.approve). */
export const PICKS_FOR_OTHERS = ['OWNER', 'ADMIN', 'APPROVER'] as const;

const has = (list: readonly string[], role: string | null) => role != null && list.includes(role);
const bad = (fields: FieldError[]) =>
  new AppError('BAD_USER_INPUT', fields.map((f) => `${f.field}: ${f.message}`).join(' '), fields);
const notFound = () => new AppError('NOT_FOUND', 'No such trip proposal.');

async function callerOf(db: Db, userId: string | null) {
  const me = requireUserId(userId);
  const { actor } = await actorFor(db, me);
  if (!actor.corporateId || !actor.role) {
    throw new AppError('FORBIDDEN', 'You are not a member of a corporate.');
  }
  return { me, corporateId: actor.corporateId, role: actor.role as string };
}

const scopeOf = (c: { me: string; corporateId: string; role: string }): ProposalScope => ({
  corporateId: c.corporateId,
  ownOf: has(SEES_ALL, c.role) ? null : c.me,
});

const personName = (first: string | null, last: string | null) =>
  [last, first].filter(Boolean).join(' ') || null;
const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());

/** Where the traveller books a picked option: its search or property page. */
export function nextPath(
  o: Pick<OptionRow, 'kind' | 'offer_id' | 'start_date' | 'end_date' | 'snapshot'>,
): string {
  const s = o.snapshot as { from?: string; to?: string; n_o_a?: number; rooms?: number };
  if (o.kind === 'FLIGHT') {
    const q = new URLSearchParams({
      from: s.from ?? '',
      to: s.to ?? '',
      depart: o.start_date,
      n_o_a: String(s.n_o_a ?? 1),
    });
    return `/flight?${q.toString()}`;
  }
  const q = new URLSearchParams({
    depart: o.start_date,
    return: o.end_date,
    n_o_a: String(s.n_o_a ?? 2),
    n_o_c: '0',
    rooms: String(s.rooms ?? 1),
  });
  return `/property/${encodeURIComponent(o.offer_id)}?${q.toString()}`;
}

function presentOption(o: OptionRow, locale: string) {
  const s = o.snapshot as Record<string, string | number | null | undefined>;
  const en = locale === 'en';
  const name = (key: string) =>
    (s[`${key}_${en ? 'en' : 'vi'}`] ?? s[`${key}_vi`] ?? null) as string | null;
  return {
    id: o.id,
    position: Number(o.position),
    kind: o.kind,
    offer_id: o.offer_id,
    fare_id: o.fare_id,
    start_date: o.start_date,
    end_date: o.end_date,
    price: Number(o.price),
    currency: o.currency,
    departs_at: iso(o.departs_at),
    arrives_at: iso(o.arrives_at),
    title: name('title') ?? '',
    from_name: name('from_name'),
    to_name: name('to_name'),
    detail: name('detail'),
    verdict: o.verdict,
    breaches: o.breaches.map((b) => (b as { rule?: string }).rule ?? 'UNKNOWN'),
    next: nextPath(o),
  };
}

function presentProposal(
  row: ProposalRow,
  options: OptionRow[],
  me: string,
  role: string,
  locale: string,
) {
  const person = (
    id: string | null,
    first: string | null,
    last: string | null,
    email: string | null,
  ) => (id ? { id, name: personName(first, last), email } : null);
  const open = row.status === 'OPEN';
  return {
    id: row.id,
    title: row.title,
    note: row.note,
    status: row.status,
    traveller: person(
      row.traveller_id,
      row.traveller_first_name,
      row.traveller_last_name,
      row.traveller_email,
    )!,
    created_by: person(
      row.created_by,
      row.creator_first_name,
      row.creator_last_name,
      row.creator_email,
    )!,
    picked_by: person(row.picked_by, row.picker_first_name, row.picker_last_name, row.picker_email),
    picked_option_id: row.picked_option_id,
    picked_at: iso(row.picked_at),
    inserted_at: iso(row.inserted_at)!,
    option_count: Number(row.option_count),
    cheapest_price: row.cheapest_price == null ? null : Number(row.cheapest_price),
    currency: row.currency ?? 'VND',
    can_pick: open && (row.traveller_id === me || has(PICKS_FOR_OTHERS, role)),
    can_cancel: open && (row.created_by === me || has(PROPOSES_FOR_OTHERS, role)),
    options: options.map((o) => presentOption(o, locale)),
  };
}

export async function tripProposals(
  db: Db,
  userId: string | null,
  input: ProposalListInput,
  locale: string,
) {
  const c = await callerOf(db, userId);
  const { rows, total } = await listProposals(db, scopeOf(c), {
    status: input.status ?? null,
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  });
  const options = await optionsOf(
    db,
    c.corporateId,
    rows.map((r) => r.id),
  );
  return {
    total_count: total,
    entries: rows.map((r) =>
      presentProposal(
        r,
        options.filter((o) => o.proposal_id === r.id),
        c.me,
        c.role,
        locale,
      ),
    ),
  };
}

export async function tripProposal(db: Db, userId: string | null, id: string, locale: string) {
  const c = await callerOf(db, userId);
  const row = await readProposal(db, scopeOf(c), id);
  if (!row) throw notFound();
  return presentProposal(row, await optionsOf(db, c.corporateId, [id]), c.me, c.role, locale);
}

/** checkout's field names → this input's (`flight.departure.id` → `options.N.flight.id`). */
function optionField(n: number, field: string): string {
  const rest = field.replace(/^flight\.departure\./, 'flight.');
  return `options.${n}.${rest}`;
}

async function productOf(database: Database, o: ProposalOptionInput, locale: string, now: Date) {
  return o.kind === 'FLIGHT'
    ? flightProduct(
        database,
        {
          departure: { id: o.flight.id, seat_class_id: o.flight.seat_class_id },
          return: null,
          n_o_a: 1,
          n_o_c: 0,
          n_o_i: 0,
        },
        locale,
        now,
      )
    : hotelProduct(
        database,
        {
          property_id: o.hotel.property_id,
          rate_id: o.hotel.rate_id,
          n_o_a: o.hotel.n_o_a,
          n_o_c: 0,
        },
        locale,
        now,
      );
}

interface FlightSide {
  code?: string;
  city_name?: string | null;
  local_time?: string;
  date?: Date | string;
}

/** The snapshot of a re-priced offer (its names in both languages) and the verdict on it. */
function optionOf(
  o: ProposalOptionInput,
  vi: CartProduct,
  en: CartProduct,
  verdict: PolicyState | null,
): NewOption {
  const base = {
    price: vi.price,
    currency: vi.currency,
    verdict: verdict?.type ?? null,
    breaches: verdict?.breaches ?? [],
  };
  if (o.kind === 'FLIGHT') {
    const f = (p: CartProduct) =>
      (
        p.product as {
          departure_flight: {
            code: string;
            airline?: { name?: string };
            departure: FlightSide;
            arrival: FlightSide;
            seat_class?: { type?: string; plan?: string };
          };
        }
      ).departure_flight;
    const a = f(vi);
    const b = f(en);
    return {
      ...base,
      kind: 'FLIGHT',
      offer_id: o.flight.id,
      fare_id: o.flight.seat_class_id,
      start_date: String(a.departure.local_time).slice(0, 10),
      end_date: String(a.arrival.local_time).slice(0, 10),
      departs_at: new Date(a.departure.date as string),
      arrives_at: new Date(a.arrival.date as string),
      snapshot: {
        from: a.departure.code,
        to: a.arrival.code,
        n_o_a: 1,
        title_vi: `${a.airline?.name ?? ''} ${a.code}`.trim(),
        title_en: `${b.airline?.name ?? ''} ${b.code}`.trim(),
        from_name_vi: a.departure.city_name ?? a.departure.code,
        from_name_en: b.departure.city_name ?? b.departure.code,
        to_name_vi: a.arrival.city_name ?? a.arrival.code,
        to_name_en: b.arrival.city_name ?? b.arrival.code,
        detail_vi: a.seat_class?.plan ?? a.seat_class?.type ?? null,
        detail_en: b.seat_class?.plan ?? b.seat_class?.type ?? null,
      },
    };
  }
  const m = vi.metadata as { check_in: string; check_out: string; rooms: number };
  const room = (p: CartProduct) =>
    p.product as {
      name: string;
      property: { name: string };
      room_stayings: { rate_plan: { name: string } }[];
    };
  const a = room(vi);
  const b = room(en);
  return {
    ...base,
    kind: 'HOTEL',
    offer_id: o.hotel.property_id,
    fare_id: o.hotel.rate_id,
    start_date: m.check_in,
    end_date: m.check_out,
    departs_at: null,
    arrives_at: null,
    snapshot: {
      n_o_a: o.hotel.n_o_a,
      rooms: m.rooms,
      title_vi: a.property.name,
      title_en: b.property.name,
      detail_vi: [a.name, a.room_stayings[0]?.rate_plan.name].filter(Boolean).join(' · '),
      detail_en: [b.name, b.room_stayings[0]?.rate_plan.name].filter(Boolean).join(' · '),
    },
  };
}

/**
 * The caller may propose to the traveller: themselves, their delegator, or (owner, admin,
 * operation) any active member of the company. Checked before the options are read, so another
 * company's traveller is refused (FORBIDDEN) whatever the rest of the input holds.
 */
export async function assertMayPropose(db: Db, userId: string | null, travellerId: string) {
  const c = await callerOf(db, userId);
  const rights = await bookerRights(db, c.corporateId, c.me, travellerId);
  const mine = travellerId === c.me || rights.delegate || has(PROPOSES_FOR_OTHERS, c.role);
  if (!rights.traveller_active || !mine) {
    const message = 'is not a colleague you may book for';
    throw new AppError('FORBIDDEN', `traveller_id ${message}.`, [
      { field: 'traveller_id', rule: 'not_bookable', message },
    ]);
  }
  return c;
}

export async function createTripProposal(
  database: Database,
  userId: string | null,
  input: CreateProposalInput,
  now: Date,
  locale: string,
) {
  const db = database.db;
  const traveller = input.traveller_id;
  const c = await assertMayPropose(db, userId, traveller);
  const level = await memberLevel(db, c.corporateId, traveller);
  const rules = await rulesForTraveller(db, c.corporateId, level?.corporate_level_id ?? null);
  const today = vietnamDate(now);
  const errors: FieldError[] = [];
  const options: NewOption[] = [];
  const priced = await Promise.all(
    input.options.map(async (o, n) => {
      try {
        const [vi, en] = await Promise.all([
          productOf(database, o, 'vi', now),
          productOf(database, o, 'en', now),
        ]);
        const verdict = await itemVerdict(
          db,
          {
            session_id: '',
            kind: vi.kind,
            price: vi.price,
            product: vi.product,
            metadata: vi.metadata,
          },
          rules,
          today,
        );
        return { ok: optionOf(o, vi, en, rules ? verdict : null) };
      } catch (e) {
        if (e instanceof AppError && e.code === 'BAD_USER_INPUT') {
          return {
            fields: (e.fields ?? []).map((f) => ({ ...f, field: optionField(n, f.field) })),
          };
        }
        throw e;
      }
    }),
  );
  for (const p of priced) {
    if (p.fields) errors.push(...p.fields);
    else options.push(p.ok!);
  }
  if (errors.length) throw bad(errors);
  const id = await insertProposal(
    db,
    {
      corporate_id: c.corporateId,
      traveller_id: traveller,
      created_by: c.me,
      title: input.title,
      note: input.note,
    },
    options,
  );
  return tripProposal(db, c.me, id, locale);
}

export async function pickTripProposalOption(
  db: Db,
  userId: string | null,
  input: { id: string; option_id: string },
  now: Date,
  locale: string,
) {
  const c = await callerOf(db, userId);
  const row = await readProposal(db, scopeOf(c), input.id);
  if (!row) throw notFound();
  if (row.traveller_id !== c.me && !has(PICKS_FOR_OTHERS, c.role)) {
    throw new AppError('FORBIDDEN', 'Only the traveller or an approver may pick an option.');
  }
  const options = await optionsOf(db, c.corporateId, [row.id]);
  const option = options.find((o) => o.id === input.option_id);
  if (!option) {
    throw bad([
      { field: 'option_id', rule: 'unknown', message: 'is not an option of this proposal' },
    ]);
  }
  if (!(await pickOption(db, c.corporateId, row.id, option.id, c.me, now))) {
    const now2 = await readProposal(db, { corporateId: c.corporateId, ownOf: null }, row.id);
    throw alreadyDone(now2 ?? row);
  }
  const picked = await tripProposal(db, c.me, row.id, locale);
  return { proposal: picked, next: nextPath(option) };
}

/** The answer to a second pick (or a pick after a cancel): what happened, by whom, when. */
function alreadyDone(row: ProposalRow): AppError {
  if (row.status === 'CANCELLED') {
    const message = 'This proposal was cancelled.';
    return new AppError('BAD_USER_INPUT', message, [{ field: 'id', rule: 'cancelled', message }]);
  }
  const by = personName(row.picker_first_name, row.picker_last_name) ?? row.picker_email;
  const message = `This proposal was already picked${by ? ` by ${by}` : ''} at ${iso(row.picked_at)}.`;
  return new AppError('BAD_USER_INPUT', message, [
    { field: 'id', rule: 'already_picked', message },
  ]);
}

export async function cancelTripProposal(
  db: Db,
  userId: string | null,
  id: string,
  now: Date,
  locale: string,
) {
  const c = await callerOf(db, userId);
  const row = await readProposal(db, scopeOf(c), id);
  if (!row) throw notFound();
  if (row.created_by !== c.me && !has(PROPOSES_FOR_OTHERS, c.role)) {
    throw new AppError(
      'FORBIDDEN',
      'Only its booker or an owner, admin or operation member may cancel it.',
    );
  }
  if (!(await cancelProposal(db, c.corporateId, id, now))) {
    throw alreadyDone(
      (await readProposal(db, { corporateId: c.corporateId, ownOf: null }, id)) ?? row,
    );
  }
  return tripProposal(db, c.me, id, locale);
}
