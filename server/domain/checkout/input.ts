/** The create_cart input (docs/graphql-contract.md "Payments: create_cart"), checked with zod. */
import { z } from 'zod';
import { isPhoneNumber } from '../../../common/phone.js';
import { parseInput, rule } from '../context/input.js';

const id = z.string().trim().min(1).max(200);
const choice = z.object({ id, seat_class_id: id });

const flight = z.object({
  departure: choice,
  return: choice.nullish(),
  n_o_a: z
    .number()
    .int()
    .min(1)
    .max(9)
    .nullish()
    .transform((v) => v ?? 1),
  n_o_c: z
    .number()
    .int()
    .min(0)
    .max(8)
    .nullish()
    .transform((v) => v ?? 0),
  n_o_i: z
    .number()
    .int()
    .min(0)
    .max(9)
    .nullish()
    .transform((v) => v ?? 0),
  contact_email: z.string().trim().email().max(254).nullish(),
  contact_phone: z
    .string()
    .trim()
    .refine(isPhoneNumber, rule('phone', 'contact_phone is not a phone number.'))
    .nullish(),
});

const hotel = z.object({
  property_id: id,
  rate_id: id,
  n_o_a: z
    .number()
    .int()
    .min(1)
    .max(36)
    .nullish()
    .transform((v) => v ?? 2),
  n_o_c: z
    .number()
    .int()
    .min(0)
    .max(18)
    .nullish()
    .transform((v) => v ?? 0),
});

const cart = z
  .object({
    flight: flight.nullish(),
    hotel: hotel.nullish(),
    idempotency_key: z
      .string()
      .trim()
      .min(8)
      .max(100)
      .regex(/^[A-Za-z0-9._:-]+$/, rule('charset', 'Use letters, digits, ".", "_", ":" and "-".'))
      .nullish(),
  })
  .refine((v) => Boolean(v.flight) !== Boolean(v.hotel), {
    path: ['flight'],
    ...rule('one_of', 'Give exactly one of flight or hotel.'),
  });

export type FlightCartInput = z.infer<typeof flight>;
export type HotelCartInput = z.infer<typeof hotel>;
export type CartInput = z.infer<typeof cart>;

export const parseCartInput = (value: unknown): CartInput => parseInput(cart, value);
