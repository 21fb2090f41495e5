import type { IResolvers } from 'mercurius';
import { propertyDetail, type PropertyInput } from '../../domain/inventory/properties/detail.js';
import {
  addFavProperty,
  favProperties,
  removeFavProperty,
} from '../../domain/inventory/properties/favourites.js';
import { roomTypesWithoutDates } from '../../domain/inventory/properties/room-types.js';
import {
  searchProperties,
  type SearchPropertiesInput,
} from '../../domain/inventory/properties/search.js';
import { staySuppliers } from '../../providers/inventory/index.js';
import type { RequestContext } from '../context.js';

type Args<T> = { input: T };
type FavInput = { property_id: string; corporate_id?: string | null };
const userOf = (ctx: RequestContext) => ctx.user?.id ?? null;

const resolvers = {
  Query: {
    search_properties: (_: unknown, { input }: Args<SearchPropertiesInput>, ctx: RequestContext) =>
      searchProperties(
        ctx.database.db,
        staySuppliers(ctx.database),
        input,
        ctx.locale,
        userOf(ctx),
      ),
    property: (_: unknown, { input }: Args<PropertyInput>, ctx: RequestContext) =>
      propertyDetail(ctx.database.db, staySuppliers(ctx.database), input, ctx.locale, userOf(ctx)),
    fav_properties: (
      _: unknown,
      { input }: Args<Parameters<typeof favProperties>[3]>,
      ctx: RequestContext,
    ) =>
      favProperties(ctx.database.db, staySuppliers(ctx.database), userOf(ctx), input, ctx.locale),
  },
  Mutation: {
    add_fav_property: (_: unknown, { input }: Args<FavInput>, ctx: RequestContext) =>
      addFavProperty(ctx.database.db, staySuppliers(ctx.database), userOf(ctx), input, ctx.locale),
    remove_fav_property: (_: unknown, { input }: Args<FavInput>, ctx: RequestContext) =>
      removeFavProperty(
        ctx.database.db,
        staySuppliers(ctx.database),
        userOf(ctx),
        input,
        ctx.locale,
      ),
  },
  Property: {
    /** Detail answers carry room types for its dates; elsewhere they load without rates. */
    room_types: (parent: { id: string; room_types?: unknown[] }, _: unknown, ctx: RequestContext) =>
      parent.room_types ??
      roomTypesWithoutDates(ctx.database.db, staySuppliers(ctx.database), parent.id, ctx.locale),
  },
};

/** Mercurius types resolver maps loosely; each function above is typed on its own. */
export const propertyResolvers = resolvers as unknown as IResolvers;
