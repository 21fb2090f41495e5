/**
 * The corporate's details after registration (docs/corporate-profile.md): update_corporate
 * (owner or admin), the logo upload, and the dashboard's counts.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { AppError, type FieldError } from '../../errors.js';
import { parseInput } from '../context/input.js';
import type { FileStorage } from '../../providers/storage/types.js';
import { EXTENSION_OF, sniffContentType } from '../../providers/storage/sniff.js';
import { can } from '../../../common/permissions/corporate.js';
import { CORPORATE_LIMITS } from '../../../common/corporate-rules.js';
import { actorFor, assertCan, ownCorporate } from './access.js';
import { requireUserId } from '../context/user.js';
import { readCorporate } from './corporate.js';
import { checkIds } from './ids.js';
import { updateInput } from './profile-input.js';
import { dashboardCounts, taxCodeHolder, updateCorporateColumns } from './profile-repository.js';
import { corporateById } from './repository.js';

const refuse = (fields: FieldError[]): never => {
  throw new AppError(
    'BAD_USER_INPUT',
    fields.map((f) => `${f.field}: ${f.message}`).join(' '),
    fields,
  );
};

async function editor(db: Db, callerId: string | null, corporateId: string | null | undefined) {
  const userId = requireUserId(callerId);
  checkIds({ id: corporateId });
  const { actor } = await actorFor(db, userId);
  const scope = ownCorporate(actor, corporateId);
  assertCan(actor, 'edit', 'corporate');
  const row = await corporateById(db, scope);
  if (!row) throw new AppError('NOT_FOUND', 'No such corporate.');
  return { userId, scope, row };
}

/** Path logos are served at; the storage key is the same path without the prefix. */
export const LOGO_URL_PREFIX = '/api/v1/corporate/logos/';

/**
 * update_corporate: the fields given change, null clears an optional one. The tax code is the
 * company's legal identity: it changes only before approval. The logo only clears (null) here;
 * a new one is uploaded (`setLogo`).
 */
export async function updateCorporate(
  deps: { db: Db; storage: FileStorage },
  callerId: string | null,
  raw: unknown,
) {
  const input = parseInput(updateInput, raw);
  const { db } = deps;
  const { userId, scope, row } = await editor(db, callerId, input.id);
  const errors: FieldError[] = [];
  const taxCode = input.company_tax_code;
  if (taxCode !== undefined && taxCode !== row.company_tax_code) {
    if (row.status === 'APPROVED') {
      errors.push({
        field: 'company_tax_code',
        rule: 'locked',
        message: 'changes through Wayfare support once the corporate is approved',
      });
    } else if (await taxCodeHolder(db, taxCode, scope)) {
      errors.push({
        field: 'company_tax_code',
        rule: 'taken',
        message: 'a corporate with this tax code is already registered',
      });
    }
  }
  if (input.logo !== undefined && input.logo !== null && input.logo !== row.logo) {
    errors.push({ field: 'logo', rule: 'upload_only', message: 'is set by uploading a logo file' });
  }
  if (errors.length) refuse(errors);

  const set: Record<string, unknown> = {};
  for (const key of [
    'company_name',
    'display_name',
    'company_address',
    'company_email',
    'company_phone_number',
    'company_tax_code',
    'legal_representative',
    'enforce_cost_center',
    'enable_split_payment',
    'is_enable_expense',
    'displaying_price',
    'webhook_url',
  ] as const) {
    if (input[key] !== undefined) set[key] = input[key];
  }
  if (input.logo === null && row.logo) set.logo = null;
  try {
    await updateCorporateColumns(db, scope, set);
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    if (e.code === '23505' || e.cause?.code === '23505') {
      refuse([
        {
          field: 'company_tax_code',
          rule: 'taken',
          message: 'a corporate with this tax code is already registered',
        },
      ]);
    }
    throw error;
  }
  if (set.logo === null && row.logo?.startsWith(LOGO_URL_PREFIX)) {
    await deps.storage.delete(`corporate-logos/${row.logo.slice(LOGO_URL_PREFIX.length)}`);
  }
  return readCorporate(db, userId, {});
}

export interface LogoUpload {
  data: Buffer;
  truncated?: boolean;
}

/**
 * A new logo (owner or admin): PNG, JPEG or WebP by its first bytes (never by name or declared
 * type), at most 1 MB. Stored under a fresh key; the old file is removed. Answers its URL.
 */
export async function setLogo(
  deps: { db: Db; storage: FileStorage },
  callerId: string | null,
  file: LogoUpload | null,
): Promise<string> {
  const { scope, row } = await editor(deps.db, callerId, null);
  if (!file || file.data.length === 0) {
    refuse([{ field: 'logo', rule: 'required', message: 'is required' }]);
  }
  if (file!.truncated || file!.data.length > CORPORATE_LIMITS.logoMaxBytes) {
    refuse([{ field: 'logo', rule: 'max_size', message: 'must be at most 1 MB' }]);
  }
  const type = sniffContentType(file!.data);
  if (!type || !CORPORATE_LIMITS.logoTypes.includes(type)) {
    refuse([{ field: 'logo', rule: 'type', message: 'must be a PNG, JPEG or WebP image' }]);
  }
  const name = `${scope}/${randomUUID()}.${EXTENSION_OF[type!]}`;
  await deps.storage.put(`corporate-logos/${name}`, file!.data, type!);
  const url = `${LOGO_URL_PREFIX}${name}`;
  try {
    await updateCorporateColumns(deps.db, scope, { logo: url });
  } catch (error) {
    // Not recorded: nothing may name the file, so it does not stay on the disk either.
    await deps.storage.delete(`corporate-logos/${name}`).catch(() => {});
    throw error;
  }
  if (row.logo?.startsWith(LOGO_URL_PREFIX)) {
    await deps.storage.delete(`corporate-logos/${row.logo.slice(LOGO_URL_PREFIX.length)}`);
  }
  return url;
}

/** Spec-silent threshold: a cost center is "near its budget" from this share used. */
export const NEAR_BUDGET_PERCENT = 80;

/**
 * corporate_dashboard: the four counts in one statement, scoped by the caller's corporate; a
 * count the caller's role may not list (docs/permissions.md) is null.
 */
export async function readDashboard(db: Db, callerId: string | null, corporateId?: string | null) {
  const userId = requireUserId(callerId);
  checkIds({ corporate_id: corporateId });
  const { actor } = await actorFor(db, userId);
  const scope = ownCorporate(actor, corporateId);
  assertCan(actor, 'list', 'dashboard');
  const counts = await dashboardCounts(db, scope, NEAR_BUDGET_PERCENT);
  const staff = can(actor, 'list', 'staff');
  return {
    corporate_id: scope,
    active_staff: staff ? counts.active_staff : null,
    pending_invitations: staff ? counts.pending_invitations : null,
    departments: can(actor, 'list', 'departments') ? counts.departments : null,
    cost_centers_near_budget: can(actor, 'list', 'cost_centers')
      ? counts.cost_centers_near_budget
      : null,
    near_budget_percent: NEAR_BUDGET_PERCENT,
  };
}
