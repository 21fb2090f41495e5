import { z } from 'zod';
import { createLevel, listLevels } from '../../domain/corporates/levels.js';
import type { RequestContext } from '../context.js';
import type { MutationResolvers, QueryResolvers } from '../generated/corporate.js';
import { parseInput, text } from '../../domain/context/input.js';

/* Corporate levels (staff grades): zod names the bad field, the domain authorizes and scopes. */

const createInput = z.looseObject({
  name: text(100)
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, 'is required')),
});

const corporate_levels: QueryResolvers<RequestContext>['corporate_levels'] = (_p, args, ctx) =>
  listLevels(ctx.database.db, ctx.user?.id ?? null, args.corporate_id);

const create_corporate_level: MutationResolvers<RequestContext>['create_corporate_level'] = (
  _p,
  { input },
  ctx,
) => {
  const { name } = parseInput(createInput, input);
  return createLevel(ctx.database.db, ctx.user?.id ?? null, { ...input, name });
};

export const levelQueries = { corporate_levels };
export const levelMutations = { create_corporate_level };
