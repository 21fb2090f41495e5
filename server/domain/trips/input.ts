/**
 * Trip inputs (zod, parsed by server/graphql/trips/resolvers.ts): the spec's trip filter with
 * its defaults (business and personal on, time type all) and update_trip. Field errors name the
 * path relative to `input`, e.g. `dateRange.to`.
 */
import { z } from 'zod';
import { count, rule, text } from '../context/input.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Every id of this service is a UUID; anything else names no record. */
export const uuidId = z
  .string()
  .regex(UUID, 'must be an id this service returned')
  .transform((v) => v.toLowerCase());

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-12-01');
const cityId = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,64}$/, 'must be a city id such as da-nang');
const ids = z.array(uuidId).max(500, 'must name at most 500').nullish();

export const TIME_TYPES = ['ALL', 'UPCOMING', 'ONGOING', 'PAST'] as const;
export const SELECTED_TIMES = [
  'ALL',
  'THIS_WEEK',
  'THIS_MONTH',
  'NEXT_30_DAYS',
  'LAST_30_DAYS',
  'THIS_YEAR',
  'CUSTOM',
] as const;

const tripFilterObject = z.object({
  corporate_id: uuidId.nullish(),
  isBusiness: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
  isPersonal: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
  time_type: z
    .enum(TIME_TYPES)
    .nullish()
    .transform((v) => v ?? 'ALL'),
  selectedTime: z
    .enum(SELECTED_TIMES)
    .nullish()
    .transform((v) => v ?? 'ALL'),
  dateRange: z
    .object({ from: day.nullish(), to: day.nullish() })
    .nullish()
    .refine((r) => !r?.from || !r?.to || r.from <= r.to, {
      ...rule('order', 'must not end before it starts'),
      path: ['to'],
    }),
  user_ids: ids,
  department_ids: ids,
  cost_center_ids: ids,
  search: text(100)
    .trim()
    .nullish()
    .transform((v) => v || null),
  locations: z.array(cityId).max(50, 'must name at most 50').nullish(),
  page: count(1, 10_000)
    .nullish()
    .transform((v) => v ?? 1),
  limit: count(1, 100)
    .nullish()
    .transform((v) => v ?? 20),
});

/** Absent: every default. */
export const tripFilterInput = tripFilterObject
  .nullish()
  .transform((v) => v ?? tripFilterObject.parse({}));

export type TripFilter = z.output<typeof tripFilterObject>;

export const tripIdInput = z.object({ id: uuidId });

export const updateTripInput = z.object({
  id: uuidId,
  name: text(120)
    .trim()
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  purpose: z.enum(['BUSINESS', 'PERSONAL']).nullish(),
  cost_center_id: uuidId.nullish(),
});
export type UpdateTripInput = z.output<typeof updateTripInput>;

/** approver_trip_filter_options: the company view's pickers, narrowed by a search of names. */
export const tripFilterOptionsInput = z
  .object({
    corporate_id: uuidId.nullish(),
    search: text(100)
      .trim()
      .nullish()
      .transform((v) => v || null),
  })
  .nullish()
  .transform((v) => v ?? { corporate_id: null, search: null });
export type TripFilterOptionsFilter = z.output<typeof tripFilterOptionsInput>;
