/**
 * The voucher reads' arguments (docs/module-template.md): parsed by the resolvers, so the
 * services get checked values.
 */
import { z } from 'zod';
import { count, rule } from '../context/input.js';

/** user_offers: offset pages (`after` is the offset, as a decimal string). */
export const offersInput = z.object({
  after: z
    .string()
    .refine((v) => /^[0-9]{1,6}$/.test(v), rule('cursor', 'must be a cursor this service returned'))
    .optional()
    .nullable(),
  limit: count(1, 100).optional().nullable(),
  type: z.string().trim().min(1).max(20).optional().nullable(),
  active: z.boolean().optional().nullable(),
});

/** platform_promotion: by id or by code. */
export const lookupInput = z
  .object({
    id: z.string().trim().max(100).nullish(),
    code: z.string().trim().max(40).nullish(),
  })
  .refine((v) => v.id || v.code, { path: ['id'], ...rule('required', 'Give id or code.') });

/** promotion_plan_vouchers: one plan's, or all; enabled ones unless enabled: false. */
export const plansInput = z
  .object({
    promotion_plan_id: z.string().trim().max(100).nullish(),
    enabled: z.boolean().nullish(),
  })
  .nullish();

export type OffersInput = z.infer<typeof offersInput>;
export type LookupInput = z.infer<typeof lookupInput>;
export type PlansInput = z.infer<typeof plansInput>;
