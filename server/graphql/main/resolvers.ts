import { z } from 'zod';
import { AppError } from '../../errors.js';
import { parseEmail, parsePhone } from '../../auth/identifiers.js';
import { refuseCredentialChangeForPatron } from '../../auth/patron.js';
import type { AccountServices } from '../../auth/services.js';
import {
  changeEmail,
  changePhone,
  changeReferrer,
  hasName,
  hasPassword,
  loadProfile,
  updateNames,
  updateSetting,
} from '../../domain/accounts/profile.js';
import type { RequestContext } from '../context.js';
import { requireUser } from '../../domain/context/user.js';
import type { Resolvers } from '../generated/main.js';
import { forMercurius } from '../typed.js';
import { parseInput } from '../../domain/context/input.js';

/*
 * The main service's account operations (spec §7). Thin: check input with zod (naming the
 * field and rule), then call server/domain/accounts. Every other main operation still answers
 * NOT_IMPLEMENTED (register.ts).
 */

function services(ctx: RequestContext): AccountServices {
  if (!ctx.auth) throw new Error('request auth was not resolved');
  return ctx.auth.services;
}

/** Account inputs answer one code-like message (spec §5) with the fields beside it. */
const parse = <T extends z.ZodType>(schema: T, value: unknown, message = 'invalid_input') =>
  parseInput(schema, value, message);

const name = z.string().trim().min(1, 'is required').max(100);
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be 6 digits');
const token = z.string().trim().min(16).max(200);

const profileInput = z.object({
  first_name: name,
  last_name: name,
  avatar: z.string().trim().url().max(2083).startsWith('https://').nullable().optional(),
});

const settingInput = z.object({
  locale: z.enum(['vi', 'en', 'zh-TW']).optional(),
  dob: z
    .string()
    .refine(
      (d) => d >= '1900-01-01' && d <= new Date().toISOString().slice(0, 10),
      'must be a past date',
    )
    .nullable()
    .optional(),
  gender: z.enum(['MALE', 'FEMALE', 'OTHER']).nullable().optional(),
  country_calling_code: z
    .string()
    .regex(/^\d{1,3}$/)
    .optional(),
  national_phone_number: z
    .string()
    .regex(/^\d{6,12}$/)
    .optional(),
});

const emailInput = z.object({ email: z.string().max(254), code, token });
const phoneInput = z.object({
  country_calling_code: z
    .string()
    .regex(/^\d{1,3}$/)
    .default('84'),
  national_phone_number: z.string().max(16),
  code,
  token,
});

const resolvers: Resolvers = {
  Query: {
    has_name: (_root, args, ctx) => hasName(services(ctx), args.user_name.slice(0, 254), ctx.ip),
    has_password: (_root, args, ctx) =>
      hasPassword(services(ctx), args.user_name.slice(0, 254), ctx.ip),
    profile: (_root, _args, ctx) => loadProfile(services(ctx), requireUser(ctx.user)),
  },
  Mutation: {
    updateProfile: (_root, args, ctx) =>
      updateNames(services(ctx), requireUser(ctx.user), parse(profileInput, args.input)),

    update_user_setting: (_root, args, ctx) => {
      const user = requireUser(ctx.user);
      const { country_calling_code, national_phone_number, ...rest } = parse(
        settingInput,
        args.input,
      );
      const phone = national_phone_number
        ? parsePhone(`${country_calling_code ?? '84'}${national_phone_number}`)
        : undefined;
      if (phone === null) throw new AppError('BAD_USER_INPUT', 'phone_number: invalid');
      return updateSetting(services(ctx), user, { ...rest, phone });
    },

    update_email: async (_root, args, ctx) => {
      const user = requireUser(ctx.user);
      await refuseCredentialChangeForPatron(services(ctx), user, ctx.patron?.id ?? null, 'email');
      const input = parse(emailInput, args.input, 'invalid_code');
      const email = parseEmail(input.email);
      if (!email)
        throw new AppError('BAD_USER_INPUT', 'unavailable_email: not a valid e-mail address');
      return changeEmail(services(ctx), user, { ...input, email, ip: ctx.ip });
    },

    update_phone_number: async (_root, args, ctx) => {
      const user = requireUser(ctx.user);
      await refuseCredentialChangeForPatron(services(ctx), user, ctx.patron?.id ?? null, 'phone');
      const input = parse(phoneInput, args.input, 'invalid_code');
      const phone = parsePhone(`${input.country_calling_code}${input.national_phone_number}`);
      if (!phone) throw new AppError('BAD_USER_INPUT', 'phone_number: not a valid phone number');
      return changePhone(services(ctx), user, { ...input, phone, ip: ctx.ip });
    },

    update_referrer: (_root, args, ctx) =>
      changeReferrer(
        services(ctx),
        requireUser(ctx.user),
        parse(z.string().trim().min(1).max(32), args.referral_code, 'invalid_referral_code'),
      ),
  },
};

/** Registered for /graphql/main in ../resolvers.ts. */
export const mainResolvers = forMercurius(resolvers);
