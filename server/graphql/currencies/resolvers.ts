import type { IResolvers } from 'mercurius';
import { z } from 'zod';
import {
  convert,
  exchangeRates,
  listCurrencies,
} from '../../domain/inventory/currencies/service.js';
import type { RequestContext } from '../context.js';
import { checkInput, isoCode } from '../validate.js';

const currency = isoCode(3);
const ratesInput = z.looseObject({
  base: currency.nullish(),
  currencies: z.array(currency).max(50).nullish(),
});
const convertInput = z.looseObject({
  amount: z.number().int('must be a whole number of minor units'),
  from: currency,
  to: currency,
});

const resolvers = {
  Query: {
    currencies: (_: unknown, _args: unknown, ctx: RequestContext) =>
      listCurrencies(ctx.database.db, ctx.locale),
    exchange_rates: (
      _: unknown,
      { input }: { input?: { base?: string; currencies?: string[] } },
      ctx: RequestContext,
    ) => exchangeRates(ctx.database.db, input && checkInput(ratesInput, input)),
    convert: (
      _: unknown,
      { input }: { input: { amount: number; from: string; to: string } },
      ctx: RequestContext,
    ) => convert(ctx.database.db, checkInput(convertInput, input)),
  },
};

/** Mercurius types resolver maps loosely; each function above is typed on its own. */
export const currenciesResolvers = resolvers as unknown as IResolvers;
