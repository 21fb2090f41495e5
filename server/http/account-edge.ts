import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { identifierFrom, type Identifier } from '../auth/identifiers.js';
import { bearerToken } from '../auth/request-auth.js';

/*
 * Input checks shared by the account and one-time-code routes: zod at the edge, every failure
 * naming the field and the rule, before any domain function runs.
 */

export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  throw new AppError(
    'BAD_USER_INPUT',
    'invalid_request',
    parsed.error.issues.map((issue) => ({
      field: issue.path.join('.') || 'body',
      rule: issue.code,
      message: issue.message,
    })),
  );
}

/** 32 hex digits (MD5 of what the user typed), lower-cased. */
export const md5Password = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{32}$/, 'must be the MD5 hex of the password');

/** An opaque token the server issued (flow token, session_params, codes, reset token). */
export const opaque = z.string().trim().min(16).max(200);

export const identifierFields = {
  email: z.string().max(254).optional().nullable(),
  phone_number: z.string().max(32).optional().nullable(),
};

/** The e-mail or phone of a body; BAD_USER_INPUT naming the field when neither is valid. */
export function requireIdentifier(body: {
  email?: string | null;
  phone_number?: string | null;
}): Identifier {
  const identifier = identifierFrom(body);
  if (identifier) return identifier;
  const field = body.phone_number && !body.email ? 'phone_number' : 'email';
  throw new AppError('BAD_USER_INPUT', 'invalid_identifier', [
    { field, rule: 'email_or_phone_number', message: 'one valid e-mail or phone_number' },
  ]);
}

/** The site's language cookie (src/i18n/locale.ts LOCALE_COOKIE), set when a visitor picks one. */
const LOCALE_COOKIE = /(?:^|;\s*)i18n_redirected=([A-Za-z_-]{2,10})(?:;|$)/;

/**
 * The message language: body `lang`, else x-locale, else the language cookie (the sign-in
 * dialog's anonymous calls send neither, so an account made there records the language the
 * person was using: docs/decisions.md "Mail"), else Vietnamese.
 */
export function requestLang(request: FastifyRequest, lang?: string | null): string {
  const header = request.headers['x-locale'];
  const cookie = LOCALE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  return lang || (Array.isArray(header) ? header[0] : header) || cookie || 'vi';
}

export function requireBearer(request: FastifyRequest): string {
  const token = bearerToken(request);
  if (!token) throw new AppError('UNAUTHENTICATED', 'unauthorized');
  return token;
}
