/**
 * Travel policy inputs (zod, parsed by server/graphql/corporate/policy-resolvers.ts): a level's
 * whole policy (update_travel_policy replaces it) and the corporate's reason codes. Field errors
 * name the path, e.g. `hotel_caps.1.star_rating`.
 */
import { z } from 'zod';
import { MAX_MONEY, count, opaqueId, rule, text } from '../context/input.js';
import { CABINS, POLICY_ACTIONS } from './evaluate.js';

export const MAX_HOTEL_CAPS = 200;
export const MAX_REASONS = 50;
export const MAX_DAYS_AHEAD = 365;

/** A cap in whole VND: positive, or null for no cap. */
const cap = z
  .number()
  .int('must be a whole number of đồng')
  .min(1, 'must be more than 0')
  .max(MAX_MONEY, `must be at most ${MAX_MONEY}`);

const cityId = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,64}$/, 'must be a city id such as da-nang');

export const hotelCapInput = z.object({
  city_id: cityId.nullish().transform((v) => v ?? null),
  star_rating: count(1, 5)
    .nullish()
    .transform((v) => v ?? null),
  nightly_cost: cap,
});

export const updateTravelPolicyInput = z
  .object({
    corporate_id: opaqueId,
    corporate_level_id: opaqueId,
    allowed_cabins: z
      .array(z.enum(CABINS))
      .min(1, 'choose at least one cabin')
      .refine((list) => new Set(list).size === list.length, rule('unique', 'names a cabin twice')),
    one_way_cost: cap.nullish().transform((v) => v ?? null),
    round_trip_cost: cap.nullish().transform((v) => v ?? null),
    min_days_ahead: count(0, MAX_DAYS_AHEAD)
      .nullish()
      .transform((v) => v ?? 0),
    out_of_policy_action: z.enum(POLICY_ACTIONS),
    hotel_caps: z
      .array(hotelCapInput)
      .max(MAX_HOTEL_CAPS, `at most ${MAX_HOTEL_CAPS} caps`)
      .nullish()
      .transform((v) => v ?? []),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.hotel_caps.forEach((c, index) => {
      const key = `${c.city_id ?? ''}|${c.star_rating ?? 0}`;
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['hotel_caps', index],
          message: 'another cap has this city and star rating',
          params: { rule: 'unique' },
        });
      }
      seen.add(key);
    });
  });
export type UpdateTravelPolicyInput = z.infer<typeof updateTravelPolicyInput>;

export const reasonInput = z.object({
  /** Written in capitals: `client meeting` is CLIENT_MEETING. */
  code: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase().replace(/\s+/g, '_'))
    .pipe(z.string().regex(/^[A-Z0-9_-]{1,32}$/, 'must be 1-32 letters, digits, _ or -')),
  description: text(200)
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, 'is required')),
});

export const updateReasonsInput = z
  .object({
    corporate_id: opaqueId,
    reasons: z.array(reasonInput).max(MAX_REASONS, `at most ${MAX_REASONS} reasons`),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.reasons.forEach((r, index) => {
      if (seen.has(r.code)) {
        ctx.addIssue({
          code: 'custom',
          path: ['reasons', index, 'code'],
          message: 'another reason has this code',
          params: { rule: 'unique' },
        });
      }
      seen.add(r.code);
    });
  });
export type UpdateReasonsInput = z.infer<typeof updateReasonsInput>;
