/**
 * Favourite properties of the signed-in user (spec §7 fav_properties, plus add/remove).
 * Personal favourites are visible only to their owner. With corporate_id, the list is the
 * corporate's shared one: readable by its active members, who add and remove their own entries.
 */
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import { InputCheck, decodeCursor, langOf, pageOf } from '../common.js';
import {
  addFavourite,
  isActiveMember,
  listFavourites,
  removeFavourite,
  type FavouriteRow,
} from './favourites-repository.js';
import { presentProperty } from './present.js';
import { isUuid, namesOf, photosOf, propertiesByIds } from './repository.js';

function requireUser(userId: string | null): string {
  if (!userId) throw new AppError('UNAUTHENTICATED', 'unauthorized');
  return userId;
}

async function checkCorporate(db: Db, userId: string, corporateId: string | null | undefined) {
  if (!corporateId) return null;
  if (!isUuid(corporateId) || !(await isActiveMember(db, userId, corporateId))) {
    throw new AppError('FORBIDDEN', 'You are not an active member of this corporate.');
  }
  return corporateId;
}

async function withProperties(db: Db, rows: FavouriteRow[], locale: string) {
  const ids = [...new Set(rows.map((r) => r.property_id))];
  const [props, names, photos] = await Promise.all([
    propertiesByIds(db, ids),
    namesOf(db),
    photosOf(db, ids, false),
  ]);
  const lang = langOf(locale);
  return rows.map((r) => {
    const p = props.find((x) => x.id === r.property_id);
    const property = p
      ? presentProperty(
          p,
          names,
          photos.filter((ph) => ph.property_id === p.id),
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
  const user = requireUser(userId);
  const check = new InputCheck();
  const limit = check.int('limit', input?.limit ?? 20, 1, 100);
  const offset = input?.after
    ? decodeCursor(check, 'after', input.after)
    : decodeCursor(check, 'before', input?.before);
  check.done();
  const corporateId = await checkCorporate(db, user, input?.corporate_id);
  const { rows, total } = await listFavourites(db, { userId: user, corporateId }, offset, limit);
  const page = pageOf(new Array<null>(total).fill(null), offset, limit);
  return { entries: await withProperties(db, rows, locale), metadata: page.metadata };
}

export async function addFavProperty(
  db: Db,
  userId: string | null,
  input: { property_id: string; corporate_id?: string | null },
  locale: string,
) {
  const user = requireUser(userId);
  const corporateId = await checkCorporate(db, user, input.corporate_id);
  const [property] = await propertiesByIds(db, [input.property_id]);
  if (!property) throw new AppError('NOT_FOUND', 'No such property.');
  const row = await addFavourite(db, { userId: user, propertyId: property.id, corporateId });
  return (await withProperties(db, [row], locale))[0];
}

export async function removeFavProperty(
  db: Db,
  userId: string | null,
  input: { property_id: string; corporate_id?: string | null },
  locale: string,
) {
  const user = requireUser(userId);
  const corporateId = await checkCorporate(db, user, input.corporate_id);
  if (!isUuid(input.property_id)) return null;
  const row = await removeFavourite(db, {
    userId: user,
    propertyId: input.property_id,
    corporateId,
  });
  return row ? (await withProperties(db, [row], locale))[0] : null;
}
