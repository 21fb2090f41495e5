/**
 * Favourite properties of the signed-in user (spec §7 fav_properties, plus add/remove).
 * Personal favourites are visible only to their owner. With corporate_id, the list is the
 * corporate's shared one: readable by its active members, who add and remove their own entries.
 * Who saved what is ours (favourites-repository.ts); the properties come from their suppliers.
 */
import type { Db } from '../../../db/client.js';
import type { StaySupplier } from '../../../providers/inventory/types.js';
import { AppError } from '../../../errors.js';
import { InputCheck, decodeCursor, langOf, pageOf } from '../common.js';
import {
  addFavourite,
  isActiveMember,
  listFavourites,
  removeFavourite,
  type FavouriteRow,
} from './favourites-repository.js';
import {
  canonicalPropertyKey,
  propertyKey,
  resolveProperty,
  splitPropertyKey,
  summariesByKey,
} from './ids.js';
import { presentProperty } from './present.js';
import { isUuid } from '../../../db/sql-values.js';
import { namesOf } from './repository.js';
import { requireUserId } from '../../context/user.js';

async function checkCorporate(db: Db, userId: string, corporateId: string | null | undefined) {
  if (!corporateId) return null;
  if (!isUuid(corporateId) || !(await isActiveMember(db, userId, corporateId))) {
    throw new AppError('FORBIDDEN', 'You are not an active member of this corporate.');
  }
  return corporateId;
}

async function withProperties(
  db: Db,
  suppliers: StaySupplier[],
  rows: FavouriteRow[],
  locale: string,
) {
  const [summaries, names] = await Promise.all([
    summariesByKey(
      suppliers,
      rows.map((r) => r.property_id),
    ),
    namesOf(db),
  ]);
  const lang = langOf(locale);
  return rows.map((r) => {
    const found = summaries.get(r.property_id);
    const property = found
      ? presentProperty(
          splitPropertyKey(r.property_id).supplier,
          found.property,
          names,
          found.photos,
          lang,
        )
      : null;
    if (property && !r.corporate_id) property.is_favourite = true;
    return {
      ...r,
      inserted_at: r.inserted_at instanceof Date ? r.inserted_at : new Date(r.inserted_at),
      property,
    };
  });
}

export async function favProperties(
  db: Db,
  suppliers: StaySupplier[],
  userId: string | null,
  input:
    | {
        after?: string | null;
        before?: string | null;
        limit?: number | null;
        corporate_id?: string | null;
      }
    | null
    | undefined,
  locale: string,
) {
  const user = requireUserId(userId);
  const check = new InputCheck();
  const limit = check.int('limit', input?.limit ?? 20, 1, 100);
  const offset = input?.after
    ? decodeCursor(check, 'after', input.after)
    : decodeCursor(check, 'before', input?.before);
  check.done();
  const corporateId = await checkCorporate(db, user, input?.corporate_id);
  const { rows, total } = await listFavourites(db, { userId: user, corporateId }, offset, limit);
  const page = pageOf(new Array<null>(total).fill(null), offset, limit);
  return {
    entries: await withProperties(db, suppliers, rows, locale),
    metadata: page.metadata,
  };
}

export async function addFavProperty(
  db: Db,
  suppliers: StaySupplier[],
  userId: string | null,
  input: { property_id: string; corporate_id?: string | null },
  locale: string,
) {
  const user = requireUserId(userId);
  const corporateId = await checkCorporate(db, user, input.corporate_id);
  const ref = resolveProperty(suppliers, input.property_id);
  const [found] = ref ? await ref.supplier.propertySummaries([ref.id]) : [];
  if (!ref || !found) throw new AppError('NOT_FOUND', 'No such property.');
  const row = await addFavourite(db, {
    userId: user,
    propertyId: propertyKey(ref.supplier.id, found.property.id),
    corporateId,
  });
  return (await withProperties(db, suppliers, [row], locale))[0];
}

export async function removeFavProperty(
  db: Db,
  suppliers: StaySupplier[],
  userId: string | null,
  input: { property_id: string; corporate_id?: string | null },
  locale: string,
) {
  const user = requireUserId(userId);
  const corporateId = await checkCorporate(db, user, input.corporate_id);
  // By key alone: a favourite stays removable when its supplier no longer knows the property.
  const row = await removeFavourite(db, {
    userId: user,
    propertyId: canonicalPropertyKey(input.property_id),
    corporateId,
  });
  return row ? (await withProperties(db, suppliers, [row], locale))[0] : null;
}
