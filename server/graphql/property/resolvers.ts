import { propertyDetail } from '../../domain/inventory/properties/detail.js';
import {
  addFavProperty,
  favProperties,
  removeFavProperty,
} from '../../domain/inventory/properties/favourites.js';
import { roomTypesWithoutDates } from '../../domain/inventory/properties/room-types.js';
import { searchProperties } from '../../domain/inventory/properties/search.js';
import { staySuppliers } from '../../providers/inventory/index.js';
import type { RequestContext } from '../context.js';
import { checkInput } from '../../domain/context/input.js';
import {
  favPropertiesInput,
  propertyInput,
  searchPropertiesInput,
} from '../../domain/inventory/properties/input.js';
import type { Resolvers } from '../generated/property.js';
import { forMercurius } from '../typed.js';
import { now } from '../../domain/context/clock.js';
import { policyOf } from '../search-policy.js';

const userOf = (ctx: RequestContext) => ctx.user?.id ?? null;

const resolvers: Resolvers = {
  Query: {
    search_properties: async (_, { input }, ctx) => {
      const checked = checkInput(searchPropertiesInput, input);
      return searchProperties(
        ctx.database.db,
        staySuppliers(ctx.database),
        checked,
        ctx.locale,
        userOf(ctx),
        now(ctx),
        await policyOf(ctx, checked.traveller_id),
      );
    },
    property: async (_, { input }, ctx) => {
      const checked = checkInput(propertyInput, input);
      // Without dates there are no rates to judge.
      const dated = Boolean(checked.check_in && checked.check_out);
      return propertyDetail(
        ctx.database.db,
        staySuppliers(ctx.database),
        checked,
        ctx.locale,
        userOf(ctx),
        now(ctx),
        dated ? await policyOf(ctx, checked.traveller_id) : null,
      );
    },
    fav_properties: (_, { input }, ctx) =>
      favProperties(
        ctx.database.db,
        staySuppliers(ctx.database),
        userOf(ctx),
        input && checkInput(favPropertiesInput, input),
        ctx.locale,
      ),
  },
  Mutation: {
    add_fav_property: (_, { input }, ctx) =>
      addFavProperty(ctx.database.db, staySuppliers(ctx.database), userOf(ctx), input, ctx.locale),
    remove_fav_property: (_, { input }, ctx) =>
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
    room_types: (parent, _args, ctx) =>
      parent.room_types ??
      roomTypesWithoutDates(ctx.database.db, staySuppliers(ctx.database), parent.id, ctx.locale),
  },
};

export const propertyResolvers = forMercurius(resolvers);
