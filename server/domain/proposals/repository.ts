/**
 * Trip proposals' SQL (docs/trip-proposals.md). Every statement names the caller's corporate:
 * a proposal of another company is never read, counted or changed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tripProposalOptions, tripProposals } from '../../db/schema.js';

export interface ProposalRow extends Record<string, unknown> {
  id: string;
  corporate_id: string;
  traveller_id: string;
  traveller_first_name: string | null;
  traveller_last_name: string | null;
  traveller_email: string | null;
  created_by: string;
  creator_first_name: string | null;
  creator_last_name: string | null;
  creator_email: string | null;
  title: string;
  note: string | null;
  status: 'OPEN' | 'PICKED' | 'CANCELLED';
  picked_option_id: string | null;
  picked_by: string | null;
  picker_first_name: string | null;
  picker_last_name: string | null;
  picker_email: string | null;
  picked_at: Date | string | null;
  inserted_at: Date | string;
  option_count: number | string;
  cheapest_price: number | string | null;
  currency: string | null;
}

export interface OptionRow extends Record<string, unknown> {
  id: string;
  proposal_id: string;
  position: number;
  kind: 'FLIGHT' | 'HOTEL';
  offer_id: string;
  fare_id: string;
  start_date: string;
  end_date: string;
  price: number | string;
  currency: string;
  departs_at: Date | string | null;
  arrives_at: Date | string | null;
  snapshot: Record<string, unknown>;
  verdict: string | null;
  breaches: unknown[];
}

/** Who sees what: everyone in the company, or only the caller's own (traveller or booker). */
export interface ProposalScope {
  corporateId: string;
  /** Null: the whole company's. */
  ownOf: string | null;
}

const SELECT = sql`
  select p.id, p.corporate_id, p.traveller_id, t.first_name as traveller_first_name,
    t.last_name as traveller_last_name, t.email as traveller_email,
    p.created_by, c.first_name as creator_first_name, c.last_name as creator_last_name,
    c.email as creator_email, p.title, p.note, p.status, p.picked_option_id, p.picked_by,
    k.first_name as picker_first_name, k.last_name as picker_last_name, k.email as picker_email,
    p.picked_at, p.inserted_at,
    (select count(*) from trip_proposal_options o
      where o.corporate_id = p.corporate_id and o.proposal_id = p.id) as option_count,
    (select min(o.price) from trip_proposal_options o
      where o.corporate_id = p.corporate_id and o.proposal_id = p.id) as cheapest_price,
    (select min(o.currency) from trip_proposal_options o
      where o.corporate_id = p.corporate_id and o.proposal_id = p.id) as currency
  from trip_proposals p
  join users t on t.id = p.traveller_id
  join users c on c.id = p.created_by
  left join users k on k.id = p.picked_by`;

const scoped = (scope: ProposalScope) =>
  scope.ownOf
    ? sql`p.corporate_id = ${scope.corporateId}::uuid
        and (p.traveller_id = ${scope.ownOf}::uuid or p.created_by = ${scope.ownOf}::uuid)`
    : sql`p.corporate_id = ${scope.corporateId}::uuid`;

export async function listProposals(
  db: Db,
  scope: ProposalScope,
  q: { status: string | null; limit: number; offset: number },
): Promise<{ rows: ProposalRow[]; total: number }> {
  const where = sql`${scoped(scope)} and (${q.status}::text is null or p.status = ${q.status})`;
  const [rows, total] = await Promise.all([
    db.execute<ProposalRow>(sql`${SELECT} where ${where}
      order by p.inserted_at desc, p.id desc limit ${q.limit} offset ${q.offset}`),
    db.execute<{ n: number | string }>(
      sql`select count(*) as n from trip_proposals p where ${where}`,
    ),
  ]);
  return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
}

export async function readProposal(
  db: Db,
  scope: ProposalScope,
  id: string,
): Promise<ProposalRow | null> {
  const r = await db.execute<ProposalRow>(
    sql`${SELECT} where ${scoped(scope)} and p.id = ${id}::uuid`,
  );
  return r.rows[0] ?? null;
}

export async function optionsOf(
  db: Db,
  corporateId: string,
  proposalIds: string[],
): Promise<OptionRow[]> {
  if (!proposalIds.length) return [];
  const r = await db.execute<OptionRow>(sql`
    select o.id, o.proposal_id, o.position, o.kind, o.offer_id, o.fare_id, o.start_date,
      o.end_date, o.price, o.currency, o.departs_at, o.arrives_at, o.snapshot, o.verdict,
      o.breaches
    from trip_proposal_options o
    where o.corporate_id = ${corporateId}::uuid
      and o.proposal_id in (${sql.join(
        proposalIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
    order by o.proposal_id, o.position`);
  return r.rows;
}

/** The caller's role in the corporate and whether they are a delegate of the traveller. */
export async function bookerRights(
  db: Db,
  corporateId: string,
  callerId: string,
  travellerId: string,
): Promise<{ traveller_active: boolean; delegate: boolean }> {
  const r = await db.execute<{ traveller_active: boolean; delegate: boolean }>(sql`
    select
      exists (select 1 from corporate_staffs s where s.corporate_id = ${corporateId}::uuid
        and s.user_id = ${travellerId}::uuid and s.active) as traveller_active,
      exists (
        select 1 from delegate_policy_members e
        join delegate_policy_members r on r.policy_id = e.policy_id
          and r.corporate_id = e.corporate_id and r.side = 'DELEGATOR'
          and r.user_id = ${travellerId}::uuid
        where e.corporate_id = ${corporateId}::uuid and e.side = 'DELEGATEE'
          and e.user_id = ${callerId}::uuid) as delegate`);
  return r.rows[0] ?? { traveller_active: false, delegate: false };
}

export interface NewOption {
  kind: 'FLIGHT' | 'HOTEL';
  offer_id: string;
  fare_id: string;
  start_date: string;
  end_date: string;
  price: number;
  currency: string;
  departs_at: Date | null;
  arrives_at: Date | null;
  snapshot: Record<string, unknown>;
  verdict: string | null;
  breaches: unknown[];
}

export async function insertProposal(
  db: Db,
  row: {
    corporate_id: string;
    traveller_id: string;
    created_by: string;
    title: string;
    note: string | null;
  },
  options: NewOption[],
): Promise<string> {
  return db.transaction(async (tx) => {
    const [p] = await tx.insert(tripProposals).values(row).returning({ id: tripProposals.id });
    await tx.insert(tripProposalOptions).values(
      options.map((o, position) => ({
        ...o,
        corporate_id: row.corporate_id,
        proposal_id: p.id,
        position,
      })),
    );
    return p.id;
  });
}

/** OPEN → PICKED once: the first caller's update stands; later ones change no row (false). */
export async function pickOption(
  db: Db,
  corporateId: string,
  id: string,
  optionId: string,
  pickedBy: string,
  at: Date,
): Promise<boolean> {
  const r = await db.execute(sql`
    update trip_proposals p set status = 'PICKED', picked_option_id = ${optionId}::uuid,
      picked_by = ${pickedBy}::uuid, picked_at = ${at.toISOString()}::timestamptz,
      updated_at = now()
    where p.corporate_id = ${corporateId}::uuid and p.id = ${id}::uuid and p.status = 'OPEN'
      and exists (select 1 from trip_proposal_options o where o.corporate_id = p.corporate_id
        and o.proposal_id = p.id and o.id = ${optionId}::uuid)
    returning p.id`);
  return r.rows.length === 1;
}

export async function cancelProposal(
  db: Db,
  corporateId: string,
  id: string,
  at: Date,
): Promise<boolean> {
  const r = await db.execute(sql`
    update trip_proposals p set status = 'CANCELLED',
      cancelled_at = ${at.toISOString()}::timestamptz, updated_at = now()
    where p.corporate_id = ${corporateId}::uuid and p.id = ${id}::uuid and p.status = 'OPEN'
    returning p.id`);
  return r.rows.length === 1;
}
