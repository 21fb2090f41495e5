/**
 * E-ticket numbers (docs/manage-booking.md "E-ticket numbers"): the local supplier — our own
 * inventory is the ticketing system — issues one 13-digit number per passenger per flight when
 * a flight item is booked, inside the paying transaction: the airline's 3-digit IATA
 * accounting code and a 10-digit serial from the `e_ticket_serial` sequence. An airline whose
 * code we have not confirmed gets none (its flights show the PNR only). Issuing is idempotent:
 * a live ticket per (item, leg, passenger) is unique, so a retried booking issues nothing more.
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { eTickets, shoppingItems } from '../../db/schema.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export type TicketLeg = 'OUTBOUND' | 'INBOUND';

/** The tickets' leg of an item's flight by its key (`departure` or `return`). */
export const ticketLegOf = (key: string): TicketLeg => (key === 'return' ? 'INBOUND' : 'OUTBOUND');

/**
 * IATA airline accounting (ticketing) codes: the first three digits of every ticket the airline
 * issues, as the IATA Airline Coding Directory lists them and its own tickets print them. Left
 * out until checked against that directory: Vietravel Airlines (VU), VASCO (0V) and the
 * low-cost and smaller foreign carriers (FD, TR, AK, 7C, K6, QV, 8M, 5J); their flights show
 * the PNR only.
 */
export const AIRLINE_ACCOUNTING_CODES: Readonly<Record<string, string>> = {
  VN: '738',
  VJ: '978',
  QH: '926',
  TG: '217',
  SQ: '618',
  MH: '232',
  CX: '160',
  CI: '297',
  BR: '695',
  KE: '180',
  OZ: '988',
  JL: '131',
  NH: '205',
  PR: '079',
  GA: '126',
  CZ: '784',
  MU: '781',
  CA: '999',
  QF: '081',
  AF: '057',
  LH: '220',
};

const legsOf = (product: Json): Array<[TicketLeg, Json]> =>
  (
    [
      ['OUTBOUND', product.departure_flight],
      ['INBOUND', product.return_flight],
    ] as Array<[TicketLeg, Json | null | undefined]>
  ).filter((l): l is [TicketLeg, Json] => Boolean(l[1]));

async function issueLeg(tx: Db, itemId: string, leg: TicketLeg, flight: Json, count: number) {
  const prefix = AIRLINE_ACCOUNTING_CODES[String(flight.airline?.code ?? '')];
  if (!prefix || count === 0) return;
  await tx.execute(sql`
    insert into e_tickets (number, shopping_item_id, leg, flight_code, passenger)
    select ${prefix} || lpad(nextval('e_ticket_serial')::text, 10, '0'),
           ${itemId}::uuid, ${leg}, ${String(flight.code ?? '')}, p
    from generate_series(0, ${count - 1}) as p
    where not exists (
      select 1 from e_tickets t
      where t.shopping_item_id = ${itemId}::uuid and t.leg = ${leg} and t.passenger = p
        and t.voided_at is null)
    on conflict (shopping_item_id, leg, passenger) where voided_at is null do nothing`);
}

/** Issues the item's missing e-tickets: every passenger on every flight of its product. */
export async function issueETickets(tx: Db, itemId: string): Promise<void> {
  const [item] = await tx
    .select({ product: shoppingItems.product })
    .from(shoppingItems)
    .where(eq(shoppingItems.id, itemId));
  if (!item) return;
  const product = item.product as Json;
  const count = ((product.passengers ?? []) as Json[]).length;
  for (const [leg, flight] of legsOf(product)) await issueLeg(tx, itemId, leg, flight, count);
}

/**
 * For a flight change (the caller's transaction, after the item's product holds the new
 * flight): voids the leg's live tickets and issues new numbers for the new flight.
 */
export async function reissueLegETickets(tx: Db, itemId: string, leg: TicketLeg): Promise<void> {
  await tx
    .update(eTickets)
    .set({ voided_at: sql`now()` })
    .where(
      and(eq(eTickets.shopping_item_id, itemId), eq(eTickets.leg, leg), isNull(eTickets.voided_at)),
    );
  await issueETickets(tx, itemId);
}

export interface ETicket {
  item: string;
  leg: TicketLeg;
  passenger: number;
  number: string;
  flight_code: string;
}

export interface VoidedETicket extends ETicket {
  voided_at: Date;
}

/** The e-tickets of these items, live or voided, by leg then passenger. */
async function eTicketRows(db: Db, itemIds: string[], voided: boolean) {
  if (!itemIds.length) return [];
  const rows = await db
    .select({
      item: eTickets.shopping_item_id,
      leg: eTickets.leg,
      passenger: eTickets.passenger,
      number: eTickets.number,
      flight_code: eTickets.flight_code,
      voided_at: eTickets.voided_at,
    })
    .from(eTickets)
    .where(
      and(
        inArray(eTickets.shopping_item_id, itemIds),
        voided ? isNotNull(eTickets.voided_at) : isNull(eTickets.voided_at),
      ),
    )
    .orderBy(asc(eTickets.leg), asc(eTickets.passenger));
  return rows.map((r) => ({ ...r, leg: r.leg as TicketLeg }));
}

/** The live e-tickets of these items, by leg then passenger. */
export async function eTicketsOfItems(db: Db, itemIds: string[]): Promise<ETicket[]> {
  return (await eTicketRows(db, itemIds, false)).map(({ voided_at: _, ...ticket }) => ticket);
}

/**
 * The voided e-tickets of these items, by leg then passenger. A flight change voids its leg's
 * tickets in the change's transaction (`reissueLegETickets`), so a ticket's `voided_at` equals
 * its change's `booking_changes.inserted_at` (both the transaction's now()).
 */
export async function voidedETicketsOfItems(db: Db, itemIds: string[]): Promise<VoidedETicket[]> {
  return (await eTicketRows(db, itemIds, true)).map((t) => ({ ...t, voided_at: t.voided_at! }));
}

/**
 * One leg's tickets as shown: the passenger's name (as in the passport) and the number. Only
 * tickets issued for the flight the leg holds now: a flight changed without new numbers shows
 * none rather than the old flight's.
 */
export function legTickets(
  tickets: ETicket[],
  item: { id: string; product: unknown },
  leg: TicketLeg,
): Array<{ passenger: string; number: string }> {
  const product = (item.product ?? {}) as Json;
  const flight = (leg === 'OUTBOUND' ? product.departure_flight : product.return_flight) as Json;
  const passengers = (product.passengers ?? []) as Json[];
  return tickets
    .filter((t) => t.item === item.id && t.leg === leg && t.flight_code === String(flight?.code))
    .map((t) => {
      const p = passengers[t.passenger] ?? {};
      const name = [p.last_name, p.first_name].filter(Boolean).join(' ');
      return { passenger: name, number: t.number };
    });
}
