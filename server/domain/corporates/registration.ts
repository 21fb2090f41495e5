/**
 * A corporate's registration and review (docs/corporate-profile.md): create_corporate_request
 * (PENDING, the caller its owner) and create_credit_request. Support decides a registration
 * through the admin service (server/domain/support/registrations.ts).
 */
import type { Db } from '../../db/client.js';
import { AppError, type FieldError } from '../../errors.js';
import type { Messenger } from '../../providers/messaging/types.js';
import { parseInput } from '../context/input.js';
import { assertCan, ownCorporate, actorFor } from './access.js';
import { requireUserId } from '../context/user.js';
import { readCorporate } from './corporate.js';
import { checkIds } from './ids.js';
import {
  creditRequestNoticeFor,
  registrationMailsFor,
  type MailDeps,
} from './registration-notices.js';
import {
  insertRegistration,
  resubmitRegistration,
  taxCodeHolder,
  upsertCreditRequest,
  userByReferralCode,
  type RegistrationValues,
} from './profile-repository.js';
import { activeMemberships, corporateById } from './repository.js';
import { creditRequestInput, registrationInput } from './profile-input.js';

export interface ProfileDeps extends MailDeps {
  db: Db;
  messenger: Messenger;
  now: () => Date;
}

const isUniqueViolation = (error: unknown): string | null => {
  const e = error as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  if (e.code === '23505') return e.constraint ?? String(error);
  if (e.cause?.code === '23505') return e.cause.constraint ?? String(e.cause);
  return null;
};

const refuse = (fields: FieldError[]): never => {
  throw new AppError(
    'BAD_USER_INPUT',
    fields.map((f) => `${f.field}: ${f.message}`).join(' '),
    fields,
  );
};

const PENDING_ERROR: FieldError = {
  field: 'corporate',
  rule: 'pending',
  message: 'You already have a corporate registration waiting for review.',
};
const TAKEN_ERROR: FieldError = {
  field: 'company_tax_code',
  rule: 'taken',
  message: 'a corporate with this tax code is already registered',
};

/**
 * create_corporate_request: the caller registers a company and owns it, PENDING until support
 * decides. One registration waiting per user; one corporate per tax code (rejected ones aside).
 * A member of another corporate cannot register one. The owner of a REJECTED registration sends
 * it again with corrected details: the same corporate, PENDING again.
 */
export async function createCorporateRequest(
  deps: ProfileDeps,
  callerId: string | null,
  raw: unknown,
) {
  const userId = requireUserId(callerId);
  const input = parseInput(registrationInput, raw);
  const { db } = deps;
  const memberships = await activeMemberships(db, userId);
  const owned = memberships.find((m) => m.is_owner);
  const ownedRow = owned ? await corporateById(db, owned.corporate_id) : null;
  if (ownedRow?.status === 'PENDING') refuse([PENDING_ERROR]);
  const resubmit = ownedRow?.status === 'REJECTED' ? ownedRow.id : null;
  if (memberships.some((m) => m.corporate_id !== resubmit)) {
    refuse([
      {
        field: 'corporate',
        rule: 'member',
        message: 'You are already a member of a corporate; leave it before registering another.',
      },
    ]);
  }
  const errors: FieldError[] = [];
  if (await taxCodeHolder(db, input.company_tax_code, resubmit)) errors.push(TAKEN_ERROR);
  const referrer = input.referral_code ? await userByReferralCode(db, input.referral_code) : null;
  if (input.referral_code && (!referrer || referrer === userId)) {
    errors.push({ field: 'referral_code', rule: 'unknown', message: 'is not a referral code' });
  }
  if (errors.length) refuse(errors);

  const values: RegistrationValues = {
    company_name: input.company_name,
    display_name: input.display_name ?? null,
    company_address: input.company_address,
    company_email: input.company_email,
    company_phone_number: input.company_phone_number,
    company_tax_code: input.company_tax_code,
    legal_representative: input.legal_representative ?? null,
    referrer_user_id: referrer,
  };
  const now = deps.now();
  let corporateId: string;
  try {
    corporateId = await db.transaction(async (tx) => {
      if (!resubmit) return insertRegistration(tx, userId, values, now);
      if (!(await resubmitRegistration(tx, resubmit, userId, values))) refuse([PENDING_ERROR]);
      return resubmit;
    });
  } catch (error) {
    const constraint = isUniqueViolation(error);
    if (constraint?.includes('tax_code')) refuse([TAKEN_ERROR]);
    if (constraint) refuse([PENDING_ERROR]);
    throw error;
  }
  for (const message of await registrationMailsFor(deps, userId, corporateId, Boolean(resubmit))) {
    await deps.messenger.deliver(message);
  }
  return readCorporate(db, userId, {});
}

/**
 * create_credit_request (owner or admin, before approval too): the corporate's one credit
 * request, made or replaced. Repeating the same answers changes nothing and notifies no one.
 */
export async function createCreditRequest(
  deps: ProfileDeps,
  callerId: string | null,
  raw: unknown,
) {
  const userId = requireUserId(callerId);
  const input = parseInput(creditRequestInput, raw);
  checkIds({ corporate_id: input.corporate_id });
  const { actor } = await actorFor(deps.db, userId);
  const corporateId = ownCorporate(actor, input.corporate_id);
  assertCan(actor, 'create', 'credit_requests');
  const row = await upsertCreditRequest(deps.db, corporateId, userId, input);
  if (row.changed) await deps.messenger.deliver(await creditRequestNoticeFor(deps, row));
  const { changed: _changed, ...request } = row;
  return { ...request, inserted_at: new Date(request.inserted_at).toISOString() };
}
