/**
 * Trip proposal inputs (zod, parsed by server/graphql/trips/resolvers.ts; docs/trip-proposals.md).
 * An option names an offer as search answers it: a flight's FlightOption.id and SeatClass.id, or
 * a property id and one of its rate ids (the rate id carries the dates and rooms). Field errors
 * name the path relative to `input`, e.g. `options.1.seat_class_id`.
 */
import { z } from 'zod';
import { count, opaqueId, text } from '../context/input.js';
import { uuidId } from '../trips/input.js';

export const PROPOSAL_STATUSES = ['OPEN', 'PICKED', 'CANCELLED'] as const;

const flightOption = z.object({
  kind: z.literal('FLIGHT'),
  flight: z.object({ id: opaqueId, seat_class_id: opaqueId }),
  hotel: z.null().optional(),
});
const hotelOption = z.object({
  kind: z.literal('HOTEL'),
  hotel: z.object({
    property_id: opaqueId,
    rate_id: opaqueId,
    n_o_a: count(1, 9)
      .nullish()
      .transform((v) => v ?? 1),
  }),
  flight: z.null().optional(),
});
const option = z.discriminatedUnion('kind', [flightOption, hotelOption], {
  error: 'must be a FLIGHT with flight, or a HOTEL with hotel',
});
export type ProposalOptionInput = z.output<typeof option>;

/** What create_trip_proposal authorizes first (the rest is read after). */
export const proposalTravellerInput = z.object({ traveller_id: uuidId });

export const createProposalInput = z.object({
  traveller_id: uuidId,
  title: text(120).trim().min(1, 'must not be empty'),
  note: text(1000)
    .trim()
    .nullish()
    .transform((v) => v || null),
  options: z.array(option).min(2, 'must hold 2 or 3 options').max(3, 'must hold 2 or 3 options'),
});
export type CreateProposalInput = z.output<typeof createProposalInput>;

const listObject = z.object({
  status: z.enum(PROPOSAL_STATUSES).nullish(),
  page: count(1, 10_000)
    .nullish()
    .transform((v) => v ?? 1),
  limit: count(1, 100)
    .nullish()
    .transform((v) => v ?? 20),
});
export const proposalListInput = listObject.nullish().transform((v) => v ?? listObject.parse({}));
export type ProposalListInput = z.output<typeof listObject>;

export const proposalIdInput = z.object({ id: uuidId });
export const pickOptionInput = z.object({ id: uuidId, option_id: uuidId });
