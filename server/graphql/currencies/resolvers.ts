import type { IResolvers } from 'mercurius';
import {
  convert,
  exchangeRates,
  listCurrencies,
} from '../../domain/inventory/currencies/service.js';
import type { RequestContext } from '../context.js';

const resolvers = {
  Query: {
    currencies: (_: unknown, _args: unknown, ctx: RequestContext) =>
      listCurrencies(ctx.database.db, ctx.locale),
    exchange_rates: (
      _: unknown,
      { input }: { input?: { base?: string; currencies?: string[] } },
      ctx: RequestContext,
    ) => exchangeRates(ctx.database.db, input),
    convert: (
      _: unknown,
      { input }: { input: { amount: number; from: string; to: string } },
      ctx: RequestContext,
    ) => convert(ctx.database.db, input),
  },
};

/** Mercurius types resolver maps loosely; each function above is typed on its own. */
export const currenciesResolvers = resolvers as unknown as IResolvers;
