import { z } from 'zod';
import {
  convert,
  exchangeRates,
  listCurrencies,
} from '../../domain/inventory/currencies/service.js';
import { checkInput, isoCode } from '../../domain/context/input.js';
import type { Resolvers } from '../generated/currencies.js';
import { forMercurius } from '../typed.js';

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

const resolvers: Resolvers = {
  Query: {
    currencies: (_, _args, ctx) => listCurrencies(ctx.database.db, ctx.locale),
    exchange_rates: (_, { input }, ctx) =>
      exchangeRates(ctx.database.db, input && checkInput(ratesInput, input)),
    convert: (_, { input }, ctx) => convert(ctx.database.db, checkInput(convertInput, input)),
  },
};

export const currenciesResolvers = forMercurius(resolvers);
