import { now } from '../domain/context/clock.js';
import { searchPolicy } from '../domain/policy/search-policy.js';
import type { RequestContext } from './context.js';

/**
 * Whose travel policy judges a search's offers (server/domain/policy/search-policy.ts), once per
 * request: flights and property read it from the signed-in user (`ctx.actor`: search is PUBLIC,
 * it runs as them) and the verified patron (a delegate's delegator).
 */
export const policyOf = (ctx: RequestContext, travellerId?: string | null) =>
  searchPolicy(
    ctx.database.db,
    { actorId: ctx.actor?.id ?? null, patron: ctx.patron, travellerId },
    now(ctx),
  );
